/**
 * The parts of a guide page, rendered from loader data (server-rendered, no client behaviour). Each
 * section has an id for the page's contents list and a heading that names it.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { haversineKm } from "../../../contracts/geo.ts";
import { formatMoney, type Money } from "../../../contracts/money.ts";
import type { GuideContent, GuideCost, GuideFee } from "../../../contracts/travel-guides.ts";
import type { PhilippinesMap } from "../../components/map/philippines-map.tsx";
import { ScrollRegion } from "../../components/ui/scroll-region.tsx";
import { formatCheckedDate } from "../../lib/format.ts";

/** Where a fee comes from and how old it is: the source's own date, and a check date only when there is one. */
function FeeSource({ fee }: { fee: GuideFee }) {
  const name = fee.sourceUrl ? (
    <a href={fee.sourceUrl} rel="noopener noreferrer" className="underline">
      {fee.source}
    </a>
  ) : (
    fee.source
  );
  return (
    <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
      {fee.checked ? (
        <>
          Checked <time dateTime={fee.checked}>{formatCheckedDate(fee.checked)}</time> ·{" "}
        </>
      ) : null}
      Source: {name}
      {fee.sourceDate ? (
        <>
          , dated <time dateTime={fee.sourceDate}>{formatCheckedDate(fee.sourceDate)}</time>
        </>
      ) : fee.sourceUrl ? null : (
        " (undated)"
      )}
    </p>
  );
}

/** "₱300" or "₱1,500–₱3,000" or "from ₱800". */
export function formatRange(from: Money | undefined, to?: Money): string | null {
  if (!from) return null;
  const a = formatMoney(from, { compact: true });
  return to ? `${a}–${formatMoney(to, { compact: true })}` : a;
}

export const SECTIONS = [
  { id: "overview", label: "Overview" },
  { id: "highlights", label: "Highlights" },
  { id: "getting-there", label: "How to get there" },
  { id: "when-to-go", label: "When to go" },
  { id: "itinerary", label: "Suggested days" },
  { id: "costs", label: "Rough costs" },
  { id: "fees", label: "Fees and permits" },
  { id: "responsible", label: "Travel responsibly" },
] as const;

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-20 border-t border-slate-200 pt-8 dark:border-slate-800">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-slate-700 dark:text-slate-300">{children}</div>
    </section>
  );
}

/**
 * The highlights map's props (rendered to markup on the server: static-map.server.tsx). Dots closer
 * than a sixteenth of the map's span share one label ("1–3", "4, 5"), so numbers never print over each
 * other; the map shows about 55 km of context on each side.
 */
export function highlightsMapProps(name: string, highlights: GuideContent["highlights"]): Parameters<typeof PhilippinesMap>[0] {
  const spreadKm = Math.max(...highlights.flatMap((a) => highlights.map((b) => haversineKm(a, b))));
  const nearKm = (spreadKm + 110) / 16;
  const labels = highlights.map(() => "");
  const taken = new Set<number>();
  highlights.forEach((h, i) => {
    if (taken.has(i)) return;
    const group = highlights.flatMap((o, j) => (!taken.has(j) && haversineKm(h, o) < nearKm ? [j] : []));
    for (const j of group) taken.add(j);
    const run = group.length > 2 && group.at(-1)! - group[0] === group.length - 1;
    labels[i] = run ? `${group[0] + 1}–${group.at(-1)! + 1}` : group.map((j) => j + 1).join(", ");
  });
  return {
    title: `Map of ${name}'s highlights, numbered as in the list`,
    markers: highlights.map((h, i) => ({ id: `h${i}`, label: labels[i], lat: h.lat, lng: h.lng, kind: "highlight" as const })),
    fit: { padding: 0.5 },
    className: "h-auto w-full max-w-md rounded-xl bg-sky-50 dark:bg-slate-900",
  };
}

