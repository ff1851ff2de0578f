import { Link } from "react-router";
import type { Route } from "./+types/weather";
import { GEOLITE_ATTRIBUTION } from "../../../contracts/location.ts";
import { OPEN_METEO_ATTRIBUTION, weatherCodeText } from "../../../contracts/weather.ts";
import { DestinationSelect } from "../../features/location/destination-select.tsx";
import { LocationPanel } from "../../features/location/location-panel.tsx";
import { ForecastChart, MONTHS, MonthlyNormalsChart } from "../../features/weather/charts.tsx";
import { titleMeta } from "../../lib/meta.ts";
import { weatherPage } from "../../server/weather.server.ts";
import { Button } from "../../components/ui/button.tsx";
import { ScrollTable } from "../../components/ui/scroll-table.tsx";

export function meta({}: Route.MetaArgs) {
  return titleMeta(
    "Weather",
    "Weather for your place and ten Philippine destinations: forecasts when available, PAGASA climate normals, wet and dry seasons, typhoon signals and rainfall warnings.",
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return weatherPage(context, request);
}

type PlaceWeather = Route.ComponentProps["loaderData"]["report"]["destinations"][number];

function dayLabel(date: string): string {
  return new Intl.DateTimeFormat("en-PH", { weekday: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

function NormalsBadge() {
  return (
    <p className="mt-2 inline-block rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-sm font-semibold text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      Climate normals, not a forecast
    </p>
  );
}

function PlaceSection({ p, month, heading }: { p: PlaceWeather; month: number; heading: string }) {
  const m = p.normals[month - 1];
  const station = `${p.station.officialName} (${p.station.km.toFixed(0)} km away)`;
  return (
    <section aria-labelledby="place-h" className="mt-8">
      <h2 id="place-h" className="text-2xl font-semibold">
        {heading}
      </h2>
      {p.live ? (
        <>
          {p.live.current ? (
            <p className="mt-3 text-lg">
              Now: <strong>{Math.round(p.live.current.tempC)} °C</strong>
              {p.live.current.code !== null ? `, ${weatherCodeText(p.live.current.code).toLowerCase()}` : ""}
              {p.live.current.windKmh !== null ? `, wind ${Math.round(p.live.current.windKmh)} km/h` : ""}
              {p.live.current.humidity !== null ? `, humidity ${p.live.current.humidity}%` : ""}.
            </p>
          ) : null}
          <ForecastChart place={p.name} days={p.live.daily.map((d) => ({ ...d, label: dayLabel(d.date) }))} />
          <ScrollTable
            label={`7-day forecast for ${p.name}, table`}
            caption={`7-day forecast for ${p.name}`}
            showCaption
            columns={["Day", "Sky", "High / low (°C)", "Rain (mm)"]}
            className="mt-3"
          >
            {p.live.daily.map((d) => (
              <tr key={d.date} className="border-t border-slate-200 dark:border-slate-700">
                <th scope="row" className="px-2 py-1 text-left font-medium">
                  {dayLabel(d.date)}
                </th>
                <td className="px-2 py-1">{weatherCodeText(d.code)}</td>
                <td className="px-2 py-1 tabular-nums">
                  {Math.round(d.maxC)} / {Math.round(d.minC)}
                </td>
                <td className="px-2 py-1 tabular-nums">
                  {d.rainMm.toFixed(1)}
                  {d.rainChance !== null ? ` (${d.rainChance}% chance)` : ""}
                </td>
              </tr>
            ))}
          </ScrollTable>
        </>
      ) : (
        <>
          <NormalsBadge />
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            We could not reach the forecast service just now, so here is what {MONTHS[month - 1]} is usually like: about{" "}
            <strong>{m.rainMm} mm</strong> of rain over {m.rainyDays} rainy days, highs near <strong>{m.maxC} °C</strong> and lows near{" "}
            <strong>{m.minC} °C</strong>.
          </p>
        </>
      )}
      <h3 className="mt-6 text-lg font-semibold">The year at {p.name}</h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Averages from the nearest PAGASA station, {station}, {p.station.period}. This month is highlighted.
      </p>
      <MonthlyNormalsChart place={p.name} station={p.station.officialName} months={p.normals} currentMonth={month} />
    </section>
  );
}

export default function Weather({ loaderData }: Route.ComponentProps) {
  const { report, basis, month, chosen, signals, ferryRule } = loaderData;
  const me = report.traveller!;
  const heading = basis === "location" ? "Weather where you are" : basis === "default" ? "Weather in Manila" : `Weather at ${me.name}`;
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Weather</h1>
      <p className="mt-3 max-w-3xl text-slate-700 dark:text-slate-300">
        What to expect at your place and at ten destinations: a live forecast when our weather source answers, and always the long-term
        averages PAGASA measured from 1991 to 2020.
      </p>
      <div className="mt-5 flex flex-col gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <LocationPanel reload="full" />
        <form method="get" className="flex flex-wrap items-end gap-3">
          <DestinationSelect label="Or choose a place" defaultValue={chosen} />
          <Button type="submit">Show weather</Button>
        </form>
        {basis === "default" ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Showing Manila until you share your location or choose a place.</p>
        ) : null}
      </div>

      <PlaceSection p={me} month={month} heading={heading} />

      <section aria-labelledby="dest-h" className="mt-12">
        <h2 id="dest-h" className="text-2xl font-semibold">
          Destinations in {MONTHS[month - 1]}
        </h2>
        {report.source === "normals" ? <NormalsBadge /> : null}
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
                    Now {Math.round(d.live.current.tempC)} °C, {weatherCodeText(d.live.current.code).toLowerCase() || "—"}
                  </p>
                ) : null}
                {d.live?.daily[0] ? (
                  <p className="text-sm">Next 7 days: {d.live.daily.reduce((s, x) => s + x.rainMm, 0).toFixed(0)} mm of rain forecast</p>
                ) : null}
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                  Usual {MONTHS[month - 1]}: {m.rainMm} mm over {m.rainyDays} rainy days; {m.maxC}° / {m.minC} °C
                </p>
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  PAGASA {d.station.id} station, {d.station.km.toFixed(0)} km away
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="seasons-h" className="mt-12 max-w-3xl">
        <h2 id="seasons-h" className="text-2xl font-semibold">
          Wet and dry seasons
        </h2>
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          Two monsoons set the rhythm of the year. The <strong>amihan</strong>, the cool northeast monsoon, blows from about November to
          March and brings the driest, most pleasant months to the western side of the country — Manila, Boracay, El Nido and Coron. The{" "}
          <strong>habagat</strong>, the southwest monsoon, arrives around June and lasts into September or October; it soaks the west and
          can keep boats in port for days even without a storm.
        </p>
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          PAGASA sorts places into four climate types by their rain. Type I (Manila, Ilocos, western Palawan) has a clear dry season from
          November to April. Type II (eastern Bicol, eastern Samar, Surigao) has no dry season and its wettest months in December and
          January — Siargao is wet when Boracay is dry. Type III has a short, less marked dry spell; Type IV (much of Mindanao, Bohol) gets
          rain spread across the year. The charts above show this for each place.
        </p>
      </section>

      <section aria-labelledby="signals-h" className="mt-12 max-w-3xl">
        <h2 id="signals-h" className="text-2xl font-semibold">
          Typhoon signals and rainfall warnings
        </h2>
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          About twenty tropical cyclones enter the Philippine area of responsibility in a year, most of them from July to October. PAGASA
          raises Tropical Cyclone Wind Signals for provinces that may feel a storm&apos;s winds (the scale in use since 2022):
        </p>
        <ScrollTable
          label="Wind signals table"
          caption="PAGASA Tropical Cyclone Wind Signals"
          columns={["Signal", "Winds expected", "Lead time"]}
          className="mt-3"
        >
          {signals.map((w) => (
            <tr key={w.signal} className="border-t border-slate-200 dark:border-slate-700">
              <th scope="row" className="px-2 py-1 text-left">
                No. {w.signal}
              </th>
              <td className="px-2 py-1">{w.winds}</td>
              <td className="px-2 py-1">{w.leadTimeHours} hours</td>
            </tr>
          ))}
        </ScrollTable>
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          <span data-testid="weather-ferry-rule">{ferryRule}</span> PAGASA&apos;s colour-coded rainfall warnings are separate:{" "}
          <strong>yellow</strong> (heavy rain, flooding possible in low areas), <strong>orange</strong> (intense rain, flooding threatening)
          and <strong>red</strong> (torrential rain, serious flooding: follow evacuation orders). What each means for your trip is on{" "}
          <Link to="/stay-informed/safety-security" className="text-sky-800 underline dark:text-sky-300">
            Safety and security
          </Link>
          .
        </p>
      </section>

      <footer className="mt-12 border-t border-slate-200 pt-4 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-400">
        <p>
          Climate normals: PAGASA climatological normals 1991–2020 (some stations have shorter records). Forecasts: {OPEN_METEO_ATTRIBUTION}
          . Your approximate place from your internet address: {GEOLITE_ATTRIBUTION}, available from{" "}
          <a href="https://www.maxmind.com" className="underline">
            maxmind.com
          </a>{" "}
          (CC BY-SA 4.0).
        </p>
      </footer>
    </article>
  );
}
