import { Link } from "react-router";
import type { Route } from "./+types/home";
import { titleMeta } from "../lib/meta.ts";
import { addDays, manilaToday } from "../../contracts/flights.ts";
import { hydrateOnInteraction } from "../lib/hydrate-on-interaction.tsx";
import { airportList } from "../server/flights.server.ts";
import { CIRCUITS } from "../features/travel-circuits/circuits.ts";
import { PostCard } from "../features/blog/post-card.tsx";
import { latestStories } from "../server/content.server.ts";
import { advisoriesInForce } from "../server/safety.server.ts";

export function meta({}: Route.MetaArgs) {
  return titleMeta("Home", "Book flights and hotels around the Philippines, with tides, typhoon signals and travel-tax guidance built in.");
}

export async function loader({ context }: Route.LoaderArgs) {
  const today = manilaToday();
  return {
    advisories: (await advisoriesInForce(context)).slice(0, 2).map(({ id, level, title, area }) => ({ id, level, title, area })),
    stories: await latestStories(context, 3),
    // Cities and codes only: the home page is the most visited, and full airport names add ~5 KB.
    airports: (await airportList(context)).map(({ code, city, country }) => ({ code, city, name: "", country })),
    today,
    lastDate: addDays(today, 360),
  };
}

/**
 * The search forms are plain GET forms that work as HTML; their code (the form's trip types, swap and
 * multi-city rows, airport suggestions) loads when the traveller reaches for them (decision 023).
 */
const HomeSearch = hydrateOnInteraction(() => import("../features/home/home-search.tsx").then((m) => m.HomeSearch));

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

      {loaderData.advisories.length > 0 ? (
        <section
          aria-labelledby="advisories-heading"
          className="border-b border-amber-200 bg-amber-50 dark:border-amber-900 dark:bg-amber-950/40"
        >
          <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6">
            <h2 id="advisories-heading" className="text-sm font-semibold uppercase tracking-wide text-amber-900 dark:text-amber-200">
              Current advisories
            </h2>
            <ul className="mt-1 space-y-1 text-sm text-amber-950 dark:text-amber-100">
              {loaderData.advisories.map((a) => (
                <li key={a.id}>
                  <span className="font-medium">{a.area}:</span> {a.title}
                </li>
              ))}
            </ul>
            <Link
              to="/stay-informed/safety-security"
              className="mt-1 inline-block text-sm font-medium text-amber-900 underline underline-offset-4 dark:text-amber-200"
            >
              Safety, typhoon signals and emergency numbers
            </Link>
          </div>
        </section>
      ) : null}

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

      {loaderData.stories.length > 0 ? (
        <section aria-labelledby="stories-heading" className="mx-auto max-w-7xl px-4 pt-10 sm:px-6">
          <div className="flex items-end justify-between gap-4">
            <h2 id="stories-heading" className="text-2xl font-bold tracking-tight">
              Latest stories
            </h2>
            <Link to="/blog" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
              All stories
            </Link>
          </div>
          <div className="mt-2 grid gap-x-8 divide-y divide-slate-200 md:grid-cols-3 md:divide-y-0 dark:divide-slate-800">
            {loaderData.stories.map((post) => (
              <PostCard key={post.url} post={post} headingLevel={3} />
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
