/**
 * The inputs of the travel facts' use cases (core/application/travel-info.ts): the fees a traveller
 * pays (travel tax, airport terminal fees, destination fees) and the formalities (eTravel).
 */
import { z } from "./zod.ts";

/** An airport's three-letter IATA code ("MNL"), any case. */
const AirportCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, "Enter a three-letter airport code, e.g. MNL.")
  .transform((code) => code.toUpperCase());

export const TravelFeesInput = z.object({
  /** Only this airport's terminal fee (default: every airport's). */
  airport: AirportCode.optional(),
  /** The travel tax for a traveller of this age (whole years on the day of departure), e.g. 7. */
  age: z.coerce
    .number({ error: "Give the age in whole years, e.g. 7." })
    .int("Give the age in whole years, e.g. 7.")
    .min(0, "Give the age in whole years, e.g. 7.")
    .max(130, "Give the age in whole years, e.g. 7.")
    .optional(),
});
export type TravelFeesInput = z.input<typeof TravelFeesInput>;

export const TravelFormalitiesInput = z.object({});
