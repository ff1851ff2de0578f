/** The rows of a flight's price (inside a `<dl>`): a label and its amount, one row per passenger type, one per add-on. */
import type { ReactNode } from "react";
import type { PriceLine } from "../../../contracts/flight-checkout.ts";
import type { PassengerFare } from "../../../contracts/flights.ts";
import { formatMoney, type Money } from "../../../contracts/money.ts";
import { PASSENGER_TYPE_LABELS } from "../../../contracts/passengers.ts";

export function PriceRow({ label, amount }: { label: ReactNode; amount: Money }) {
  return (
    <div className="flex justify-between gap-2">
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatMoney(amount)}</dd>
    </div>
  );
}

/** "2 × adult fare" and what those fares cost together, per passenger type. */
export function PassengerFareRows({ fares }: { fares: readonly Pick<PassengerFare, "type" | "quantity" | "totalFare">[] }) {
  return fares.map((p) => (
    <PriceRow
      key={p.type}
      label={`${p.quantity} × ${PASSENGER_TYPE_LABELS[p.type].toLowerCase()} fare`}
      amount={{ amount: p.totalFare.amount * p.quantity, currency: p.totalFare.currency }}
    />
  ));
}

/** The add-ons (bags, meals, seats) as priced lines. */
export function AddOnRows({ lines }: { lines: readonly PriceLine[] }) {
  return lines.map((line) => <PriceRow key={line.label} label={line.label} amount={line.amount} />);
}
