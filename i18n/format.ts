/**
 * Words for a language (docs/decisions/035-languages.md): a catalogue's messages are ICU MessageFormat
 * (plurals, selects, numbers), formatted by FormatJS's intl-messageformat. The server compiles them
 * (`compileMessages`: plain text stays text, the rest becomes its syntax tree) and pages receive the
 * compiled form in their loaders' data, so the browser formats without the parser: the client build
 * aliases it away (vite.config.ts), and a page's JavaScript grows by the formatter (~2.5 KB), not by
 * any catalogue.
 */
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { LANGUAGE_TAG, type Locale } from "./locales.ts";

/** A catalogue as written: key → ICU message. */
export type Messages = Readonly<Record<string, string>>;
/** A catalogue as pages receive it: key → its text, or its syntax tree when it has arguments. */
export type CompiledMessages = Readonly<Record<string, string | MessageFormatElement[]>>;
export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: string, values?: MessageValues) => string;

/** Server only (it parses): each message as plain text when it is only text, else its syntax tree. */
export function compileMessages(locale: Locale, messages: Messages): CompiledMessages {
  const tag = LANGUAGE_TAG[locale];
  const out: Record<string, string | MessageFormatElement[]> = {};
  for (const [key, message] of Object.entries(messages)) {
    const ast = new IntlMessageFormat(message, tag).getAst();
    out[key] = ast.length === 0 ? "" : ast.length === 1 && ast[0].type === 0 ? ast[0].value : ast;
  }
  return out;
}

/**
 * A translator for `locale` over compiled messages. A missing key is a bug the catalogue tests catch
 * (i18n/catalogues.test.ts); at run time it shows the key rather than failing the page.
 */
export function createTranslator(locale: Locale, messages: CompiledMessages): Translate {
  const formats = new Map<string, IntlMessageFormat>();
  const tag = LANGUAGE_TAG[locale];
  return (key, values) => {
    const message = messages[key];
    if (message === undefined) return key;
    if (typeof message === "string") return message;
    let format = formats.get(key);
    if (!format) {
      format = new IntlMessageFormat(message, tag);
      formats.set(key, format);
    }
    return String(format.format(values));
  };
}
