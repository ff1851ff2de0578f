/** Small pieces of the transportation page (browser-safe: no network data here). */
import { formatMinutes, type Source } from "../../../contracts/transport.ts";
import { formatCheckedDate } from "../../lib/format.ts";

export { formatMinutes, MODE_LABELS } from "../../../contracts/transport.ts";

/** A typical time, with the reported range, and "approximate" when no source confirms it. */
export function TimeCell({ minutes, range, verified }: { minutes: number; range?: readonly [number, number]; verified: boolean }) {
  return (
    <span>
      {formatMinutes(minutes)}
      {range && (range[0] !== minutes || range[1] !== minutes) ? (
        <span className="text-slate-600 dark:text-slate-400">
          {" "}
          ({range[0] === range[1] ? formatMinutes(range[0]) : `${formatMinutes(range[0])}–${formatMinutes(range[1])}`})
        </span>
      ) : null}
      {verified ? null : (
        <span className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          approximate
        </span>
      )}
    </span>
  );
}

/** Where a fact comes from, and when we checked. */
export function SourceList({ sources, checked }: { sources: readonly Source[]; checked: string }) {
  return (
    <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
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
          ) : null}
        </span>
      ))}
      . Checked <time dateTime={checked}>{formatCheckedDate(checked)}</time>.
    </p>
  );
}
