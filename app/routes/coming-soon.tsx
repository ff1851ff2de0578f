import { Link, useLocation } from "react-router";
import type { Route } from "./+types/coming-soon";
import { titleMeta } from "../lib/meta.ts";
import { CIRCUITS } from "../features/travel-circuits/circuits.ts";

type Page = { title: string; blurb: string };

/** The areas still to come (app/routes.ts `soon(...)`). */
const PAGES: Record<string, Page> = {
  "/chatbot-demo": {
    title: "Travel assistant",
    blurb: "Ask our AI travel assistant about destinations, weather, ferries and your bookings.",
  },
};

function pageFor(pathname: string): Page {
  return PAGES[pathname.replace(/\/$/, "")] ?? { title: "Coming soon", blurb: "This part of Lakbay is on its way." };
}

export function meta({ location }: Route.MetaArgs) {
  const page = pageFor(location.pathname);
  return titleMeta(page.title, page.blurb);
}

/**
 * A placeholder for an area that a later release builds: honest about what is missing, with a way
 * onward (the travel circuits).
 */
export default function ComingSoon() {
  const { pathname } = useLocation();
  const page = pageFor(pathname);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">Coming soon</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{page.blurb}</p>

      <p className="mt-4 text-slate-600 dark:text-slate-400">We are building this page now; it opens in a coming release.</p>

      <section aria-labelledby="circuits-heading" className="mt-10">
        <h2 id="circuits-heading" className="text-lg font-semibold">
          Meanwhile, read up on a destination
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {CIRCUITS.map((c) => (
            <li key={c.slug}>
              <Link
                to={`/travel-circuits/${c.slug}`}
                className="flex min-h-11 flex-col justify-center rounded-lg border border-slate-200 px-4 py-2 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
              >
                <span className="font-medium">{c.name}</span>
                <span className="text-sm text-slate-600 dark:text-slate-400">{c.note}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-10 flex flex-wrap gap-3">
        <Link
          to="/"
          className="rounded-md bg-brand-900 px-4 py-2.5 text-sm font-medium text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-brand-950"
        >
          Back to the home page
        </Link>
        <Link
          to="/about"
          className="rounded-md border border-slate-300 px-4 py-2.5 text-sm font-medium hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          About Lakbay
        </Link>
      </div>
    </div>
  );
}
