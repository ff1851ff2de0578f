import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/guide";
import { manilaToday } from "../../../contracts/flights.ts";
import {
  CostsSection,
  FeesSection,
  GettingThereSection,
  HighlightsSection,
  highlightsMapProps,
  ItinerarySection,
  ResponsibleSection,
  SeasonsSection,
  SECTIONS,
  Section,
} from "../../features/travel-circuits/guide-sections.tsx";
import { guideJsonLd, guideSearchLinks } from "../../server/guide-pages.server.ts";
import { guide as findGuideWithAirports } from "../../server/guides.server.ts";
import { renderIllustrationMarkup, renderMapMarkup } from "../../features/travel-circuits/static-map.server.tsx";
import { localDate } from "../../features/flights/format.ts";
import { titleMeta } from "../../lib/meta.ts";
import { services } from "../../server/session.server.ts";
import { DistanceFromYou } from "../../features/location/distance-from-you.tsx";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { guide, jsonLd } = loaderData;
  return [
    ...titleMeta(
      guide.name,
      `${guide.name}, ${guide.region}: highlights, how to get there, the best months, a ${guide.days.length}-day plan, costs and fees.`,
    ),
    ...jsonLd.map((ld) => ({ "script:ld+json": ld })),
  ];
}

/** One guide; an unknown slug is the 404 page (never a 500). Nothing here is per visitor, so it may be cached. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { guide, airports } = await findGuideWithAirports(context, params.slug);
  const { env } = services(context).host;
  const links = guideSearchLinks(guide, manilaToday());
  const { search: _search, radiusKm: _r, radiusReason: _why, ...shown } = guide;
  const mapMarkup = renderMapMarkup(highlightsMapProps(guide.name, guide.highlights));
  const illustrationMarkup = renderIllustrationMarkup({
    scene: guide.illustration.scene,
    alt: guide.illustration.alt,
    credit: guide.illustration.credit,
    frameClassName: "aspect-[2/1] sm:aspect-[3/1]",
  });
  return { guide: shown, airports, links, mapMarkup, illustrationMarkup, jsonLd: guideJsonLd(guide, env.appUrl) };
}

const button =
  "inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2";

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const { guide, airports, links, mapMarkup, illustrationMarkup } = loaderData;
  const mainAirport = airports[0];
  return (
    <article className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600 dark:text-slate-400">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/" className="hover:underline">
              Home
            </Link>{" "}
            ›
          </li>
          <li>
            <Link to="/travel-circuits" className="hover:underline">
              Travel circuits
            </Link>{" "}
            ›
          </li>
          <li aria-current="page">{guide.name}</li>
        </ol>
      </nav>

      <GuideHeader
        name={guide.name}
        region={guide.region}
        note={guide.note}
        // "About N km from you", from the position saved in this tab (client-side only: this page stays
        // cacheable; docs/decisions/018).
        distance={<DistanceFromYou lat={guide.lat} lng={guide.lng} className="" />}
      >
        <div className="flex flex-wrap gap-3">
          <Link
            to={links.flights}
            className={`${button} bg-brand-900 text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-brand-950 dark:hover:bg-brand-200`}
          >
            Search flights to {mainAirport.code}
          </Link>
          <Link
            to={links.hotels}
            className={`${button} border border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800`}
          >
            Find hotels in {guide.name}
          </Link>
          <Link
            to={`/travel-itinerary?from=manila&stops=${guide.slug}%3A${guide.days.length}`}
            className={`${button} border border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800`}
          >
            Plan a trip with {guide.name}
          </Link>
        </div>
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          Filled in for {guide.days.length} days from {localDate(links.from)}; change the dates and where you fly from on the next page.
        </p>
      </GuideHeader>

      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_14rem]">
        <div className="space-y-10">
          {/* The drawing, rendered on the server (no drawing code in this page's JavaScript). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: React rendered it on the server from our own data (static-map.server.tsx). */}
          <div dangerouslySetInnerHTML={{ __html: illustrationMarkup }} />
          <Section id="overview" title="Overview">
            {guide.overview.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </Section>
          <HighlightsSection highlights={guide.highlights} mapMarkup={mapMarkup} />
          <GettingThereSection access={guide.access} airports={airports} />
          <SeasonsSection seasons={guide.seasons} />
          <ItinerarySection days={guide.days} />
          <CostsSection costs={guide.costs} />
          <FeesSection fees={guide.fees} />
          <ResponsibleSection notes={guide.responsible} />
          <section aria-labelledby="related-heading" className="border-t border-slate-200 pt-8 dark:border-slate-800">
            <h2 id="related-heading" className="text-xl font-bold tracking-tight">
              Before you go
            </h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {[...guide.related, { label: "All travel circuits", href: "/travel-circuits" }].map((l) => (
                <li key={l.href}>
                  <Link
                    to={l.href}
                    className="flex min-h-11 items-center rounded-lg border border-slate-200 px-4 py-2 font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
                  >
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <nav aria-label="On this page" className="order-first lg:order-none">
          <div className="rounded-xl border border-slate-200 p-4 lg:sticky lg:top-20 dark:border-slate-800">
            <h2 className="text-sm font-semibold">On this page</h2>
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm lg:block lg:space-y-1">
              {SECTIONS.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="inline-block py-1 text-brand-700 hover:underline dark:text-brand-300">
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>
    </article>
  );
}

/**
 * The guide's title block. `distance` is the spot for the traveller's distance to the destination
 * (built by the location feature); nothing is shown while it is null.
 */
function GuideHeader(props: { name: string; region: string; note: string; distance: ReactNode; children: ReactNode }) {
  return (
    <header className="mt-4">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">Travel circuit · {props.region}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{props.name}</h1>
      <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">{props.note}</p>
      {props.distance ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{props.distance}</p> : null}
      <div className="mt-5">{props.children}</div>
    </header>
  );
}
