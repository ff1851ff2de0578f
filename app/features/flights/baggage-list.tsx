/** Each traveller's baggage per leg on the trip page: the fare's allowance plus what they bought. */
export type BaggageLeg = { from: string; to: string; travellers: { name: string; text: string }[] };

export function BaggageList({ legs, className }: { legs: BaggageLeg[]; className?: string }) {
  return (
    <section aria-labelledby="baggage-heading" className={className}>
      <h2 id="baggage-heading" className="text-lg font-semibold">
        Baggage
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">What the fare includes, plus the bags you bought.</p>
      <div className="mt-3 space-y-3">
        {legs.map((leg, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: legs keep their order; a route can repeat.
          <section key={i} aria-label={`Baggage ${leg.from} → ${leg.to}`}>
            <h3 className="text-sm font-semibold">
              {leg.from} → {leg.to}
            </h3>
            <ul className="mt-1 space-y-0.5 text-sm">
              {leg.travellers.map((t) => (
                <li key={t.name}>
                  <span className="font-medium">{t.name}</span>: {t.text}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
