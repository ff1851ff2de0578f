/**
 * Who flies what: the routes Lakbay sells, one row per airport pair and carrier, flown both ways, with
 * a weekly frequency each way and the aircraft. Every row names the public source that shows the
 * airline flies it (ROUTE_SOURCES, with the source's own date); where that source also gives the
 * number of flights a week, the row uses it, otherwise the frequency is Lakbay's typical estimate and
 * says so. A route no source shows is not sold. Reviewed against public sources on 28 Nov 2026.
 *
 * Since 29 March 2026 turboprops no longer use NAIA: PAL Express (Q400, sold as PR), Cebgo and
 * AirSWIFT fly Busuanga, Siargao, El Nido, Naga, San Jose (Mindoro) and Masbate from Clark and Cebu.
 * PAL stopped flying to Antique (San Jose de Buenavista) at the end of March 2026 and sends travellers
 * there to Iloilo by jet; it does not fly turboprops from Iloilo. Caticlan (MPH) takes jets, so
 * Manila–Caticlan stays at NAIA. AirAsia suspended Manila–Davao in January 2025.
 */

export type RouteDef = {
  /** Marketing carrier. */
  airline: string;
  /** Operating carrier when another (PAL Express flights are sold as PR). */
  operatedBy?: string;
  a: string;
  b: string;
  /** Flights a week in each direction. */
  weekly: number;
  aircraft: string;
};

type Row = [airline: string, a: string, b: string, weekly: number, aircraft: string, operatedBy?: string];

