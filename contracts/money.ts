/**
 * Money on the wire and in the database: an integer amount in minor units (centavos for PHP) and a
 * currency code, as routes.md fixes it. Arithmetic never mixes currencies and never uses floats.
 */

export type Money = { amount: number; currency: string };

export const DEFAULT_CURRENCY = "PHP";

export function php(amount: number): Money {
  return money(amount, "PHP");
}

export function money(amount: number, currency: string): Money {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Money amounts are whole minor units, not ${amount}.`);
  return { amount, currency };
}

export function zero(currency = DEFAULT_CURRENCY): Money {
  return { amount: 0, currency };
}

export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new RangeError(`Cannot add ${a.currency} and ${b.currency}.`);
  return money(a.amount + b.amount, a.currency);
}

export function subtractMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new RangeError(`Cannot subtract ${b.currency} from ${a.currency}.`);
  return money(a.amount - b.amount, a.currency);
}

export function multiplyMoney(a: Money, times: number): Money {
  if (!Number.isInteger(times)) throw new RangeError("Money is multiplied by whole numbers only.");
  return money(a.amount * times, a.currency);
}

/** The sum of a list (zero in `currency` when empty). */
export function sumMoney(items: readonly Money[], currency = items[0]?.currency ?? DEFAULT_CURRENCY): Money {
  return items.reduce((total, item) => addMoney(total, item), zero(currency));
}

export function sameMoney(a: Money, b: Money): boolean {
  return a.amount === b.amount && a.currency === b.currency;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** "₱3,450.00" (whole pesos drop the centavos when `compact`: "₱3,450"). */
export function formatMoney(value: Money, options: { compact?: boolean } = {}): string {
  const compact = options.compact === true && value.amount % 100 === 0;
  const key = `${value.currency}:${compact}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-PH", {
      style: "currency",
      currency: value.currency,
      minimumFractionDigits: compact ? 0 : 2,
      maximumFractionDigits: compact ? 0 : 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(value.amount / 100);
}
