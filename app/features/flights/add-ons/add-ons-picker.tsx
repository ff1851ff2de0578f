import { useEffect, useMemo, useState } from "react";
import {
  type ExtrasChange,
  type ExtrasContext,
  ExtrasSelectionError,
  type ExtrasWarning,
  isLegAllowed,
  type PricedExtras,
  passengerLabel,
  priceExtras,
  withMandatoryServices,
} from "../../../../contracts/extras-selection.ts";
import type { ExtraServicesData, ExtrasSelection } from "../../../../contracts/flight-extras.ts";
import { formatMoney } from "../../../../contracts/money.ts";
import { SeatMapPicker } from "./seat-map.tsx";
import { ServiceGroupBlock } from "./service-choices.tsx";
import type { AddOnsFlight, AddOnsPassenger, PickerState } from "./types.ts";
import type { Translate } from "../../../../i18n/format.ts";
import { useEnglishMark, useFlightWords } from "../words.tsx";

export type AddOnsPickerProps = {
  offer: ExtraServicesData;
  /** In the §4 order: adults, then children, then infants (orderPassengers in contracts/extras-selection.ts). */
  passengers: AddOnsPassenger[];
  /** Index = flightIndex of the seat maps; each flight names its leg (0 outbound, 1 return). */
  flights: AddOnsFlight[];
  selection: ExtrasSelection;
  onChange: (selection: ExtrasSelection) => void;
  /** A refused change (mandatory service, taken seat …): the picker shows it; log it here if you like. */
  onWarning?: (warning: ExtrasWarning) => void;
  /** Name of the hidden field carrying the selection as JSON; the server re-prices it. */
  fieldName?: string;
  /** What the fare already includes, said next to the bag choice. */
  allowance?: FareAllowance;
};

export type FareAllowance = { fareName: string; checkedKg: number; checkedPieces: number; cabinKg: number };

/** "Your Sulit fare includes 20 kg of checked baggage and 7 kg carry-on per traveller. Bags you add come on top." */
export function allowanceText(a: FareAllowance, infants = false, t?: Translate): string {
  if (t) {
    const key = a.checkedKg ? (a.checkedPieces > 1 ? "pieces" : "kg") : "none";
    return t(`flights.addons.allowance.${key}${infants ? ".infants" : ""}`, {
      fare: a.fareName,
      pieces: a.checkedPieces,
      kg: a.checkedKg,
      cabin: a.cabinKg,
    });
  }
  const checked = a.checkedKg
    ? `${a.checkedPieces > 1 ? `${a.checkedPieces} checked bags, ${a.checkedKg} kg in all,` : `${a.checkedKg} kg of checked baggage`} and`
    : "no checked bag, only";
  const after = a.checkedKg ? "Bags you add here come on top." : "Add a bag here if you need one.";
  const who = infants
    ? "per traveller with a seat (an infant on the lap has no allowance of their own; a stroller travels free)"
    : "per traveller";
  return `Your ${a.fareName} fare includes ${checked} ${a.cabinKg} kg carry-on ${who}. ${after}`;
}

function legTitle(legIndex: number, flights: AddOnsFlight[], t: Translate): string {
  const onLeg = flights.filter((f) => f.legIndex === legIndex);
  const route = onLeg.length ? [onLeg[0].from, ...onLeg.map((f) => f.to)].join(" → ") : "";
  const name =
    legIndex === 0
      ? t("flights.addons.leg.outbound")
      : flights.some((f) => f.legIndex > 1)
        ? t("flights.common.legLabel", { n: legIndex + 1 })
        : t("flights.addons.leg.return");
  return route ? `${name}: ${route}` : name;
}

/** The priced lines with the travellers' names instead of "passenger 2". */
function lineLabel(label: string, passengerIndex: number | undefined, passengers: AddOnsPassenger[]): string {
  if (passengerIndex === undefined || !passengers[passengerIndex]) return label;
  return label.replace(passengerLabel(passengerIndex), passengers[passengerIndex].name);
}

/**
 * The add-ons page's body: per leg, baggage, meals and a seat map per flight, for each passenger; the
 * running "Add-ons total"; a hidden field with the selection as JSON. Every change goes through the
 * rules of contracts/extras-selection.ts; the component is controlled (`selection` / `onChange`).
 * Mandatory services are added on first render (and shown as included).
 */