const ROWS: Row[] = [
  // Philippine Airlines: jets from Manila and Cebu
  ["PR", "MNL", "CEB", 76, "321"],
  ["PR", "MNL", "DVO", 35, "321"],
  ["PR", "MNL", "ILO", 42, "321"],
  ["PR", "MNL", "BCD", 21, "321"],
  ["PR", "MNL", "KLO", 14, "321"],
  ["PR", "MNL", "PPS", 28, "321"],
  ["PR", "MNL", "TAG", 21, "321"],
  ["PR", "MNL", "DRP", 21, "321"],
  ["PR", "MNL", "TAC", 28, "321"],
  ["PR", "MNL", "ZAM", 21, "321"],
  ["PR", "MNL", "CGY", 28, "321"],
  ["PR", "MNL", "GES", 14, "321"],
  ["PR", "MNL", "DGT", 21, "321"],
  ["PR", "MNL", "BXU", 14, "321"],
  ["PR", "MNL", "RXS", 14, "321"],
  ["PR", "CEB", "DVO", 21, "321"],
  ["PR", "CEB", "CGY", 7, "321"],
  ["PR", "CEB", "PPS", 7, "321"],
  ["PR", "CEB", "ZAM", 7, "321"],
  ["PR", "CEB", "CRK", 14, "321"],
  // PAL Express turboprops (Q400), sold as PR: from Clark and Cebu (none from Iloilo)
  ["PR", "CRK", "USU", 14, "DH4", "2P"],
  ["PR", "CRK", "IAO", 7, "DH4", "2P"],
  ["PR", "CEB", "USU", 21, "DH4", "2P"],
  ["PR", "CEB", "IAO", 21, "DH4", "2P"],
  ["PR", "CEB", "MPH", 14, "DH4", "2P"],
  ["PR", "CEB", "CYP", 4, "DH4", "2P"],
  ["PR", "CEB", "BCD", 18, "DH4", "2P"],
  // Caticlan by jet from NAIA (PAL Express A320s, sold as PR)
  ["PR", "MNL", "MPH", 21, "320", "2P"],
  // Cebu Pacific jets
  ["5J", "MNL", "CEB", 108, "32N"],
  ["5J", "MNL", "DVO", 90, "32N"],
  ["5J", "MNL", "ILO", 35, "320"],
  ["5J", "MNL", "BCD", 63, "320"],
  ["5J", "MNL", "KLO", 21, "320"],
  ["5J", "MNL", "PPS", 35, "320"],
  ["5J", "MNL", "TAG", 28, "320"],
  ["5J", "MNL", "DRP", 14, "320"],
  ["5J", "MNL", "TAC", 49, "320"],
  ["5J", "MNL", "ZAM", 45, "320"],
  ["5J", "MNL", "CGY", 69, "320"],
  ["5J", "MNL", "GES", 21, "320"],
  ["5J", "MNL", "DGT", 42, "320"],
  ["5J", "MNL", "BXU", 46, "320"],
  ["5J", "MNL", "RXS", 7, "320"],
  ["5J", "MNL", "CBO", 7, "320"],
  ["5J", "MNL", "OZC", 14, "320"],
  ["5J", "MNL", "PAG", 4, "320"],
  ["5J", "MNL", "MPH", 35, "320"],
  ["5J", "CEB", "DVO", 28, "320"],
  ["5J", "CEB", "CGY", 14, "320"],
  ["5J", "CEB", "ILO", 14, "320"],
  ["5J", "CEB", "PPS", 14, "320"],
  ["5J", "CEB", "ZAM", 14, "320"],
  ["5J", "CEB", "GES", 7, "320"],
  ["5J", "CEB", "CRK", 17, "320"],
  ["5J", "CEB", "TAC", 7, "320"],
  ["5J", "CEB", "KLO", 7, "320"],
  ["5J", "CRK", "DVO", 7, "320"],
  ["5J", "CRK", "PPS", 4, "320"],
  ["5J", "DVO", "ILO", 7, "320"],
  ["5J", "DVO", "ZAM", 7, "320"],
  ["5J", "ILO", "PPS", 4, "320"],
  ["5J", "ILO", "DRP", 3, "320"],
  ["5J", "CRK", "MPH", 14, "320"],
  ["5J", "CRK", "TAG", 3, "320"],
  ["5J", "CRK", "ILO", 3, "320"],
  // Cebgo turboprops (ATR 72)
  ["DG", "CRK", "USU", 14, "AT7"],
  ["DG", "CRK", "IAO", 12, "AT7"],
  ["DG", "CEB", "IAO", 21, "AT7"],
  ["DG", "CEB", "USU", 7, "AT7"],
  ["DG", "CEB", "MPH", 14, "AT7"],
  ["DG", "CEB", "ENI", 7, "AT7"],
  ["DG", "CEB", "CYP", 11, "AT7"],
  ["DG", "CEB", "SUG", 7, "AT7"],
  ["DG", "CEB", "OZC", 7, "AT7"],
  ["DG", "CEB", "PAG", 7, "AT7"],
  ["DG", "CEB", "SWL", 4, "AT7"],
  ["DG", "CEB", "BXU", 7, "AT7"],
  ["DG", "CRK", "SJI", 4, "AT7"],
  ["DG", "CRK", "WNP", 4, "AT7"],
  ["DG", "CRK", "MBT", 4, "AT7"],
  // AirSWIFT (ATR 42 / 72): El Nido
  ["T6", "CRK", "ENI", 42, "AT7"],
  ["T6", "CEB", "ENI", 14, "AT7"],
  ["T6", "ENI", "MPH", 7, "AT4"],
  ["T6", "ENI", "USU", 7, "AT4"],
  ["T6", "ENI", "TAG", 4, "AT4"],
  // Philippines AirAsia
  ["Z2", "MNL", "CEB", 56, "320"],
  ["Z2", "MNL", "MPH", 54, "320"],
  ["Z2", "MNL", "ILO", 32, "320"],
  ["Z2", "MNL", "KLO", 19, "320"],
  ["Z2", "MNL", "PPS", 21, "320"],
  ["Z2", "MNL", "TAG", 24, "320"],
  ["Z2", "MNL", "CGY", 16, "320"],
  ["Z2", "MNL", "TAC", 26, "320"],
  ["Z2", "CEB", "DVO", 18, "320"],
  ["Z2", "CEB", "ILO", 4, "320"],
  ["Z2", "CEB", "MPH", 11, "320"],
  // International: Philippine Airlines
  ["PR", "MNL", "HKG", 21, "321"],
  ["PR", "MNL", "SIN", 14, "321"],
  ["PR", "MNL", "ICN", 14, "333"],
  ["PR", "MNL", "NRT", 14, "333"],
  ["PR", "MNL", "HND", 14, "333"],
  ["PR", "MNL", "KIX", 14, "321"],
  ["PR", "MNL", "NGO", 7, "321"],
  ["PR", "MNL", "FUK", 7, "321"],
  ["PR", "MNL", "TPE", 14, "321"],
  ["PR", "MNL", "BKK", 14, "321"],
  ["PR", "MNL", "KUL", 7, "321"],
  ["PR", "MNL", "SGN", 7, "321"],
  ["PR", "MNL", "HAN", 7, "321"],
  ["PR", "MNL", "CGK", 7, "321"],
  ["PR", "MNL", "DXB", 7, "333"],
  ["PR", "MNL", "DOH", 7, "333"],
  ["PR", "MNL", "RUH", 7, "333"],
  ["PR", "MNL", "LAX", 14, "77W"],
  ["PR", "MNL", "SFO", 14, "77W"],
  ["PR", "MNL", "SEA", 5, "77W"],
  ["PR", "MNL", "HNL", 7, "333"],
  ["PR", "MNL", "GUM", 7, "321"],
  ["PR", "MNL", "YVR", 7, "77W"],
  ["PR", "MNL", "SYD", 7, "333"],
  ["PR", "MNL", "MEL", 5, "333"],
  ["PR", "MNL", "BNE", 7, "333"],
  ["PR", "CEB", "NRT", 7, "321"],
  ["PR", "CEB", "ICN", 7, "321"],
  ["PR", "CEB", "KIX", 4, "321"],
  ["PR", "CEB", "SGN", 3, "321"],
  // International: Cebu Pacific
  ["5J", "MNL", "HKG", 35, "32N"],
  ["5J", "MNL", "SIN", 21, "32N"],
  ["5J", "MNL", "ICN", 14, "32N"],
  ["5J", "MNL", "NRT", 14, "339"],
  ["5J", "MNL", "KIX", 14, "32N"],
  ["5J", "MNL", "NGO", 7, "32N"],
  ["5J", "MNL", "FUK", 7, "32N"],
  ["5J", "MNL", "TPE", 14, "320"],
  ["5J", "MNL", "BKK", 14, "320"],
  ["5J", "MNL", "KUL", 7, "320"],
  ["5J", "MNL", "SGN", 7, "320"],
  ["5J", "MNL", "HAN", 7, "320"],
  ["5J", "MNL", "CGK", 7, "320"],
  ["5J", "MNL", "DPS", 7, "32N"],
  ["5J", "MNL", "PVG", 7, "320"],
  ["5J", "MNL", "CAN", 7, "320"],
  ["5J", "MNL", "MFM", 7, "320"],
  ["5J", "MNL", "DXB", 7, "339"],
  ["5J", "MNL", "SYD", 4, "339"],
  ["5J", "CEB", "HKG", 10, "320"],
  ["5J", "CEB", "SIN", 7, "320"],
  ["5J", "CEB", "ICN", 7, "32N"],
  ["5J", "CEB", "NRT", 7, "32N"],
  ["5J", "CEB", "TPE", 4, "320"],
  ["5J", "CRK", "SIN", 4, "320"],
  ["5J", "CRK", "HKG", 14, "320"],
  ["5J", "CRK", "BKK", 10, "320"],
  ["5J", "CRK", "HAN", 3, "320"],
  ["5J", "CRK", "NRT", 7, "320"],
  ["5J", "ILO", "HKG", 7, "320"],
  ["5J", "ILO", "SIN", 3, "320"],
  ["5J", "DVO", "SIN", 3, "320"],
  // International: Philippines AirAsia
  ["Z2", "MNL", "ICN", 7, "320"],
  ["Z2", "MNL", "TPE", 7, "320"],
  ["Z2", "MNL", "KIX", 4, "320"],
  ["Z2", "CEB", "KUL", 14, "320"],
  ["Z2", "CEB", "MFM", 3, "320"],
  // Foreign carriers to Manila, Cebu and Clark
  ["CX", "MNL", "HKG", 28, "333"],
  ["CX", "CEB", "HKG", 7, "333"],
  ["SQ", "MNL", "SIN", 21, "789"],
  ["SQ", "CEB", "SIN", 7, "738"],
  ["SQ", "CRK", "SIN", 7, "738"],
  ["KE", "MNL", "ICN", 28, "333"],
  ["KE", "CEB", "ICN", 7, "738"],
  ["OZ", "MNL", "ICN", 14, "333"],
  ["OZ", "CEB", "ICN", 7, "321"],
  ["BR", "MNL", "TPE", 14, "333"],
  ["BR", "CEB", "TPE", 4, "321"],
  ["EK", "MNL", "DXB", 21, "77W"],
  ["EK", "CEB", "DXB", 7, "77W"],
  ["EK", "CRK", "DXB", 7, "77W"],
  ["QR", "MNL", "DOH", 21, "77W"],
  ["QR", "CEB", "DOH", 7, "789"],
  ["QR", "CRK", "DOH", 7, "789"],
];

