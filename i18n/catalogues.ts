/**
 * Every catalogue, by language and namespace: server code only (loaders, mails, documents). A page
 * receives the namespaces it shows through its loader's data, so its JavaScript carries no catalogue.
 * Each Filipino namespace must have exactly the English one's keys (its type says so, and
 * catalogues.test.ts checks the arguments of every message match too).
 */
import enCommon from "./en/common.ts";
import enHome from "./en/home.ts";
import filCommon from "./fil/common.ts";
import filHome from "./fil/home.ts";
import { compileMessages } from "./compile.ts";
import type { CompiledMessages, Messages } from "./format.ts";
import type { Locale } from "./locales.ts";

export const NAMESPACES = ["common", "home"] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const CATALOGUES: Record<Locale, Record<Namespace, Messages>> = {
  en: { common: enCommon, home: enHome },
  fil: { common: filCommon, home: filHome },
};

/** The keys of a namespace (the English catalogue is the reference). */
export type MessageKey<N extends Namespace = Namespace> = N extends "common"
  ? keyof typeof enCommon
  : N extends "home"
    ? keyof typeof enHome
    : never;

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
