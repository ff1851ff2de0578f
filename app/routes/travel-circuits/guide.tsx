import type { ReactNode } from "react";
import { createTranslator, type Translate } from "../../../i18n/format.ts";
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
  contentLang,
  type GuideWords,
} from "../../features/travel-circuits/guide-sections.tsx";
import { guideJsonLd, guideSearchLinks } from "../../server/guide-pages.server.ts";
import { guide as findGuideWithAirports } from "../../server/guides.server.ts";
import { renderIllustrationMarkup, renderMapMarkup } from "../../features/travel-circuits/static-map.server.tsx";
import { localDate } from "../../features/flights/format.ts";
import { titleMeta } from "../../lib/meta.ts";
import { localeOfMatches, useI18n, usePageTranslator } from "../../lib/i18n.tsx";
import { services } from "../../server/session.server.ts";
import { requestLocale } from "../../server/language.server.ts";
import { pagesWords } from "../../server/page-words.server.ts";
import { useDistanceFromYou } from "../../features/location/distance-from-you.tsx";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { guide, jsonLd } = loaderData;
  const t = createTranslator(localeOfMatches(matches), loaderData.messages);
  return [
    ...titleMeta(guide.name, t("pages.guide.meta.description", { name: guide.name, region: guide.region, days: guide.days.length })),
    ...jsonLd.map((ld) => ({ "script:ld+json": ld })),
  ];
}

/** One guide; an unknown slug is the 404 page (never a 500). Nothing here is per visitor, so it may be cached. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { guide, airports } = await findGuideWithAirports(context, params.slug);
  const { env } = services(context).host;
  const locale = requestLocale(request);
  const messages = pagesWords(request, "pages.guide.");
  const t = createTranslator(locale, messages);
  const links = guideSearchLinks(guide, manilaToday());
  const { search: _search, radiusKm: _r, radiusReason: _why, ...shown } = guide;
  const mapMarkup = renderMapMarkup(highlightsMapProps(guide.name, guide.highlights, t));
  const illustrationMarkup = renderIllustrationMarkup({
    scene: guide.illustration.scene,
    alt: guide.illustration.alt,
    altLang: contentLang(locale),
    credit: locale === "en" ? guide.illustration.credit : t("pages.guide.illustrationCredit"),
    frameClassName: "aspect-[2/1] sm:aspect-[3/1]",
  });
  // The related pages' labels are the guide's English; on a Filipino page each is named by where it goes.
  const related = locale === "en" ? shown.related : shown.related.map((l) => ({ ...l, label: relatedLabel(l, t) }));
  return {
    messages,
    guide: { ...shown, related },
    airports,
    links,
    mapMarkup,
    illustrationMarkup,
    jsonLd: guideJsonLd(guide, env.appUrl),
  };
}

/** Lakbay's own pages a guide links to, by path: their names in the page's language. */
const RELATED_PAGES: Record<string, string> = {
  "/stay-informed/weather": "pages.guide.related.weather",
  "/stay-informed/safety-security": "pages.guide.related.safety",
  "/stay-informed/transportation": "pages.guide.related.transport",
  "/stay-informed/tide": "pages.guide.related.tide",
  "/stay-informed/travel-news": "pages.guide.related.news",
  "/travel-itinerary": "pages.guide.related.itinerary",
};

function relatedLabel(link: { label: string; href: string }, t: Translate): string {
  const key = RELATED_PAGES[link.href];
  if (key) return t(key);
  const slug = link.href.startsWith("/travel-circuits/") ? link.href.slice("/travel-circuits/".length) : null;
  // "Bohol guide, two hours by fast craft": the place is the label's first words.
  if (slug) return t("pages.guide.related.guide", { name: link.label.replace(/ guide\b.*$/, "") });
  return link.label;
}

