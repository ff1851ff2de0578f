/** Ang namespace na info sa Filipino (docs/glossary-fil.md para sa mga salitang hiram). */
import type en from "../en/info.ts";

export default {} satisfies Record<keyof typeof en, string>;
