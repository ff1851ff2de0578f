/**
 * The hotel results on a map (issue 17): the Natural Earth coast of the local map (decision 019) under
 * numbered markers, fitted to the hotels, with markers that would overlap moved apart and a line back
 * to each one's true spot. It needs no network and no JavaScript; the interactive map (Leaflet and
 * OpenStreetMap tiles, use-interactive-map.ts) loads only when the traveller asks for it.
 */
import { useMemo } from "react";
import type { HotelSearchResult } from "../../../contracts/hotels.ts";
import { formatMoney } from "../../../contracts/money.ts";
import { spreadMarkers } from "../../components/map/marker-layout.ts";
import { PH_OUTLINE_PATH } from "../../components/map/ph-basemap.ts";
import type { MapMarker } from "../../components/map/philippines-map.tsx";
import { project } from "../../components/map/projection.ts";
import { Button } from "../../components/ui/button.tsx";
import { useInteractiveMap } from "../transport/use-interactive-map.ts";
import { useHotelT } from "./hotel-words.tsx";

// A small canvas, so that on a phone (about 340 px wide) markers and numbers stay readable; wider
// screens show it at most 42 rem wide.
const W = 400;
const H = 300;
const PAD = 28;
const R = 11;
/** The least span shown, in degrees: enough for the nearest coast around a cluster of hotels. */
const MIN_SPAN_DEG = 0.3;

type Labelled = { result: HotelSearchResult; number: number; href: string; label: string };

/** Markers in canvas pixels, moved apart, and the transform that puts the basemap's outline under them. */
export function hotelMapLayout(results: readonly { latitude: number; longitude: number }[]) {
  const projected = results.map((r) => project({ lat: r.latitude, lng: r.longitude }));
  const span = project({ lat: 0, lng: MIN_SPAN_DEG }).x - project({ lat: 0, lng: 0 }).x;
  const xs = projected.map((p) => p.x);
  const ys = projected.map((p) => p.y);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const spanX = Math.max(Math.max(...xs) - Math.min(...xs), span);
  const spanY = Math.max(Math.max(...ys) - Math.min(...ys), span * (H / W));
  const scale = Math.min((W - 2 * PAD) / spanX, (H - 2 * PAD) / spanY);
  const tx = W / 2 - cx * scale;
  const ty = H / 2 - cy * scale;
  const markers = spreadMarkers(
    projected.map((p) => ({ x: p.x * scale + tx, y: p.y * scale + ty })),
    R,
    { bounds: { width: W, height: H } },
  );
  // The canvas's corners back in degrees (the projection is linear), for the interactive map's first view.
  const unitsPerDegLng = span / MIN_SPAN_DEG;
  const unitsPerDegLat = project({ lat: 0, lng: 0 }).y - project({ lat: 1, lng: 0 }).y;
  const lng = (x: number) => results[0].longitude + ((x - tx) / scale - projected[0].x) / unitsPerDegLng;
  const lat = (y: number) => results[0].latitude - ((y - ty) / scale - projected[0].y) / unitsPerDegLat;
  return {
    markers,
    transform: `translate(${tx.toFixed(2)} ${ty.toFixed(2)}) scale(${scale.toFixed(4)})`,
    bounds: { north: lat(0), south: lat(H), west: lng(0), east: lng(W) },
  };
}

/** A stretch of detailed coast: its box and its land, in the basemap's units (app/server/hotels.server.ts coastNear). */
export type MapCoast = { box: { x: number; y: number; width: number; height: number }; path: string };

