/** Ang namespace na assistant sa Filipino (docs/glossary-fil.md para sa mga salitang hiram). */
import type en from "../en/assistant.ts";

export default {} satisfies Record<keyof typeof en, string>;
