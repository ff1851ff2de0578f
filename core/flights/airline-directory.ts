/**
 * The airline list page: every airline Lakbay sells with its type (full-service or low-cost),
 * alliance, hubs and the baggage of each fare family it sells (domestic and international).
 */
import type { Cabin } from "../../contracts/flights.ts";
import { AIRLINE_INFO, airlineHubs } from "./data/airlines.ts";
import { familiesFor, familyBaggage } from "./fares.ts";

export type AirlineDirectoryEntry = {
  code: string;
  name: string;
  country: string;
  type: "Full-service" | "Low-cost";
  alliance: string | null;
  hubs: string[];
  website: string | null;
  families: {
    code: string;
    name: string;
    cabin: Cabin;
    domestic: { checkedKg: number; checkedPieces: number };
    international: { checkedKg: number; checkedPieces: number };
    cabinKg: number;
    refundable: boolean;
  }[];
};

const CABINS: Cabin[] = ["economy", "premium", "business", "first"];

export function airlineDirectory(): AirlineDirectoryEntry[] {
  return AIRLINE_INFO.map((a) => {
    const { hubs, alliance } = airlineHubs(a.code);
    return {
      code: a.code,
      name: a.name,
      country: a.country,
      type: a.lowCost ? "Low-cost" : "Full-service",
      alliance,
      hubs,
      website: a.website ?? null,
      families: CABINS.flatMap((cabin) =>
        familiesFor(a.code, cabin).map((f) => {
          const dom = familyBaggage(f, true);
          const intl = familyBaggage(f, false);
          return {
            code: f.code,
            name: f.name,
            cabin,
            domestic: { checkedKg: dom.checkedKg, checkedPieces: dom.checkedPieces },
            international: { checkedKg: intl.checkedKg, checkedPieces: intl.checkedPieces },
            cabinKg: dom.cabinKg,
            refundable: f.refund.allowed,
          };
        }),
      ),
    };
  });
}
