/** The rows of a flight's price (inside a `<dl>`): a label and its amount, one row per passenger type, one per add-on. */
import type { ReactNode } from "react";
import type { PriceLine } from "../../../contracts/flight-checkout.ts";
import type { PassengerFare } from "../../../contracts/flights.ts";
import { formatMoney, type Money } from "../../../contracts/money.ts";
import { useEnglishMark, useFlightWords } from "./words.tsx";

export function PriceRow({ label, amount, lang }: { label: ReactNode; amount: Money; lang?: string }) {
  return (
    <div className="flex justify-between gap-2">
      <dt lang={lang}>{label}</dt>
      <dd className="tabular-nums">{formatMoney(amount)}</dd>
    </div>
  );
}

/** "2 × adult fare" and what those fares cost together, per passenger type. */
export function PassengerFareRows({ fares }: { fares: readonly Pick<PassengerFare, "type" | "quantity" | "totalFare">[] }) {
  const t = useFlightWords();
  return fares.map((p) => (
    <PriceRow
      key={p.type}
      label={t(`flights.common.fareRow.${p.type}`, { count: p.quantity })}
      amount={{ amount: p.totalFare.amount * p.quantity, currency: p.totalFare.currency }}
    />
  ));
}

/**
 * The add-ons (bags, meals, seats) as priced lines. Their labels are worded in English by the services
 * (core/flights): marked as English on a page in another language until they carry their parts.
 */
export function AddOnRows({ lines }: { lines: readonly PriceLine[] }) {
  const lang = useEnglishMark();
  return lines.map((line) => <PriceRow key={line.label} label={line.label} amount={line.amount} lang={lang} />);
}
