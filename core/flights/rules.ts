/**
 * Fare rules in the ATPCO categories a consolidator returns (our own wording), per leg, and the
 * baggage allowance per flight in supplier codes: "20K" (kilograms), "1P" (pieces of up to 23 kg),
 * "SB" (standard: cabin baggage only).
 */
import type { BaggageInfo, FareRule, FareRules } from "../../contracts/flights.ts";
import { findAirline } from "./data/airlines.ts";
import type { FareFamily } from "./fares.ts";
import { familyBaggage, familyPenalties } from "./fares.ts";
import type { ScheduledFlight } from "./schedule.ts";

const peso = (amount?: { amount: number }) => `PHP ${((amount?.amount ?? 0) / 100).toLocaleString("en-PH", { minimumFractionDigits: 2 })}`;

export function buildFareRules(legs: ScheduledFlight[][], family: FareFamily): FareRules {
  const validating = legs[0][0].airline;
  const airline = findAirline(validating);
  const domestic = legs.every((l) => l.every((f) => f.domestic));
  const p = familyPenalties(family, domestic);
  const bag = familyBaggage(family, domestic);
  const webFare = family.lowCost;
  const rules: FareRule[] = [];
  for (const leg of legs) {
    const cityPair = `${leg[0].origin}-${leg[leg.length - 1].destination}`;
    const add = (Category: string, Rules: string) => rules.push({ Airline: validating, CityPair: cityPair, Category, Rules });
    add(
      "ADVANCE RESERVATIONS/TICKETING",
      webFare
        ? `Category 5. ${family.name} is a web fare of ${airline?.name ?? validating}: it cannot be held. Pay within 20 minutes of booking; the ticket is issued as soon as payment clears. Sales close 2 hours before departure.`
        : `Category 5. ${family.name} may be held without payment until the ticketing time limit shown at booking (at most 24 hours, and no later than 3 hours before departure). Unpaid holds are cancelled automatically when the limit passes. Sales close 2 hours before departure.`,
    );
    add(
      "PENALTIES",
      `Category 16. Changes: ${p.change.allowed ? (p.change.fee?.amount ? `permitted for a fee of ${peso(p.change.fee)} per passenger per change, plus any fare difference` : "permitted free of charge; any fare difference applies") : "not permitted"}. Refunds: ${p.refund.allowed ? (p.refund.fee?.amount ? `permitted for a fee of ${peso(p.refund.fee)} per passenger` : "permitted free of charge") : "not permitted; unused government taxes and fees are refundable on request"}. No-show: ${p.refund.allowed ? "the refund fee applies twice" : "the fare is forfeited"}. Fees are charged per passenger and do not apply to infants.`,
    );
    add(
      "VOLUNTARY CHANGES",
      `Category 31. ${p.change.allowed ? `Date, flight and route changes are allowed up to 2 hours before the original departure, to flights of ${airline?.name ?? validating} in the same cabin. Fee ${peso(p.change.fee)} per passenger${p.change.fee?.amount ? "" : " (none)"}; when the new fare is higher, the difference is collected; when lower, no residual value is returned.` : "Changes are not permitted. Name changes are never permitted."}`,
    );
    add(
      "VOLUNTARY REFUNDS",
      `Category 33. ${p.refund.allowed ? `Refundable before departure less ${peso(p.refund.fee)} per passenger. Refunds go back to the original form of payment within 30 days of approval.` : "Non-refundable. Passenger service charges and taxes for unflown flights are refunded on request."} A ticket voided on the day it was issued (Philippine time) is refunded in full less the agency's voiding fee.`,
    );
    add(
      "BAGGAGE",
      `Cabin baggage: ${bag.cabinKg} kg. Checked baggage: ${bag.checkedPieces ? (domestic ? `${bag.checkedKg} kg in total` : `${bag.checkedPieces} piece(s) of up to 23 kg each`) : "none included; it can be bought as an extra"}. Infants: one checked item up to 10 kg on full-service fares, none on web fares.`,
    );
  }
  const infos: BaggageInfo[] = legs.flat().map((f) => ({
    Departure: f.origin,
    Arrival: f.destination,
    FlightNo: `${f.airline}${f.flightNumber}`,
    Baggage: bag.checkedPieces === 0 ? "SB" : domestic ? `${bag.checkedKg}K` : `${bag.checkedPieces}P`,
  }));
  return { FareRules: rules, BaggageInfos: infos };
}
