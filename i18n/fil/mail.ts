/** Ang namespace na mail sa Filipino (docs/glossary-fil.md para sa mga salitang hiram). */
import type en from "../en/mail.ts";

export default {} satisfies Record<keyof typeof en, string>;
