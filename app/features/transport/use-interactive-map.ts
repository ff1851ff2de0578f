/**
 * The interactive map on demand (decision 019): Leaflet (about 150 kB) and its tiles (mobile data) load
 * only when the traveller reaches for the map — a pointer over it, a touch, or the button — and until
 * then the page's SVG map is the map. Shared by the local map and the hotel results map.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { MapMarker } from "../../components/map/philippines-map.tsx";
import type { InteractiveMap, MapStatus } from "./leaflet-map.client.ts";

export type InteractiveStatus = MapStatus | "loading" | "static";

export const INTERACTIVE_STATUS_TEXT: Record<InteractiveStatus, string> = {
  static: "",
  loading: "Loading the interactive map…",
  tiles: "Interactive map: drag to move, use + and − to zoom, select a marker for its name.",
  offline: "The street map could not load (no connection?), so the interactive map shows the outline of the islands instead.",
};

export function useInteractiveMap(
  markers: readonly MapMarker[],
  bounds?: { south: number; west: number; north: number; east: number },
  /** The zoom buttons' titles in the page's language. */
  zoomTitles?: { zoomIn: string; zoomOut: string },
) {
  const [status, setStatus] = useState<InteractiveStatus>("static");
  const container = useRef<HTMLElement>(null);
  const map = useRef<InteractiveMap | null>(null);
  const latest = useRef({ markers, bounds, zoomTitles });
  latest.current = { markers, bounds, zoomTitles };
  const started = useRef(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const activate = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setStatus("loading");
    import("./leaflet-map.client.ts")
      .then(({ mountMap }) => {
        if (!container.current) return;
        map.current = mountMap(container.current, { ...latest.current, onStatus: setStatus });
      })
      .catch(() => {
        started.current = false;
        setStatus("static");
      });
  }, []);
  useEffect(
    () => () => {
      map.current?.destroy();
      map.current = null;
    },
    [],
  );
  useEffect(() => {
    map.current?.update(markers);
  }, [markers]);
  return { container, status, hydrated, activate, live: status === "tiles" || status === "offline" };
}
