/** The results' sort order as links (cheapest, fastest, best, earliest, latest), the current one marked. */
import { Link } from "react-router";
import { FLIGHT_SORTS, type FlightSearchQuery, type FlightSort } from "../../../../contracts/flights.ts";
import { cn } from "../../../lib/utils.ts";
import { useFlightWords } from "../words.tsx";
import { type PageState, pageHref } from "./page-links.ts";

export function SortLinks({ query, state }: { query: FlightSearchQuery; state: PageState }) {
  const t = useFlightWords();
  return (
    <nav aria-label={t("flights.results.sort.label")} className="-mx-4 w-[calc(100%+2rem)] overflow-x-auto px-4 sm:mx-0 sm:w-auto sm:px-0">
      <ul className="flex gap-1 text-sm sm:flex-wrap">
        {FLIGHT_SORTS.map((sort) => {
          const current = query.sort === sort;
          return (
            <li key={sort}>
              <Link
                to={pageHref(query, state, { sort })}
                preventScrollReset
                aria-current={current ? "true" : undefined}
                className={cn(
                  "inline-flex min-h-9 items-center rounded-full border px-3",
                  current
                    ? "border-brand-800 bg-brand-900 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-brand-950"
                    : "border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800",
                )}
              >
                {t(`flights.results.sort.${sort satisfies FlightSort}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
