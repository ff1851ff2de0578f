/**
 * The flight pages' own words (namespace `flights`, i18n/<language>/flights.ts). A flight page's loader
 * sends them (`flightWords(request)`, app/server/flight-words.server.ts) and the page wraps its body in
 * `<FlightWords messages={loaderData.messages}>`; every flight component below reads them with
 * `useFlightWords()`, so no catalogue travels in the pages' JavaScript and no prop is threaded through.
 * Words with a count pick their key in code (`…one` / `…other`), so no page needs the plural formatter.
 */
import { createContext, type ReactNode, useContext } from "react";
import type { CompiledMessages, Translate } from "../../../i18n/format.ts";
import { useI18n, usePageTranslator } from "../../lib/i18n.tsx";

const Words = createContext<Translate | null>(null);

export function FlightWords({ messages, children }: { messages: CompiledMessages | undefined; children: ReactNode }) {
  const t = usePageTranslator(messages);
  return <Words.Provider value={t}>{children}</Words.Provider>;
}

/** A key as it is: what a component shows when no flight page gave it words (a bug the tests catch). */
const keys: Translate = (key) => key;

/**
 * The flight words of the page. `fallback`: a component shared with a page of another area that gives
 * no flight words (the dashboard's request cards) keeps its English through it; a test checks such a
 * fallback equals the English catalogue.
 */
export function useFlightWords(fallback?: Readonly<Record<string, string>>): Translate {
  const t = useContext(Words);
  if (t) return t;
  return fallback ? (key, values) => fill(fallback[key] ?? key, values) : keys;
}

/** `{name}` arguments put in (fallback words have no plurals). */
function fill(text: string, values: Parameters<Translate>[1]): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ""));
}

/** Whether a flight page gave words (a component shared with another area keeps its English otherwise). */
export function useHasFlightWords(): boolean {
  return useContext(Words) !== null;
}

/** `…one` for 1, `…other` for the rest, with `{count}`: English and Filipino both need only these two. */
export function countKey(key: string, count: number): string {
  return `${key}.${count === 1 ? "one" : "other"}`;
}

/**
 * `lang` for text written in English by the services or the sources (price lines, travel notes, fare
 * rules): "en" on a page in another language, nothing on an English page (which stays as it was).
 */
export function useEnglishMark(): "en" | undefined {
  return useI18n().locale === "en" ? undefined : "en";
}

/** A marker for an element inside a message: `t(key, { ref: SLOT }).split(SLOT)` gives the text around it. */
export const SLOT = "\u0000";

/** A message with one element in it: `<Slotted text={t(key, { reference: SLOT })}>…</Slotted>` puts the element where SLOT is. */
export function Slotted({ text, children }: { text: string; children: ReactNode }) {
  const [before, after = ""] = text.split(SLOT);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
