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

export function meta({}: Route.MetaArgs) {
  return titleMeta(
    "Tides",
    "High and low tides for the next 7 days at the Philippine tide station nearest you or your destination, with the best daylight low tides for sandbars and island hopping.",
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return tidePage(context, request);
}

const timeFmt = new Intl.DateTimeFormat("en-PH", { hour: "numeric", minute: "2-digit", timeZone: "Asia/Manila" });
const dayFmt = new Intl.DateTimeFormat("en-PH", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
const shortDayFmt = new Intl.DateTimeFormat("en-PH", { weekday: "short", day: "numeric", timeZone: "UTC" });
const dayName = (day: string) => dayFmt.format(new Date(`${day}T00:00:00Z`));

export default function Tide({ loaderData: d }: Route.ComponentProps) {
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
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Tides</h1>
      <p className="mt-3 max-w-3xl text-slate-700 dark:text-slate-300">
        High and low water for seven days (from today, or from the day you choose), so you can plan a sandbar walk, a lagoon trip or a
        snorkel at the right hour. Times are Philippine time; heights are in metres above chart datum (mean lower low water).
      </p>
      <div className="mt-5 flex flex-col gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <LocationPanel reload="soft" />
        <form method="get" className="flex flex-wrap items-end gap-3">
          <DestinationSelect label="Or choose a destination" defaultValue={d.placeSlug} />
          <div>
            <Label htmlFor="tide-from">From</Label>
            <Input id="tide-from" type="date" name="from" defaultValue={d.days[0]} min={d.today} className="mt-1" />
          </div>
          <Button type="submit">Show tides</Button>
        </form>
      </div>

      <section aria-labelledby="station-h" className="mt-8">
        <h2 id="station-h" className="text-2xl font-semibold">
          {d.station.name} tide station
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          {d.basis === "station"
            ? `Predictions for the ${d.station.name} gauge.`
            : `The nearest of the nine Philippine stations to ${d.place}, ${d.distanceKm} km away.`}{" "}
          {d.basis === "default" ? " Showing Manila until you share your location or choose a destination." : null}
        </p>
        {d.basis !== "station" && d.fit.warning ? (
          <p
            data-testid="station-fit"
            className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            {d.fit.warning}
          </p>
        ) : null}
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          These are astronomical predictions worked out from the station&apos;s tidal constants. They leave out wind, swell, storm surge and
          river flow, so real water levels can differ: do not use them to navigate. Ask the boatmen and follow Coast Guard advice.
        </p>
        <figure className="mt-5">
          <TideChart
            station={d.station.name}
            curve={d.curve}
            extremes={d.extremes.map((e) => ({ ...e, label: label(e.t) }))}
            dayStarts={dayStarts}
          />
          <figcaption className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            Dark dots mark high water, orange dots low water.
          </figcaption>
        </figure>
      </section>

      <section aria-labelledby="best-h" className="mt-10">
        <h2 id="best-h" className="text-2xl font-semibold">
          Best low tides for sandbars and island hopping
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">
          Daylight low tides (6:00 am to 5:00 pm) at or below {d.threshold.toFixed(2)} m — a quarter of this station&apos;s usual daily
          range. Sandbars show best and lagoon entrances are easiest for an hour either side.
        </p>
        <ul className="mt-3 space-y-1">
          {d.days.map((day) => {
            const w = d.windows.find((x) => x.day === day);
            return (
              <li key={day}>
                <strong>{dayName(day)}:</strong>{" "}
                {w
                  ? w.lows.map((l) => `${timeFmt.format(new Date(l.t))} (${l.h.toFixed(2)} m)`).join(", ")
                  : "no low tide that low in daylight"}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="table-h" className="mt-10">
        <h2 id="table-h" className="text-2xl font-semibold">
          High and low tides, day by day
        </h2>
        <ScrollTable
          label="Tide table"
          caption={`High and low tides at ${d.station.name}, Philippine time`}
          columns={["Day", "Tides (time, height above chart datum)"]}
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
                      <span className={e.type === "high" ? "font-semibold" : ""}>{e.type === "high" ? "High" : "Low"}</span>{" "}
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
          Other stations
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
        <p>Tidal constants: {d.station.attribution}</p>
        <p className="mt-1">Predictions computed with the open-source Neaps tide predictor.</p>
        <p className="mt-1">Your approximate place from your internet address: {GEOLITE_ATTRIBUTION} (CC BY-SA 4.0).</p>
      </footer>
    </article>
  );
}
