/**
 * The stay-informed pages' words (namespace `info`, i18n/<language>/info.ts): each page sends only the
 * keys it shows (by prefix), so a page's data does not carry the other pages' words; and a translator
 * for a loader that words something itself (the weather page's signal rows, the planner's messages).
 */
import { messagesFor } from "../../i18n/catalogues.ts";
import { type CompiledMessages, createTranslator, type Translate } from "../../i18n/format.ts";
import { requestLocale } from "./language.server.ts";

/** The `info` messages whose keys begin with one of `prefixes` ("info.weather." …), in the request's language. */
export function infoMessages(request: Request, ...prefixes: string[]): CompiledMessages {
  const all = messagesFor(requestLocale(request), "info");
  const picked: Record<string, CompiledMessages[string]> = {};
  for (const [key, message] of Object.entries(all)) {
    if (prefixes.some((p) => key.startsWith(p))) picked[key] = message;
  }
  return picked;
}

/** A translator over the whole `info` namespace in the request's language, for server code. */
export function infoTranslator(request: Request): Translate {
  const locale = requestLocale(request);
  return createTranslator(locale, messagesFor(locale, "info"));
}
