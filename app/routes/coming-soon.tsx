import { Link, useLocation } from "react-router";
import type { Route } from "./+types/coming-soon";
import { titleMeta } from "../lib/meta.ts";
import { STAY_INFORMED_NAV } from "../components/layouts/nav-links.ts";
import { CIRCUITS, findCircuit, type Circuit } from "../features/travel-circuits/circuits.ts";

type Page = { title: string; blurb: string; goodToKnow?: string[] };

const STAY_INFORMED_BLURBS: Record<(typeof STAY_INFORMED_NAV)[number]["to"], string> = {
  "/stay-informed/weather": "Forecasts and seasons by destination, so you know when the rains and the typhoons usually come.",
  "/stay-informed/tide": "High and low tide times near you, for island hopping, lagoon trips and snorkelling at the right hour.",
  "/stay-informed/transportation": "Ferries, buses, vans and flights between the islands, with how long each leg takes.",
  "/stay-informed/travel-news": "Travel advisories, sailing suspensions and airport updates that affect trips in the Philippines.",
  "/stay-informed/safety-security": "PAGASA typhoon signals, what they mean for your trip, and the emergency numbers to keep.",
  "/stay-informed/local-map": "A map of what is around you: terminals, clinics, ATMs and places to eat near where you stay.",
};

const PAGES: Record<string, Page> = {
  "/travel-circuits": {
    title: "Travel circuits",
    blurb: "Destination guides for Boracay, Bohol, Cebu, El Nido, Coron, Siargao, Baguio, Davao, Mayon and the Underground River.",
  },
  "/travel-itinerary": { title: "Travel itinerary", blurb: "Plan a trip day by day and keep it with your account." },
  "/blog": { title: "Blog", blurb: "Stories and practical tips from travelling around the Philippines." },
  "/contact": { title: "Contact", blurb: "Write to the Lakbay team about a booking or anything else." },
  "/chatbot-demo": {
    title: "Travel assistant",
    blurb: "Ask our AI travel assistant about destinations, weather, ferries and your bookings.",
  },
  ...Object.fromEntries(STAY_INFORMED_NAV.map((l) => [l.to, { title: l.label, blurb: STAY_INFORMED_BLURBS[l.to] }])),
};

const CIRCUIT_PREFIX = "/travel-circuits/";

function circuitFor(pathname: string): Circuit | undefined {
  const path = pathname.replace(/\/$/, "");
  return path.startsWith(CIRCUIT_PREFIX) ? findCircuit(path.slice(CIRCUIT_PREFIX.length)) : undefined;
}

function pageFor(pathname: string): Page {
  const circuit = circuitFor(pathname);
  if (circuit) {
    return {
      title: circuit.name,
      blurb: `${circuit.name}, ${circuit.region}: how to get there and when to go. Our full guide, with places to stay and tide-aware day trips, is on its way.`,
    };
  }
  return PAGES[pathname.replace(/\/$/, "")] ?? { title: "Coming soon", blurb: "This part of Lakbay is on its way." };
}

export function meta({ location }: Route.MetaArgs) {
  const page = pageFor(location.pathname);
  return titleMeta(page.title, page.blurb);
}

/**
 * A placeholder for an area that a later release builds: honest about what is missing, with what we
 * can already say and a way onward (the travel circuits, whose facts are here today).
 */
export default function ComingSoon() {
  const { pathname } = useLocation();
  const page = pageFor(pathname);
  const circuit = circuitFor(pathname);
  const others = CIRCUITS.filter((c) => c !== circuit);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
        {circuit ? `Travel circuit · guide coming soon` : "Coming soon"}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{page.blurb}</p>

      {circuit ? (
        <dl className="mt-8 grid gap-4 sm:grid-cols-2">
          <Fact term="Getting there">{circuit.gettingThere}</Fact>
          <Fact term="Best time to go">{circuit.bestTime}</Fact>
        </dl>
      ) : (
        <p className="mt-4 text-slate-600 dark:text-slate-400">We are building this page now; it opens in a coming release.</p>
      )}

      {page.goodToKnow ? (
        <section aria-labelledby="good-to-know" className="mt-8">
          <h2 id="good-to-know" className="text-lg font-semibold">
            Good to know already
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700 dark:text-slate-300">
            {page.goodToKnow.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="circuits-heading" className="mt-10">
        <h2 id="circuits-heading" className="text-lg font-semibold">
          {circuit ? "Other travel circuits" : "Meanwhile, read up on a destination"}
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {others.map((c) => (
            <li key={c.slug}>
              <Link
                to={`${CIRCUIT_PREFIX}${c.slug}`}
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

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <dt className="text-sm font-semibold text-slate-900 dark:text-slate-100">{term}</dt>
      <dd className="mt-1 text-slate-700 dark:text-slate-300">{children}</dd>
    </div>
  );
}
