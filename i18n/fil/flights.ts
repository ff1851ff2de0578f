/** Ang namespace na flights sa Filipino (docs/glossary-fil.md para sa mga salitang hiram). */
import type en from "../en/flights.ts";

export default {} satisfies Record<keyof typeof en, string>;
