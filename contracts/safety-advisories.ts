/**
 * Travel advisories Lakbay shows on the safety page (and, through `currentAdvisories`, anywhere else,
 * e.g. the home page and the assistant). A small typed list, edited by hand from official bulletins; each entry says
 * where it comes from and when it stops applying, so nothing stale is ever shown.
 *
 * Times are ISO 8601 with an offset (Philippine time, +08:00). `expires: null` is a standing rule.
 */

export type AdvisoryLevel = "warning" | "watch" | "info";

export type Advisory = {
  id: string;
  level: AdvisoryLevel;
  title: string;
  /** One or two plain sentences: what it means for a traveller. */
  summary: string;
  /** Where it applies, in words ("Albay", "Nationwide"). */
  area: string;
  /** Who issued the rule or bulletin, and where to read the current one. */
  source: { name: string; url: string };
  issued: string;
  expires: string | null;
};

export const ADVISORIES: readonly Advisory[] = [
  {
    id: "mayon-permanent-danger-zone",
    level: "warning",
    title: "Mayon Volcano: the 6-km Permanent Danger Zone is always closed",
    summary:
      "PHIVOLCS keeps a 6-km radius around Mayon's summit closed to everyone at every alert level, and widens the zone when unrest rises. Tours to Cagsawa, Lignon Hill and Daraga stay outside it; check the latest bulletin before you go.",
    area: "Albay",
    source: { name: "PHIVOLCS", url: "https://www.phivolcs.dost.gov.ph/" },
    issued: "2026-01-06T08:00:00+08:00",
    expires: null,
  },
  {
    id: "late-season-cyclones-2026",
    level: "watch",
    title: "Late-season typhoons can still cross the Visayas, Bicol and southern Luzon",
    summary:
      "Fewer storms form from October to December, but those that do are more likely to cross the middle of the country. Leave a spare day around island hops and ferries, and check PAGASA before you sail.",
    area: "Visayas, Bicol and southern Luzon",
    source: { name: "PAGASA", url: "https://www.pagasa.dost.gov.ph/" },
    issued: "2026-10-01T00:00:00+08:00",
    expires: "2027-01-01T00:00:00+08:00",
  },
];

const LEVEL_ORDER: Record<AdvisoryLevel, number> = { warning: 0, watch: 1, info: 2 };

/**
 * The advisories in force at `now`: issued at or before it, not yet expired; warnings first, then the
 * newest. Cheap (a filter over a short list): call it per request.
 */
export function currentAdvisories(now: Date = new Date(), list: readonly Advisory[] = ADVISORIES): Advisory[] {
  const t = now.getTime();
  return list
    .filter((a) => Date.parse(a.issued) <= t && (a.expires === null || t < Date.parse(a.expires)))
    .sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] || Date.parse(b.issued) - Date.parse(a.issued));
}
