/** Ang namespace na hotels sa Filipino (docs/glossary-fil.md para sa mga salitang hiram). */
import type en from "../en/hotels.ts";

export default {} satisfies Record<keyof typeof en, string>;
