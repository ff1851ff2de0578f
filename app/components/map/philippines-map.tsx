/**
 * A map of the Philippines that needs no network and no JavaScript: the Natural Earth outline as SVG with
 * markers projected onto it. Pages use it on its own (guides) or as the fallback under an interactive
 * tile map (the local map, when tiles cannot load).
 */
import { useId } from "react";
import type { LatLng } from "../../../contracts/geo.ts";
import { MARKER_CLASS, MARKER_RADIUS, MARKER_RING_CLASS } from "./marker-style.ts";
import { PH_OUTLINE_PATH } from "./ph-basemap.ts";
import { BASEMAP_HEIGHT, BASEMAP_WIDTH, project } from "./projection.ts";

export type MapMarker = LatLng & {
  id: string;
  label: string;
  /** Colours the marker: a destination, an airport, a ferry port, a hotel, the traveller. */
  kind?: keyof typeof MARKER_CLASS;
  href?: string;
};

type Props = {
  /** What the map shows, read by screen readers (the markers are also listed in text by the page). */
  title: string;
  markers: readonly MapMarker[];
  /** Zoom to the markers (with this margin in degrees) instead of showing the whole country. */
  fit?: { padding: number };
  /** Show marker labels on the map itself. */
  labels?: boolean;
  className?: string;
};

export function PhilippinesMap({ title, markers, fit, labels = true, className }: Props) {
  const titleId = useId();
  const points = markers.map((m) => ({ marker: m, ...project(m) }));
  let viewBox = `0 0 ${BASEMAP_WIDTH} ${BASEMAP_HEIGHT}`;
  let scale = 1;
  if (fit && markers.length > 0) {
    const pad = project({ lat: 0, lng: 0 });
    const padded = project({ lat: -fit.padding, lng: fit.padding });
    const dx = padded.x - pad.x;
    const dy = padded.y - pad.y;
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    const minX = Math.min(...xs) - dx;
    const minY = Math.min(...ys) - dy;
    const width = Math.max(Math.max(...xs) + dx - minX, 40);
    const height = Math.max(Math.max(...ys) + dy - minY, 40);
    viewBox = `${minX.toFixed(1)} ${minY.toFixed(1)} ${width.toFixed(1)} ${height.toFixed(1)}`;
    scale = Math.max(width / BASEMAP_WIDTH, height / BASEMAP_HEIGHT);
  }
  const vb = viewBox.split(" ").map(Number);
  const rightEdge = vb[0] + vb[2];
  const r = Math.max(2.5, MARKER_RADIUS * scale);
  const font = Math.max(5, 22 * scale);
  return (
    <svg
      viewBox={viewBox}
      // With linked markers the map is a group of links (an "img" hides its children, links included).
      role={markers.some((m) => m.href) ? "group" : "img"}
      aria-labelledby={titleId}
      className={className ?? "h-auto w-full rounded-xl bg-sky-50 dark:bg-slate-900"}
    >
      <title id={titleId}>{title}</title>
      <path
        d={PH_OUTLINE_PATH}
        className="fill-emerald-100 stroke-emerald-700/40 dark:fill-slate-700 dark:stroke-slate-500"
        strokeWidth={scale}
      />
      {points.map(({ marker, x, y }) => {
        const dot = (
          <g key={marker.id}>
            <circle
              cx={x}
              cy={y}
              r={r}
              className={`${MARKER_CLASS[marker.kind ?? "destination"]} ${MARKER_RING_CLASS}`}
              strokeWidth={r / 3}
            />
            {labels ? (
              <text
                x={x > rightEdge - vb[2] * 0.3 ? x - r * 1.4 : x + r * 1.4}
                textAnchor={x > rightEdge - vb[2] * 0.3 ? "end" : "start"}
                y={y + font / 3}
                fontSize={font}
                className="fill-slate-900 dark:fill-slate-100"
                paintOrder="stroke"
                stroke="currentColor"
                strokeOpacity={0}
              >
                {marker.label}
              </text>
            ) : null}
          </g>
        );
        return marker.href ? (
          <a key={marker.id} href={marker.href} aria-label={marker.label}>
            {dot}
          </a>
        ) : (
          dot
        );
      })}
    </svg>
  );
}