export const ROUTES: readonly RouteDef[] = ROWS.map(([airline, a, b, weekly, aircraft, operatedBy]) => ({
  airline,
  a,
  b,
  weekly,
  aircraft,
  ...(operatedBy ? { operatedBy } : {}),
}));

/** A public source: what it is, where, and its own date when it shows one (YYYY, YYYY-MM or YYYY-MM-DD). */
export type RouteSource = { name: string; url: string; published?: string };

/**
 * Why a route is sold: the source that shows the airline flies it, and whether that source also gives
 * the weekly frequency the table uses (`weekly: true`) or the frequency is Lakbay's estimate.
 */
export type RouteCitation = { source: RouteSource; weekly: boolean };

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
  palCebuHub2025: {
    name: "SunStar: PAL grows Cebu hub network (Cebu–Bacolod 18 a week, Cebu–Calbayog from 26 October 2025)",
    url: "https://www.sunstar.com.ph/cebu/pal-grows-cebu-hub-network",
    published: "2025-09-17",
  },
  palCebuHub2024: {
    name: "PAL to restart Cebu–Osaka nonstop flights (lists PAL's domestic points from Cebu and its Japan flights)",
    url: "https://news.newbabylon.us/2024/09/pal-to-restart-cebu-osaka-nonstop-flights",
    published: "2024-09",
  },
  palNetwork2021: {
    name: "ABS-CBN News: PAL operating 40 pct of pre-pandemic flight frequencies (PAL's domestic and international destinations)",
    url: "https://news.abs-cbn.com/business/11/16/21/pal-operating-40-pct-of-pre-pandemic-flight-frequencies",
    published: "2021-11-16",
  },
  palNorthAmerica2025: {
    name: "BusinessWorld: PAL to expand Manila–Seattle flights to 5 times weekly starting Nov. 25",
    url: "https://www.bworldonline.com/corporate/2025/07/04/683195/pal-to-expand-manila-seattle-flights-to-5-times-weekly-starting-nov-25/",
    published: "2025-07-04",
  },
  palAustralia2024: {
    name: "BusinessWorld: PAL expanding Australia routes",
    url: "https://www.bworldonline.com/corporate/2024/10/01/624964/pal-expanding-australia-routes/",
    published: "2024-10-01",
  },
  palVietnam2025: {
    name: "BusinessWorld: PAL launches Cebu–Ho Chi Minh flights (and daily Manila–Hanoi)",
    url: "https://www.bworldonline.com/corporate/2025/02/14/653217/pal-launches-cebu-ho-chi-minh-flights/",
    published: "2025-02-14",
  },
  palDoha2025: {
    name: "SunStar: PAL and Qatar Airways launch daily Manila–Doha service",
    url: "https://www.sunstar.com.ph/cebu/utzurrum-destination-fiestas-via-special-flights",
    published: "2025-09-03",
  },
  cebManila2026: {
    name: "BusinessWorld: Cebu Pacific to complete turboprop transfer to Clark by March (Manila weekly flights from March 2026)",
    url: "https://www.bworldonline.com/corporate/2026/01/23/725972/cebu-pacific-to-complete-turboprop-transfer-to-clark-by-march/",
    published: "2026-01-23",
  },
  cebDomestic2025: {
    name: "BusinessWorld: Cebu Pacific to increase flight frequencies on key domestic routes",
    url: "https://www.bworldonline.com/corporate/2025/08/14/691397/cebu-pacific-to-increase-flight-frequencies-on-key-domestic-routes/",
    published: "2025-08-14",
  },
  cebClark2026: {
    name: "Pulse Daily: Cebu Pacific expands Clark hub with 38% capacity boost (weekly flights from Clark as of April 2026)",
    url: "https://pulsedaily.ph/business/tourism-industry/cebu-pacific-expands-clark-hub-with-38-capacity-boost.html",
  },
  cebNagaSanJose2025: {
    name: "BusinessWorld: More Cebu Pacific domestic flights moving to Clark; Naga, San Jose up first (Cebgo from 26 October 2025)",
    url: "https://www.bworldonline.com/corporate/2025/08/29/694488/more-cebu-pacific-domestic-flights-moving-to-clark-naga-san-jose-up-first/",
    published: "2025-08-29",
  },
  turbopropsClark2026: {
    name: "ch-aviation: Cebu Pacific group moves its Manila turboprop flights to Clark (Busuanga twice daily, El Nido six times daily)",
    url: "https://www.ch-aviation.com/news/163065",
    published: "2026-01",
  },
  cebCancellations2022: {
    name: "Palawan News: Cebu Pacific cancels more domestic flights Jan 8–10 (lists its Manila routes)",
    url: "https://palawan-news.com/cebu-pacific-cancels-more-domestic-flights-jan-8-10-including-schedules-to-coron-and-puerto-princesa/",
    published: "2022-01-08",
  },
  cebBicol2022: {
    name: "BusinessWorld: Cebu Pacific makes first domestic flight to new Clark airport T2, starts services to Bicol airport",
    url: "https://www.bworldonline.com/the-nation/2022/05/02/446009/cebu-pacific-makes-1st-domestic-flight-to-new-clark-airport-t2-starts-services-to-bicol-airport/",
    published: "2022-05-02",
  },
  cebRoxas2021: {
    name: "BusinessWorld: Cebu Pacific cancels 38 domestic flights (lists Manila–Roxas)",
    url: "https://www.bworldonline.com/cebu-pacific-cancels-38-domestic-flights-due-to-restrictions-in-ncr-plus-region-6/",
    published: "2021-04-05",
  },
  cebCebuHub2019: {
    name: "Manila Standard: Cebu Pacific adds capacity in key hubs (its direct flights from Cebu)",
    url: "https://manilastandard.net/?p=292877",
    published: "2019",
  },
  cebCebuHub2023: {
    name: "Philstar: Cebu Pacific expands fleet, routes in Cebu",
    url: "https://www.philstar.com/business/2023/03/21/2253117/cebu-pacific-expands-fleet-routes-cebu/amp/",
    published: "2023-03-21",
  },
  cebIloilo2023: {
    name: "Palawan News (PNA): Cebu Pacific to resume Palawan, CDO flights via Iloilo",
    url: "https://palawan-news.com/cebu-pacific-to-resume-palawan-cdo-flights-via-iloilo/",
    published: "2023-03-09",
  },
  cebIloilo2024: {
    name: "BusinessWorld: Cebu Pacific to add 3 routes from Iloilo in December",
    url: "https://www.bworldonline.com/corporate/2024/10/22/629659/cebu-pacific-to-add-3-routes-from-iloilo-in-dec/",
    published: "2024-10-22",
  },
  cebDavao2022: {
    name: "Aviation Updates Philippines: Cebu Pacific reopens Cebu, Davao hubs",
    url: "https://aviationupdatesph.com/2022/04/cebu-pacific-reopens-cebu-davao-hubs",
    published: "2022-04",
  },
  cebSurigao2025: {
    name: "Flights in Asia: Cebu Pacific to shift Cebgo-operated Masbate and Siargao flights to Clark (Manila–Surigao ends; connect via Cebu)",
    url: "http://flightsinasia.com/update/article/Cebu-Pacific-to-shift-CebGo-operated-flights-from-Manila-to-Masbate-Siargao-to-Clark-Airport",
    published: "2025-01-23",
  },
  cebSanVicente2024: {
    name: "PortCalls: Cebu Pacific expands Iloilo flight network (and Cebu–San Vicente flights)",
    url: "https://portcalls.com/cebu-pacific-expands-iloilo-flight-network",
    published: "2024-09",
  },
  cebgoBusuanga2017: {
    name: "The Manila Times: CebuPac launches Clark–Boracay, Palawan flights (Cebgo Cebu–Busuanga)",
    url: "http://www.manilatimes.net/cebupac-launches-clark-boracay-palawan-flights/321457/",
    published: "2017-04-07",
  },
  cebElNido2025: {
    name: "Cebu Pacific to launch direct flights between Cebu and Palawan (Cebgo Cebu–El Nido daily from 26 October 2025, beside AirSWIFT's; mirror of a Philippine news item)",
    url: "http://maotumd.705-888.com/news/Cebu-Pacific-to-launch-direct-flights-between-Cebu-and-Palawan-536.html",
    published: "2025-09",
  },
  airswiftNetwork2021: {
    name: "PhilSTAR L!fe: AirSwift launches Manila–Boracay route (El Nido to Bohol, Boracay, Coron, Puerto Princesa and Cebu)",
    url: "https://star35.philstarlife.com/living/434031-airswift-maiden-flight-manila-boracay",
    published: "2021-03",
  },
  cebInternational2022: {
    name: "ABS-CBN News: Cebu Pacific adds more international flights in October",
    url: "https://news.abs-cbn.com/business/10/05/22/cebu-pacific-adds-more-international-flights-in-october",
    published: "2022-10-05",
  },
  cebInternational2023: {
    name: "Philstar: Cebu Pacific to fully restore international destinations by March 2023",
    url: "https://www.philstar.com/lifestyle/travel-and-tourism/2023/01/27/2240179/every-juan-flies-cebu-pacific-fully-restore-intl-destinations-march-2023",
    published: "2023-01-27",
  },
  cebHongKong2025: {
    name: "TTG Asia: Cebu Pacific sees strong growth in Hong Kong services",
    url: "https://www.ttgasia.com/2025/06/25/cebu-pacific-sees-strong-growth-in-hong-kong-services",
    published: "2025-06-25",
  },
  cebIloiloHongKong2024: {
    name: "SunStar Iloilo: Cebu Pacific to resume daily Iloilo–Hong Kong flights from 27 October 2024",
    url: "https://www.sunstar.com.ph/iloilo/iloilo-city-welcomes-return-of-international-flights-to-iloilo-amid-economic-recovery",
    published: "2024-07-26",
  },
  cebIloiloSingapore2024: {
    name: "SunStar Iloilo: Cebu Pacific's first Iloilo–Singapore flight; three a week, Mondays, Wednesdays and Fridays",
    url: "https://www.sunstar.com.ph/iloilo/cebu-pacifics-iloilo-singapore-flights-to-boost-tourism-economy",
    published: "2024-11-26",
  },
  cebDavaoSingapore2022: {
    name: "ABS-CBN News: Cebu Pacific resumes Davao–Singapore flights from 30 October, three a week",
    url: "https://news.abs-cbn.com/business/09/23/22/cebu-pacific-davao-singapore-flights-to-resume-in-october",
    published: "2022-09-23",
  },
  cebuAirport2022: {
    name: "Manila Bulletin: Korean flights resume at MCIA (airlines flying from Cebu)",
    url: "https://mb.com.ph/2022/8/1/korean-flights-resume-at-mcia",
    published: "2022-08-01",
  },
  airasiaManila2025: {
    name: "SunStar: AirAsia boosts domestic flights ahead of Undas travel rush",
    url: "https://www.sunstar.com.ph/cebu/airasia-boosts-domestic-flights-ahead-of-undas-travel-rush",
    published: "2025-10-10",
  },
  airasiaCebu2025: {
    name: "TTR Weekly: AirAsia makes Cebu hub comeback",
    url: "https://www.ttrweekly.com/site/2025/09/airasia-makes-ceb-hub-comeback/",
    published: "2025-09-23",
  },
  airasiaSeoul2022: {
    name: "Manila Bulletin: AirAsia PH back to pre-pandemic international capacity by 2023 (Manila–Seoul 7 a week)",
    url: "http://www.mb.com.ph/articles/357791/apl-talks-of-rare-filam-concert-downey-shares-fatherhood-thoughts",
    published: "2022-10-18",
  },
  airasiaTaipeiOsaka2022: {
    name: "ABS-CBN News: AirAsia adds Taipei, Osaka flights in December",
    url: "https://news.abs-cbn.com/business/11/28/22/airasia-adds-taipei-osaka-flights-in-december",
    published: "2022-11-28",
  },
  cathay2018: {
    name: "BusinessWorld: Cathay Pacific announces Davao–Hong Kong flights (serving Manila, Cebu and Clark)",
    url: "http://bworldonline.com/cathay-pacific-announces-davao-hong-kong-flights/",
    published: "2018-05-01",
  },
  singapore2025: {
    name: "BusinessWorld: Singapore Airlines expanding services in PHL (Manila, Clark, Davao, Cebu)",
    url: "https://www.bworldonline.com/corporate/2025/02/14/653220/singapore-airlines-expanding-services-in-phl/",
    published: "2025-02-14",
  },
  korean2024: {
    name: "TTR Weekly: Korean Air adds a fourth daily Seoul–Manila flight",
    url: "https://www.ttrweekly.com/site/2024/11/kal-adds-flight-to-manila/",
    published: "2024-11-11",
  },
  asiana2020: {
    name: "Aviation Updates Philippines: Asiana Airlines plans to restart Seoul–Cebu flights (and flies to Manila)",
    url: "https://www.aviationupdatesph.com/2020/07/asiana-airlines-plans-to-restart-seoul.html",
    published: "2020-07",
  },
  eva2023: {
    name: "EVA Air to launch Taipei–Clark flights, adding to its Manila and Cebu service",
    url: "https://theproficientinvestor.com/2023/01/16/airasia-phl-reopens-kaohsiung-route-eva-air-to-launch-taipei-clark-flights",
    published: "2023-01-16",
  },
  emirates2021: {
    name: "Khaleej Times: Emirates resumes scheduled passenger flights between Dubai and the Philippines (Manila, Clark, Cebu)",
    url: "https://www.khaleejtimes.com/business/aviation/emirates-resumes-scheduled-passenger-flights-between-dubai-and-philippines",
    published: "2021-09-15",
  },
  qatar2020: {
    name: "Welcome Qatar: Qatar Airways launches its third Philippine destination (Manila, Clark, Cebu)",
    url: "http://welcomeqatar.com/news/qatar-news/with-3-weekly-flights-qatar-airways-announces-the-launch-of-its-third-destination-to-the-philippines/",
    published: "2020-07-24",
  },
} satisfies Record<string, RouteSource>;

