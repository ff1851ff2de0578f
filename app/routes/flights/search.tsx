import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/search";
import { addDays, flightSearchParams, manilaToday } from "../../../contracts/flights.ts";
import { loadFlightState } from "../../features/flights/flight-state.ts";
import { FlightSearchForm } from "../../features/flights/search-form.tsx";
import { searchFormValues } from "../../features/flights/search-values.ts";
import { titleMeta } from "../../lib/meta.ts";
import { localeOfMatches } from "../../lib/i18n.tsx";
import { createTranslator } from "../../../i18n/format.ts";
import { FlightWords, useFlightWords } from "../../features/flights/words.tsx";
import { flightWords } from "../../server/flight-words.server.ts";
import { airportList } from "../../server/flights.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  if (!loaderData) return titleMeta("Flights");
  return titleMeta(t("flights.search.meta.title"), t("flights.search.meta.description"));
}

/** Routes people often fly, for one-tap searches a few weeks out. */
const POPULAR: { origin: string; destination: string; from: string; to: string; for?: string }[] = [
  { origin: "MNL", destination: "CEB", from: "Manila", to: "Cebu" },
  { origin: "MNL", destination: "MPH", from: "Manila", to: "Caticlan", for: "Boracay" },
  { origin: "MNL", destination: "PPS", from: "Manila", to: "Puerto Princesa" },
  { origin: "MNL", destination: "TAG", from: "Manila", to: "Bohol–Panglao" },
  { origin: "CEB", destination: "IAO", from: "Cebu", to: "Siargao" },
  { origin: "MNL", destination: "USU", from: "Manila", to: "Busuanga", for: "Coron" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const today = manilaToday();
  const url = new URL(request.url);
  const popularDate = addDays(today, 21);
  return {
    messages: flightWords(request, "search"),
    airports: (await airportList(context)).map(({ code, city, name, country }) => ({ code, city, name, country })),
    today,
    lastDate: addDays(today, 360),
    values: searchFormValues(url.searchParams),
    popular: POPULAR.map((p) => ({
      ...p,
      href: `/flights/results?${flightSearchParams({
        search: {
          tripType: "oneway",
          legs: [{ origin: p.origin, destination: p.destination, date: popularDate }],
          passengers: { adults: 1, children: 0, infants: 0 },
          cabin: "economy",
        },
      }).toString()}`,
    })),
  };
}

export default function FlightSearch({ loaderData }: Route.ComponentProps) {
  return (
    <FlightWords messages={loaderData.messages}>
      <SearchPage loaderData={loaderData} />
    </FlightWords>
  );
}

function SearchPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const t = useFlightWords();
  // Spec §4: the last search of this tab, restored after a reload or a return to this page.
  const [last, setLast] = useState<string | null>(null);
  useEffect(() => setLast(loadFlightState().flightQueryUrl ?? null), []);
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-700 text-white dark:from-brand-950 dark:to-slate-900">
        <div className="mx-auto max-w-7xl px-4 pb-10 pt-8 sm:px-6 lg:pt-12">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("flights.search.heading")}</h1>
          <p className="mt-2 max-w-2xl text-brand-100">{t("flights.search.lead")}</p>
          {last ? (
            <p className="mt-4 text-sm">
              <Link to={last} className="font-medium text-white underline">
                {t("flights.search.continueLast")}
              </Link>
            </p>
          ) : null}
          <div className="mt-6 rounded-2xl bg-white p-5 text-slate-900 shadow-xl sm:p-6 dark:bg-slate-900 dark:text-slate-100">
            <FlightSearchForm
              airports={loaderData.airports}
              today={loaderData.today}
              lastDate={loaderData.lastDate}
              values={loaderData.values}
            />
          </div>
        </div>
      </section>
      <section aria-labelledby="popular-heading" className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h2 id="popular-heading" className="text-xl font-bold tracking-tight">
          {t("flights.search.popular.heading")}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.popular.map((p) => (
            <li key={p.href}>
              <Link to={p.href} className="block rounded-xl border border-slate-200 p-4 hover:shadow-md dark:border-slate-800">
                <span className="block font-semibold">
                  {p.origin} → {p.destination}
                </span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">
                  {p.for
                    ? t("flights.search.popular.routeFor", { from: p.from, to: p.to, place: p.for })
                    : t("flights.search.popular.route", { from: p.from, to: p.to })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <h2 className="mt-10 text-xl font-bold tracking-tight">{t("flights.search.good.heading")}</h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700 dark:text-slate-300">
          <li>{t("flights.search.good.etravel")}</li>
          <li>{t("flights.search.good.travelTax")}</li>
          <li>
            {t("flights.search.good.booked")}{" "}
            <Link to="/flights/manage" className="text-brand-700 underline dark:text-brand-300">
              {t("flights.search.findTrip")}
            </Link>{" "}
            {t("flights.search.good.bookedAfter")}
          </li>
        </ul>
      </section>
    </>
  );
}
