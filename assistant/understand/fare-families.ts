/**
 * Fare family names a traveller may type ("refund policy Sulit", "baggage sa Tipid", "is Economy Flex
 * refundable"), read from the fares the flight engine sells, as the gazetteer reads the airports: built
 * once, when the module loads. Some names are everyday Tagalog words ("sulit": worth it, "tipid":
 * thrifty, "ginhawa": comfort), so a one-word name counts only beside a word about fares (its rules,
 * baggage, refund, change, "fare"); a two-word name ("Economy Flex") always.
 */
import { FSC_FAMILIES, LCC_FAMILIES } from "../../core/flights/fares.ts";

const NAMES = [...new Set([...LCC_FAMILIES, ...FSC_FAMILIES].map((f) => f.name))];

const FARE_WORDS =
  /\b(?:fares?|refund\w*|change|changes|rebook\w*|reschedul\w*|cancel\w*|baggage|bagahe|luggage|bags?|kilos?|kg|allowance|included|inclusions?|kasama|polic(?:y|ies)|rules?|seats?|meals?|promo)\b/i;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The fare family a message names, as the engine names it, or undefined. */
export function findFareFamily(original: string): string | undefined {
  const lower = original.toLowerCase();
  // Longest names first: "Economy Flex" before a one-word name inside it.
  for (const name of [...NAMES].sort((a, b) => b.length - a.length)) {
    const re = new RegExp(`\\b${escapeRegExp(name.toLowerCase())}\\b`);
    const m = re.exec(lower);
    if (!m) continue;
    if (name.includes(" ")) return name;
    if (FARE_WORDS.test(lower.replace(re, " "))) return name;
  }
  return undefined;
}
