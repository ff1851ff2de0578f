/**
 * Money as zod checks it on the wire (server side: the browser formats money, it does not parse it,
 * so this lives apart from contracts/money.ts to keep zod out of pages that only show prices).
 */
import { z } from "./zod.ts";

export const moneySchema = z.object({
  amount: z.number().int().safe(),
  currency: z.string().regex(/^[A-Z]{3}$/),
});
