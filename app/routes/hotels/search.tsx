import { Link } from "react-router";
import type { Route } from "./+types/search";
import { HotelSearchForm } from "../../features/hotels/hotel-search-form.tsx";
import { defaultStay, resultsUrl } from "../../features/hotels/search-url.ts";
import { HotelWords, useHotelT } from "../../features/hotels/hotel-words.tsx";
import { titleMeta } from "../../lib/meta.ts";
import { localeOfMatches } from "../../lib/i18n.tsx";
import { createTranslator } from "../../../i18n/format.ts";
import { pageMessages } from "../../server/language.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  return titleMeta(t("hotels.search.meta.title"), t("hotels.search.meta.description"));
}

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageMessages(request, "hotels") };
}

const POPULAR = ["Boracay", "El Nido", "Bohol", "Cebu", "Siargao", "Coron", "Metro Manila", "Baguio"];

export default function HotelSearch({ loaderData }: Route.ComponentProps) {
  return (
    <HotelWords messages={loaderData.messages}>
      <SearchPage />
    </HotelWords>
  );
}

function SearchPage() {
  const t = useHotelT();
  const stay = defaultStay();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("hotels.search.heading")}</h1>
      <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">{t("hotels.search.lead")}</p>
      <section aria-labelledby="hotel-search-heading" className="mt-8 rounded-2xl bg-white p-5 shadow-lg sm:p-6 dark:bg-slate-900">
        <h2 id="hotel-search-heading" className="sr-only">
          {t("hotels.searchHotels")}
        </h2>
        <HotelSearchForm />
      </section>
      <section aria-labelledby="popular-heading" className="mt-10">
        <h2 id="popular-heading" className="text-xl font-semibold">
          {t("hotels.search.popular")}
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {POPULAR.map((city) => (
            <li key={city}>
              <Link
                to={resultsUrl({
                  searchType: "destination",
                  destination: `${city}, Philippines`,
                  ...stay,
                  rooms: 1,
                  adults: 2,
                  children: 0,
                })}
                className="flex min-h-11 items-center rounded-lg border border-slate-200 px-4 py-3 font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
              >
                {city}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
