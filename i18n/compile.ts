/**
 * Server only (it parses): a catalogue compiled for the pages (i18n/format.ts): each message as plain
 * text when it is only text, else its syntax tree. Importing this also registers the full formatter.
 */
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import type { CompiledMessages, Messages } from "./format.ts";
import "./formatter.ts";
import { LANGUAGE_TAG, type Locale } from "./locales.ts";

export function compileMessages(locale: Locale, messages: Messages): CompiledMessages {
  const tag = LANGUAGE_TAG[locale];
  const out: Record<string, string | MessageFormatElement[]> = {};
  for (const [key, message] of Object.entries(messages)) {
    const ast = new IntlMessageFormat(message, tag).getAst();
    out[key] = ast.length === 0 ? "" : ast.length === 1 && ast[0].type === 0 ? ast[0].value : ast;
  }
  return out;
}
