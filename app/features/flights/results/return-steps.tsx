/**
 * A return trip's results page above the flights: which of its two steps this is (flight out, flight
 * back) and, on the second, the outbound chosen with its fare terms and a link to change it.
 */
import { Link } from "react-router";
import type { FlightSearchQuery } from "../../../../contracts/flights.ts";
import { cn } from "../../../lib/utils.ts";
import { localDate } from "../format.ts";
import { useFlightWords } from "../words.tsx";
import { useI18n } from "../../../lib/i18n.tsx";
import { fareTermLines, type LegView, LegSummary } from "../itinerary.tsx";
import type { FareOption } from "./departure-card.tsx";
import { EMPTY_STATE, pageHref } from "./page-links.ts";

/** A return trip's two steps: which one this is, and the outbound chosen (with a way back to change it). */
export function ReturnSteps({
  step,
  query,
  outbound,
  airlineNames,
}: {
  step: "flights" | "outbound" | "return";
  query: FlightSearchQuery;
  outbound: { legs: LegView[]; fare: FareOption } | null;
  airlineNames: Record<string, string>;
}) {
  const t = useFlightWords();
  const { locale } = useI18n();
  const [out, back] = query.search.legs;
  const steps = [
    {
      key: "outbound",
      label: t("flights.results.steps.out", { from: out.origin, to: out.destination, date: localDate(out.date, locale) }),
    },
    {
      key: "return",
      label: t("flights.results.steps.back", { from: back.origin, to: back.destination, date: localDate(back.date, locale) }),
    },
  ];
  return (
    <div className="mt-6 space-y-3">
      <ol aria-label={t("flights.results.steps.label")} className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {steps.map((s, i) => (
          <li
            key={s.key}
            aria-current={s.key === step ? "step" : undefined}
            className={cn(s.key === step ? "font-semibold text-slate-900 dark:text-white" : "text-slate-600 dark:text-slate-400")}
          >
            {i + 1}. {s.label}
          </li>
        ))}
      </ol>
      {step === "return" && outbound ? (
        <section
          aria-labelledby="chosen-outbound"
          className="rounded-xl border border-brand-200 bg-brand-50 p-4 dark:border-brand-800 dark:bg-brand-950"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="chosen-outbound" className="font-semibold">
              {t("flights.results.steps.yourOut")} · {outbound.fare.fareFamilyName}
            </h2>
            <Link
              to={pageHref(query, EMPTY_STATE)}
              className="inline-flex min-h-9 items-center text-sm font-medium text-brand-700 underline dark:text-brand-300"
            >
              {t("flights.results.steps.changeOut")}
            </Link>
          </div>
          <div className="mt-2">
            <LegSummary leg={outbound.legs[0]} airlines={airlineNames} />
          </div>
          <p className="mt-2 text-xs text-slate-700 dark:text-slate-300">
            {fareTermLines(outbound.fare, t).bag} · {fareTermLines(outbound.fare, t).change} · {fareTermLines(outbound.fare, t).refund}.{" "}
            {t("flights.results.steps.sameFare")}
          </p>
        </section>
      ) : null}
    </div>
  );
}
