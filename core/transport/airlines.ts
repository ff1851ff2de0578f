/** Domestic airlines, from philippines-facts.md §2 (compiled 21 Nov 2026; its source numbers in brackets). */
import type { Source } from "./types.ts";

export type DomesticAirline = { code: string; name: string; note: string; flying: boolean; sources: readonly Source[]; checked: string };

const facts = (refs: string): Source => ({ name: `Lakbay facts file, philippines-facts.md §2 (${refs})` });

export const DOMESTIC_AIRLINES: readonly DomesticAirline[] = [
  {
    code: "PR",
    name: "Philippine Airlines",
    note: "Flag carrier; jets from Manila (NAIA) and Cebu, turboprops (PAL Express, 2P) from Clark and Cebu since March 2026.",
    flying: true,
    sources: [facts("S2, S41, S50, S51")],
    checked: "2026-11-21",
  },
  {
    code: "5J",
    name: "Cebu Pacific",
    note: "The largest domestic airline; its turboprop arm Cebgo (DG) flies from Clark and Cebu since 29 March 2026.",
    flying: true,
    sources: [facts("S2, S35, S42")],
    checked: "2026-11-21",
  },
  {
    code: "T6",
    name: "AirSWIFT",
    note: "El Nido specialist, owned by Cebu Pacific; flies from Clark and Cebu.",
    flying: true,
    sources: [facts("S28, S35, S43")],
    checked: "2026-11-21",
  },
  {
    code: "Z2",
    name: "Philippines AirAsia",
    note: "Jets from Manila (Terminal 2 for domestic flights) and Cebu.",
    flying: true,
    sources: [facts("S34, S39")],
    checked: "2026-11-21",
  },
  {
    code: "2R",
    name: "Sunlight Air",
    note: "Small ATR 72 airline based at Clark, flying to island airports such as Busuanga (Coron).",
    flying: true,
    sources: [facts("S37, S44, S45")],
    checked: "2026-11-21",
  },
  {
    code: "RW",
    name: "Royal Air Philippines",
    note: "Suspended all commercial flights from 4 January 2026.",
    flying: false,
    sources: [facts("S46, S47")],
    checked: "2026-11-21",
  },
];
