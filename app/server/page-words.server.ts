/**
 * The content pages' words (the `pages` namespace, issue 27): each page sends only the keys it shows
 * (by prefix), so a guide does not carry the privacy notice's chrome; `pagesTranslator` words what a
 * loader itself puts together (a notice, a link's label) in the request's language.
 */
import { CATALOGUES, messagesFor } from "../../i18n/catalogues.ts";
import { type CompiledMessages, createTranslator, type Translate } from "../../i18n/format.ts";
import "../../i18n/formatter.ts";
import type { Locale } from "../../i18n/locales.ts";
import { requestLocale } from "./language.server.ts";

const picked = new Map<string, CompiledMessages>();

/** The `pages` messages whose keys begin with one of `prefixes`, in `locale` (cached). */
export function pagesWordsFor(locale: Locale, prefixes: readonly string[]): CompiledMessages {
  const id = `${locale}|${prefixes.join(",")}`;
  let words = picked.get(id);
  if (!words) {
    const all = messagesFor(locale, "pages");
    words = Object.fromEntries(Object.entries(all).filter(([key]) => prefixes.some((p) => key.startsWith(p))));
    picked.set(id, words);
  }
  return words;
}

/** What a loader sends its page: the `pages` keys under `prefixes`, in the request's language. */
export function pagesWords(request: Request, ...prefixes: [string, ...string[]]): CompiledMessages {
  return pagesWordsFor(requestLocale(request), prefixes);
}

/** A translator over the whole `pages` namespace (and `assistant`'s) in the request's language, for loaders. */
export function pagesTranslator(request: Request): Translate {
  const locale = requestLocale(request);
  return createTranslator(locale, messagesFor(locale, "pages", "assistant"));
}

const widgetJson = new Map<Locale, string | null>();

/**
 * The chat widget's words in `locale`, as the JSON its script tag carries (`data-words`; keys without
 * the "assistant." prefix, texts as written: the widget fills `{name}` in itself). Null in English: the
 * widget's English words are built in.
 */
export function widgetWords(locale: Locale): string | null {
  if (locale === "en") return null;
  let json = widgetJson.get(locale);
  if (json === undefined) {
    const words = Object.entries(CATALOGUES[locale].assistant).map(([key, text]) => [key.slice("assistant.".length), text]);
    json = JSON.stringify(Object.fromEntries(words));
    widgetJson.set(locale, json);
  }
  return json;
}
