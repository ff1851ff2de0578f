/** Small pieces of the transportation page (browser-safe: no network data here), in the page's language. */
import type { Source } from "../../../contracts/transport.ts";
import type { Translate } from "../../../i18n/format.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { formatCheckedDate } from "../../lib/format.ts";

export { formatMinutes, MODE_LABELS } from "../../../contracts/transport.ts";

/** Why a leg is approximate, as the planner and the tables say it. */
export type ApproximateReason = "estimate" | "old-sources" | "undated-sources";

/** "5 h 40 min", "45 min" in the page's language ("5 oras 40 min"). */
export function minutesText(t: Translate, minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return t("info.transport.minutes", { m });
  return m === 0 ? t("info.transport.hours", { h }) : t("info.transport.hoursMinutes", { h, m });
}

/** A typical time, with the reported range, and "approximate" when no recent source confirms it. */
export function TimeCell({
  t,
  minutes,
  range,
  approximate,
}: {
  t: Translate;
  minutes: number;
  range?: readonly [number, number];
  approximate: boolean;
}) {
  return (
    <span>
      {minutesText(t, minutes)}
      {range && (range[0] !== minutes || range[1] !== minutes) ? (
        <span className="text-slate-600 dark:text-slate-400">
          {" "}
          ({range[0] === range[1] ? minutesText(t, range[0]) : `${minutesText(t, range[0])}–${minutesText(t, range[1])}`})
        </span>
      ) : null}
      {approximate ? (
        <span className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {t("info.transport.approximate")}
        </span>
      ) : null}
    </span>
  );
}

/** Why a time is approximate, in words ("Approximate: our newest source is from Nov 2018."). */
export function approximateText(
  t: Translate,
  locale: Locale,
  reason: ApproximateReason | undefined,
  newestSource: string | undefined,
): string | null {
  if (reason === "estimate") return t("info.transport.approx.estimate");
  if (reason === "old-sources" && newestSource) return t("info.transport.approx.old", { date: formatCheckedDate(newestSource, locale) });
  if (reason === "undated-sources") return t("info.transport.approx.undated");
  return null;
}

/** Where a fact comes from, each source with its own date (or "undated"): never the day we read it. */
export function SourceList({ t, locale, sources }: { t: Translate; locale: Locale; sources: readonly Source[] }) {
  return (
    <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
      {t("info.transport.sources")}{" "}
      {sources.map((s, i) => (
        <span key={s.name}>
          {i > 0 ? "; " : ""}
          {/* A source's title is its own (English) words. */}
          {s.url ? (
            <a href={s.url} rel="noopener noreferrer" className="underline" lang="en">
              {s.name}
            </a>
          ) : (
            <span lang="en">{s.name}</span>
          )}
          {s.published ? (
            <>
              {" ("}
              <time dateTime={s.published}>{formatCheckedDate(s.published, locale)}</time>)
            </>
          ) : s.url ? (
            ` ${t("info.transport.undated")}`
          ) : null}
        </span>
      ))}
      .
    </p>
  );
}
