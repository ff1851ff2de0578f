/** Domestic airlines, each with the public sources its note rests on. */
import type { Source } from "./types.ts";

/** A domestic airline, with the public sources its note rests on (each with its own date). */
export type DomesticAirline = { code: string; name: string; note: string; flying: boolean; sources: readonly Source[] };

const S = {
  palMarch2026: {
    name: "Manila Bulletin: PAL to boost NAIA jet flights in March as turboprops exit",
    url: "https://mb.com.ph/2026/02/02/pal-to-boost-naia-jet-flights-in-march-as-turboprops-exit",
    published: "2026-02-02",
  },
  palOctober2025: {
    name: "Manila Bulletin: PAL transferring some turboprop flights to Clark and Cebu in October",
    url: "https://mb.com.ph/2025/08/01/pal-transferring-some-turboprop-flights-to-clark-and-cebu-in-october",
    published: "2025-08-01",
  },
  palAntique: {
    name: "Manila Bulletin: PAL flights to Antique end in March",
    url: "https://mb.com.ph/2026/02/13/pal-flights-to-antique-end-in-march",
    published: "2026-02-13",
  },
  cebgoClark2025: {
    name: "BusinessWorld: More Cebu Pacific domestic flights moving to Clark; Naga, San Jose up first",
    url: "https://www.bworldonline.com/corporate/2025/08/29/694488/more-cebu-pacific-domestic-flights-moving-to-clark-naga-san-jose-up-first/",
    published: "2025-08-29",
  },
  turbopropsToClark: {
    name: "Daily Tribune: Turboprop services shift to Clark in March",
    url: "https://tribune.net.ph/amp/story/2026/01/22/turboprop-services-shift-to-clark-in-march",
    published: "2026-01-22",
  },
  airswiftSale: {
    name: "Philstar: Cebu Pacific buys out Ayala airline for ₱1.75 billion",
    url: "https://qa.philstar.com/business/2024/10/07/2390584/cebu-pacific-buys-out-ayala-airline-p175-billion",
    published: "2024-10-07",
  },
  airasiaManila: {
    name: "SunStar: AirAsia boosts domestic flights ahead of Undas travel rush",
    url: "https://www.sunstar.com.ph/cebu/airasia-boosts-domestic-flights-ahead-of-undas-travel-rush",
    published: "2025-10-10",
  },
  airasiaCebu: {
    name: "TTR Weekly: AirAsia makes Cebu hub comeback",
    url: "https://www.ttrweekly.com/site/2025/09/airasia-makes-ceb-hub-comeback/",
    published: "2025-09-23",
  },
  airasiaDavao: {
    name: "Philstar: AirAsia suspends Manila–Davao flights",
    url: "https://www.philstar.com/business/2025/01/30/2417767/airasia-suspends-manila-davao-flights",
    published: "2025-01-30",
  },
  sunlightClark: {
    name: "Manila Bulletin: Sunlight Air relocates hub to Clark airport",
    url: "https://mb.com.ph/2024/3/31/sunlight-air-relocates-hub-to-clark-airport",
    published: "2024-03-31",
  },
  sunlight2027: {
    name: "Manila Bulletin: Sunlight Air eyes international flights by 2027",
    url: "https://mb.com.ph/2025/10/27/sunlight-air-eyes-international-flights-by-2027",
    published: "2025-10-27",
  },
  royalAir: {
    name: "MENAFN: Royal Air Philippines suspending commercial operations temporarily",
    url: "https://menafn.com/1110550853/Royal-Air-Philippines-Suspending-Commercial-Operations-Temporarily",
    published: "2026-01-03",
  },
} satisfies Record<string, Source>;

export const DOMESTIC_AIRLINES: readonly DomesticAirline[] = [
  {
    code: "PR",
    name: "Philippine Airlines",
    note: "Flag carrier; jets from Manila (NAIA), including Caticlan, and from Cebu. Since 29 March 2026 its turboprops (PAL Express, 2P) fly from Clark and Cebu, not Manila; it no longer flies to Antique (San Jose de Buenavista): travellers go by jet to Iloilo and on by road.",
    flying: true,
    sources: [S.palMarch2026, S.palOctober2025, S.palAntique],
  },
  {
    code: "5J",
    name: "Cebu Pacific",
    note: "The largest domestic airline, with jets from Manila (including Caticlan), Cebu and Clark; its turboprop arm Cebgo (DG) flies from Clark (to Coron, Siargao, Naga, San Jose in Mindoro and Masbate) and Cebu, and left Manila on 29 March 2026.",
    flying: true,
    sources: [S.cebgoClark2025, S.turbopropsToClark],
  },
  {
    code: "T6",
    name: "AirSWIFT",
    note: "El Nido specialist, owned by Cebu Pacific; flies from Clark and Cebu.",
    flying: true,
    sources: [S.airswiftSale, S.turbopropsToClark],
  },
  {
    code: "Z2",
    name: "Philippines AirAsia",
    note: "Jets from Manila (Terminal 2 for domestic flights) to Cebu, Caticlan and other cities, and from Cebu again since 15 November 2025. Manila–Davao has been suspended since January 2025.",
    flying: true,
    sources: [S.airasiaManila, S.airasiaCebu, S.airasiaDavao],
  },
  {
    code: "2R",
    name: "Sunlight Air",
    note: "Small ATR 72 airline based at Clark, flying to island airports such as Busuanga (Coron).",
    flying: true,
    sources: [S.sunlightClark, S.sunlight2027],
  },
  {
    code: "RW",
    name: "Royal Air Philippines",
    note: "Suspended all commercial flights from 4 January 2026.",
    flying: false,
    sources: [S.royalAir],
  },
];
