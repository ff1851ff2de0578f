/** Tests only: a flight component with its words, as a flight page gives them (English by default). */
import type { ReactNode } from "react";
import { messagesFor } from "../../../i18n/catalogues.ts";
import "../../../i18n/formatter.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { I18nProvider } from "../../lib/i18n.tsx";
import { FlightWords } from "./words.tsx";

export function withFlightWords(ui: ReactNode, locale: Locale = "en") {
  return (
    <I18nProvider language={{ locale, messages: messagesFor(locale, "common") }}>
      <FlightWords messages={messagesFor(locale, "flights")}>{ui}</FlightWords>
    </I18nProvider>
  );
}