export function HighlightsSection({ highlights, mapMarkup }: { highlights: GuideContent["highlights"]; mapMarkup: string }) {
  return (
    <Section id="highlights" title="Highlights">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {/* Server-rendered map markup (no map code in the browser bundle). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: React rendered it on the server from our own data (static-map.server.tsx). */}
        <div dangerouslySetInnerHTML={{ __html: mapMarkup }} />
        <ol className="space-y-3">
          {highlights.map((h, i) => (
            <li key={h.name} className="flex gap-3">
              <span
                aria-hidden="true"
                className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-xs font-semibold text-white dark:bg-emerald-300 dark:text-emerald-950"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900 dark:text-slate-100">{h.name}</h3>
                <p className="text-sm">{h.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}

export function GettingThereSection({
  access,
  airports,
}: {
  access: GuideContent["access"];
  airports: { code: string; name: string; note: string }[];
}) {
  return (
    <Section id="getting-there" title="Getting there">
      <h3 className="font-semibold text-slate-900 dark:text-slate-100">Airports</h3>
      <ul className="space-y-2">
        {airports.map((a) => (
          <li key={a.code}>
            <span className="font-medium text-slate-900 dark:text-slate-100">
              {a.name} ({a.code})
            </span>
            : {a.note}
          </li>
        ))}
      </ul>
      <h3 className="font-semibold text-slate-900 dark:text-slate-100">After landing, and by land or sea</h3>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
        {access.legs.map((leg) => (
          <li key={`${leg.from}-${leg.to}-${leg.by}`} className="px-4 py-3">
            <p className="font-medium text-slate-900 dark:text-slate-100">
              {leg.from} <span aria-hidden="true">→</span>
              <span className="sr-only">to</span> {leg.to}
            </p>
            <p className="text-sm">
              {leg.by} · <span className="inline-block">{leg.time}</span>
            </p>
            {leg.note ? <p className="text-xs text-slate-600 dark:text-slate-400">{leg.note}</p> : null}
          </li>
        ))}
      </ul>
      <ul className="list-disc space-y-1 pl-5">
        {access.tips.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </Section>
  );
}

/** Where "When to go" sends a traveller before sailing. */
export const SEASON_LINKS = { signals: "/stay-informed/safety-security", forecast: "/stay-informed/weather" } as const;

export function SeasonsSection({ seasons }: { seasons: GuideContent["seasons"] }) {
  const rows = [
    { term: `Best months: ${seasons.bestMonths}`, text: seasons.best },
    { term: "Wet season", text: seasons.wet },
    { term: "Typhoons", text: seasons.typhoon },
  ];
  return (
    <Section id="when-to-go" title="When to go">
      <dl className="grid gap-4 sm:grid-cols-3">
        {rows.map((r) => (
          <div key={r.term} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
            <dt className="font-semibold text-slate-900 dark:text-slate-100">{r.term}</dt>
            <dd className="mt-1 text-sm">{r.text}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm">
        Before you go, check the{" "}
        <Link to={SEASON_LINKS.signals} className="font-medium text-brand-700 underline dark:text-brand-300">
          typhoon signals
        </Link>{" "}
        and the{" "}
        <Link to={SEASON_LINKS.forecast} className="font-medium text-brand-700 underline dark:text-brand-300">
          forecast
        </Link>
        .
      </p>
    </Section>
  );
}

export function ItinerarySection({ days }: { days: GuideContent["days"] }) {
  return (
    <Section id="itinerary" title={`Suggested ${days.length} days`}>
      <ol className="space-y-4">
        {days.map((day, i) => (
          <li key={day.title} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
            <h3 className="font-semibold text-slate-900 dark:text-slate-100">
              Day {i + 1}: {day.title}
            </h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {day.activities.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
            {day.base ? <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">Night in {day.base}</p> : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function CostsSection({ costs }: { costs: GuideCost[] }) {
  return (
    <Section id="costs" title="Rough costs">
      <p className="text-sm">Typical prices in pesos, to plan a budget; they move with the season and the exchange rate.</p>
      <ScrollRegion label="Rough costs table">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">Rough costs in Philippine pesos</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-2 pr-3 font-semibold">
                What
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Covers
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Typically
              </th>
            </tr>
          </thead>
          <tbody>
            {costs.map((c) => (
              <tr key={c.item} className="border-b border-slate-100 align-top dark:border-slate-800">
                <th scope="row" className="py-2 pr-3 font-medium text-slate-900 dark:text-slate-100">
                  {c.item}
                </th>
                <td className="py-2 pr-3">{c.covers}</td>
                <td className="whitespace-nowrap py-2 text-right tabular-nums">
                  {c.to ? formatRange(c.from, c.to) : `from ${formatRange(c.from)}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Section>
  );
}

export function FeesSection({ fees }: { fees: GuideFee[] }) {
  return (
    <Section id="fees" title="Fees and permits">
      <p className="text-sm">
        Local fees change often and are usually paid in cash. Each shows its source and that source's date: an old date means the fee may
        have gone up since.
      </p>
      <ul className="space-y-3">
        {fees.map((f) => {
          const price = formatRange(f.amount, f.upTo);
          return (
            <li key={f.name} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
              <h3 className="font-semibold text-slate-900 dark:text-slate-100">
                {f.name}
                {price ? <span className="ml-2 font-normal tabular-nums text-slate-700 dark:text-slate-300">{price}</span> : null}
              </h3>
              <p className="mt-1 text-sm">{f.detail}</p>
              <FeeSource fee={f} />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function ResponsibleSection({ notes }: { notes: string[] }) {
  return (
    <Section id="responsible" title="Travel responsibly">
      <ul className="list-disc space-y-2 pl-5">
        {notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </Section>
  );
}
