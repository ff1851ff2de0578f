/**
 * The weather and tide pages' server code: what the visitor chose (`?place=`, `?station=`,
 * `?lat=&lng=`, and for tides the first day `?from=`), else their saved position (read only then: reading it makes the page personal),
 * then the weather application's use cases (core/application/weather.ts). Unknown choices are
 * ignored, as before; a failure becomes the error page.
 */
import type { RouterContextProvider } from "react-router";
import { findCircuit } from "../../contracts/circuits.ts";
import { FERRY_RULE_SHORT, FERRY_RULE_SOURCE, formatWindRange, WIND_SIGNALS } from "../../contracts/typhoon-signals.ts";
import { invoke } from "../../core/application/use-case.ts";
import { tideStation } from "../../core/tides/tides.ts";
import { services } from "./session.server.ts";
import { anonymousCaller } from "./caller.server.ts";
import { queryPosition, visitorPosition } from "./location.server.ts";
import { valueOrThrow } from "./outcome.server.ts";
import { infoMessages, infoTranslator } from "./info-messages.server.ts";
import type { Translate } from "../../i18n/format.ts";

type Ctx = Readonly<RouterContextProvider>;

async function choice(context: Ctx, request: Request, allowStation: boolean) {
  const url = new URL(request.url);
  const place = findCircuit(url.searchParams.get("place") ?? "")?.slug;
  const station = allowStation ? (tideStation(url.searchParams.get("station") ?? "")?.id ?? undefined) : undefined;
  const point = queryPosition(url);
  const saved = place || station || point ? null : await visitorPosition(context, request);
  // The first day of the tide week (`?from=YYYY-MM-DD`, as the assistant links it); anything else is ignored.
  const from = allowStation && /^\d{4}-\d{2}-\d{2}$/.test(url.searchParams.get("from") ?? "") ? url.searchParams.get("from")! : undefined;
  return {
    ...(from && !Number.isNaN(Date.parse(from)) ? { from } : {}),
    ...(place ? { place } : {}),
    ...(station ? { station } : {}),
    ...(point ? { latitude: point.lat, longitude: point.lng } : {}),
    ...(saved ? { saved: { latitude: saved.latitude, longitude: saved.longitude } } : {}),
  };
}

/**
 * The weather page: the report, and PAGASA's wind signals as the rows its table shows (worded here,
 * so the signals' data and wording are not in the page's JavaScript).
 */
export async function weatherPage(context: Ctx, request: Request) {
  const input = await choice(context, request, false);
  const report = valueOrThrow(await invoke(services(context).apps.weather.report, input, anonymousCaller(context)));
  const t = infoTranslator(request);
  return {
    ...report,
    /** The page's words in its language (i18n/<language>/info.ts). */
    // "Climate normals, not a forecast" only when the page shows it (a page with a live forecast never says it),
    // and the heading of a page drawn from the visitor's position only on such a page (a cached page for
    // everyone else never carries words about someone's position).
    messages: withoutKeys(infoMessages(request, "info.weather.", "info.sky.", "info.chart.", "info.location.", "info.source."), [
      ...(report.report.source === "normals" || !report.report.traveller?.live ? [] : ["info.weather.normalsBadge"]),
      ...(report.basis === "location" ? [] : ["info.weather.heading.location"]),
    ]),
    signals: WIND_SIGNALS.map((w) => ({
      signal: w.signal,
      winds: `${windRangeText(t, w.windKmh)}, ${windWords(t, w.winds).toLowerCase()}`,
      leadTimeHours: w.leadTimeHours,
    })),
    // The Coast Guard's rule in its own (English) words: the page marks it as English.
    ferryRule: `${FERRY_RULE_SHORT} (${FERRY_RULE_SOURCE}.)`,
  };
}

function withoutKeys<T extends Record<string, unknown>>(messages: T, keys: string[]): T {
  if (keys.length === 0) return messages;
  const kept = { ...messages };
  for (const key of keys) delete kept[key];
  return kept;
}

const WIND_WORDS: Record<string, string> = {
  "Strong winds": "info.wind.strong",
  "Gale-force winds": "info.wind.gale",
  "Storm-force winds": "info.wind.storm",
  "Typhoon-force winds": "info.wind.typhoon",
};

/** A signal's winds ("Gale-force winds") in the page's language. */
export function windWords(t: Translate, winds: string): string {
  const key = WIND_WORDS[winds];
  return key ? t(key) : winds;
}

/** "39–61 km/h", "185 km/h or more", in the page's language. */
export function windRangeText(t: Translate, range: readonly [number, number | null]): string {
  return range[1] === null ? t("info.wind.orMore", { from: range[0] }) : formatWindRange(range as [number, number]);
}

export async function tidePage(context: Ctx, request: Request) {
  const input = await choice(context, request, true);
  const outlook = valueOrThrow(await invoke(services(context).apps.weather.tideOutlook, input, anonymousCaller(context)));
  return {
    ...outlook,
    messages: infoMessages(request, "info.tide.", "info.location.", "info.weather.footer.geo"),
  };
}
