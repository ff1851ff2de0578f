import { Link } from "react-router";

const link = "inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium transition-colors";

/**
 * Where the flight and hotel search widgets go. Until those ship it says so plainly (no skeleton
 * that looks as if something were loading) and offers what already exists.
 */
export function SearchPlaceholder() {
  return (
    <section
      aria-labelledby="search-heading"
      className="rounded-2xl bg-white p-5 text-slate-900 shadow-xl sm:p-6 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id="search-heading" className="text-lg font-semibold">
          Search flights and hotels
        </h2>
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
          Opening soon
        </span>
      </div>
      <p className="mt-2 max-w-3xl text-sm text-slate-700 sm:text-base dark:text-slate-300">
        Booking is not open yet: we are connecting airlines and hotels now. When it opens you will search here, with prices in pesos that
        already include taxes, fees and the travel tax.
      </p>
      <ul className="mt-4 flex flex-wrap gap-2">
        <li>
          <Link
            to="/flights"
            className={`${link} bg-brand-900 text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-brand-950 dark:hover:bg-brand-200`}
          >
            Flights: what is coming
          </Link>
        </li>
        <li>
          <Link to="/hotels" className={`${link} border border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800`}>
            Hotels: what is coming
          </Link>
        </li>
        <li>
          <Link
            to="/travel-circuits"
            className={`${link} border border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800`}
          >
            Plan with the travel circuits
          </Link>
        </li>
      </ul>
    </section>
  );
}
