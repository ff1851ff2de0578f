/**
 * The flight pages' words (namespace `flights`) in the request's language, trimmed to the groups a page
 * shows: `flights.common.*` (itinerary, fare terms, trip summary, booking steps) always, plus the page's
 * own (`flights.results.*` …), so a page's data carries only its words.
 */
import { type CompiledMessages, createTranslator, type Translate } from "../../i18n/format.ts";
import "../../i18n/formatter.ts";
import { pageMessages, requestLocale } from "./language.server.ts";

export type FlightWordGroup =
  | "search"
  | "results"
  | "pax"
  | "addons"
  | "review"
  | "pay"
  | "trip"
  | "change"
  | "rules"
  | "requests"
  | "airlines";

const trimmed = new WeakMap<CompiledMessages, Map<string, CompiledMessages>>();

export function flightWords(request: Request, ...groups: FlightWordGroup[]): CompiledMessages {
  const all = pageMessages(request, "flights");
  const id = groups.join(",");
  let byGroups = trimmed.get(all);
  if (!byGroups) {
    byGroups = new Map();
    trimmed.set(all, byGroups);
  }
  let words = byGroups.get(id);
  if (!words) {
    const prefixes = ["flights.common.", ...groups.map((g) => `flights.${g}.`)];
    words = Object.fromEntries(Object.entries(all).filter(([key]) => prefixes.some((p) => key.startsWith(p))));
    byGroups.set(id, words);
  }
  return words;
}

/** A translator over the flight words in the request's language, for an action or loader that words a message itself. */
export function flightTranslator(request: Request): Translate {
  return createTranslator(requestLocale(request), pageMessages(request, "flights"));
}
