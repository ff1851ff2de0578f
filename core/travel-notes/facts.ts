import { formatMoney, type Money } from "../../contracts/money.ts";

/** What every travel note cites: the project's facts file, and the Philippines' country code. */
export const FACTS = "philippines-facts.md";
export const PH = "PH";
/** When the facts file was compiled (its figures were checked then): shown with every fee the assistant states. */
export const FACTS_CHECKED = "2026-11-21";

/** An amount in pesos as every note writes it ("₱1,620"). */
export function formatPeso(value: Money): string {
  return formatMoney(value, { compact: true });
}
