/** Ang namespace na errors sa Filipino (docs/glossary-fil.md para sa mga salitang hiram). */
import type en from "../en/errors.ts";

export default {} satisfies Record<keyof typeof en, string>;