const button =
  "inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2";

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const { guide, airports, links, mapMarkup, illustrationMarkup } = loaderData;
  const t = usePageTranslator(loaderData.messages);
  const { locale } = useI18n();
  const w: GuideWords = { t, locale };
  const lang = contentLang(locale);
  const mainAirport = airports[0];
  return (
    <article className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <nav aria-label={t("pages.guide.breadcrumb")} className="text-sm text-slate-600 dark:text-slate-400">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/" className="hover:underline">
              {t("pages.guide.crumb.home")}
            </Link>{" "}
            ›
          </li>
          <li>
            <Link to="/travel-circuits" className="hover:underline">
              {t("pages.guide.crumb.circuits")}
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
        w={w}
        // "About N km from you", from the position saved in this tab (client-side only: this page stays
        // cacheable; docs/decisions/018).
        distance={<Distance lat={guide.lat} lng={guide.lng} t={t} />}
      >
        <div className="flex flex-wrap gap-3">
          <Link
            to={links.flights}
            className={`${button} bg-brand-900 text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-brand-950 dark:hover:bg-brand-200`}
          >
            {t("pages.guide.searchFlights", { code: mainAirport.code })}
          </Link>
          <Link
            to={links.hotels}
            className={`${button} border border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800`}
          >
            {t("pages.guide.findHotels", { name: guide.name })}
          </Link>
          <Link
            to={`/travel-itinerary?from=manila&stops=${guide.slug}%3A${guide.days.length}`}
            className={`${button} border border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800`}
          >
            {t("pages.guide.planTrip", { name: guide.name })}
          </Link>
        </div>
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          {t("pages.guide.filledIn", { days: guide.days.length, date: localDate(links.from, locale) })}
        </p>
      </GuideHeader>

      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_14rem]">
        <div className="space-y-10">
          {/* The drawing, rendered on the server (no drawing code in this page's JavaScript). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: React rendered it on the server from our own data (static-map.server.tsx). */}
          <div dangerouslySetInnerHTML={{ __html: illustrationMarkup }} />
          <Section id="overview" title={t("pages.guide.overview.title")}>
            {lang ? <p className="text-sm italic">{t("pages.guide.contentNote")}</p> : null}
            {guide.overview.map((p) => (
              <p key={p} lang={lang}>
                {p}
              </p>
            ))}
          </Section>
          <HighlightsSection highlights={guide.highlights} mapMarkup={mapMarkup} w={w} />
          <GettingThereSection access={guide.access} airports={airports} w={w} />
          <SeasonsSection seasons={guide.seasons} w={w} />
          <ItinerarySection days={guide.days} w={w} />
          <CostsSection costs={guide.costs} w={w} />
          <FeesSection fees={guide.fees} w={w} />
          <ResponsibleSection notes={guide.responsible} w={w} />
          <section aria-labelledby="related-heading" className="border-t border-slate-200 pt-8 dark:border-slate-800">
            <h2 id="related-heading" className="text-xl font-bold tracking-tight">
              {t("pages.guide.related.heading")}
            </h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {[...guide.related, { label: t("pages.guide.related.all"), href: "/travel-circuits" }].map((l) => (
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
        <nav aria-label={t("pages.guide.toc.heading")} className="order-first lg:order-none">
          <div className="rounded-xl border border-slate-200 p-4 lg:sticky lg:top-20 dark:border-slate-800">
            <h2 className="text-sm font-semibold">{t("pages.guide.toc.heading")}</h2>
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm lg:block lg:space-y-1">
              {SECTIONS.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="inline-block py-1 text-brand-700 hover:underline dark:text-brand-300">
                    {t(`pages.guide.toc.${s.key}`)}
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
function GuideHeader(props: { name: string; region: string; note: string; w: GuideWords; distance: ReactNode; children: ReactNode }) {
  return (
    <header className="mt-4">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
        {props.w.t("pages.guide.eyebrow", { region: props.region })}
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{props.name}</h1>
      <p className="mt-2 text-lg text-slate-700 dark:text-slate-300" lang={contentLang(props.w.locale)}>
        {props.note}
      </p>
      {props.distance ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{props.distance}</p> : null}
      <div className="mt-5">{props.children}</div>
    </header>
  );
}

/** "About N km from you" in the page's language (as the location feature's DistanceFromYou, which words it in English). */
function Distance({ lat, lng, t }: { lat: number; lng: number; t: Translate }) {
  const km = useDistanceFromYou(lat, lng);
  if (km === null) return null;
  if (km < 1) return <span>{t("pages.guide.distance.near")}</span>;
  return <span>{t("pages.guide.distance.about", { km: km < 10 ? km.toFixed(1) : Math.round(km).toLocaleString("en-PH") })}</span>;
}
