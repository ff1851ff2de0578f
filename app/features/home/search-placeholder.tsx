import { Link } from "react-router";

/**
 * Where the flight and hotel search widgets go. Until those ship, it shows their shape and links
 * to the areas.
 */
export function SearchPlaceholder() {
  return (
    <div className="rounded-2xl bg-white p-4 text-slate-900 shadow-xl sm:p-6 dark:bg-slate-900 dark:text-slate-100">
      <div className="flex gap-2" role="list" aria-label="Search">
        <Link role="listitem" to="/flights" className="rounded-full bg-brand-900 px-4 py-2 text-sm font-medium text-white dark:bg-brand-300 dark:text-brand-950">
          Flights
        </Link>
        <Link role="listitem" to="/hotels" className="rounded-full border border-slate-300 px-4 py-2 text-sm font-medium dark:border-slate-600">
          Hotels
        </Link>
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-4" aria-hidden="true">
        {["From", "To", "Dates", "Travellers"].map((label) => (
          <div key={label} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <div className="text-xs text-slate-500 dark:text-slate-400">{label}</div>
            <div className="mt-2 h-4 w-3/4 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
          </div>
        ))}
      </div>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">Flight and hotel search open soon.</p>
    </div>
  );
}
