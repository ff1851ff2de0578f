/** Ang namespace na account sa Filipino (docs/glossary-fil.md para sa mga salitang hiram). */
import type en from "../en/account.ts";

export default {} satisfies Record<keyof typeof en, string>;
