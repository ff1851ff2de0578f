import { data, Link } from "react-router";
import type { Route } from "./+types/fare-rules";
import { airlineNames, fareRules } from "../../server/flights.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { localeOfMatches } from "../../lib/i18n.tsx";
import { createTranslator, type Translate } from "../../../i18n/format.ts";
import { FlightWords, useEnglishMark, useFlightWords } from "../../features/flights/words.tsx";
import { flightWords } from "../../server/flight-words.server.ts";
import { ScrollRegion } from "../../components/ui/scroll-region.tsx";
import { pageStatus } from "../../server/outcome.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return titleMeta("Fare rules");
  const t = createTranslator(localeOfMatches(matches), loaderData.messages);
  return titleMeta(t("flights.rules.meta.title"), t("flights.rules.meta.description"));
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const messages = flightWords(request, "rules");
  const found = await fareRules(context, params.fareSourceCode);
  if (found.ok) return { ok: true as const, messages, rules: found.value, airlines: airlineNames(context) };
  return data({ ok: false as const, messages, message: found.message }, { status: pageStatus("not_found") });
}

export default function FareRules({ loaderData }: Route.ComponentProps) {
  return (
    <FlightWords messages={loaderData.messages}>
      <RulesPage loaderData={loaderData} />
    </FlightWords>
  );
}

function RulesPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const t = useFlightWords();
  const english = useEnglishMark();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">{t("flights.rules.title")}</h1>
      {!loaderData.ok ? (
        <div
          role="alert"
          className="mt-4 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          <p>{loaderData.message}</p>
          <Link to="/flights" className="mt-2 inline-block underline">
            {t("flights.rules.searchAgain")}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t("flights.rules.lead")}</p>
          <section aria-labelledby="baggage-heading" className="mt-6">
            <h2 id="baggage-heading" className="text-lg font-semibold">
              {t("flights.rules.baggage")}
            </h2>
            <ScrollRegion label={t("flights.rules.baggageTable")} className="mt-2">
              <table className="w-full min-w-[28rem] text-left text-sm">
                <thead className="text-slate-600 dark:text-slate-400">
                  <tr>
                    <th scope="col" className="py-1 pr-4 font-medium">
                      {t("flights.rules.col.flight")}
                    </th>
                    <th scope="col" className="py-1 pr-4 font-medium">
                      {t("flights.common.from")}
                    </th>
                    <th scope="col" className="py-1 pr-4 font-medium">
                      {t("flights.common.to")}
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      {t("flights.rules.col.checked")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {loaderData.rules.BaggageInfos.map((b) => (
                    <tr key={`${b.FlightNo}-${b.Departure}`} className="border-t border-slate-200 dark:border-slate-800">
                      <td className="py-2 pr-4 font-mono">{b.FlightNo}</td>
                      <td className="py-2 pr-4">{b.Departure}</td>
                      <td className="py-2 pr-4">{b.Arrival}</td>
                      <td className="py-2">{baggageText(b.Baggage, t)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </section>
          <section aria-labelledby="rules-heading" className="mt-8">
            <h2 id="rules-heading" className="text-lg font-semibold">
              {t("flights.rules.rules")}
            </h2>
            {english ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("flights.rules.english")}</p> : null}
            <div className="mt-2 space-y-4">
              {loaderData.rules.FareRules.map((rule) => (
                <article
                  key={`${rule.Airline}-${rule.CityPair}-${rule.Category}`}
                  lang={english}
                  className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
                >
                  <h3 className="font-semibold">{rule.Category}</h3>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {loaderData.airlines[rule.Airline] ?? rule.Airline} · {rule.CityPair}
                  </p>
                  <p className="mt-2 whitespace-pre-line text-sm text-slate-800 dark:text-slate-200">{rule.Rules}</p>
                </article>
              ))}
            </div>
          </section>
        </>
      )}
    </div>
  );
}

/** "20K" → "20 kg", "1P" → "1 piece", "0K"/"NIL" → "None included", "SB" → "Standard baggage". */
function baggageText(code: string, t: Translate): string {
  const kg = /^(\d+)K$/i.exec(code);
  if (kg) return Number(kg[1]) === 0 ? t("flights.rules.bag.none") : `${kg[1]} kg`;
  const pieces = /^(\d+)P(?:C)?$/i.exec(code);
  if (pieces)
    return Number(pieces[1]) === 0
      ? t("flights.rules.bag.none")
      : t(pieces[1] === "1" ? "flights.rules.bag.piece.one" : "flights.rules.bag.piece.other", { count: pieces[1] });
  if (/^SB$/i.test(code)) return t("flights.rules.bag.standard");
  if (/^NIL$/i.test(code)) return t("flights.rules.bag.none");
  return code;
}
