/**
 * Words for a language (docs/decisions/035-languages.md): a catalogue's messages are ICU MessageFormat
 * (plurals, selects, numbers), formatted by FormatJS's intl-messageformat. The server compiles them
 * (`compileMessages`, i18n/compile.ts: plain text stays text, the rest becomes its syntax tree) and
 * pages receive the compiled form in their loaders' data, so the browser never parses. Text with
 * simple arguments ("{appName} home") is put together here; only a message with a plural, a select or
 * a number format needs the formatter, which a page registers by importing i18n/formatter.ts (the
 * server always does): a page's JavaScript grows by what its own messages need.
 */
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { LANGUAGE_TAG, type Locale } from "./locales.ts";

/** A catalogue as written: key → ICU message. */
export type Messages = Readonly<Record<string, string>>;
/** A catalogue as pages receive it: key → its text, or its syntax tree when it has arguments. */
export type CompiledMessages = Readonly<Record<string, string | MessageFormatElement[]>>;
export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: string, values?: MessageValues) => string;

/** Formats a syntax tree with plurals, selects or formats (intl-messageformat, i18n/formatter.ts). */
export type TreeFormatter = (tree: MessageFormatElement[], tag: string, values: MessageValues | undefined) => string;

let treeFormatter: TreeFormatter | null = null;

/** Called once by i18n/formatter.ts when a page (or the server) imports it. */
export function registerTreeFormatter(formatter: TreeFormatter): void {
  treeFormatter = formatter;
}

// Element types of FormatJS's trees (TYPE in @formatjs/icu-messageformat-parser): literal text and a
// plain argument are all this module puts together itself.
const LITERAL = 0;
const ARGUMENT = 1;

/** Whether a tree is only text and plain arguments. */
export function isSimpleTree(tree: MessageFormatElement[]): boolean {
  return tree.every((el) => el.type === LITERAL || el.type === ARGUMENT);
}

function simple(tree: MessageFormatElement[], values: MessageValues | undefined): string {
  let out = "";
  for (const el of tree) {
    if (el.type === LITERAL) out += el.value;
    else if (el.type === ARGUMENT) {
      // As intl-messageformat shows a plain argument: its text (a number without grouping; a count
      // that should read "1,200" is written {count, number} and goes to the formatter).
      const value = values?.[el.value];
      out += value === undefined || value === null ? "" : String(value);
    }
  }
  return out;
}

/**
 * A translator for `locale` over compiled messages. A missing key is a bug the catalogue tests catch
 * (i18n/catalogues.test.ts); at run time it shows the key rather than failing the page.
 */
export function createTranslator(locale: Locale, messages: CompiledMessages): Translate {
  const tag = LANGUAGE_TAG[locale];
  return (key, values) => {
    const message = messages[key];
    if (message === undefined) return key;
    if (typeof message === "string") return message;
    if (isSimpleTree(message)) return simple(message, values);
    if (!treeFormatter) throw new Error(`"${key}" has a plural or a format: import i18n/formatter.ts where it is shown`);
    return treeFormatter(message, tag, values);
  };
}