export function ResultsMap({
  results,
  hrefFor,
  coast = [],
}: {
  results: HotelSearchResult[];
  hrefFor: (r: HotelSearchResult) => string;
  /** The coast near the hotels at 250 m: drawn over the country outline, which leaves out small islands. */
  coast?: MapCoast[];
}) {
  const t = useHotelT();
  const items: Labelled[] = useMemo(
    () =>
      results.map((result, i) => ({
        result,
        number: i + 1,
        href: hrefFor(result),
        label: t("hotels.map.marker", { number: i + 1, name: result.hotelName, price: formatMoney(result.basePrice, { compact: true }) }),
      })),
    [results, hrefFor, t],
  );
  const layout = useMemo(() => (results.length ? hotelMapLayout(results) : null), [results]);
  const interactiveMarkers: MapMarker[] = useMemo(
    () =>
      items.map((m) => ({
        id: m.result.hotelId,
        lat: m.result.latitude,
        lng: m.result.longitude,
        label: m.label,
        href: m.href,
        kind: "hotel",
      })),
    [items],
  );
  const { container, status, hydrated, activate, live } = useInteractiveMap(interactiveMarkers, layout?.bounds);
  if (!layout) return null;
  return (
    <figure className="max-w-2xl rounded-xl border border-slate-200 bg-white p-2 dark:border-slate-700 dark:bg-slate-900">
      <div className="relative w-full overflow-hidden rounded-lg" style={{ aspectRatio: `${W} / ${H}` }}>
        <div className={live ? "invisible h-full" : "h-full"} aria-hidden={live || undefined}>
          <svg viewBox={`0 0 ${W} ${H}`} role="group" aria-labelledby="results-map-title" className="h-full w-full">
            <title id="results-map-title">{t("hotels.map.title")}</title>
            <rect x="0" y="0" width={W} height={H} className="fill-sky-100 dark:fill-slate-800" />
            <path
              d={PH_OUTLINE_PATH}
              transform={layout.transform}
              data-testid="coast"
              className="fill-emerald-100 stroke-emerald-700/50 dark:fill-slate-700 dark:stroke-slate-500"
              strokeWidth="1"
              vectorEffect="non-scaling-stroke"
            />
            {coast.map((c) => (
              <g key={`${c.box.x},${c.box.y}`} transform={layout.transform}>
                <rect x={c.box.x} y={c.box.y} width={c.box.width} height={c.box.height} className="fill-sky-100 dark:fill-slate-800" />
                <path
                  d={c.path}
                  fillRule="evenodd"
                  data-testid="coast-detail"
                  className="fill-emerald-100 stroke-emerald-700/50 dark:fill-slate-700 dark:stroke-slate-500"
                  strokeWidth="1"
                  vectorEffect="non-scaling-stroke"
                />
              </g>
            ))}
            {layout.markers.map((p, i) =>
              p.moved ? (
                <g key={`line-${items[i].result.hotelId}`}>
                  <line
                    x1={p.anchor.x}
                    y1={p.anchor.y}
                    x2={p.x}
                    y2={p.y}
                    className="stroke-slate-600 dark:stroke-slate-300"
                    strokeWidth="1"
                  />
                  <circle cx={p.anchor.x} cy={p.anchor.y} r="2" className="fill-slate-700 dark:fill-slate-200" />
                </g>
              ) : null,
            )}
            {layout.markers.map((p, i) => (
              <a
                key={items[i].result.hotelId}
                href={items[i].href}
                aria-label={items[i].label}
                data-spot={`${p.anchor.x.toFixed(2)} ${p.anchor.y.toFixed(2)}`}
              >
                <circle
                  cx={p.x}
                  cy={p.y}
                  r={R}
                  className="fill-brand-900 stroke-white dark:fill-brand-300 dark:stroke-slate-900"
                  strokeWidth="2"
                />
                <text x={p.x} y={p.y + 4} textAnchor="middle" fontSize="11" fontWeight="700" className="fill-white dark:fill-brand-950">
                  {items[i].number}
                </text>
              </a>
            ))}
          </svg>
        </div>
        <section
          ref={container}
          data-testid="interactive-map"
          className={live ? "absolute inset-0 z-0 bg-sky-50 dark:bg-slate-900" : "absolute inset-0 -z-10 opacity-0"}
          aria-label={t("hotels.map.interactive")}
        />
      </div>
      <figcaption className="mt-2 space-y-2 text-xs text-slate-600 dark:text-slate-400">
        <span className="block">
          {t("hotels.map.numbers")} {coast.length ? t("hotels.map.coastDetail") : t("hotels.map.coastOutline")}
          {live ? t("hotels.map.streets") : ""}.
        </span>
        {hydrated && status === "static" ? (
          <Button type="button" variant="secondary" size="sm" onClick={activate}>
            {t("hotels.map.zoom")}
          </Button>
        ) : null}
        <span className="block" aria-live="polite" data-testid="map-status">
          {status === "static" ? "" : t(`hotels.map.status.${status}`)}
        </span>
      </figcaption>
    </figure>
  );
}
