import { Link } from "react-router";
import type { Route } from "./+types/home";
import { titleMeta } from "../lib/meta.ts";
import { addDays, manilaToday } from "../../contracts/flights.ts";
import { HomeSearch } from "../features/home/home-search.tsx";
import { services } from "../lib/session.server.ts";
import { CIRCUITS } from "../features/travel-circuits/circuits.ts";

export function meta({}: Route.MetaArgs) {
  return titleMeta("Home", "Book flights and hotels around the Philippines, with tides, typhoon signals and travel-tax guidance built in.");
}

export function loader({ context }: Route.LoaderArgs) {
  const today = manilaToday();
  return {
    // Cities and codes only: the home page is the most visited, and full airport names add ~5 KB.
    airports: services(context)
      .flights.airports()
      .map(({ code, city, country }) => ({ code, city, name: "", country })),
    today,
    lastDate: addDays(today, 360),
  };
}

/** The six circuits on the home page; each links to its page (a guide placeholder for now). */
const DESTINATIONS = CIRCUITS.slice(0, 6);

const PROMISES = [
  {
    title: "The whole price, first",
    body: "Fares and rates shown in pesos with taxes and fees included, and the travel tax spelt out where it applies — no surprise at payment.",
  },
  {
    title: "Local knowledge built in",
    body: "Tide tables for island hopping, PAGASA typhoon signals and ferry suspensions next to your trip.",
  },
  {
    title: "Honest self-service",
    body: "Change, refund or cancel from your dashboard and see what it costs before you confirm.",
  },
] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-700 text-white dark:from-brand-950 dark:to-slate-900">
        <div className="mx-auto max-w-7xl px-4 pb-16 pt-12 sm:px-6 lg:pt-20">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">Travel the Philippines, one island at a time</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            Flights, hotels and the local know-how to plan them: tides, typhoon signals, ferries and fees.
          </p>
          <div className="mt-8">
            <HomeSearch airports={loaderData.airports} today={loaderData.today} lastDate={loaderData.lastDate} />
          </div>
        </div>
      </section>

      <section aria-labelledby="why-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="why-heading" className="text-2xl font-bold tracking-tight">
          Why travel with Lakbay
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {PROMISES.map((p) => (
            <li key={p.title} className="rounded-xl border border-slate-200 p-6 dark:border-slate-800">
              <h3 className="font-semibold">{p.title}</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{p.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="dest-heading" className="mx-auto max-w-7xl px-4 pb-4 sm:px-6">
        <div className="flex items-end justify-between gap-4">
          <h2 id="dest-heading" className="text-2xl font-bold tracking-tight">
            Travel circuits
          </h2>
          <Link to="/travel-circuits" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
            All destinations
          </Link>
        </div>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {DESTINATIONS.map((d) => (
            <li key={d.slug}>
              <Link
                to={`/travel-circuits/${d.slug}`}
                className="block rounded-xl border border-slate-200 p-5 transition-shadow hover:shadow-md dark:border-slate-800"
              >
                <span className="block text-lg font-semibold">{d.name}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">{d.region}</span>
                <span className="mt-2 block text-sm text-slate-700 dark:text-slate-300">{d.note}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
