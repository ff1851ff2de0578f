/** The wire shape: the add-ons page posts the selection as JSON in a hidden field. */
import type { ExtrasSelection } from "../flight-extras.ts";
import { moneySchema } from "../money-schema.ts";
import { z } from "../zod.ts";

const index = z.number().int().min(0).max(99);
const id = z.string().min(1).max(200);
const serviceSelectionSchema = z.object({
  serviceId: id,
  segmentIndex: index,
  legIndex: index,
  passengerQuantities: z.record(z.string().regex(/^\d{1,2}$/), z.number().int().min(0).max(999)),
  behavior: z.string().max(100),
});
const seatSelectionSchema = z.object({
  flightIndex: index,
  passengerIndex: index,
  seat: z.looseObject({ ServiceId: id, SeatCode: z.string().max(10), Fare: moneySchema.optional() }),
});

/** The posted selection's shape (the rules and prices come from `priceExtras`). */
export const extrasSelectionSchema = z.object({
  baggage: z.array(serviceSelectionSchema).max(500),
  meals: z.array(serviceSelectionSchema).max(500),
  seats: z.array(seatSelectionSchema).max(100),
});

/**
 * Reads the hidden field's JSON. Returns null for anything malformed; seats are only ids until
 * `priceExtras` swaps in the offer's seat.
 */
export function parseExtrasSelectionJson(json: string | null | undefined): ExtrasSelection | null {
  if (!json || json.length > 200_000) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = extrasSelectionSchema.safeParse(value);
  return parsed.success ? (parsed.data as unknown as ExtrasSelection) : null;
}
