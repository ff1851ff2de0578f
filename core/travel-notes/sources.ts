/**
 * The public sources of the travel facts (travel tax, terminal fees, eTravel, destination fees, the
 * Coast Guard's sailing rule), each with ITS OWN date: the day, month or year the source itself
 * gives. A page that shows no date says so and carries the day we read it (`read`); we never put our
 * own check date in place of a source's date. Checked with the search corpora on 28 Nov 2026 (issue
 * 23 §2); the project's reference file (/work/shared/reference/philippines-facts.md) lists them too.
 */
import type { PublicSource } from "../../contracts/travel-notes.ts";

export type { PublicSource } from "../../contracts/travel-notes.ts";

const READ = "2026-11-28";

export const SOURCES = {
  // Travel tax (TIEZA)
  bp38: {
    name: "Batas Pambansa Blg. 38, the travel tax law (LawPhil)",
    date: "1979",
    url: "https://lawphil.net/statutes/bataspam/bp1979/bp_38_1979.html",
  },
  tiezaExemption: { name: "TIEZA, Travel Tax Exemption page", date: null, read: READ, url: "https://tieza.gov.ph/travel-tax-exemption/" },
  tiezaReduced: { name: "TIEZA, Reduced Travel Tax page", date: null, read: READ, url: "https://tieza.gov.ph/reduced-travel-tax/" },
  filipinoTimesTravelTax: {
    name: "The Filipino Times, on TIEZA's full travel tax rates",
    date: "2025-01-27",
    url: "https://filipinotimes.net/latest-news/2025/01/27/tulfo-proposes-exemption-of-travel-tax-for-economy-class-passengers/",
  },
  respicioTravelTax: {
    name: "Respicio & Co., travel tax rates and the reduced rate for children",
    date: "2025-08-02",
    url: "https://www.respicio.ph/commentaries/travel-tax-exemptions-for-dual-citizen-infants-leaving-the-philippines",
  },
  raksoOnline: {
    name: "Rakso Travel, quoting TIEZA: no online payment for a booking with a child or infant",
    date: "2019-02",
    url: "http://blog.raksotravel.com/2019/02/what-do-you-need-to-know-about.html",
  },
  // Terminal fees
  sunStarNaia: {
    name: "SunStar, NAIA terminal fees",
    date: "2025-08-24",
    url: "https://www.sunstar.com.ph/manila/naia-terminal-fees-to-rise-in-september",
  },
  filipinoTimesNaia: {
    name: "The Filipino Times, NAIA terminal fees",
    date: "2025-08-24",
    url: "https://filipinotimes.net/latest-news/2025/08/24/naia-terminal-fees-nearly-double-starting-september-2025/",
  },
  tribuneTerminalFees: {
    name: "Daily Tribune, terminal fees at NAIA, Mactan–Cebu and Davao",
    date: "2025-09-14",
    url: "https://tribune.net.ph/2025/09/14/naia-terminal-fee-hike-takes-effect",
  },
  // eTravel
  spotEtravel: {
    name: "SPOT.ph, guide to eTravel",
    date: "2023-04-23",
    url: "https://www.spot.ph/newsfeatures/policy/104533/guide-to-using-etravel-system-a833-20230423",
  },
  filipinoTimesEtravel: {
    name: "The Filipino Times, who registers on eTravel and when",
    date: "2023-12-14",
    url: "https://filipinotimes.net/latest-news/2023/12/14/passengers-must-register-on-etravel-ph-immigration/",
  },
  // Destination fees
  manilaBulletinBoracay: {
    name: "Manila Bulletin, Boracay's environmental and terminal fees",
    date: "2025-01-30",
    url: "https://mb.com.ph/2025/1/30/mayor-frasco-misinformed-no-increase-in-boracay-fees",
  },
  panayNewsBoracay: {
    name: "Panay News, Malay Municipal Ordinance 431 (exemptions)",
    date: null,
    read: READ,
    url: "https://panaynews.net/higher-boracay-environ-fee-takes-effect-in-feb",
  },
  elNidoGov: {
    name: "Municipality of El Nido, the Eco-Tourism Development Fee",
    date: "2009-12",
    url: "https://elnido.gov.ph/el-nido-collects-fees-to-fund-environmental-protection/",
  },
  piaElNido: {
    name: "Philippine Information Agency, El Nido's fee and visitors",
    date: "2024-01-08",
    url: "https://mirror.pia.gov.ph/news/2024/01/08/el-nido-sets-tourism-record-with-over-half-million-visitors-in-2023",
  },
  titasElNido: {
    name: "Tita's Travels, El Nido's fee for stays over 10 days",
    date: "2019-01-04",
    url: "https://titastravels.com/2019/01/04/short-and-simple-el-nidos-eco-tourism-development-fee/",
  },
  palawanNewsPpur: {
    name: "Palawan News, the Underground River's ₱500 permit reinstated",
    date: "2022-06-09",
    url: "https://palawan-news.com/ppur-clarifies-entrance-fee-rate/",
  },
  abscbnPuertoFee: {
    name: "ABS-CBN News, Puerto Princesa's ₱150 environmental fee",
    date: "2017-02-07",
    url: "http://news.abs-cbn.com/news/02/07/17/puerto-princesa-raises-environmental-fee-for-tourists",
  },
  ppurEntryRules: {
    name: "The park's entry rules (groups over 40 book 3 days ahead), as posted by Travel on a Shoestring",
    date: "2011-10-26",
    url: "http://travelonshoestring.com/2011/10/26/puerto-prinsesa-underground-river-park/",
  },
  palawanNewsCoron: {
    name: "Palawan News, Coron's ₱200 environmental fee",
    date: "2022-04-05",
    url: "https://palawan-news.com/tourists-cite-corons-poor-waste-management/",
  },
  sunStarKawasan: {
    name: "SunStar Cebu, Kawasan Falls reopening rates",
    date: "2023-10",
    url: "https://www.sunstar.com.ph/cebu/canyoneering-rates-up-by-25-percent",
  },
  // Boats and storm signals
  pcgMc0213: {
    name: "Philippine Coast Guard Memorandum Circular 02-13",
    date: "2013-06-05",
    url: "https://dev.lawyerly.ph/laws/view/70819",
  },
  gacPaeng: {
    name: "GAC Hot Port News, vessels held under Signal No. 1 (MC 02-13)",
    date: "2022-10-28",
    url: "https://gac.com/hot-port-news/suspension-of-vessel-movement-due-to-tropical-storm-paeng",
  },
} as const satisfies Record<string, PublicSource>;

export type SourceKey = keyof typeof SOURCES;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A source's own date as people write it: "27 Jan 2025", "Oct 2023", "1979". */
export function sourceDateText(date: string): string {
  const [y, m, d] = date.split("-");
  if (d) return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`;
  if (m) return `${MONTHS[Number(m) - 1]} ${y}`;
  return y;
}

/** "Manila Bulletin, … (30 Jan 2025)"; an undated page: "TIEZA, … (undated page, read 28 Nov 2026)". */
export function sourceLabel(source: PublicSource): string {
  if (source.date) return `${source.name} (${sourceDateText(source.date)})`;
  return `${source.name} (undated page${source.read ? `, read ${sourceDateText(source.read)}` : ""})`;
}

/** The line a note ends with: "Sources: A (date); B (date)." */
export function sourcesLine(sources: readonly PublicSource[]): string {
  return `${sources.length === 1 ? "Source" : "Sources"}: ${sources.map(sourceLabel).join("; ")}.`;
}

export const sourcesOf = (...keys: SourceKey[]): PublicSource[] => keys.map((k) => SOURCES[k]);
