/**
 * One fare itinerary as travellers read it: per leg the departure and arrival times (local to each
 * airport), airports, duration and stops; the fare family, baggage and refund terms; the total.
 */
import type { FareItinerary, Leg, Segment } from "../../../contracts/flights.ts";
import { formatMoney } from "../../../contracts/money.ts";
import type { Translate } from "../../../i18n/format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { cn } from "../../lib/utils.ts";
import { type AirportPlace, type Connection, legConnections, SHORT_CONNECTION_MINUTES } from "./connections.ts";
import { dayShift, duration, localDate, localTime, stopsLabel } from "./format.ts";
import { useFlightWords } from "./words.tsx";

export type AirlineNames = Record<string, string>;

/** What a leg's summary reads: enough of each segment to draw it (the results page sends only this). */
export type LegView = Pick<Leg, "durationMinutes" | "stops"> & {
  segments: Pick<
    Segment,
    "marketingAirline" | "flightNumber" | "departureAirport" | "arrivalAirport" | "departureDateTime" | "arrivalDateTime"
  >[];
  /** Where and how long each change is (absent: worked out here without the airports' countries). */
  connections?: Connection[];
};

/** What a result card reads of a fare. */
export type FareView = Pick<
  FareItinerary,
  "fareSourceCode" | "fareFamilyName" | "refundable" | "totalFare" | "baggage" | "penalties" | "seatsRemaining"
> & {
  legs: LegView[];
};

/** A fare trimmed to what the results page draws, so its HTML and hydration data stay small. */
export function fareView(fare: FareItinerary, place?: AirportPlace): FareView {
  return {
    fareSourceCode: fare.fareSourceCode,
    fareFamilyName: fare.fareFamilyName,
    refundable: fare.refundable,
    totalFare: fare.totalFare,
    baggage: fare.baggage,
    penalties: fare.penalties,
    seatsRemaining: fare.seatsRemaining,
    legs: fare.legs.map((leg) => ({
      durationMinutes: leg.durationMinutes,
      stops: leg.stops,
      segments: leg.segments.map((s) => ({
        marketingAirline: s.marketingAirline,
        flightNumber: s.flightNumber,
        departureAirport: s.departureAirport,
        arrivalAirport: s.arrivalAirport,
        departureDateTime: s.departureDateTime,
        arrivalDateTime: s.arrivalDateTime,
      })),
      ...(leg.segments.length > 1 ? { connections: legConnections(leg.segments, place) } : {}),
    })),
  };
}

const WARNING_TEXT = {
  short: (c: Connection, t: Translate) =>
    t(c.domestic ? "flights.common.connection.short.domestic" : "flights.common.connection.short.international", {
      time: duration(SHORT_CONNECTION_MINUTES[c.domestic ? "domestic" : "international"]),
    }),
  overnight: (c: Connection, t: Translate) => t("flights.common.connection.overnight.detail", { airport: c.airport }),
} as const;

