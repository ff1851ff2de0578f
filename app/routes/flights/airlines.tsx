import type { Route } from "./+types/airlines";
import { airlineDirectory } from "../../server/flights.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { localeOfMatches } from "../../lib/i18n.tsx";
import { createTranslator, type Translate } from "../../../i18n/format.ts";
import { FlightWords, useEnglishMark, useFlightWords } from "../../features/flights/words.tsx";
import { flightWords } from "../../server/flight-words.server.ts";
import { ScrollRegion } from "../../components/ui/scroll-region.tsx";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return titleMeta("Airlines");
  const t = createTranslator(localeOfMatches(matches), loaderData.messages);
  return titleMeta(t("flights.airlines.meta.title"), t("flights.airlines.meta.description"));
}

export function loader({ request }: Route.LoaderArgs) {
  return { messages: flightWords(request, "airlines"), airlines: airlineDirectory() };
}

const bag = (b: { checkedKg: number; checkedPieces: number }, international: boolean, t: Translate) =>
  b.checkedPieces === 0 ? t("flights.airlines.none") : international ? `${b.checkedPieces} × 23 kg` : `${b.checkedKg} kg`;

export default function Airlines({ loaderData }: Route.ComponentProps) {
  return (
    <FlightWords messages={loaderData.messages}>
      <AirlinesPage loaderData={loaderData} />
    </FlightWords>
  );
}

function AirlinesPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const t = useFlightWords();
  const english = useEnglishMark();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("flights.airlines.title")}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("flights.airlines.lead", { count: loaderData.airlines.length })}</p>
      <div className="mt-6 space-y-6">
        {loaderData.airlines.map((a) => (
          <section
            key={a.code}
            aria-labelledby={`airline-${a.code}`}
            className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
          >
            <h2 id={`airline-${a.code}`} className="text-lg font-semibold">
              <span className="font-mono">{a.code}</span> · {a.name}
            </h2>
            <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
              <div>
                <dt className="inline text-slate-600 dark:text-slate-400">{t("flights.airlines.type")} </dt>
                <dd className="inline" lang={english}>
                  {a.type}
                </dd>
              </div>
              <div>
                <dt className="inline text-slate-600 dark:text-slate-400">{t("flights.airlines.alliance")} </dt>
                <dd className="inline">{a.alliance ?? t("flights.airlines.none")}</dd>
              </div>
              <div>
                <dt className="inline text-slate-600 dark:text-slate-400">{t("flights.airlines.hubs")} </dt>
                <dd className="inline font-mono">{a.hubs.join(", ") || "—"}</dd>
              </div>
            </dl>
            <ScrollRegion label={t("flights.airlines.table", { airline: a.name })} className="mt-3">
              <table className="w-full min-w-[32rem] text-left text-sm">
                <caption className="sr-only">{t("flights.airlines.table", { airline: a.name })}</caption>
                <thead className="text-slate-600 dark:text-slate-400">
                  <tr>
                    <th scope="col" className="py-1 pr-4 font-medium">
                      {t("flights.airlines.col.fare")}
                    </th>
                    <th scope="col" className="py-1 pr-4 font-medium">
                      {t("flights.airlines.col.cabin")}
                    </th>
                    <th scope="col" className="py-1 pr-4 font-medium">
                      {t("flights.airlines.col.domestic")}
                    </th>
                    <th scope="col" className="py-1 pr-4 font-medium">
                      {t("flights.airlines.col.international")}
                    </th>
                    <th scope="col" className="py-1 pr-4 font-medium">
                      {t("flights.airlines.col.carryOn")}
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      {t("flights.airlines.col.refundable")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {a.families.map((f) => (
                    <tr key={f.code} className="border-t border-slate-200 dark:border-slate-800">
                      <th scope="row" className="py-2 pr-4 font-medium">
                        {f.name}
                      </th>
                      <td className="py-2 pr-4">{t(`flights.common.cabin.${f.cabin}`)}</td>
                      <td className="py-2 pr-4">{bag(f.domestic, false, t)}</td>
                      <td className="py-2 pr-4">{bag(f.international, true, t)}</td>
                      <td className="py-2 pr-4">{f.cabinKg} kg</td>
                      <td className="py-2">{f.refundable ? t("flights.airlines.refundable.yes") : t("flights.airlines.refundable.no")}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </section>
        ))}
      </div>
    </div>
  );
}
