/**
 * Server-rendered SVG charts (no JavaScript): monthly rainfall bars with temperature lines from the
 * PAGASA normals, and a 7-day forecast. Each has a title and description for screen readers and a
 * table of the same numbers beside it.
 */
import { useId } from "react";
import { ScrollRegion } from "../../components/ui/scroll-region.tsx";
import type { Translate } from "../../../i18n/format.ts";
import { LANGUAGE_TAG, type Locale } from "../../../i18n/locales.ts";

export const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** The months' short names in the page's language (English as before; others from Intl). */
export function monthLabels(locale: Locale): readonly string[] {
  if (locale === "en") return MONTHS;
  const f = new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { month: "short", timeZone: "UTC" });
  return MONTHS.map((_, i) => f.format(new Date(Date.UTC(2026, i, 15))));
}

export type MonthRow = { month: number; rainMm: number; rainyDays: number; maxC: number; minC: number };
export type DayRow = { date: string; label: string; maxC: number; minC: number; rainMm: number };

const W = 640;
const H = 240;
const PAD = { left: 44, right: 44, top: 16, bottom: 28 };

function niceMax(v: number, step: number): number {
  return Math.max(step, Math.ceil(v / step) * step);
}

function polyline(points: [number, number][]): string {
  return points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
}

/** Bars for rain (left axis, mm) and two lines for max and min temperature (right axis, °C). */
function RainTempChart({
  title,
  desc,
  labels,
  rain,
  maxC,
  minC,
  highlight,
}: {
  title: string;
  desc: string;
  labels: readonly string[];
  rain: number[];
  maxC: number[];
  minC: number[];
  highlight?: number;
}) {
  const id = useId();
  const n = labels.length;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const rainTop = niceMax(Math.max(...rain), 100);
  const tLow = Math.floor(Math.min(...minC) / 5) * 5;
  const tHigh = Math.ceil(Math.max(...maxC) / 5) * 5;
  const slot = innerW / n;
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const yRain = (v: number) => PAD.top + innerH - (v / rainTop) * innerH;
  const yTemp = (v: number) => PAD.top + innerH - ((v - tLow) / Math.max(1, tHigh - tLow)) * innerH;
  const ticks = [0, 0.5, 1];
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-labelledby={`${id}-t ${id}-d`}
      className="h-auto w-full max-w-2xl text-slate-600 dark:text-slate-300"
    >
      <title id={`${id}-t`}>{title}</title>
      <desc id={`${id}-d`}>{desc}</desc>
      {ticks.map((f) => (
        <g key={f}>
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={PAD.top + innerH * (1 - f)}
            y2={PAD.top + innerH * (1 - f)}
            stroke="currentColor"
            strokeOpacity={0.15}
          />
          <text x={PAD.left - 6} y={PAD.top + innerH * (1 - f) + 4} textAnchor="end" fontSize={11} fill="currentColor">
            {Math.round(rainTop * f)}
          </text>
          <text x={W - PAD.right + 6} y={PAD.top + innerH * (1 - f) + 4} fontSize={11} fill="currentColor">
            {Math.round(tLow + (tHigh - tLow) * f)}°
          </text>
        </g>
      ))}
      <text x={4} y={PAD.top - 4} fontSize={10} fill="currentColor">
        mm
      </text>
      {rain.map((v, i) => (
        <rect
          key={labels[i]}
          x={x(i) - slot * 0.32}
          y={yRain(v)}
          width={slot * 0.64}
          height={Math.max(0, PAD.top + innerH - yRain(v))}
          className={i === highlight ? "fill-sky-700 dark:fill-sky-400" : "fill-sky-500/70 dark:fill-sky-600/80"}
        />
      ))}
      <polyline
        points={polyline(maxC.map((v, i) => [x(i), yTemp(v)]))}
        fill="none"
        strokeWidth={2.5}
        className="stroke-orange-600 dark:stroke-orange-400"
      />
      <polyline
        points={polyline(minC.map((v, i) => [x(i), yTemp(v)]))}
        fill="none"
        strokeWidth={2.5}
        strokeDasharray="6 4"
        className="stroke-indigo-700 dark:stroke-indigo-300"
      />
      {labels.map((l, i) => (
        <text key={l} x={x(i)} y={H - 8} textAnchor="middle" fontSize={11} fill="currentColor">
          {l}
        </text>
      ))}
    </svg>
  );
}

function Legend({ t }: { t: Translate }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="inline-block h-3 w-3 bg-sky-500/70" /> {t("info.chart.legend.rain")}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="inline-block h-0.5 w-5 bg-orange-600" /> {t("info.chart.legend.high")}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="inline-block h-0.5 w-5 border-t-2 border-dashed border-indigo-700" />{" "}
        {t("info.chart.legend.low")}
      </li>
    </ul>
  );
}

const th = "px-2 py-1 text-left font-medium";
const td = "px-2 py-1 tabular-nums";

export function MonthlyNormalsChart({
  t,
  months: names,
  place,
  station,
  normals: months,
  currentMonth,
}: {
  t: Translate;
  /** The months' short names in the page's language (monthLabels). */
  months: readonly string[];
  place: string;
  station: string;
  normals: MonthRow[];
  currentMonth: number;
}) {
  const wettest = months.reduce((a, b) => (b.rainMm > a.rainMm ? b : a));
  const driest = months.reduce((a, b) => (b.rainMm < a.rainMm ? b : a));
  return (
    <figure className="mt-4">
      <RainTempChart
        title={t("info.chart.normals.title", { place, station })}
        desc={t("info.chart.normals.desc", {
          wettest: names[wettest.month - 1],
          wettestMm: wettest.rainMm,
          driest: names[driest.month - 1],
          driestMm: driest.rainMm,
        })}
        labels={names}
        rain={months.map((m) => m.rainMm)}
        maxC={months.map((m) => m.maxC)}
        minC={months.map((m) => m.minC)}
        highlight={currentMonth - 1}
      />
      <Legend t={t} />
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-sky-800 underline dark:text-sky-300">{t("info.chart.asTable")}</summary>
        <ScrollRegion label={t("info.chart.normals.table", { place })} className="mt-2">
          <table className="min-w-full text-sm">
            <caption className="sr-only">{t("info.chart.normals.caption", { place })}</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  {t("info.chart.col.month")}
                </th>
                <th scope="col" className={th}>
                  {t("info.chart.col.rain")}
                </th>
                <th scope="col" className={th}>
                  {t("info.chart.col.rainyDays")}
                </th>
                <th scope="col" className={th}>
                  {t("info.chart.col.high")}
                </th>
                <th scope="col" className={th}>
                  {t("info.chart.col.low")}
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.month} className="border-t border-slate-200 dark:border-slate-700">
                  <th scope="row" className={th}>
                    {names[m.month - 1]}
                  </th>
                  <td className={td}>{m.rainMm}</td>
                  <td className={td}>{m.rainyDays}</td>
                  <td className={td}>{m.maxC}</td>
                  <td className={td}>{m.minC}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </figure>
  );
}

export function ForecastChart({ t, place, days }: { t: Translate; place: string; days: DayRow[] }) {
  return (
    <figure className="mt-4">
      <RainTempChart
        title={t("info.weather.forecast.title", { place })}
        desc={t("info.chart.forecast.desc", { first: days[0]?.label ?? "", last: days.at(-1)?.label ?? "" })}
        labels={days.map((d) => d.label)}
        rain={days.map((d) => d.rainMm)}
        maxC={days.map((d) => d.maxC)}
        minC={days.map((d) => d.minC)}
      />
      <Legend t={t} />
    </figure>
  );
}