/** Each change of planes: airport, landing and leaving times, the wait, and a warning when short or overnight. */
export function Connections({ connections }: { connections: Connection[] }) {
  const t = useFlightWords();
  const { locale } = useI18n();
  const warned = connections.some((c) => c.warnings.length > 0);
  return (
    <details className="col-span-3 text-xs text-slate-700 dark:text-slate-300" open={warned}>
      <summary className="cursor-pointer">
        {connections.map((c, i) => (
          <span key={c.airport + c.arrival}>
            {i ? " · " : ""}
            {t("flights.common.connection.change", { airport: c.airport, time: duration(c.minutes) })}
            {c.warnings.map((w) => (
              <span key={w} className="font-semibold text-amber-800 dark:text-amber-300">
                {` (${t(`flights.common.connection.${w}`)})`}
              </span>
            ))}
          </span>
        ))}
      </summary>
      <ul className="mt-1 space-y-1">
        {connections.map((c) => (
          <li key={c.airport + c.arrival}>
            {t("flights.common.connection.detail", {
              place: c.city ? `${c.city} (${c.airport})` : c.airport,
              lands: `${localTime(c.arrival)}${c.arrival.slice(0, 10) !== c.departure.slice(0, 10) ? ` ${localDate(c.arrival, locale)}` : ""}`,
              leaves: `${localTime(c.departure)}${c.arrival.slice(0, 10) !== c.departure.slice(0, 10) ? ` ${localDate(c.departure, locale)}` : ""}`,
              time: duration(c.minutes),
            })}
            {c.warnings.map((w) => (
              <span key={w} className="block font-medium text-amber-800 dark:text-amber-300">
                {WARNING_TEXT[w](c, t)}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </details>
  );
}

export function LegSummary({ leg, airlines, label }: { leg: LegView; airlines: AirlineNames; label?: string }) {
  const t = useFlightWords();
  const { locale } = useI18n();
  const first = leg.segments[0];
  const last = leg.segments[leg.segments.length - 1];
  const shift = dayShift(first.departureDateTime, last.arrivalDateTime);
  const carriers = [...new Set(leg.segments.map((s) => s.marketingAirline))];
  const via = leg.segments.slice(0, -1).map((s) => s.arrivalAirport);
  const connections = leg.connections ?? legConnections(leg.segments);
  return (
    <div className="grid grid-cols-[auto_1fr_auto] items-center gap-x-4 gap-y-1">
      {label ? (
        <p className="col-span-3 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</p>
      ) : null}
      <div>
        <p className="text-lg font-semibold tabular-nums">{localTime(first.departureDateTime)}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{first.departureAirport}</p>
      </div>
      <div className="text-center text-xs text-slate-600 dark:text-slate-400">
        <p>{duration(leg.durationMinutes)}</p>
        <div aria-hidden="true" className="my-1 h-px bg-slate-300 dark:bg-slate-600" />
        <p className={cn(leg.stops === 0 && "font-medium text-emerald-700 dark:text-emerald-400")}>
          {stopsLabel(leg.stops, t)}
          {via.length ? ` ${t("flights.common.via", { airports: via.join(", ") })}` : ""}
        </p>
      </div>
      <div className="text-right">
        <p className="text-lg font-semibold tabular-nums">
          {localTime(last.arrivalDateTime)}
          {shift > 0 ? (
            <sup
              className="ml-0.5 text-xs font-medium text-amber-700 dark:text-amber-400"
              title={t("flights.common.arrivesTitle", { date: localDate(last.arrivalDateTime, locale) })}
            >
              +{shift}
            </sup>
          ) : null}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{last.arrivalAirport}</p>
      </div>
      <p className="col-span-3 text-xs text-slate-600 dark:text-slate-400">
        {carriers.map((c) => airlines[c] ?? c).join(" + ")} ·{" "}
        {leg.segments.map((s) => `${s.marketingAirline} ${s.flightNumber}`).join(", ")}
        {shift > 0 ? ` · ${t("flights.common.arrives", { date: localDate(last.arrivalDateTime, locale) })}` : ""}
      </p>
      {connections.length ? <Connections connections={connections} /> : null}
    </div>
  );
}

type TermsOf = Pick<FareView, "baggage" | "penalties" | "refundable">;

/** What a fare includes, in words: cabin bag, checked bag, changes, refunds. */
export function fareTermLines(fare: TermsOf, t: Translate): { cabin: string; bag: string; change: string; refund: string } {
  const bag = fare.baggage.checkedKg
    ? t("flights.common.terms.bag", {
        pieces: fare.baggage.checkedPieces > 1 ? `${fare.baggage.checkedPieces} × ` : "",
        kg: fare.baggage.checkedKg,
      })
    : t("flights.common.terms.noBag");
  const change = fare.penalties.change.allowed
    ? fare.penalties.change.fee?.amount
      ? t("flights.common.terms.changeFee", { fee: formatMoney(fare.penalties.change.fee, { compact: true }) })
      : t("flights.common.terms.changeFree")
    : t("flights.common.terms.noChange");
  const refund = fare.refundable
    ? fare.penalties.refund.fee?.amount
      ? t("flights.common.terms.refundFee", { fee: formatMoney(fare.penalties.refund.fee, { compact: true }) })
      : t("flights.common.terms.refundFull")
    : t("flights.common.terms.nonRefundable");
  return { cabin: t("flights.common.terms.cabin", { kg: fare.baggage.cabinKg }), bag, change, refund };
}
