import { Link } from "react-router";
import type { Route } from "./+types/tide";
import { GEOLITE_ATTRIBUTION } from "../../../contracts/location.ts";
import { DestinationSelect } from "../../features/location/destination-select.tsx";
import { LocationPanel } from "../../features/location/location-panel.tsx";
import { TideChart } from "../../features/tides/tide-chart.tsx";
import { manilaDate } from "../../../contracts/manila-time.ts";
import { titleMeta } from "../../lib/meta.ts";
import { tidePage } from "../../server/weather.server.ts";
import { Button } from "../../components/ui/button.tsx";
import { Input, Label } from "../../components/ui/input.tsx";
import { ScrollTable } from "../../components/ui/scroll-table.tsx";
import { localeOfMatches, useI18n, usePageTranslator } from "../../lib/i18n.tsx";
import { createTranslator, type Translate } from "../../../i18n/format.ts";
import { LANGUAGE_TAG, type Locale } from "../../../i18n/locales.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  return loaderData ? titleMeta(t("info.tide.meta.title"), t("info.tide.meta.description")) : titleMeta("Tides");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return tidePage(context, request);
}

/** The page's date and time formats in its language. */
function formats(locale: Locale) {
  const tag = LANGUAGE_TAG[locale];
  const dayFmt = new Intl.DateTimeFormat(tag, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
  return {
    timeFmt: new Intl.DateTimeFormat(tag, { hour: "numeric", minute: "2-digit", timeZone: "Asia/Manila" }),
    shortDayFmt: new Intl.DateTimeFormat(tag, { weekday: "short", day: "numeric", timeZone: "UTC" }),
    dayName: (day: string) => dayFmt.format(new Date(`${day}T00:00:00Z`)),
  };
}

type Loaded = Route.ComponentProps["loaderData"];

/** Where the station stands for the place: English as the weather application words it; other languages from its facts. */
function fitWarning(d: Loaded, locale: Locale, t: Translate, place: string): string | null {
  const fit = d.fit;
  if (!fit.warning) return null;
  if (locale === "en") return fit.warning;
  const where = fit.far
    ? t("info.tide.fit.far", { station: fit.stationName, km: fit.distanceKm, place })
    : t("info.tide.fit.near", { station: fit.stationName, km: fit.distanceKm });
  return [where, fit.otherSea ? t("info.tide.fit.otherSea", { place }) : "", t("info.tide.fit.differ", { place })]
    .filter(Boolean)
    .join(" ");
}

export default function Tide({ loaderData: d }: Route.ComponentProps) {
  const t = usePageTranslator(d.messages);
  const { locale } = useI18n();
  const { timeFmt, shortDayFmt, dayName } = formats(locale);
  // The place as the weather application names it, in the page's language where it is not a name.
  const place = d.basis === "point" ? t("info.tide.place.point") : d.basis === "location" ? t("info.tide.place.location") : d.place;
  const warning = fitWarning(d, locale, t, place);
  const byDay = new Map<string, typeof d.extremes>();
  for (const e of d.extremes) {
    const day = manilaDate(new Date(e.t));
    byDay.set(day, [...(byDay.get(day) ?? []), e]);
  }
  const dayStarts = d.days.map((day) => ({
    t: new Date(`${day}T00:00:00+08:00`).getTime(),
    label: shortDayFmt.format(new Date(`${day}T00:00:00Z`)),
  }));
  const label = (t: number) => `${shortDayFmt.format(new Date(t + 8 * 3_600_000))} ${timeFmt.format(new Date(t))}`;
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("info.tide.h1")}</h1>
      <p className="mt-3 max-w-3xl text-slate-700 dark:text-slate-300">{t("info.tide.intro")}</p>
      <div className="mt-5 flex flex-col gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <LocationPanel reload="soft" t={t} />
        <form method="get" className="flex flex-wrap items-end gap-3">
          <DestinationSelect label={t("info.tide.choose")} myLocation={t("info.location.choose.my")} defaultValue={d.placeSlug} />
          <div>
            <Label htmlFor="tide-from">{t("info.tide.from")}</Label>
            <Input id="tide-from" type="date" name="from" defaultValue={d.days[0]} min={d.today} className="mt-1" />
          </div>
          <Button type="submit">{t("info.tide.submit")}</Button>
        </form>
      </div>

      <section aria-labelledby="station-h" className="mt-8">
        <h2 id="station-h" className="text-2xl font-semibold">
          {t("info.tide.station.h", { station: d.station.name })}
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          {d.basis === "station"
            ? t("info.tide.basis.station", { station: d.station.name })
            : t("info.tide.basis.nearest", { place, km: d.distanceKm })}{" "}
          {d.basis === "default" ? ` ${t("info.tide.defaultNote")}` : null}
        </p>
        {d.basis !== "station" && warning ? (
          <p
            data-testid="station-fit"
            className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            {warning}
          </p>
        ) : null}
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {t("info.tide.caution")}
        </p>
        <figure className="mt-5">
          <TideChart
            title={t("info.tide.chart.title", { station: d.station.name })}
            description={(v) => t("info.tide.chart.desc", v)}
            curve={d.curve}
            extremes={d.extremes.map((e) => ({ ...e, label: label(e.t) }))}
            dayStarts={dayStarts}
          />
          <figcaption className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t("info.tide.dots")}</figcaption>
        </figure>
      </section>

      <section aria-labelledby="best-h" className="mt-10">
        <h2 id="best-h" className="text-2xl font-semibold">
          {t("info.tide.best.h")}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">
          {t("info.tide.best.intro", { threshold: d.threshold.toFixed(2) })}
        </p>
        <ul className="mt-3 space-y-1">
          {d.days.map((day) => {
            const w = d.windows.find((x) => x.day === day);
            return (
              <li key={day}>
                <strong>{dayName(day)}:</strong>{" "}
                {w ? w.lows.map((l) => `${timeFmt.format(new Date(l.t))} (${l.h.toFixed(2)} m)`).join(", ") : t("info.tide.best.none")}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="table-h" className="mt-10">
        <h2 id="table-h" className="text-2xl font-semibold">
          {t("info.tide.table.h")}
        </h2>
        <ScrollTable
          label={t("info.tide.table.label")}
          caption={t("info.tide.table.caption", { station: d.station.name })}
          columns={[t("info.tide.col.day"), t("info.tide.col.tides")]}
          className="mt-3"
        >
          {d.days.map((day) => (
            <tr key={day} className="border-t border-slate-200 align-top dark:border-slate-700">
              <th scope="row" className="px-2 py-2 text-left font-medium">
                {dayName(day)}
              </th>
              <td className="px-2 py-2">
                <ul className="flex flex-wrap gap-x-5 gap-y-1">
                  {(byDay.get(day) ?? []).map((e) => (
                    <li key={e.t} className="tabular-nums">
                      <span className={e.type === "high" ? "font-semibold" : ""}>
                        {e.type === "high" ? t("info.tide.high") : t("info.tide.low")}
                      </span>{" "}
                      {timeFmt.format(new Date(e.t))}, {e.h.toFixed(2)} m
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </ScrollTable>
      </section>

      <section aria-labelledby="stations-h" className="mt-10">
        <h2 id="stations-h" className="text-lg font-semibold">
          {t("info.tide.stations.h")}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {d.stations.map((s) => (
            <li key={s.id}>
              <Link
                to={`/stay-informed/tide?station=${s.id}`}
                className="text-sky-800 underline dark:text-sky-300"
                aria-current={s.id === d.station.id ? "page" : undefined}
              >
                {s.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <footer className="mt-12 border-t border-slate-200 pt-4 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-400">
        <p>
          {t("info.tide.footer.constants")} <span lang="en">{d.station.attribution}</span>
        </p>
        <p className="mt-1">{t("info.tide.footer.neaps")}</p>
        <p className="mt-1">
          {t("info.weather.footer.geo")} <span lang="en">{GEOLITE_ATTRIBUTION}</span> (CC BY-SA 4.0).
        </p>
      </footer>
    </article>
  );
}
