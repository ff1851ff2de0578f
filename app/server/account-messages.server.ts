/**
 * The account pages' words (i18n/<language>/account.ts) in the request's language: a page's loader
 * sends only the keys it shows (its prefixes), so a sign-in page does not carry the post editor's
 * words; actions word their toasts with `accountWords` (the server has the full formatter).
 */
import "../../i18n/formatter.ts";
import { type CompiledMessages, createTranslator, type MessageValues } from "../../i18n/format.ts";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { pageMessages, requestLocale } from "./language.server.ts";

const picked = new WeakMap<CompiledMessages, Map<string, CompiledMessages>>();

/** The account namespace's messages whose keys begin with one of `prefixes` ("account.login.", …). */
export function accountMessages(request: Request, ...prefixes: string[]): CompiledMessages {
  const all = pageMessages(request, "account");
  let byPrefixes = picked.get(all);
  if (!byPrefixes) {
    byPrefixes = new Map();
    picked.set(all, byPrefixes);
  }
  const id = prefixes.join("|");
  let messages = byPrefixes.get(id);
  if (!messages) {
    messages = Object.fromEntries(Object.entries(all).filter(([key]) => prefixes.some((p) => key.startsWith(p))));
    byPrefixes.set(id, messages);
  }
  return messages;
}

/** One account message in the request's language (a toast, a notice worded on the server). */
export function accountWords(request: Request): (key: MessageKey<"account">, values?: MessageValues) => string {
  return createTranslator(requestLocale(request), pageMessages(request, "account"));
}
