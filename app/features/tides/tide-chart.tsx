/** The tide curve for the week as a server-rendered SVG, with its highs and lows marked. */
import { useId } from "react";

export type CurvePoint = { t: number; h: number };
export type Extreme = { t: number; h: number; type: "high" | "low"; label: string };

const W = 720;
const H = 220;
const PAD = { left: 40, right: 12, top: 14, bottom: 30 };

export function TideChart({
  title,
  description,
  curve,
  extremes,
  dayStarts,
}: {
  /** "Predicted tide at … for the next 7 days", in the page's language. */
  title: string;
  /** The chart's description from its highest high and lowest low, in the page's language. */
  description: (values: { high: string; highAt: string; low: string; lowAt: string }) => string;
  curve: CurvePoint[];
  extremes: Extreme[];
  dayStarts: { t: number; label: string }[];
}) {
  const id = useId();
  if (curve.length < 2) return null;
  const t0 = curve[0].t;
  const t1 = curve[curve.length - 1].t;
  const hs = curve.map((p) => p.h);
  const lo = Math.floor(Math.min(...hs) * 2) / 2;
  const hi = Math.ceil(Math.max(...hs) * 2) / 2;
  const x = (t: number) => PAD.left + ((t - t0) / (t1 - t0)) * (W - PAD.left - PAD.right);
  const y = (h: number) => PAD.top + (1 - (h - lo) / Math.max(0.1, hi - lo)) * (H - PAD.top - PAD.bottom);
  const path = curve.map((p, i) => `${i ? "L" : "M"}${x(p.t).toFixed(1)} ${y(p.h).toFixed(1)}`).join(" ");
  const ticks: number[] = [];
  for (let v = lo; v <= hi + 1e-9; v += 0.5) ticks.push(Math.round(v * 10) / 10);
  const highest = extremes.filter((e) => e.type === "high").reduce((a, b) => (b.h > a.h ? b : a), { h: -Infinity } as Extreme);
  const lowest = extremes.filter((e) => e.type === "low").reduce((a, b) => (b.h < a.h ? b : a), { h: Infinity } as Extreme);
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-labelledby={`${id}-t ${id}-d`}
      className="h-auto w-full text-slate-600 dark:text-slate-300"
    >
      <title id={`${id}-t`}>{title}</title>
      <desc id={`${id}-d`}>
        {description({ high: highest.h.toFixed(2), highAt: highest.label, low: lowest.h.toFixed(2), lowAt: lowest.label })}
      </desc>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="currentColor" strokeOpacity={v === 0 ? 0.4 : 0.12} />
          <text x={PAD.left - 5} y={y(v) + 4} textAnchor="end" fontSize={11} fill="currentColor">
            {v.toFixed(1)}
          </text>
        </g>
      ))}
      {dayStarts.map((d) => (
        <g key={d.t}>
          <line x1={x(d.t)} x2={x(d.t)} y1={PAD.top} y2={H - PAD.bottom} stroke="currentColor" strokeOpacity={0.15} />
          <text x={x(d.t) + 4} y={H - 10} fontSize={11} fill="currentColor">
            {d.label}
          </text>
        </g>
      ))}
      <path d={`${path} L${x(t1)} ${H - PAD.bottom} L${x(t0)} ${H - PAD.bottom} Z`} className="fill-sky-500/15" />
      <path d={path} fill="none" strokeWidth={2} className="stroke-sky-700 dark:stroke-sky-300" />
      {extremes.map((e) => (
        <circle
          key={e.t}
          cx={x(e.t)}
          cy={y(e.h)}
          r={3}
          className={e.type === "high" ? "fill-sky-800 dark:fill-sky-200" : "fill-amber-600 dark:fill-amber-400"}
        />
      ))}
      <text x={4} y={PAD.top - 2} fontSize={10} fill="currentColor">
        m
      </text>
    </svg>
  );
}
