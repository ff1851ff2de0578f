import { Link } from "react-router";
import type { Route } from "./+types/home";
import { titleMeta } from "../lib/meta.ts";
import { localeOfMatches, useI18n, usePageTranslator } from "../lib/i18n.tsx";
import { createTranslator } from "../../i18n/format.ts";
import { pageMessages } from "../server/language.server.ts";
import { flightWords } from "../server/flight-words.server.ts";
import { addDays, manilaToday } from "../../contracts/flights.ts";
import { hydrateOnInteraction } from "../lib/hydrate-on-interaction.tsx";
import { airportList } from "../server/flights.server.ts";
import { CIRCUITS } from "../features/travel-circuits/circuits.ts";
import { type BlogWords, PostCard } from "../features/blog/post-card.tsx";
import { pagesWords } from "../server/page-words.server.ts";
import { latestStories } from "../server/content.server.ts";
import { advisoriesInForce } from "../server/safety.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  return loaderData ? titleMeta(t("home.meta.title"), t("home.meta.description")) : titleMeta("Home");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const today = manilaToday();
  return {
    /** The page's own words in the page's language (i18n/<language>/home.ts). */
    messages: pageMessages(request, "home"),
    /** The story cards' words (category, reading time), as the blog's own pages word them. */
    storyWords: pagesWords(request, "pages.blog.by", "pages.blog.minRead", "pages.blog.category."),
    /** The search forms' words (namespace flights). */
    searchWords: flightWords(request, "search"),
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

const PROMISES = ["price", "local", "self"] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = usePageTranslator(loaderData.messages);
  // Guides and stories are written in English: the page says so in the traveller's language.
  const { locale } = useI18n();
  const storyT = usePageTranslator(loaderData.storyWords);
  const storyWords: BlogWords = { t: storyT, locale };
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-700 text-white dark:from-brand-950 dark:to-slate-900">
        <div className="mx-auto max-w-7xl px-4 pb-16 pt-12 sm:px-6 lg:pt-20">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">{t("home.hero.heading")}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{t("home.hero.lead")}</p>
          <div className="mt-8">
            <HomeSearch
              airports={loaderData.airports}
              today={loaderData.today}
              lastDate={loaderData.lastDate}
              words={loaderData.searchWords}
            />
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
              {t("home.advisories.heading")}
            </h2>
            <ul className="mt-1 space-y-1 text-sm text-amber-950 dark:text-amber-100">
              {loaderData.advisories.map((a) => (
                <li key={a.id} lang={locale === "en" ? undefined : "en"}>
                  <span className="font-medium">{a.area}:</span> {a.title}
                </li>
              ))}
            </ul>
            <Link
              to="/stay-informed/safety-security"
              className="mt-1 inline-block text-sm font-medium text-amber-900 underline underline-offset-4 dark:text-amber-200"
            >
              {t("home.advisories.link")}
            </Link>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="why-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="why-heading" className="text-2xl font-bold tracking-tight">
          {t("home.why.heading")}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {PROMISES.map((p) => (
            <li key={p} className="rounded-xl border border-slate-200 p-6 dark:border-slate-800">
              <h3 className="font-semibold">{t(`home.why.${p}.title`)}</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t(`home.why.${p}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="dest-heading" className="mx-auto max-w-7xl px-4 pb-4 sm:px-6">
        <div className="flex items-end justify-between gap-4">
          <h2 id="dest-heading" className="text-2xl font-bold tracking-tight">
            {t("home.circuits.heading")}
          </h2>
          <Link to="/travel-circuits" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
            {t("home.circuits.all")}
          </Link>
        </div>
        {locale === "en" ? null : (
          <p lang="fil" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t("home.content.note")}
          </p>
        )}
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {DESTINATIONS.map((d) => (
            <li key={d.slug}>
              <Link
                to={`/travel-circuits/${d.slug}`}
                className="block rounded-xl border border-slate-200 p-5 transition-shadow hover:shadow-md dark:border-slate-800"
              >
                <span className="block text-lg font-semibold">{d.name}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">{d.region}</span>
                <span className="mt-2 block text-sm text-slate-700 dark:text-slate-300" lang={locale === "en" ? undefined : "en"}>
                  {d.note}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {loaderData.stories.length > 0 ? (
        <section aria-labelledby="stories-heading" className="mx-auto max-w-7xl px-4 pt-10 sm:px-6">
          <div className="flex items-end justify-between gap-4">
            <h2 id="stories-heading" className="text-2xl font-bold tracking-tight">
              {t("home.stories.heading")}
            </h2>
            <Link to="/blog" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
              {t("home.stories.all")}
            </Link>
          </div>
          <div className="mt-2 grid gap-x-8 divide-y divide-slate-200 md:grid-cols-3 md:divide-y-0 dark:divide-slate-800">
            {loaderData.stories.map((post) => (
              <PostCard key={post.url} post={post} headingLevel={3} w={storyWords} />
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
