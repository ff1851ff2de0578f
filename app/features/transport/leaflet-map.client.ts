/**
 * The interactive local map: Leaflet with OpenStreetMap tiles, loaded only in the browser and only by a
 * dynamic import (so Leaflet and its CSS are not in the page's first bundle).
 *
 * Under the tiles lies the Natural Earth outline of the Philippines (the offline SVG map's own path,
 * turned back into coordinates), in a pane below the tile pane: when tiles load they cover it; when they
 * cannot (offline, blocked, slow), the tile layer is removed and the markers stay over the outline.
 */
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { PHILIPPINES_BOUNDS } from "../../../contracts/geo.ts";
import type { MapMarker } from "../../components/map/philippines-map.tsx";
import { PH_OUTLINE_PATH } from "../../components/map/ph-basemap.ts";
import { BASEMAP_HEIGHT } from "../../components/map/projection.ts";
import { LAYER_COLOURS } from "./map-layers.ts";

export type MapStatus = "tiles" | "offline";

export type InteractiveMap = { update(markers: readonly MapMarker[]): void; destroy(): void };

/** Give up on tiles when none has loaded after this long. */
const TILE_TIMEOUT_MS = 6000;

const OSM_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const OUTLINE_ATTRIBUTION = 'Outline: <a href="https://www.naturalearthdata.com/">Natural Earth</a>';

/** The inverse of app/components/map/projection.ts's project(): SVG x/y back to latitude and longitude. */
function unproject(x: number, y: number): L.LatLngTuple {
  const B = PHILIPPINES_BOUNDS;
  const scale = BASEMAP_HEIGHT / (B.north - B.south);
  const midLat = ((B.north + B.south) / 2) * (Math.PI / 180);
  return [B.north - y / scale, B.west + x / (Math.cos(midLat) * scale)];
}

/** The rings of the outline path ("M x y L x y … Z" repeated). */
function outlineRings(): L.LatLngTuple[][] {
  return PH_OUTLINE_PATH.split("Z")
    .filter((ring) => ring.startsWith("M"))
    .map((ring) =>
      ring
        .slice(1)
        .split("L")
        .map((pair) => {
          const [x, y] = pair.trim().split(" ").map(Number);
          return unproject(x, y);
        }),
    );
}

function popup(marker: MapMarker): HTMLElement {
  const box = document.createElement("div");
  if (marker.href) {
    const a = document.createElement("a");
    a.href = marker.href;
    a.textContent = marker.label;
    box.append(a);
  } else {
    box.textContent = marker.label;
  }
  return box;
}

export function mountMap(
  container: HTMLElement,
  options: {
    markers: readonly MapMarker[];
    onStatus: (status: MapStatus) => void;
    /** What to show first (default: the whole country), e.g. the hotels of a search. */
    bounds?: { south: number; west: number; north: number; east: number };
    /** The zoom buttons' titles in the page's language (Leaflet's English "Zoom in", "Zoom out" without). */
    zoomTitles?: { zoomIn: string; zoomOut: string };
  },
): InteractiveMap {
  const b = PHILIPPINES_BOUNDS;
  const map = L.map(container, {
    zoomControl: !options.zoomTitles,
    zoomSnap: 0.25,
    minZoom: 4,
    maxZoom: 18,
    maxBounds: L.latLngBounds([b.south - 6, b.west - 6], [b.north + 6, b.east + 6]),
  });
  if (options.zoomTitles) L.control.zoom({ zoomInTitle: options.zoomTitles.zoomIn, zoomOutTitle: options.zoomTitles.zoomOut }).addTo(map);
  const start = options.bounds ?? b;
  const country = L.latLngBounds([start.south, start.west], [start.north, start.east]);
  map.fitBounds(country);
  // Until the traveller moves the map, keep the whole country in view when the box changes size
  // (the phone turns, or the page's styles finish loading).
  let touched = false;
  map.on("dragstart zoomstart", (e) => {
    if ((e as L.LeafletEvent & { originalEvent?: Event }).originalEvent) touched = true;
  });
  const resize = new ResizeObserver(() => {
    map.invalidateSize();
    if (!touched) map.fitBounds(country, { animate: false });
  });
  resize.observe(container);

  // Readable in dark mode too (Leaflet's own style is grey on translucent white).
  map.attributionControl.getContainer()?.classList.add("!bg-white/90", "!text-slate-900");
  map.createPane("outline").style.zIndex = "150";
  L.polygon(outlineRings(), {
    pane: "outline",
    interactive: false,
    color: "#047857",
    weight: 1,
    opacity: 0.5,
    fillColor: "#d1fae5",
    fillOpacity: 1,
  }).addTo(map);

  let status: MapStatus = "tiles";
  const tiles = L.tileLayer("https://tile.openstreetmap.org/{z}/{x}/{y}.png", { maxZoom: 19, attribution: OSM_ATTRIBUTION });
  let loaded = false;
  const goOffline = () => {
    if (status === "offline") return;
    status = "offline";
    map.removeLayer(tiles);
    map.attributionControl.addAttribution(OUTLINE_ATTRIBUTION);
    options.onStatus("offline");
  };
  tiles.on("tileload", () => {
    loaded = true;
  });
  tiles.on("tileerror", () => {
    if (!loaded) goOffline();
  });
  const timer = window.setTimeout(() => {
    if (!loaded) goOffline();
  }, TILE_TIMEOUT_MS);
  tiles.addTo(map);

  const layer = L.layerGroup().addTo(map);
  const update = (markers: readonly MapMarker[]) => {
    layer.clearLayers();
    for (const m of markers) {
      const kind = m.kind ?? "destination";
      const colour = kind === "highlight" ? LAYER_COLOURS.destination : LAYER_COLOURS[kind];
      const small = kind === "hotel";
      L.circleMarker([m.lat, m.lng], {
        radius: small ? 4 : kind === "destination" ? 8 : 6,
        color: "#ffffff",
        weight: small ? 1 : 2,
        fillColor: colour,
        fillOpacity: 1,
        className: `map-marker map-marker-${kind}`,
      })
        .bindTooltip(m.label)
        .bindPopup(() => popup(m))
        .addTo(layer);
    }
  };
  update(options.markers);
  options.onStatus("tiles");

  return {
    update,
    destroy() {
      window.clearTimeout(timer);
      resize.disconnect();
      map.remove();
    },
  };
}
