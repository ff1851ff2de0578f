import { Link } from "react-router";
import type { Route } from "./+types/index";
import { GuideIllustration } from "../../features/travel-circuits/guide-illustration.tsx";
import { indexJsonLd } from "../../server/guide-pages.server.ts";
import { guideList } from "../../server/guides.server.ts";
import { renderMapMarkup } from "../../features/travel-circuits/static-map.server.tsx";
import { titleMeta } from "../../lib/meta.ts";
import { services } from "../../server/session.server.ts";
import { createTranslator } from "../../../i18n/format.ts";
import { localizePath } from "../../../i18n/locales.ts";
import { bestMonthsIn, contentLang } from "../../features/travel-circuits/guide-sections.tsx";
import { localeOfMatches, useI18n, usePageTranslator } from "../../lib/i18n.tsx";
import { requestLocale } from "../../server/language.server.ts";
import { pagesWords } from "../../server/page-words.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  return [
    ...(loaderData ? titleMeta(t("pages.guides.meta.title"), t("pages.guides.meta.description")) : titleMeta("Travel circuits")),
    ...(loaderData?.jsonLd ?? []).map((ld) => ({ "script:ld+json": ld })),
  ];
}

/** The cards and the map: only what the index shows, not the guides' full text. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const guides = await guideList(context);
  const messages = pagesWords(request, "pages.guides.", "pages.guide.seasons.allYear");
  const locale = requestLocale(request);
  const t = createTranslator(locale, messages);
  return {
    messages,
    guides: guides.map(({ url: _url, ...g }) => g),
    map: renderMapMarkup({
      title: t("pages.guides.mapTitle"),
      // Plain links in the drawing: each keeps the page's language (/fil/travel-circuits/…).
      markers: guides.map((g) => ({ id: g.slug, label: g.name, lat: g.lat, lng: g.lng, href: localizePath(locale, g.url) })),
      // Room on the right for the eastern labels (Siargao, Davao).
      fit: { padding: 2 },
      className: "mt-6 h-auto w-full max-w-md rounded-xl bg-sky-50 dark:bg-slate-900",
    }),
    jsonLd: indexJsonLd(services(context).host.env.appUrl),
  };
}

export default function TravelCircuits({ loaderData }: Route.ComponentProps) {
  const { guides } = loaderData;
  const t = usePageTranslator(loaderData.messages);
  const { locale } = useI18n();
  const lang = contentLang(locale);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("pages.guides.heading")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{t("pages.guides.lead")}</p>
      {lang ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("pages.guides.contentNote")}</p> : null}

      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="choose-heading">
          <h2 id="choose-heading" className="text-xl font-bold tracking-tight">
            {t("pages.guides.choose.heading")}
          </h2>
          <p className="mt-3 text-slate-700 dark:text-slate-300">{t("pages.guides.choose.body")}</p>
          {/* Server-rendered map markup (no map code in the browser bundle). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: React rendered it on the server from our own data (static-map.server.tsx). */}
          <div dangerouslySetInnerHTML={{ __html: loaderData.map }} />
        </section>

        <section aria-labelledby="guides-heading">
          <h2 id="guides-heading" className="sr-only">
            {t("pages.guides.list.heading")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {guides.map((g) => (
              <li key={g.slug}>
                <Link
                  to={`/travel-circuits/${g.slug}`}
                  className="block h-full overflow-hidden rounded-xl border border-slate-200 transition-shadow hover:shadow-md dark:border-slate-800"
                >
                  <GuideIllustration scene={g.scene} alt="" className="overflow-hidden" />
                  <span className="block p-4">
                    <span className="block text-lg font-semibold">{g.name}</span>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">{g.region}</span>
                    <span className="mt-2 block text-sm text-slate-700 dark:text-slate-300" lang={lang}>
                      {g.note}
                    </span>
                    <span className="mt-2 block text-sm">
                      <span className="font-medium">{t("pages.guides.card.bestMonths")}</span> {bestMonthsIn(g.bestMonths, { t, locale })} ·{" "}
                      {t("pages.guides.card.plan", { days: g.days })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="mt-8 text-xs text-slate-600 dark:text-slate-400">{t("pages.guides.illustrations")}</p>
    </div>
  );
}
