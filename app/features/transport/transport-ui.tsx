/** Small pieces of the transportation page (browser-safe: no network data here). */
import { formatMinutes, type Source } from "../../../contracts/transport.ts";
import { formatCheckedDate } from "../../lib/format.ts";

export { formatMinutes, MODE_LABELS } from "../../../contracts/transport.ts";

/** Why a leg is approximate, as the planner and the tables say it. */
export type ApproximateReason = "estimate" | "old-sources" | "undated-sources";

/** A typical time, with the reported range, and "approximate" when no recent source confirms it. */
export function TimeCell({ minutes, range, approximate }: { minutes: number; range?: readonly [number, number]; approximate: boolean }) {
  return (
    <span>
      {formatMinutes(minutes)}
      {range && (range[0] !== minutes || range[1] !== minutes) ? (
        <span className="text-slate-600 dark:text-slate-400">
          {" "}
          ({range[0] === range[1] ? formatMinutes(range[0]) : `${formatMinutes(range[0])}–${formatMinutes(range[1])}`})
        </span>
      ) : null}
      {approximate ? (
        <span className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          approximate
        </span>
      ) : null}
    </span>
  );
}

/** Why a time is approximate, in words ("Approximate: our newest source is from Nov 2018."). */
export function approximateText(reason: ApproximateReason | undefined, newestSource: string | undefined): string | null {
  if (reason === "estimate") return "Approximate: no source confirms this time; it is our estimate.";
  if (reason === "old-sources" && newestSource)
    return `Approximate: our newest source is from ${formatCheckedDate(newestSource)}, more than three years ago.`;
  if (reason === "undated-sources") return "Approximate: our sources show no date, so we cannot tell how current they are.";
  return null;
}

/** Where a fact comes from, each source with its own date (or "undated"): never the day we read it. */
export function SourceList({ sources }: { sources: readonly Source[] }) {
  return (
    <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
      Sources:{" "}
      {sources.map((s, i) => (
        <span key={s.name}>
          {i > 0 ? "; " : ""}
          {s.url ? (
            <a href={s.url} rel="noopener noreferrer" className="underline">
              {s.name}
            </a>
          ) : (
            s.name
          )}
          {s.published ? (
            <>
              {" ("}
              <time dateTime={s.published}>{formatCheckedDate(s.published)}</time>)
            </>
          ) : s.url ? (
            " (undated)"
          ) : null}
        </span>
      ))}
      .
    </p>
  );
}
