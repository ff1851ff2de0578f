/** Each traveller's baggage per leg on the trip page: the fare's allowance plus what they bought. */
import { useEnglishMark, useFlightWords } from "./words.tsx";

export type BaggageLeg = { from: string; to: string; travellers: { name: string; text: string }[] };

/** The baggage lines are worded in English by the services (core/flights/checkout/traveller-baggage.ts): marked so. */
export function BaggageList({ legs, className }: { legs: BaggageLeg[]; className?: string }) {
  const t = useFlightWords();
  const english = useEnglishMark();
  return (
    <section aria-labelledby="baggage-heading" className={className}>
      <h2 id="baggage-heading" className="text-lg font-semibold">
        {t("flights.trip.baggage.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("flights.trip.baggage.lead")}</p>
      <div className="mt-3 space-y-3">
        {legs.map((leg, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: legs keep their order; a route can repeat.
          <section key={i} aria-label={t("flights.trip.baggage.leg", { from: leg.from, to: leg.to })}>
            <h3 className="text-sm font-semibold">
              {leg.from} → {leg.to}
            </h3>
            <ul className="mt-1 space-y-0.5 text-sm">
              {leg.travellers.map((traveller) => (
                <li key={traveller.name}>
                  <span className="font-medium">{traveller.name}</span>: <span lang={english}>{traveller.text}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
