/**
 * The ui kit's own words (issue 27): "Close", "Previous month", "No matches" and the like come from the
 * shell's `common` catalogue (keys "ui.…", sent with every page), in the page's language. Each call
 * carries its English too, so a component drawn outside the app's provider (a unit test, a story)
 * still reads as before; the catalogue's English is the same text (ui-words.test.tsx checks).
 */
import { useMemo } from "react";
import type { MessageValues, Translate } from "../../../i18n/format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import type { Locale } from "../../../i18n/locales.ts";

/** `english` with its `{name}` arguments filled in, as a catalogue's plain message would be. */
export function fillWords(english: string, values?: MessageValues): string {
  return values ? english.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? "")) : english;
}

export type Words = (key: string, english: string, values?: MessageValues) => string;

/** A translator's word for `key`, or `english` when it has none (no translator, or the key is not sent). */
export function wordsOf(t: Translate | undefined): Words {
  return (key, english, values) => {
    const text = t?.(key, values);
    return text === undefined || text === key ? fillWords(english, values) : text;
  };
}

/** The ui kit's words in the page's language, and the language (for Intl). */
export function useUiWords(): { w: Words; locale: Locale } {
  const { t, locale } = useI18n();
  return useMemo(() => ({ w: wordsOf(t), locale }), [t, locale]);
}