/** [source, whether it gives the weekly figure used, the rows it covers (`airline:a-b`)]. */
const CITED: readonly [RouteSource, boolean, readonly string[]][] = [
  [S.palMarch2026, true, ["PR:MNL-CEB", "PR:MNL-ILO", "PR:MNL-TAC", "PR:MNL-DGT", "PR:MNL-RXS"]],
  [
    S.palNetwork2021,
    false,
    [
      "PR:MNL-DVO",
      "PR:MNL-BCD",
      "PR:MNL-KLO",
      "PR:MNL-PPS",
      "PR:MNL-TAG",
      "PR:MNL-DRP",
      "PR:MNL-ZAM",
      "PR:MNL-CGY",
      "PR:MNL-GES",
      "PR:MNL-BXU",
      "PR:MNL-MPH",
      "PR:MNL-HKG",
      "PR:MNL-SIN",
      "PR:MNL-ICN",
      "PR:MNL-TPE",
      "PR:MNL-BKK",
      "PR:MNL-KUL",
      "PR:MNL-SGN",
      "PR:MNL-CGK",
      "PR:MNL-DXB",
      "PR:MNL-RUH",
    ],
  ],
  [S.palCebuHub2024, false, ["PR:CEB-DVO", "PR:CEB-CGY", "PR:CEB-PPS", "PR:CEB-ZAM", "PR:CEB-CRK", "PR:CEB-MPH"]],
  [S.palCebuHub2024, false, ["PR:MNL-NRT", "PR:MNL-HND", "PR:MNL-NGO", "PR:MNL-FUK"]],
  [S.palCebuHub2024, true, ["PR:MNL-KIX", "PR:CEB-NRT", "PR:CEB-KIX"]],
  [S.palOctober2025, true, ["PR:CRK-USU", "PR:CRK-IAO", "PR:CEB-USU", "PR:CEB-IAO"]],
  [S.palCebuHub2025, true, ["PR:CEB-CYP", "PR:CEB-BCD"]],
  [S.palCebuHub2025, false, ["PR:CEB-ICN"]],
  [S.palNorthAmerica2025, false, ["PR:MNL-LAX", "PR:MNL-SFO", "PR:MNL-HNL", "PR:MNL-GUM", "PR:MNL-YVR"]],
  [S.palNorthAmerica2025, true, ["PR:MNL-SEA"]],
  [S.palAustralia2024, true, ["PR:MNL-SYD", "PR:MNL-MEL", "PR:MNL-BNE"]],
  [S.palVietnam2025, true, ["PR:MNL-HAN", "PR:CEB-SGN"]],
  [S.palDoha2025, true, ["PR:MNL-DOH"]],
  [
    S.cebManila2026,
    true,
    [
      "5J:MNL-CEB",
      "5J:MNL-DVO",
      "5J:MNL-BCD",
      "5J:MNL-TAC",
      "5J:MNL-ZAM",
      "5J:MNL-CGY",
      "5J:MNL-DGT",
      "5J:MNL-BXU",
      "5J:MNL-OZC",
      "5J:MNL-HKG",
    ],
  ],
  [S.cebDomestic2025, false, ["5J:MNL-ILO", "5J:MNL-PPS", "5J:MNL-GES", "5J:MNL-PAG"]],
  [S.cebDomestic2025, true, ["DG:CEB-CYP"]],
  [S.cebCancellations2022, false, ["5J:MNL-KLO", "5J:MNL-TAG", "5J:MNL-CBO", "5J:MNL-MPH"]],
  [S.cebBicol2022, false, ["5J:MNL-DRP"]],
  [S.cebRoxas2021, false, ["5J:MNL-RXS"]],
  [S.cebCebuHub2019, false, ["5J:CEB-DVO", "5J:CEB-CGY", "5J:CEB-ZAM", "5J:CEB-TAC", "5J:CEB-KLO", "DG:CEB-OZC", "DG:CEB-PAG"]],
  [S.cebCebuHub2023, false, ["5J:CEB-PPS", "5J:CEB-GES", "DG:CEB-IAO", "DG:CEB-MPH", "DG:CEB-BXU", "5J:CEB-NRT", "5J:CEB-TPE"]],
  [S.cebCebuHub2023, true, ["5J:CEB-ICN"]],
  [S.cebIloilo2023, false, ["5J:CEB-ILO"]],
  [S.cebIloilo2023, true, ["5J:ILO-PPS"]],
  [S.cebIloilo2024, true, ["5J:ILO-DRP"]],
  [S.cebDavao2022, false, ["5J:DVO-ILO", "5J:DVO-ZAM"]],
  [
    S.cebClark2026,
    true,
    [
      "5J:CEB-CRK",
      "5J:CRK-DVO",
      "5J:CRK-PPS",
      "5J:CRK-MPH",
      "5J:CRK-TAG",
      "5J:CRK-ILO",
      "DG:CRK-IAO",
      "DG:CRK-SJI",
      "DG:CRK-WNP",
      "DG:CRK-MBT",
      "5J:CRK-SIN",
      "5J:CRK-HKG",
      "5J:CRK-BKK",
      "5J:CRK-HAN",
      "5J:CRK-NRT",
    ],
  ],
  [S.turbopropsClark2026, true, ["DG:CRK-USU", "T6:CRK-ENI"]],
  [S.cebSurigao2025, false, ["DG:CEB-SUG"]],
  [S.cebSanVicente2024, false, ["DG:CEB-SWL"]],
  [S.cebgoBusuanga2017, false, ["DG:CEB-USU"]],
  [S.cebElNido2025, true, ["DG:CEB-ENI"]],
  [S.cebElNido2025, false, ["T6:CEB-ENI"]],
  [S.airswiftNetwork2021, false, ["T6:ENI-MPH", "T6:ENI-USU", "T6:ENI-TAG"]],
  [
    S.cebInternational2022,
    false,
    [
      "5J:MNL-SIN",
      "5J:MNL-ICN",
      "5J:MNL-NRT",
      "5J:MNL-KIX",
      "5J:MNL-NGO",
      "5J:MNL-FUK",
      "5J:MNL-TPE",
      "5J:MNL-BKK",
      "5J:MNL-KUL",
      "5J:MNL-SGN",
      "5J:MNL-HAN",
      "5J:MNL-CGK",
      "5J:MNL-DPS",
      "5J:MNL-CAN",
      "5J:MNL-DXB",
      "5J:MNL-SYD",
    ],
  ],
  [S.cebInternational2023, false, ["5J:MNL-PVG", "5J:MNL-MFM"]],
  [S.cebHongKong2025, true, ["5J:CEB-HKG"]],
  [S.cebIloiloHongKong2024, true, ["5J:ILO-HKG"]],
  [S.cebIloiloSingapore2024, true, ["5J:ILO-SIN"]],
  [S.cebDavaoSingapore2022, true, ["5J:DVO-SIN"]],
  [S.cebuAirport2022, false, ["5J:CEB-SIN", "KE:CEB-ICN"]],
  [
    S.airasiaManila2025,
    true,
    ["Z2:MNL-MPH", "Z2:MNL-CEB", "Z2:MNL-ILO", "Z2:MNL-TAC", "Z2:MNL-TAG", "Z2:MNL-PPS", "Z2:MNL-KLO", "Z2:MNL-CGY"],
  ],
  [S.airasiaCebu2025, true, ["Z2:CEB-DVO", "Z2:CEB-MPH", "Z2:CEB-ILO", "Z2:CEB-KUL", "Z2:CEB-MFM"]],
  [S.airasiaSeoul2022, true, ["Z2:MNL-ICN"]],
  [S.airasiaTaipeiOsaka2022, false, ["Z2:MNL-TPE", "Z2:MNL-KIX"]],
  [S.cathay2018, false, ["CX:MNL-HKG", "CX:CEB-HKG"]],
  [S.singapore2025, false, ["SQ:MNL-SIN", "SQ:CEB-SIN", "SQ:CRK-SIN"]],
  [S.korean2024, true, ["KE:MNL-ICN"]],
  [S.asiana2020, false, ["OZ:MNL-ICN", "OZ:CEB-ICN"]],
  [S.eva2023, false, ["BR:MNL-TPE", "BR:CEB-TPE"]],
  [S.emirates2021, false, ["EK:MNL-DXB", "EK:CEB-DXB", "EK:CRK-DXB"]],
  [S.qatar2020, false, ["QR:MNL-DOH", "QR:CEB-DOH", "QR:CRK-DOH"]],
];

