/**
 * The page's language (docs/decisions/035-languages.md). The root loader decides it (the URL's
 * `/fil` prefix, the `lang` cookie, the browser's languages) and sends the shell's messages with its
 * data; components read them through `useI18n()`: `t(key, values)` for words, `localize(path)` for
 * links that keep the language, `locale` for Intl.
 */
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { type CompiledMessages, createTranslator, type Translate } from "../../i18n/format.ts";
import { DEFAULT_LOCALE, type Locale, localizePath } from "../../i18n/locales.ts";

export type PageLanguage = { locale: Locale; messages: CompiledMessages };

export type I18n = { locale: Locale; t: Translate; localize: (path: string) => string };

const I18nContext = createContext<I18n>({
  locale: DEFAULT_LOCALE,
  t: (key) => key,
  localize: (path) => path,
});

export function I18nProvider({ language, children }: { language: PageLanguage; children: ReactNode }) {
  const { locale, messages } = language;
  const value = useMemo<I18n>(
    () => ({ locale, t: createTranslator(locale, messages), localize: (path) => localizePath(locale, path) }),
    [locale, messages],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}

/** A translator over a page's own messages (its loader's `messages`), in the page's language. */
export function usePageTranslator(messages: CompiledMessages | undefined): Translate {
  const { locale } = useI18n();
  return useMemo(() => createTranslator(locale, messages ?? {}), [locale, messages]);
}

/**
 * The page's language in a route's `meta` (the root's data, when it loaded). React Router gives a
 * match's data as `loaderData` (its older `data` is empty on the server's render).
 */
export function localeOfMatches(matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>): Locale {
  const match = matches.find((m) => m?.id === "root");
  const root = (match?.loaderData ?? match?.data) as { language?: PageLanguage } | undefined;
  return root?.language?.locale ?? DEFAULT_LOCALE;
}
