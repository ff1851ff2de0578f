import { Link } from "react-router";
import type { Route } from "./+types/index";
import { GuideIllustration } from "../../features/travel-circuits/guide-illustration.tsx";
import { indexJsonLd } from "../../server/guide-pages.server.ts";
import { guideList } from "../../server/guides.server.ts";
import { renderMapMarkup } from "../../features/travel-circuits/static-map.server.tsx";
import { titleMeta } from "../../lib/meta.ts";
import { services } from "../../server/session.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...titleMeta(
      "Travel circuits",
      "Ten Philippine destination guides — Boracay, El Nido, Coron, the Underground River, Bohol, Cebu, Siargao, Davao, Baguio and Mayon — with how to get there, when to go, costs and fees.",
    ),
    ...(loaderData?.jsonLd ?? []).map((ld) => ({ "script:ld+json": ld })),
  ];
}

/** The cards and the map: only what the index shows, not the guides' full text. */
export async function loader({ context }: Route.LoaderArgs) {
  const guides = await guideList(context);
  return {
    guides: guides.map(({ url: _url, ...g }) => g),
    map: renderMapMarkup({
      title: "Map of the ten travel circuits",
      markers: guides.map((g) => ({ id: g.slug, label: g.name, lat: g.lat, lng: g.lng, href: g.url })),
      // Room on the right for the eastern labels (Siargao, Davao).
      fit: { padding: 2 },
      className: "mt-6 h-auto w-full max-w-md rounded-xl bg-sky-50 dark:bg-slate-900",
    }),
    jsonLd: indexJsonLd(services(context).host.env.appUrl),
  };
}

export default function TravelCircuits({ loaderData }: Route.ComponentProps) {
  const { guides } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Travel circuits</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700 dark:text-slate-300">
        Ten places we know well, each with a short guide: what is worth the trip, how to get there after you land, the months to go, a few
        days' plan, rough costs and the local fees.
      </p>

      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="choose-heading">
          <h2 id="choose-heading" className="text-xl font-bold tracking-tight">
            How to choose
          </h2>
          <p className="mt-3 text-slate-700 dark:text-slate-300">
            For beaches and boats, go west and south between November and May: Boracay for an easy, lively beach, El Nido and Coron for
            lagoons and limestone, the Underground River for a day inside a mountain. Bohol and Cebu pair well, two hours apart by fast
            craft. Siargao is for surf and slow island days; Davao works in any month, south of the usual typhoon tracks. Baguio and the
            Cordilleras are the cool, mountain choice, by bus; Mayon is a volcano to admire from a safe distance. In the wet months, from
            June to October, pick Davao or the cities, and keep a spare day wherever a boat is involved.
          </p>
          {/* Server-rendered map markup (no map code in the browser bundle). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: React rendered it on the server from our own data (static-map.server.tsx). */}
          <div dangerouslySetInnerHTML={{ __html: loaderData.map }} />
        </section>

        <section aria-labelledby="guides-heading">
          <h2 id="guides-heading" className="sr-only">
            The guides
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
                    <span className="mt-2 block text-sm text-slate-700 dark:text-slate-300">{g.note}</span>
                    <span className="mt-2 block text-sm">
                      <span className="font-medium">Best months:</span> {g.bestMonths} · {g.days}-day plan
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="mt-8 text-xs text-slate-600 dark:text-slate-400">Illustrations: Lakbay.</p>
    </div>
  );
}
