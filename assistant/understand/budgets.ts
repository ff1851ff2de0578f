/**
 * Budgets ("under 3k", "below 3,000", "1k per night", "₱2,500", "800 pababa") as a maximum price in PHP
 * centavos, taken out of the text so that no other reader sees the amount.
 */
import type { Money } from "../../contracts/money.ts";
import { takeAll } from "./text.ts";

function amount(digits: string, thousands: string | undefined): number | undefined {
  const n = Number(digits.replace(/,/g, ""));
  if (!Number.isFinite(n) || n <= 0) return undefined;
  const pesos = thousands ? n * 1000 : n;
  return pesos >= 100 && pesos <= 1_000_000 ? Math.round(pesos * 100) : undefined;
}

const MONEY = String.raw`(?:₱|php|p)?\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k)?\s*(?:pesos?|php)?`;
const BUDGETS: RegExp[] = [
  new RegExp(
    String.raw`\b(?:under|below|less than|max(?:imum)?|budget(?: ko| namin| is)?|hanggang|pasok sa|up to|within|not more than|di lalagpas sa|wag lalagpas sa|ubos(?: sa)?|dili molapas sa|kulang sa)\s*(?:of\s*)?${MONEY}(?:\s*(?:a|per|/|kada|isang)\s*(?:night|gabi|nyt|nite))?(?:\s*(?:max|budget|lang))?`,
    "g",
  ),
  new RegExp(
    String.raw`${MONEY}\s*(?:lang|lng|only|max|pababa|and below|or less)?\s*(?:a|per|/|kada|isang)\s*(?:night|gabi|nyt|nite)`,
    "g",
  ),
  // "800 pababa", "1k or less", "wag lalampas 1k": an amount and no more.
  new RegExp(
    String.raw`\b(?:(?:wag|huwag|di|hindi|dili)\s+(?:lalampas|lalagpas|lumampas|lumagpas|hihigit|molapas)(?:\s+sa)?)\s*${MONEY}`,
    "g",
  ),
  new RegExp(String.raw`${MONEY}\s*(?:pababa|and below|or less|or lower)\b`, "g"),
  /(?:₱|php)\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k)?(?:\s*max)?/g,
  /\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k)?\s*(?:pesos?|php)?\s*(?:max|budget|lang ang budget)\b/g,
];

/** The first budget said, and the text without any. */
export function findBudget(input: string): { maxPrice?: Money; rest: string } {
  let text = input;
  let maxPrice: Money | undefined;
  for (const re of BUDGETS) {
    text = takeAll(text, re, (m) => {
      const centavos = amount(m[1], m[2]);
      if (centavos === undefined) return false;
      maxPrice ??= { amount: centavos, currency: "PHP" };
    });
  }
  return { ...(maxPrice ? { maxPrice } : {}), rest: text };
}
