import { Link } from "react-router";
import { FlightSearchForm, type AirportOption } from "../flights/search-form.tsx";
import { Button } from "../../components/ui/button.tsx";
import { inputClass, Label } from "../../components/ui/input.tsx";
import { cn } from "../../lib/utils.ts";
import type { CompiledMessages } from "../../../i18n/format.ts";
import { FlightWords, useFlightWords } from "../flights/words.tsx";
import { useI18n } from "../../lib/i18n.tsx";

/** The home page's search: flights (the same form as /flights), then hotels (the /hotels form, compact). */
export function HomeSearch({
  airports,
  today,
  lastDate,
  words,
}: {
  airports: readonly AirportOption[];
  today: string;
  lastDate: string;
  /** The form's words (`flightWords(request, "search")`), sent by the home page's loader. */
  words: CompiledMessages;
}) {
  return (
    <FlightWords messages={words}>
      <HomeSearchBody airports={airports} today={today} lastDate={lastDate} />
    </FlightWords>
  );
}

function HomeSearchBody({ airports, today, lastDate }: { airports: readonly AirportOption[]; today: string; lastDate: string }) {
  const t = useFlightWords();
  return (
    <section
      aria-labelledby="search-heading"
      className="rounded-2xl bg-white p-5 text-slate-900 shadow-xl sm:p-6 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="search-heading" className="text-lg font-semibold">
          {t("flights.search.form.submit")}
        </h2>
        <p className="text-sm">
          <Link to="/flights/manage" className="text-brand-700 underline dark:text-brand-300">
            {t("flights.search.findTrip")}
          </Link>
        </p>
      </div>
      <FlightSearchForm className="mt-4" airports={airports} today={today} lastDate={lastDate} />
      <div className="mt-6 border-t border-slate-200 pt-5 dark:border-slate-700">
        <h2 className="text-lg font-semibold">{t("flights.search.home.hotel.heading")}</h2>
        <HotelQuickSearch today={today} lastDate={lastDate} />
      </div>
    </section>
  );
}

/**
 * A destination search for hotels in four fields: the same GET as the /hotels form's destination
 * search (its page has the code and "near a place" searches), kept small on the busiest page.
 */
function HotelQuickSearch({ today, lastDate }: { today: string; lastDate: string }) {
  const t = useFlightWords();
  const { localize } = useI18n();
  const field = cn(inputClass, "mt-1");
  return (
    <form
      method="get"
      action={localize("/hotels/results")}
      className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <input type="hidden" name="searchType" value="destination" />
      <input type="hidden" name="rooms" value="1" />
      <div>
        <Label htmlFor="home-hotel-destination">{t("flights.search.home.hotel.destination")}</Label>
        <input
          id="home-hotel-destination"
          name="destination"
          required
          maxLength={100}
          placeholder="Boracay, Cebu City, El Nido…"
          className={field}
        />
      </div>
      <div>
        <Label htmlFor="home-hotel-in">{t("flights.search.home.hotel.checkIn")}</Label>
        <input id="home-hotel-in" name="checkInDate" type="date" required min={today} max={lastDate} className={field} />
      </div>
      <div>
        <Label htmlFor="home-hotel-out">{t("flights.search.home.hotel.checkOut")}</Label>
        <input id="home-hotel-out" name="checkOutDate" type="date" required min={today} max={lastDate} className={field} />
      </div>
      <div>
        <Label htmlFor="home-hotel-adults">{t("flights.search.home.hotel.adults")}</Label>
        <select id="home-hotel-adults" name="adults" defaultValue="2" className={cn(field, "appearance-auto pr-8")}>
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" className="h-10">
        {t("flights.search.home.hotel.submit")}
      </Button>
    </form>
  );
}
