import { Link, useLocation } from "react-router";
import type { Route } from "./+types/coming-soon";
import { titleMeta } from "../lib/meta.ts";
import { STAY_INFORMED_NAV } from "../components/layouts/nav-links.ts";

const PAGES: Record<string, { title: string; blurb: string }> = {
  "/flights": { title: "Flights", blurb: "Search and book domestic and international flights with the full price up front, travel tax and terminal fees included." },
  "/hotels": { title: "Hotels", blurb: "Find hotels and resorts across the islands, with clear prices per night and honest cancellation terms." },
  "/travel-circuits": { title: "Travel circuits", blurb: "Destination guides for Boracay, Bohol, Cebu, El Nido, Coron, Siargao, Baguio, Davao, Mayon and the Underground River." },
  "/travel-itinerary": { title: "Travel itinerary", blurb: "Plan a trip day by day and keep it with your account." },
  "/blog": { title: "Blog", blurb: "Stories and practical tips from travelling around the Philippines." },
  "/contact": { title: "Contact", blurb: "Write to the Lakbay team about a booking or anything else." },
  "/chatbot-demo": { title: "Travel assistant", blurb: "Ask our AI travel assistant about destinations, weather, ferries and your bookings." },
  ...Object.fromEntries(STAY_INFORMED_NAV.map((l) => [l.to, { title: l.label, blurb: `${l.hint}.` }])),
};

function pageFor(pathname: string) {
  return PAGES[pathname.replace(/\/$/, "")] ?? { title: "Coming soon", blurb: "This part of Lakbay is on its way." };
}

export function meta({ location }: Route.MetaArgs) {
  const page = pageFor(location.pathname);
  return titleMeta(page.title, page.blurb);
}

/** A placeholder for an area that a later release builds: honest about it, and a way onward. */
export default function ComingSoon() {
  const page = pageFor(useLocation().pathname);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">Coming soon</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{page.blurb}</p>
      <p className="mt-4 text-slate-600 dark:text-slate-400">
        We are building this page now. In the meantime, create an account so your trips and settings are ready when it opens.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/" className="rounded-md bg-brand-900 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-brand-950">
          Back to the home page
        </Link>
        <Link to="/about" className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800">
          About Lakbay
        </Link>
      </div>
    </div>
  );
}
