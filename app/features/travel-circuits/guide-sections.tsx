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
import type { Translate } from "../../../i18n/format.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { formatCheckedDate } from "../../lib/format.ts";

/**
 * The words of a guide page (the `pages.guide.` keys, i18n/<language>/pages.ts) and its language: the
 * guide's own text is written in English, so on a page in another language it is marked `lang="en"`.
 */
export type GuideWords = { t: Translate; locale: Locale };

/** `lang` for the guide's English text: nothing on an English page (it is the page's language). */
export function contentLang(locale: Locale): "en" | undefined {
  return locale === "en" ? undefined : "en";
}

/** Where a fee comes from and how old it is: the source's own date, and a check date only when there is one. */
function FeeSource({ fee, w }: { fee: GuideFee; w: GuideWords }) {
  const { t, locale } = w;
  const name = fee.sourceUrl ? (
    <a href={fee.sourceUrl} rel="noopener noreferrer" className="underline" lang={contentLang(locale)}>
      {fee.source}
    </a>
  ) : (
    <span lang={contentLang(locale)}>{fee.source}</span>
  );
  return (
    <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
      {fee.checked ? (
        <>
          {t("pages.guide.fees.checked")} <time dateTime={fee.checked}>{formatCheckedDate(fee.checked, locale)}</time> ·{" "}
        </>
      ) : null}
      {t("pages.guide.fees.source")} {name}
      {fee.sourceDate ? (
        <>
          {t("pages.guide.fees.dated")} <time dateTime={fee.sourceDate}>{formatCheckedDate(fee.sourceDate, locale)}</time>
        </>
      ) : fee.sourceUrl ? null : (
        t("pages.guide.fees.undated")
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

/** The page's contents list: each section's id and the key of its label (`pages.guide.toc.<key>`). */
export const SECTIONS = [
  { id: "overview", key: "overview" },
  { id: "highlights", key: "highlights" },
  { id: "getting-there", key: "gettingThere" },
  { id: "when-to-go", key: "whenToGo" },
  { id: "itinerary", key: "itinerary" },
  { id: "costs", key: "costs" },
  { id: "fees", key: "fees" },
  { id: "responsible", key: "responsible" },
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
export function highlightsMapProps(
  name: string,
  highlights: GuideContent["highlights"],
  t?: Translate,
): Parameters<typeof PhilippinesMap>[0] {
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
    title: t ? t("pages.guide.highlights.mapTitle", { name }) : `Map of ${name}'s highlights, numbered as in the list`,
    markers: highlights.map((h, i) => ({ id: `h${i}`, label: labels[i], lat: h.lat, lng: h.lng, kind: "highlight" as const })),
    fit: { padding: 0.5 },
    className: "h-auto w-full max-w-md rounded-xl bg-sky-50 dark:bg-slate-900",
  };
}

export function HighlightsSection({
  highlights,
  mapMarkup,
  w,
}: {
  highlights: GuideContent["highlights"];
  mapMarkup: string;
  w: GuideWords;
}) {
  return (
    <Section id="highlights" title={w.t("pages.guide.highlights.title")}>
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
              <div lang={contentLang(w.locale)}>
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
  w,
}: {
  access: GuideContent["access"];
  airports: { code: string; name: string; note: string }[];
  w: GuideWords;
}) {
  const { t } = w;
  const lang = contentLang(w.locale);
  return (
    <Section id="getting-there" title={t("pages.guide.gettingThere.title")}>
      <h3 className="font-semibold text-slate-900 dark:text-slate-100">{t("pages.guide.gettingThere.airports")}</h3>
      <ul className="space-y-2">
        {airports.map((a) => (
          <li key={a.code}>
            <span className="font-medium text-slate-900 dark:text-slate-100">
              {a.name} ({a.code})
            </span>
            : <span lang={lang}>{a.note}</span>
          </li>
        ))}
      </ul>
      <h3 className="font-semibold text-slate-900 dark:text-slate-100">{t("pages.guide.gettingThere.afterLanding")}</h3>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
        {access.legs.map((leg) => (
          <li key={`${leg.from}-${leg.to}-${leg.by}`} className="px-4 py-3">
            <p className="font-medium text-slate-900 dark:text-slate-100">
              <span lang={lang}>{leg.from}</span> <span aria-hidden="true">→</span>
              <span className="sr-only">{t("pages.guide.gettingThere.to")}</span> <span lang={lang}>{leg.to}</span>
            </p>
            <p className="text-sm" lang={lang}>
              {leg.by} · <span className="inline-block">{leg.time}</span>
            </p>
            {leg.note ? (
              <p className="text-xs text-slate-600 dark:text-slate-400" lang={lang}>
                {leg.note}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <ul className="list-disc space-y-1 pl-5" lang={lang}>
        {access.tips.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </Section>
  );
}

/** Where "When to go" sends a traveller before sailing. */
export const SEASON_LINKS = { signals: "/stay-informed/safety-security", forecast: "/stay-informed/weather" } as const;

export function SeasonsSection({ seasons, w }: { seasons: GuideContent["seasons"]; w: GuideWords }) {
  const { t } = w;
  const rows = [
    { term: t("pages.guide.seasons.best", { months: bestMonthsIn(seasons.bestMonths, w) }), text: seasons.best },
    { term: t("pages.guide.seasons.wet"), text: seasons.wet },
    { term: t("pages.guide.seasons.typhoons"), text: seasons.typhoon },
  ];
  return (
    <Section id="when-to-go" title={t("pages.guide.seasons.title")}>
      <dl className="grid gap-4 sm:grid-cols-3">
        {rows.map((r) => (
          <div key={r.term} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
            <dt className="font-semibold text-slate-900 dark:text-slate-100">{r.term}</dt>
            <dd className="mt-1 text-sm" lang={contentLang(w.locale)}>
              {r.text}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm">
        {t("pages.guide.seasons.check")}{" "}
        <Link to={SEASON_LINKS.signals} className="font-medium text-brand-700 underline dark:text-brand-300">
          {t("pages.guide.seasons.signals")}
        </Link>{" "}
        {t("pages.guide.seasons.andThe")}{" "}
        <Link to={SEASON_LINKS.forecast} className="font-medium text-brand-700 underline dark:text-brand-300">
          {t("pages.guide.seasons.forecast")}
        </Link>
        .
      </p>
    </Section>
  );
}

export function ItinerarySection({ days, w }: { days: GuideContent["days"]; w: GuideWords }) {
  const { t } = w;
  const lang = contentLang(w.locale);
  return (
    <Section id="itinerary" title={t("pages.guide.days.title", { days: days.length })}>
      <ol className="space-y-4">
        {days.map((day, i) => (
          <li key={day.title} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
            <h3 className="font-semibold text-slate-900 dark:text-slate-100">
              {t("pages.guide.days.day", { n: i + 1 })}: <span lang={lang}>{day.title}</span>
            </h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm" lang={lang}>
              {day.activities.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
            {day.base ? (
              <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t("pages.guide.days.night", { base: day.base })}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function CostsSection({ costs, w }: { costs: GuideCost[]; w: GuideWords }) {
  const { t } = w;
  const lang = contentLang(w.locale);
  return (
    <Section id="costs" title={t("pages.guide.costs.title")}>
      <p className="text-sm">{t("pages.guide.costs.intro")}</p>
      <ScrollRegion label={t("pages.guide.costs.region")}>
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">{t("pages.guide.costs.caption")}</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t("pages.guide.costs.what")}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t("pages.guide.costs.covers")}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t("pages.guide.costs.typically")}
              </th>
            </tr>
          </thead>
          <tbody>
            {costs.map((c) => (
              <tr key={c.item} className="border-b border-slate-100 align-top dark:border-slate-800">
                <th scope="row" className="py-2 pr-3 font-medium text-slate-900 dark:text-slate-100" lang={lang}>
                  {c.item}
                </th>
                <td className="py-2 pr-3" lang={lang}>
                  {c.covers}
                </td>
                <td className="whitespace-nowrap py-2 text-right tabular-nums">
                  {c.to ? formatRange(c.from, c.to) : t("pages.guide.costs.from", { price: formatRange(c.from) ?? "" })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Section>
  );
}

export function FeesSection({ fees, w }: { fees: GuideFee[]; w: GuideWords }) {
  const { t } = w;
  const lang = contentLang(w.locale);
  return (
    <Section id="fees" title={t("pages.guide.fees.title")}>
      <p className="text-sm">{t("pages.guide.fees.intro")}</p>
      <ul className="space-y-3">
        {fees.map((f) => {
          const price = formatRange(f.amount, f.upTo);
          return (
            <li key={f.name} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
              <h3 className="font-semibold text-slate-900 dark:text-slate-100">
                <span lang={lang}>{f.name}</span>
                {price ? <span className="ml-2 font-normal tabular-nums text-slate-700 dark:text-slate-300">{price}</span> : null}
              </h3>
              <p className="mt-1 text-sm" lang={lang}>
                {f.detail}
              </p>
              <FeeSource fee={f} w={w} />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function ResponsibleSection({ notes, w }: { notes: string[]; w: GuideWords }) {
  return (
    <Section id="responsible" title={w.t("pages.guide.responsible.title")}>
      <ul className="list-disc space-y-2 pl-5" lang={contentLang(w.locale)}>
        {notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </Section>
  );
}

const MONTH_ABBREVIATIONS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A guide's best months ("Nov–May", "All year") in the page's language: the months by the calendar's
 * own short names (formatCheckedDate's), "All year" from the catalogue.
 */
export function bestMonthsIn(months: string, { t, locale }: GuideWords): string {
  if (locale === "en") return months;
  if (months.trim().toLowerCase() === "all year") return t("pages.guide.seasons.allYear");
  return months.replace(/\b[A-Z][a-z]{2}\b/g, (m) => {
    const i = MONTH_ABBREVIATIONS.indexOf(m);
    return i < 0 ? m : formatCheckedDate(`2000-${String(i + 1).padStart(2, "0")}`, locale).split(" ")[0];
  });
}
