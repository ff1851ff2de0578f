import { useEffect, useMemo, useRef, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import type { Route } from "./+types/local-map";
import { MARKER_CLASS, MARKER_RADIUS, MARKER_RING_CLASS } from "../../components/map/marker-style.ts";
import type { MapMarker } from "../../components/map/philippines-map.tsx";
import { BASEMAP_HEIGHT, BASEMAP_WIDTH, project } from "../../components/map/projection.ts";
import { Button } from "../../components/ui/button.tsx";
import { localMapPage } from "../../server/transport.server.ts";
import { LAYER_COLOURS, LAYER_LABELS, LAYERS, type Layer } from "../../features/transport/map-layers.ts";
import { getSavedLocation } from "../../features/transport/saved-location.ts";
import { INTERACTIVE_STATUS_TEXT, useInteractiveMap } from "../../features/transport/use-interactive-map.ts";
import { hydrateOnInteraction } from "../../lib/hydrate-on-interaction.tsx";
import { titleMeta } from "../../lib/meta.ts";

export function meta({}: Route.MetaArgs) {
  return titleMeta(
    "Local map",
    "A map of the Philippines with the Lakbay destinations, airports, ferry ports and hotels, that works offline too.",
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return localMapPage(context, request);
}

/**
 * The offline map: the server draws it; its code (the coastline, ~6 KB gzipped) loads when the
 * traveller reaches for the map or the places shown change (decision 023).
 */
const OfflineMap = hydrateOnInteraction(() => import("../../components/map/philippines-map.tsx").then((m) => m.PhilippinesMap));

export default function LocalMap({ loaderData }: Route.ComponentProps) {
  const { layers, markers, hotelGroups, counts } = loaderData;
  const [you, setYou] = useState<MapMarker | null>(null);
  const submit = useSubmit();
  const shown = useMemo(() => (you ? [...markers, you] : markers), [markers, you]);
  // Links inside the SVG (role="img") would be controls nested in an image (axe: nested-interactive);
  // the list beside the map carries the links instead.
  const svgMarkers = useMemo(() => markers.map(({ href: _href, ...m }) => m), [markers]);

  // Read again whenever the page's data is revalidated: the location panel does that after it saves a
  // new position.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaderData marks a revalidation
  useEffect(() => {
    const saved = getSavedLocation();
    setYou(saved ? { id: "you", kind: "you", label: `You: ${saved.label}`, lat: saved.lat, lng: saved.lng } : null);
  }, [loaderData]);

  // Leaflet and its tiles load only when the traveller reaches for the map (use-interactive-map.ts).
  const { container, status, hydrated, activate, live } = useInteractiveMap(shown);
  // A pointer over the map or a touch starts it. Listened for on the window, capturing: while the
  // offline map waits for its code, React stops events inside it (hydrate-on-interaction.tsx).
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const reach = (event: Event) => {
      if (event.target instanceof Node && box.current?.contains(event.target)) activate();
    };
    for (const type of ["pointerover", "touchstart"]) window.addEventListener(type, reach, { capture: true, passive: true });
    return () => {
      for (const type of ["pointerover", "touchstart"]) window.removeEventListener(type, reach, { capture: true });
    };
  }, [activate]);
  const on = new Set<Layer>(layers);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Local map</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700 dark:text-slate-300">
        The destinations, airports, ferry ports and hotels of Lakbay on one map. It works without a connection too: the outline of the
        islands is part of the page.
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,30rem)_1fr]">
        <div>
          {/* The box keeps the map's shape, so nothing moves when the interactive map takes over. */}
          <div
            ref={box}
            className="relative w-full overflow-hidden rounded-xl bg-sky-50 dark:bg-slate-900"
            style={{ aspectRatio: `${BASEMAP_WIDTH} / ${BASEMAP_HEIGHT}` }}
          >
            <div className={live ? "invisible h-full" : "h-full"} aria-hidden={live || undefined}>
              <OfflineMap
                title="Map of the Philippines with the places listed below"
                markers={svgMarkers}
                labels={false}
                className="h-full w-full"
              />
              {you ? <YouMarker at={you} /> : null}
            </div>
            <section
              ref={container}
              data-testid="interactive-map"
              className={live ? "absolute inset-0 z-0 bg-sky-50 dark:bg-slate-900" : "absolute inset-0 -z-10 opacity-0"}
              aria-label="Interactive map of the Philippines"
            />
          </div>
          <div className="mt-2 min-h-10 text-sm text-slate-700 dark:text-slate-300">
            {hydrated && status === "static" ? (
              <Button type="button" variant="secondary" onClick={activate}>
                Zoom and pan the map
              </Button>
            ) : null}
            <p aria-live="polite" data-testid="map-status">
              {INTERACTIVE_STATUS_TEXT[status]}
            </p>
          </div>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Outline from Natural Earth (public domain); street map © OpenStreetMap contributors when online.
          </p>
        </div>

        <div>
          <Form
            method="get"
            action="/stay-informed/local-map"
            preventScrollReset
            replace
            onChange={(e) => submit(e.currentTarget, { preventScrollReset: true, replace: true })}
          >
            <fieldset>
              <legend className="text-lg font-semibold">Show on the map</legend>
              <input type="hidden" name="layers" value="1" />
              <div className="mt-3 grid grid-cols-2 gap-3">
                {LAYERS.map((layer) => (
                  <label key={layer} className="flex min-h-11 items-center gap-2">
                    <input type="checkbox" name="layer" value={layer} defaultChecked={on.has(layer)} className="h-5 w-5 accent-brand-700" />
                    <span
                      aria-hidden="true"
                      className="inline-block h-3 w-3 rounded-full"
                      style={{ backgroundColor: LAYER_COLOURS[layer] }}
                    />
                    {LAYER_LABELS[layer]} ({counts[layer]})
                  </label>
                ))}
              </div>
              <Button type="submit" variant="secondary" className="mt-3">
                Update the map
              </Button>
            </fieldset>
          </Form>

          <section aria-labelledby="places-list" className="mt-8">
            <h2 id="places-list" className="text-xl font-semibold">
              Places on the map
            </h2>
            {you ? <p className="mt-2">{you.label}</p> : null}
            {layers.length === 0 ? (
              <p className="mt-2 text-slate-700 dark:text-slate-300">Choose at least one kind of place to show.</p>
            ) : null}
            {(["destination", "airport", "port"] as const)
              .filter((k) => on.has(k))
              .map((kind) => (
                <div key={kind} className="mt-4">
                  <h3 className="font-semibold">{LAYER_LABELS[kind]}</h3>
                  <ul className="mt-1 columns-1 gap-6 text-sm sm:columns-2" data-testid={`list-${kind}`}>
                    {markers
                      .filter((m) => m.kind === kind)
                      .map((m) => (
                        <li key={m.id} className="py-0.5">
                          {m.href ? (
                            <Link to={m.href} className="text-brand-700 underline dark:text-brand-300">
                              {m.label}
                            </Link>
                          ) : (
                            m.label
                          )}
                        </li>
                      ))}
                  </ul>
                </div>
              ))}
            {on.has("hotel") ? (
              <div className="mt-4">
                <h3 className="font-semibold">Hotels</h3>
                {hotelGroups.map((g) => (
                  <details key={g.destination} className="mt-1 text-sm">
                    <summary className="cursor-pointer py-1">
                      {g.destination} ({g.hotels.length})
                    </summary>
                    <ul className="columns-1 gap-6 pl-4 sm:columns-2">
                      {g.hotels.map((h) => (
                        <li key={h.id} className="py-0.5">
                          <Link to={h.href} className="text-brand-700 underline dark:text-brand-300">
                            {h.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </details>
                ))}
              </div>
            ) : null}
          </section>
          <p className="mt-8 text-sm">
            <Link to="/stay-informed/transportation" className="text-brand-700 underline dark:text-brand-300">
              Plan a route between these places
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}

/** The traveller's saved position (known to this device only) over the map, which needs no code for it. */
function YouMarker({ at }: { at: MapMarker }) {
  const { x, y } = project(at);
  return (
    <svg
      viewBox={`0 0 ${BASEMAP_WIDTH} ${BASEMAP_HEIGHT}`}
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 h-full w-full"
    >
      <circle cx={x} cy={y} r={MARKER_RADIUS} className={`${MARKER_CLASS.you} ${MARKER_RING_CLASS}`} strokeWidth={MARKER_RADIUS / 3} />
    </svg>
  );
}
