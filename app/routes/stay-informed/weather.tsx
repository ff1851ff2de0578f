import { Link } from "react-router";
import type { Route } from "./+types/weather";
import { GEOLITE_ATTRIBUTION } from "../../../contracts/location.ts";
import { OPEN_METEO_ATTRIBUTION } from "../../../contracts/weather.ts";
import { DestinationSelect } from "../../features/location/destination-select.tsx";
import { LocationPanel } from "../../features/location/location-panel.tsx";
import { ForecastChart, monthLabels, MonthlyNormalsChart } from "../../features/weather/charts.tsx";
import { titleMeta } from "../../lib/meta.ts";
import { localeOfMatches, useI18n, usePageTranslator } from "../../lib/i18n.tsx";
import { createTranslator, type Translate } from "../../../i18n/format.ts";
import { LANGUAGE_TAG, type Locale } from "../../../i18n/locales.ts";
import { weatherPage } from "../../server/weather.server.ts";
import { Button } from "../../components/ui/button.tsx";
import { ScrollTable } from "../../components/ui/scroll-table.tsx";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  return loaderData ? titleMeta(t("info.weather.meta.title"), t("info.weather.meta.description")) : titleMeta("Weather");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return weatherPage(context, request);
}

type PlaceWeather = Route.ComponentProps["loaderData"]["report"]["destinations"][number];

function dayLabel(locale: Locale, date: string): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { weekday: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** WMO weather codes (as Open-Meteo uses them) in a few words of the page's language. */
function skyText(t: Translate, code: number | null): string {
  if (code === null) return "";
  const key =
    code === 0
      ? "clear"
      : code <= 2
        ? "partly"
        : code === 3
          ? "overcast"
          : code === 45 || code === 48
            ? "fog"
            : code >= 51 && code <= 57
              ? "drizzle"
              : code >= 61 && code <= 67
                ? "rain"
                : code >= 71 && code <= 77
                  ? "snow"
                  : code >= 80 && code <= 82
                    ? "showers"
                    : code >= 95
                      ? "thunder"
                      : "mixed";
  return t(`info.sky.${key}`);
}

function NormalsBadge({ t }: { t: Translate }) {
  return (
    <p className="mt-2 inline-block rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-sm font-semibold text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      {t("info.weather.normalsBadge")}
    </p>
  );
}

function PlaceSection({ p, name, month, heading, t }: { p: PlaceWeather; name: string; month: number; heading: string; t: Translate }) {
  const { locale } = useI18n();
  const months = monthLabels(locale);
  const m = p.normals[month - 1];
  const station = t("info.weather.stationAway", { station: p.station.officialName, km: p.station.km.toFixed(0) });
  return (
    <section aria-labelledby="place-h" className="mt-8">
      <h2 id="place-h" className="text-2xl font-semibold">
        {heading}
      </h2>
      {p.live ? (
        <>
          {p.live.current ? (
            <p className="mt-3 text-lg">
              {`${t("info.weather.now")} `}
              <strong>{Math.round(p.live.current.tempC)} °C</strong>
              {p.live.current.code !== null ? `, ${skyText(t, p.live.current.code).toLowerCase()}` : ""}
              {p.live.current.windKmh !== null ? `, ${t("info.weather.now.wind", { speed: Math.round(p.live.current.windKmh) })}` : ""}
              {p.live.current.humidity !== null ? `, ${t("info.weather.now.humidity", { percent: p.live.current.humidity })}` : ""}.
            </p>
          ) : null}
          <ForecastChart t={t} place={name} days={p.live.daily.map((d) => ({ ...d, label: dayLabel(locale, d.date) }))} />
          <ScrollTable
            label={t("info.weather.forecast.table", { place: name })}
            caption={t("info.weather.forecast.title", { place: name })}
            showCaption
            columns={[t("info.weather.col.day"), t("info.weather.col.sky"), t("info.weather.col.highLow"), t("info.weather.col.rain")]}
            className="mt-3"
          >
            {p.live.daily.map((d) => (
              <tr key={d.date} className="border-t border-slate-200 dark:border-slate-700">
                <th scope="row" className="px-2 py-1 text-left font-medium">
                  {dayLabel(locale, d.date)}
                </th>
                <td className="px-2 py-1">{skyText(t, d.code)}</td>
                <td className="px-2 py-1 tabular-nums">
                  {Math.round(d.maxC)} / {Math.round(d.minC)}
                </td>
                <td className="px-2 py-1 tabular-nums">
                  {d.rainMm.toFixed(1)}
                  {d.rainChance !== null ? ` ${t("info.weather.rainChance", { percent: d.rainChance })}` : ""}
                </td>
              </tr>
            ))}
          </ScrollTable>
        </>
      ) : (
        <>
          <NormalsBadge t={t} />
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            {t("info.weather.fallback.a", { month: months[month - 1] })} <strong>{m.rainMm} mm</strong>{" "}
            {t("info.weather.fallback.b", { days: m.rainyDays })} <strong>{m.maxC} °C</strong> {t("info.weather.fallback.c")}{" "}
            <strong>{m.minC} °C</strong>.
          </p>
        </>
      )}
      <h3 className="mt-6 text-lg font-semibold">{t("info.weather.year", { place: name })}</h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("info.weather.averages", { station, period: p.station.period })}</p>
      <MonthlyNormalsChart t={t} months={months} place={name} station={p.station.officialName} normals={p.normals} currentMonth={month} />
    </section>
  );
}

