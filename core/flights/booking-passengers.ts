/**
 * The supplier's own check of a booking's travellers against the offer (as a consolidator's booking
 * call refuses them): the party the fare is for, adults first, ages on the days of travel, passports
 * on international trips, a contact address.
 */
import { companionProblem } from "../../contracts/companion-rules.ts";
import type { PassengerInput } from "../../contracts/flights.ts";
import { partyLabel } from "../../contracts/party.ts";
import { ageOn } from "../../contracts/passengers.ts";
import type { Offer } from "./codes.ts";
import { findAirline } from "./data/airlines.ts";
import type { PricedOffer } from "./engine-types.ts";
import { FlightError } from "./errors.ts";
import type { SupplierBookRequest } from "./supplier.ts";

export function checkBookingPassengers(
  passengers: PassengerInput[],
  offer: Offer,
  p: PricedOffer,
  contact: SupplierBookRequest["contact"],
) {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => void (errors[field] ??= []).push(message);
  const count = (t: string) => passengers.filter((x) => x.type === t).length;
  const { adults, children, infants } = offer.passengers;
  if (count("ADT") !== adults || count("CHD") !== children || count("INF") !== infants) {
    add("passengers", `This fare is for ${partyLabel({ adults, children, infants })}.`);
  }
  const order = { ADT: 0, CHD: 1, INF: 2 } as const;
  for (let i = 1; i < passengers.length; i++) {
    if (order[passengers[i].type] < order[passengers[i - 1].type]) add("passengers", "List adults first, then children, then infants.");
  }
  const flights = p.legs.flat();
  const first = flights[0].departureDateTime.slice(0, 10);
  const last = flights[flights.length - 1].departureDateTime.slice(0, 10);
  const international = flights.some((f) => !f.domestic);
  passengers.forEach((x, i) => {
    const field = `passengers.${i}`;
    if (!x.givenName?.trim() || !x.surname?.trim()) add(field, "Given name and surname are required.");
    if (!/^\d{4}-\d{2}-\d{2}$/.test(x.dateOfBirth ?? "") || x.dateOfBirth > first) {
      add(field, "Enter a valid date of birth.");
      return;
    }
    // Ages on the date of travel: adults 12+, children 2–11, infants under 2 for the whole trip.
    if (x.type === "ADT" && ageOn(x.dateOfBirth, first) < 12) add(field, "An adult is 12 or older on the day of travel.");
    if (x.type === "CHD" && (ageOn(x.dateOfBirth, first) < 2 || ageOn(x.dateOfBirth, first) > 11))
      add(field, "A child is 2 to 11 years old on the day of travel.");
    if (x.type === "INF" && ageOn(x.dateOfBirth, last) >= 2)
      add(field, "An infant is under 2 for the whole trip; book an older child as a child.");
    if (international && !x.passportNumber?.trim()) add(field, "A passport number is required for international flights.");
    if (international && x.passportExpiry && x.passportExpiry < last) add(field, "The passport expires before the trip ends.");
  });
  // Each airline's rule on who looks after a child and holds an infant (contracts/companion-rules.ts).
  if (Object.keys(errors).length === 0) {
    const airlines = [...new Set(flights.map((f) => f.operatingAirline))].map((code) => ({ code, name: findAirline(code)?.name }));
    const problem = companionProblem(passengers, airlines, first);
    if (problem) add(`passengers.${problem.index}`, problem.message);
  }
  if (!contact?.email?.includes("@")) add("contact.email", "Enter the contact e-mail address.");
  if (Object.keys(errors).length) throw new FlightError("VALIDATION", "Please check the passenger details.", errors);
}
