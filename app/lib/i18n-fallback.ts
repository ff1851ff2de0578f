/**
 * The shell's words when the root loader could not send them (it failed: the error page then has no
 * loader data). Loaded only then, as a chunk of its own, so no page carries the catalogue; the shell's
 * messages are text and plain arguments, which this turns into the trees i18n/format.ts reads without
 * the parser (tested against the server's compiler in i18n-fallback.test.ts).
 */
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { CompiledMessages, Messages } from "../../i18n/format.ts";
import type { Locale } from "../../i18n/locales.ts";
import type { PageLanguage } from "./i18n.tsx";

/** Text and `{name}` arguments, as trees (types 0 and 1 of FormatJS's); a message of text only stays text. */
export function compileSimple(messages: Messages): CompiledMessages {
  const out: Record<string, string | MessageFormatElement[]> = {};
  for (const [key, message] of Object.entries(messages)) {
    const parts = message.split(/\{(\w+)\}/);
    if (parts.length === 1) {
      out[key] = message;
      continue;
    }
    out[key] = parts
      .map((part, i) => (i % 2 ? { type: 1, value: part } : { type: 0, value: part }))
      .filter((el) => el.type === 1 || el.value !== "") as MessageFormatElement[];
  }
  return out;
}

const loading = new Map<Locale, Promise<PageLanguage>>();

export function fallbackLanguage(locale: Locale): Promise<PageLanguage> {
  let promise = loading.get(locale);
  if (!promise) {
    const load = locale === "fil" ? import("../../i18n/fil/common.ts") : import("../../i18n/en/common.ts");
    promise = load.then((m) => ({ locale, messages: compileSimple(m.default) }));
    loading.set(locale, promise);
  }
  return promise;
}
