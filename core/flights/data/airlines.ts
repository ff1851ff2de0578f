/**
 * Airlines Lakbay sells. `group` joins carriers that sell connections together (one ticket): PAL and
 * PAL Express; Cebu Pacific, Cebgo and AirSWIFT (bought by Cebu Pacific in 2024). `ticketPrefix` is
 * the airline's 3-digit accounting code that starts its e-ticket numbers (ones we could not confirm
 * are marked; the embedded supplier only needs them to be stable).
 */
import type { Airline } from "../../../contracts/flights.ts";
import { ROUTES } from "./network.ts";

export type AirlineInfo = Airline & { group: string; ticketPrefix: string };

const a = (
  code: string,
  name: string,
  country: string,
  lowCost: boolean,
  ticketPrefix: string,
  website?: string,
  group = code,
): AirlineInfo => ({
  code,
  name,
  country,
  lowCost,
  website,
  group,
  ticketPrefix,
});

export const AIRLINE_INFO: readonly AirlineInfo[] = [
  a("PR", "Philippine Airlines", "PH", false, "079", "https://www.philippineairlines.com", "PR"),
  a("2P", "PAL Express", "PH", false, "079", "https://www.philippineairlines.com", "PR"),
  a("5J", "Cebu Pacific", "PH", true, "203", "https://www.cebupacificair.com", "5J"),
  a("DG", "Cebgo", "PH", true, "203", "https://www.cebupacificair.com", "5J"),
  a("T6", "AirSWIFT", "PH", true, "203", "https://air-swift.com", "5J"), // prefix: Cebu Pacific's stock (unconfirmed)
  a("Z2", "Philippines AirAsia", "PH", true, "457", "https://www.airasia.com"), // prefix unconfirmed
  a("CX", "Cathay Pacific", "HK", false, "160", "https://www.cathaypacific.com"),
  a("SQ", "Singapore Airlines", "SG", false, "618", "https://www.singaporeair.com"),
  a("KE", "Korean Air", "KR", false, "180", "https://www.koreanair.com"),
  a("OZ", "Asiana Airlines", "KR", false, "988", "https://flyasiana.com"),
  a("JL", "Japan Airlines", "JP", false, "131", "https://www.jal.co.jp"),
  a("NH", "All Nippon Airways", "JP", false, "205", "https://www.ana.co.jp"),
  a("CI", "China Airlines", "TW", false, "297", "https://www.china-airlines.com"),
  a("BR", "EVA Air", "TW", false, "695", "https://www.evaair.com"),
  a("TG", "Thai Airways", "TH", false, "217", "https://www.thaiairways.com"),
  a("MH", "Malaysia Airlines", "MY", false, "232", "https://www.malaysiaairlines.com"),
  a("EK", "Emirates", "AE", false, "176", "https://www.emirates.com"),
  a("QR", "Qatar Airways", "QA", false, "157", "https://www.qatarairways.com"),
];

const SOLD = new Set(ROUTES.flatMap((r) => [r.airline, r.operatedBy ?? r.airline]));

/**
 * What the airline list page and the API show: the airlines with at least one route we sell (the others
 * stay in AIRLINE_INFO so that older bookings on them can still be read).
 */
export const AIRLINES: readonly Airline[] = AIRLINE_INFO.filter((x) => SOLD.has(x.code)).map(
  ({ group: _g, ticketPrefix: _t, ...airline }) => airline,
);

const byCode = new Map(AIRLINE_INFO.map((x) => [x.code, x]));

export function findAirline(code: string): AirlineInfo | undefined {
  return byCode.get(code);
}

export function airlineInfo(code: string): AirlineInfo {
  const found = byCode.get(code);
  if (!found) throw new Error(`Unknown airline ${code}`);
  return found;
}

/** Main bases (IATA codes) and alliance of each airline, for the airline list. */
const HUBS: Record<string, { hubs: string[]; alliance: string | null }> = {
  PR: { hubs: ["MNL", "CEB"], alliance: null },
  "2P": { hubs: ["MNL", "CEB", "CRK"], alliance: null },
  "5J": { hubs: ["MNL", "CEB", "CRK", "DVO", "ILO"], alliance: null },
  // Cebgo left NAIA on 29 March 2026.
  DG: { hubs: ["CEB", "CRK"], alliance: null },
  T6: { hubs: ["CEB", "CRK"], alliance: null },
  Z2: { hubs: ["MNL", "CEB", "CRK"], alliance: null },
  CX: { hubs: ["HKG"], alliance: "oneworld" },
  SQ: { hubs: ["SIN"], alliance: "Star Alliance" },
  KE: { hubs: ["ICN"], alliance: "SkyTeam" },
  OZ: { hubs: ["ICN"], alliance: "Star Alliance" },
  JL: { hubs: ["HND", "NRT"], alliance: "oneworld" },
  NH: { hubs: ["HND", "NRT"], alliance: "Star Alliance" },
  CI: { hubs: ["TPE"], alliance: "SkyTeam" },
  BR: { hubs: ["TPE"], alliance: "Star Alliance" },
  TG: { hubs: ["BKK"], alliance: "Star Alliance" },
  MH: { hubs: ["KUL"], alliance: "oneworld" },
  EK: { hubs: ["DXB"], alliance: null },
  QR: { hubs: ["DOH"], alliance: "oneworld" },
};

export function airlineHubs(code: string): { hubs: string[]; alliance: string | null } {
  return HUBS[code] ?? { hubs: [], alliance: null };
}
