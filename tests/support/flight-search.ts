/** Flight searches the tests share. */
import type { FlightSearch } from "../../contracts/flights.ts";

/** One adult in economy, Manila to Cebu on 18 December 2026 and back on the 22nd. */
export const RETURN_MNL_CEB: FlightSearch = {
  tripType: "return",
  legs: [
    { origin: "MNL", destination: "CEB", date: "2026-12-18" },
    { origin: "CEB", destination: "MNL", date: "2026-12-22" },
  ],
  passengers: { adults: 1, children: 0, infants: 0 },
  cabin: "economy",
};
