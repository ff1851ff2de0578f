/**
 * One departure on the results page: its flights once, and its fares (fare families) side by side,
 * each with what it includes and its price. Choosing a fare either selects it (the same select and
 * revalidate step as always) or, for a return trip's outbound, goes on to the return flights.
 * Server-rendered; forms and links work without JavaScript.
 */
import { Form, Link } from "react-router";
import type { FareItinerary } from "../../../../contracts/flights.ts";
import { formatMoney } from "../../../../contracts/money.ts";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/utils.ts";
import { type AirlineNames, fareTermLines, type LegView, LegSummary } from "../itinerary.tsx";
import { useFlightWords } from "../words.tsx";
import type { Translate } from "../../../../i18n/format.ts";

/** A fare of a departure, trimmed to what the card draws. */
export type FareOption = Pick<
  FareItinerary,
  "fareSourceCode" | "fareFamily" | "fareFamilyName" | "refundable" | "totalFare" | "baggage" | "penalties" | "seatsRemaining"
>;

export type DepartureView = { key: string; legs: LegView[]; fares: FareOption[] };

export function fareOption(fare: FareItinerary): FareOption {
  const { fareSourceCode, fareFamily, fareFamilyName, refundable, totalFare, baggage, penalties, seatsRemaining } = fare;
  return { fareSourceCode, fareFamily, fareFamilyName, refundable, totalFare, baggage, penalties, seatsRemaining };
}

/** "5J 557" or "PR 1845 and PR 2345": the flights of the card, for labels. */
const flightsLabel = (legs: LegView[], t: Translate) =>
  legs.map((l) => l.segments.map((s) => `${s.marketingAirline} ${s.flightNumber}`).join(" + ")).join(` ${t("flights.common.and")} `);

export function DepartureCard({
  departure,
  airlines,
  legLabels,
  priceNote,
  choose,
  busy,
}: {
  departure: DepartureView;
  airlines: AirlineNames;
  legLabels?: string[];
  /** Said after each price ("round trip"). */
  priceNote?: string;
  /** A return trip's outbound: the link to its return flights for a fare (else each fare is selected). */
  choose?: (fare: FareOption) => string;
  busy: boolean;
}) {
  const t = useFlightWords();
  const [cheapest] = departure.fares;
  const flights = flightsLabel(departure.legs, t);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:gap-6">
        <div className="space-y-3">
          {departure.legs.map((leg, i) => (
            <LegSummary key={i} leg={leg} airlines={airlines} label={legLabels?.[i]} />
          ))}
        </div>
        {departure.fares.length > 1 ? (
          <p className="text-sm text-slate-600 sm:text-right dark:text-slate-400">
            {t("flights.results.card.faresFrom", { count: departure.fares.length })}{" "}
            <span className="font-bold text-slate-900 tabular-nums sm:block sm:text-xl dark:text-slate-100">
              {formatMoney(cheapest.totalFare, { compact: true })}
            </span>
            {priceNote ? <span className="text-xs"> {priceNote}</span> : null}
          </p>
        ) : null}
      </div>
      {/* On a phone the fares sit side by side and scroll sideways (the next one peeks in); a grid from sm up. */}
      <ul
        aria-label={t("flights.results.card.faresFor", { flights })}
        className={cn(
          "mt-3 gap-2",
          departure.fares.length > 1
            ? "-mx-4 flex snap-x snap-mandatory scroll-px-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 xl:grid-cols-3 [&>li]:w-[80%] [&>li]:shrink-0 [&>li]:snap-start sm:[&>li]:w-auto"
            : "grid",
        )}
      >
        {departure.fares.map((fare) => (
          <FareTile key={fare.fareSourceCode} fare={fare} flights={flights} priceNote={priceNote} choose={choose} busy={busy} />
        ))}
      </ul>
    </li>
  );
}

function FareTile({
  fare,
  flights,
  priceNote,
  choose,
  busy,
}: {
  fare: FareOption;
  flights: string;
  priceNote?: string;
  choose?: (fare: FareOption) => string;
  busy: boolean;
}) {
  const t = useFlightWords();
  const terms = fareTermLines(fare, t);
  const price = formatMoney(fare.totalFare);
  const pricedAs = `${priceNote ? `${priceNote} ` : ""}${choose ? `${t("flights.results.card.from")} ` : ""}${price}`;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex items-baseline justify-between gap-2">
        <p className="font-semibold">{fare.fareFamilyName}</p>
        <p className="text-right">
          <span className="text-lg font-bold tabular-nums">{formatMoney(fare.totalFare, { compact: true })}</span>
          {priceNote ? <span className="block text-xs text-slate-600 dark:text-slate-400">{priceNote}</span> : null}
        </p>
      </div>
      <ul className="space-y-0.5 text-xs text-slate-700 dark:text-slate-300">
        <li>
          {terms.cabin} · {terms.bag}
        </li>
        <li>{terms.change}</li>
        <li>{terms.refund}</li>
      </ul>
      {fare.seatsRemaining <= 5 ? (
        <p className="text-xs font-medium text-amber-800 dark:text-amber-300">
          {t("flights.results.card.left", { count: fare.seatsRemaining })}
        </p>
      ) : null}
      <div className="mt-auto flex items-center justify-between gap-2 pt-1">
        <Link
          to={`/flights/fare-rules/${encodeURIComponent(fare.fareSourceCode)}`}
          className="inline-flex min-h-8 items-center text-xs text-brand-700 underline dark:text-brand-300"
        >
          {t("flights.results.card.rules")}
        </Link>
        {choose ? (
          <Button asChild size="sm">
            <Link
              to={choose(fare)}
              aria-label={t("flights.results.card.chooseLabel", { fare: fare.fareFamilyName, flights, price: pricedAs })}
            >
              {t("flights.results.card.choose")}
            </Link>
          </Button>
        ) : (
          <Form method="post">
            <input type="hidden" name="fareSourceCode" value={fare.fareSourceCode} />
            <Button
              type="submit"
              size="sm"
              disabled={busy}
              aria-label={t("flights.results.card.selectLabel", { fare: fare.fareFamilyName, flights, price: pricedAs })}
            >
              {t("flights.results.card.select")}
            </Button>
          </Form>
        )}
      </div>
    </li>
  );
}
