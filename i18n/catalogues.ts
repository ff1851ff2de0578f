/**
 * Every catalogue, by language and namespace: server code only (loaders, mails, documents). A page
 * receives the namespaces it shows through its loader's data, so its JavaScript carries no catalogue.
 * Each Filipino namespace must have exactly the English one's keys (its type says so, and
 * catalogues.test.ts checks the arguments of every message match too).
 */
import enAccount from "./en/account.ts";
import enAssistant from "./en/assistant.ts";
import enCommon from "./en/common.ts";
import enErrors from "./en/errors.ts";
import enFlights from "./en/flights.ts";
import enHome from "./en/home.ts";
import enHotels from "./en/hotels.ts";
import enInfo from "./en/info.ts";
import enMail from "./en/mail.ts";
import enPages from "./en/pages.ts";
import filAccount from "./fil/account.ts";
import filAssistant from "./fil/assistant.ts";
import filCommon from "./fil/common.ts";
import filErrors from "./fil/errors.ts";
import filFlights from "./fil/flights.ts";
import filHome from "./fil/home.ts";
import filHotels from "./fil/hotels.ts";
import filInfo from "./fil/info.ts";
import filMail from "./fil/mail.ts";
import filPages from "./fil/pages.ts";
import { compileMessages } from "./compile.ts";
import type { CompiledMessages, Messages } from "./format.ts";
import type { Locale } from "./locales.ts";

/**
 * The English catalogues, the reference every other language follows. Namespaces: `common` (the shell,
 * sent with every page), `home`, `flights` (search, results, booking, add-ons, seat map, changes and
 * refunds), `hotels` (search, results, stay, checkout, cancel), `account` (sign-in, registration,
 * settings, dashboard), `info` (the stay-informed pages and the map), `pages` (guides', blog's and news'
 * chrome, contact, about, search, itinerary, legal), `errors` (refusals and form messages, by reason or key), `mail` (mails and
 * PDF documents), `assistant` (the chat widget's chrome). A key is unique across namespaces: a page may
 * merge several (catalogues.test.ts checks).
 */
const EN = {
  common: enCommon,
  home: enHome,
  flights: enFlights,
  hotels: enHotels,
  account: enAccount,
  info: enInfo,
  errors: enErrors,
  mail: enMail,
  assistant: enAssistant,
  pages: enPages,
} as const;

export type Namespace = keyof typeof EN;
export const NAMESPACES = Object.keys(EN) as Namespace[];

export const CATALOGUES: Record<Locale, Record<Namespace, Messages>> = {
  en: EN,
  fil: {
    common: filCommon,
    home: filHome,
    flights: filFlights,
    hotels: filHotels,
    account: filAccount,
    info: filInfo,
    errors: filErrors,
    mail: filMail,
    assistant: filAssistant,
    pages: filPages,
  },
};

/** The keys of a namespace (the English catalogue is the reference). */
export type MessageKey<N extends Namespace = Namespace> = N extends Namespace ? keyof (typeof EN)[N] & string : never;

const compiled = new Map<string, CompiledMessages>();

/** The messages of `namespaces` in `locale`, compiled once and merged: what a loader sends to its page. */
export function messagesFor(locale: Locale, ...namespaces: Namespace[]): CompiledMessages {
  const parts = namespaces.map((n) => {
    const id = `${locale}/${n}`;
    let c = compiled.get(id);
    if (!c) {
      c = compileMessages(locale, CATALOGUES[locale][n]);
      compiled.set(id, c);
    }
    return c;
  });
  return parts.length === 1 ? parts[0] : Object.assign({}, ...parts);
}