/** Every row's citation (key `airline:a-b`, as in ROUTES). */
export const ROUTE_SOURCES: Readonly<Record<string, RouteCitation>> = Object.fromEntries(
  CITED.flatMap(([source, weekly, keys]) => keys.map((key) => [key, { source, weekly }] as const)),
);

export function routeKey(route: Pick<RouteDef, "airline" | "a" | "b">): string {
  return `${route.airline}:${route.a}-${route.b}`;
}

/** The public source a route is sold on, and whether it gives the weekly figure (undefined: not sold). */
export function routeCitation(route: Pick<RouteDef, "airline" | "a" | "b">): RouteCitation | undefined {
  return ROUTE_SOURCES[routeKey(route)];
}

/** The source of a route's weekly frequency, when a public source gives it. */
export function routeSource(route: Pick<RouteDef, "airline" | "a" | "b">): RouteSource | undefined {
  const citation = routeCitation(route);
  return citation?.weekly ? citation.source : undefined;
}

/**
 * Block times a published timetable gives (minutes gate to gate, both ways, every carrier on the pair;
 * key: the two codes in alphabetical order). Every other pair takes the engine's estimate from the
 * distance (geo.ts).
 */
export const PUBLISHED_BLOCK_MINUTES: Readonly<Record<string, { minutes: number; source: RouteSource }>> = {
  // AirSWIFT's timetable: Cebu 3:15 pm → El Nido 4:55 pm, El Nido 12:55 pm → Cebu 2:35 pm (1 h 40 each way).
  "CEB-ENI": {
    minutes: 100,
    source: {
      name: "Metro Cebu News (PNA): AirSWIFT launches direct Cebu–El Nido flights (schedule 1 h 40 each way)",
      url: "https://metrocebu.news/airlines-launches-direct-cebu-el-nido-palawan-flights",
    },
  },
};

/** The published block time for a pair, either way round, if a timetable gives one. */
export function publishedBlockMinutes(a: string, b: string): number | undefined {
  return PUBLISHED_BLOCK_MINUTES[[a, b].sort().join("-")]?.minutes;
}

/** Airports where the engine builds connections (same airline group, one ticket). */
export const HUBS: ReadonlySet<string> = new Set([
  "MNL",
  "CEB",
  "CRK",
  "DVO",
  "ILO",
  "HKG",
  "SIN",
  "ICN",
  "NRT",
  "HND",
  "TPE",
  "BKK",
  "KUL",
  "DXB",
  "DOH",
]);
