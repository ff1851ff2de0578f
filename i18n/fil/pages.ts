/** Ang namespace na pages sa Filipino (docs/glossary-fil.md para sa mga salitang hiram). */
import type en from "../en/pages.ts";

export default {} satisfies Record<keyof typeof en, string>;
