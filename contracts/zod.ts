/**
 * zod, configured once for both sides. `jitless` stops zod probing `new Function`, which our
 * Content-Security-Policy (rightly) refuses in the browser.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
