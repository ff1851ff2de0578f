import { Link } from "react-router";
import { FlightSearchForm, type AirportOption } from "../flights/search-form.tsx";
import { HotelSearchForm } from "../hotels/hotel-search-form.tsx";

/** The home page's search: flights (the same form as /flights), then hotels (the /hotels form, compact). */
export function HomeSearch({ airports, today, lastDate }: { airports: readonly AirportOption[]; today: string; lastDate: string }) {
  return (
    <section
      aria-labelledby="search-heading"
      className="rounded-2xl bg-white p-5 text-slate-900 shadow-xl sm:p-6 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="search-heading" className="text-lg font-semibold">
          Search flights
        </h2>
        <p className="text-sm">
          <Link to="/flights/manage" className="text-brand-700 underline dark:text-brand-300">
            Find your trip
          </Link>
        </p>
      </div>
      <FlightSearchForm className="mt-4" airports={airports} today={today} lastDate={lastDate} />
      <div className="mt-6 border-t border-slate-200 pt-5 dark:border-slate-700">
        <h2 className="text-lg font-semibold">Find a hotel</h2>
        <HotelSearchForm compact className="mt-3" />
      </div>
    </section>
  );
}