export default function Weather({ loaderData }: Route.ComponentProps) {
  const { report, basis, month, chosen, signals, ferryRule } = loaderData;
  const t = usePageTranslator(loaderData.messages);
  const { locale } = useI18n();
  const months = monthLabels(locale);
  const me = report.traveller!;
  const heading =
    basis === "location"
      ? t("info.weather.heading.location")
      : basis === "default"
        ? t("info.weather.heading.default")
        : t("info.weather.heading.place", { place: me.name });
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("info.weather.h1")}</h1>
      <p className="mt-3 max-w-3xl text-slate-700 dark:text-slate-300">{t("info.weather.intro")}</p>
      <div className="mt-5 flex flex-col gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <LocationPanel reload="full" t={t} />
        <form method="get" className="flex flex-wrap items-end gap-3">
          <DestinationSelect label={t("info.weather.choose")} myLocation={t("info.location.choose.my")} defaultValue={chosen} />
          <Button type="submit">{t("info.weather.submit")}</Button>
        </form>
        {basis === "default" ? <p className="text-sm text-slate-600 dark:text-slate-400">{t("info.weather.defaultNote")}</p> : null}
      </div>

      <PlaceSection p={me} name={basis === "location" ? t("info.weather.place.location") : me.name} month={month} heading={heading} t={t} />

      <section aria-labelledby="dest-h" className="mt-12">
        <h2 id="dest-h" className="text-2xl font-semibold">
          {t("info.weather.destinations", { month: months[month - 1] })}
        </h2>
        {report.source === "normals" ? <NormalsBadge t={t} /> : null}
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {report.destinations.map((d) => {
            const m = d.normals[month - 1];
            return (
              <li key={d.id} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
                <h3 className="font-semibold">
                  <Link to={`/stay-informed/weather?place=${d.id}`} reloadDocument className="text-sky-800 underline dark:text-sky-300">
                    {d.name}
                  </Link>
                </h3>
                {d.live?.current ? (
                  <p className="mt-1">
                    {t("info.weather.dest.now", {
                      temp: Math.round(d.live.current.tempC),
                      sky: skyText(t, d.live.current.code).toLowerCase() || "—",
                    })}
                  </p>
                ) : null}
                {d.live?.daily[0] ? (
                  <p className="text-sm">
                    {t("info.weather.dest.next7", { mm: d.live.daily.reduce((s, x) => s + x.rainMm, 0).toFixed(0) })}
                  </p>
                ) : null}
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                  {t("info.weather.dest.usual", { month: months[month - 1], rain: m.rainMm, days: m.rainyDays, max: m.maxC, min: m.minC })}
                </p>
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  {t("info.weather.dest.station", { id: d.station.id, km: d.station.km.toFixed(0) })}
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="seasons-h" className="mt-12 max-w-3xl">
        <h2 id="seasons-h" className="text-2xl font-semibold">
          {t("info.weather.seasons.h")}
        </h2>
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          {t("info.weather.seasons.p1a")} <strong>amihan</strong>
          {t("info.weather.seasons.p1b")} <strong>habagat</strong>
          {t("info.weather.seasons.p1c")}
        </p>
        <p className="mt-3 text-slate-700 dark:text-slate-300">{t("info.weather.seasons.p2")}</p>
      </section>

      <section aria-labelledby="signals-h" className="mt-12 max-w-3xl">
        <h2 id="signals-h" className="text-2xl font-semibold">
          {t("info.weather.signals.h")}
        </h2>
        <p className="mt-3 text-slate-700 dark:text-slate-300">{t("info.weather.signals.intro")}</p>
        <ScrollTable
          label={t("info.weather.signals.table")}
          caption={t("info.weather.signals.caption")}
          columns={[t("info.weather.signals.col.signal"), t("info.weather.signals.col.winds"), t("info.weather.signals.col.lead")]}
          className="mt-3"
        >
          {signals.map((w) => (
            <tr key={w.signal} className="border-t border-slate-200 dark:border-slate-700">
              <th scope="row" className="px-2 py-1 text-left">
                {t("info.weather.signals.no", { signal: w.signal })}
              </th>
              <td className="px-2 py-1">{w.winds}</td>
              <td className="px-2 py-1">{t("info.weather.signals.hours", { hours: w.leadTimeHours })}</td>
            </tr>
          ))}
        </ScrollTable>
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          {locale === "en" ? null : <span>{t("info.source.english")} </span>}
          <span data-testid="weather-ferry-rule" lang="en">
            {ferryRule}
          </span>{" "}
          {t("info.weather.rain.a")} <strong>{t("info.weather.rain.yellow")}</strong> {t("info.weather.rain.yellowText")}{" "}
          <strong>{t("info.weather.rain.orange")}</strong> {t("info.weather.rain.orangeText")} <strong>{t("info.weather.rain.red")}</strong>{" "}
          {t("info.weather.rain.redText")}{" "}
          <Link to="/stay-informed/safety-security" className="text-sky-800 underline dark:text-sky-300">
            {t("info.weather.rain.link")}
          </Link>
          .
        </p>
      </section>

      <footer className="mt-12 border-t border-slate-200 pt-4 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-400">
        <p>
          {t("info.weather.footer.normals")} <span lang="en">{OPEN_METEO_ATTRIBUTION}</span>. {t("info.weather.footer.geo")}{" "}
          <span lang="en">{GEOLITE_ATTRIBUTION}</span>
          {t("info.weather.footer.available")}{" "}
          <a href="https://www.maxmind.com" className="underline">
            maxmind.com
          </a>{" "}
          (CC BY-SA 4.0).
        </p>
      </footer>
    </article>
  );
}