export function AddOnsPicker({
  offer,
  passengers,
  flights,
  selection,
  onChange,
  onWarning,
  fieldName = "extras",
  allowance,
}: AddOnsPickerProps) {
  const t = useFlightWords();
  const english = useEnglishMark();
  const types = useMemo(() => passengers.map((p) => p.type), [passengers]);
  const ctx = useMemo<ExtrasContext>(() => ({ offer, passengers: types }), [offer, types]);
  const effective = useMemo(() => withMandatoryServices(ctx, selection), [ctx, selection]);
  const [warning, setWarning] = useState<string | null>(null);

  useEffect(() => {
    if (effective !== selection) onChange(effective);
  }, [effective, selection, onChange]);

  const apply = (change: ExtrasChange) => {
    setWarning(change.warning?.message ?? null);
    if (change.warning) onWarning?.(change.warning);
    if (change.selection !== effective) onChange(change.selection);
  };
  const state: PickerState = { ctx, selection: effective, passengers, flights, apply };

  let priced: PricedExtras | null = null;
  let problem: string | null = null;
  try {
    priced = priceExtras(
      offer,
      effective,
      types,
      passengers.map((p) => p.name),
    );
  } catch (error) {
    if (!(error instanceof ExtrasSelectionError)) throw error;
    problem = error.message;
  }

  const legs = [
    ...new Set([
      ...flights.map((f) => f.legIndex),
      ...[...offer.DynamicBaggage, ...offer.DynamicMeal]
        .flatMap((g) => g.Services.map((list, i) => (list.length ? i : -1)))
        .filter((i) => i >= 0),
    ]),
  ].sort((a, b) => a - b);

  const groupTitle = (base: string, segmentIndex: number | undefined) => {
    const flight = segmentIndex === undefined ? undefined : flights[segmentIndex];
    return flight ? t("flights.addons.groupOn", { group: base, flight: flight.flightNumber, from: flight.from, to: flight.to }) : base;
  };

  return (
    <div className="space-y-8">
      <input type="hidden" name={fieldName} value={JSON.stringify(effective)} />

      {legs.map((legIndex) => {
        const seatMaps = offer.DynamicSeat.filter((m) => flights[m.flightIndex]?.legIndex === legIndex);
        return (
          <section
            key={legIndex}
            aria-labelledby={`addons-leg-${legIndex}`}
            className="space-y-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <h2 id={`addons-leg-${legIndex}`} className="text-lg font-semibold tracking-tight text-slate-900 dark:text-slate-100">
              {legTitle(legIndex, flights, t)}
            </h2>
            {allowance &&
            offer.DynamicBaggage.some((g) => (g.Services[legIndex]?.length ?? 0) > 0 && isLegAllowed(g.Behavior, legIndex)) ? (
              <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                {allowanceText(
                  allowance,
                  passengers.some((p) => p.type === "INF"),
                  t,
                )}
              </p>
            ) : null}
            {offer.DynamicBaggage.map((group, segmentIndex) => (
              <ServiceGroupBlock
                // biome-ignore lint/suspicious/noArrayIndexKey: groups are identified by their position (segmentIndex).
                key={`bag-${segmentIndex}`}
                state={state}
                kind="baggage"
                group={group}
                segmentIndex={segmentIndex}
                legIndex={legIndex}
                title={groupTitle(group.Title ?? t("flights.addons.baggage"), group.SegmentIndex)}
              />
            ))}
            {offer.DynamicMeal.map((group, segmentIndex) => (
              <ServiceGroupBlock
                // biome-ignore lint/suspicious/noArrayIndexKey: groups are identified by their position (segmentIndex).
                key={`meal-${segmentIndex}`}
                state={state}
                kind="meals"
                group={group}
                segmentIndex={segmentIndex}
                legIndex={legIndex}
                title={groupTitle(
                  group.Title === "Boarding" ? t("flights.addons.boarding") : (group.Title ?? t("flights.addons.meals")),
                  group.SegmentIndex,
                )}
              />
            ))}
            {seatMaps.map((map) => (
              <SeatMapPicker key={map.flightIndex} state={state} map={map} />
            ))}
          </section>
        );
      })}

      <div
        role="status"
        aria-live="polite"
        lang={warning ? english : undefined}
        className="min-h-6 text-sm text-amber-800 dark:text-amber-300"
      >
        {warning}
      </div>

      <section
        aria-labelledby="addons-total"
        className="sticky bottom-0 rounded-xl border border-slate-200 bg-white/95 p-4 shadow-md backdrop-blur sm:p-6 dark:border-slate-800 dark:bg-slate-900/95"
      >
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="addons-total" className="text-base font-semibold text-slate-900 dark:text-slate-100">
            {t("flights.addons.total")}
          </h2>
          <p
            aria-live="polite"
            aria-atomic="true"
            className="text-xl font-bold tabular-nums text-slate-900 dark:text-white"
            data-testid="addons-total"
          >
            {priced ? formatMoney(priced.total) : "—"}
          </p>
        </div>
        {problem ? (
          <p lang={english} className="mt-2 text-sm text-red-700 dark:text-red-400">
            {problem}
          </p>
        ) : null}
        {priced && priced.lines.length > 0 ? (
          <details className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            <summary className="cursor-pointer">{t("flights.addons.whatIsIn", { count: priced.lines.length })}</summary>
            <ul className="mt-2 space-y-1">
              {priced.lines.map((line) => (
                <li
                  key={`${line.kind}-${line.serviceId}-${line.legIndex ?? line.flightIndex}-${line.passengerIndex ?? "all"}`}
                  className="flex justify-between gap-4"
                >
                  <span>
                    <span lang={english}>{lineLabel(line.label, line.passengerIndex, passengers)}</span>
                    {line.mandatory ? (
                      <span className="text-slate-500 dark:text-slate-400"> {t("flights.addons.includedLine")}</span>
                    ) : null}
                  </span>
                  <span className="tabular-nums">{formatMoney(line.amount)}</span>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </section>
    </div>
  );
}
