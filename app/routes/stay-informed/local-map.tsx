import { useEffect, useMemo, useRef, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import type { Route } from "./+types/local-map";
import { MARKER_CLASS, MARKER_RADIUS, MARKER_RING_CLASS } from "../../components/map/marker-style.ts";
import type { MapMarker } from "../../components/map/philippines-map.tsx";
import { BASEMAP_HEIGHT, BASEMAP_WIDTH, project } from "../../components/map/projection.ts";
import { Button } from "../../components/ui/button.tsx";
import { localMapPage } from "../../server/transport.server.ts";
import { LAYER_COLOURS, LAYERS, type Layer } from "../../features/transport/map-layers.ts";
import { getSavedLocation } from "../../features/transport/saved-location.ts";
import { useInteractiveMap } from "../../features/transport/use-interactive-map.ts";
import { hydrateOnInteraction } from "../../lib/hydrate-on-interaction.tsx";
import { titleMeta } from "../../lib/meta.ts";
import { localeOfMatches, usePageTranslator } from "../../lib/i18n.tsx";
import { createTranslator } from "../../../i18n/format.ts";
import { infoMessages } from "../../server/info-messages.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  return loaderData ? titleMeta(t("info.map.meta.title"), t("info.map.meta.description")) : titleMeta("Local map");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  /** The page's words in its language (i18n/<language>/info.ts). */
  return { ...(await localMapPage(context, request)), messages: infoMessages(request, "info.map.") };
}

/**
 * The offline map: the server draws it; its code (the coastline, ~6 KB gzipped) loads when the
 * traveller reaches for the map or the places shown change (decision 023).
 */
const OfflineMap = hydrateOnInteraction(() => import("../../components/map/philippines-map.tsx").then((m) => m.PhilippinesMap));

export default function LocalMap({ loaderData }: Route.ComponentProps) {
  const { layers, markers, hotelGroups, counts } = loaderData;
  const t = usePageTranslator(loaderData.messages);
  const youLabel = t("info.map.you");
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
    setYou(saved ? { id: "you", kind: "you", label: youLabel, lat: saved.lat, lng: saved.lng } : null);
  }, [loaderData, youLabel]);

  // Leaflet and its tiles load only when the traveller reaches for the map (use-interactive-map.ts).
  const zoomTitles = useMemo(() => ({ zoomIn: t("info.map.zoomIn"), zoomOut: t("info.map.zoomOut") }), [t]);
  const { container, status, hydrated, activate, live } = useInteractiveMap(shown, undefined, zoomTitles);
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
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("info.map.h1")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{t("info.map.intro")}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,30rem)_1fr]">
        <div>
          {/* The box keeps the map's shape, so nothing moves when the interactive map takes over. */}
          <div
            ref={box}
            className="relative w-full overflow-hidden rounded-xl bg-sky-50 dark:bg-slate-900"
            style={{ aspectRatio: `${BASEMAP_WIDTH} / ${BASEMAP_HEIGHT}` }}
          >
            <div className={live ? "invisible h-full" : "h-full"} aria-hidden={live || undefined}>
              <OfflineMap title={t("info.map.svgTitle")} markers={svgMarkers} labels={false} className="h-full w-full" />
              {you ? <YouMarker at={you} /> : null}
            </div>
            <section
              ref={container}
              data-testid="interactive-map"
              className={live ? "absolute inset-0 z-0 bg-sky-50 dark:bg-slate-900" : "absolute inset-0 -z-10 opacity-0"}
              aria-label={t("info.map.interactive")}
            />
          </div>
          <div className="mt-2 min-h-10 text-sm text-slate-700 dark:text-slate-300">
            {hydrated && status === "static" ? (
              <Button type="button" variant="secondary" onClick={activate}>
                {t("info.map.zoom")}
              </Button>
            ) : null}
            <p aria-live="polite" data-testid="map-status">
              {status === "static" ? "" : t(`info.map.status.${status}`)}
            </p>
          </div>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t("info.map.credits")}</p>
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
              <legend className="text-lg font-semibold">{t("info.map.show")}</legend>
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
                    {t(`info.map.layer.${layer}`)} ({counts[layer]})
                  </label>
                ))}
              </div>
              <Button type="submit" variant="secondary" className="mt-3">
                {t("info.map.update")}
              </Button>
            </fieldset>
          </Form>

          <section aria-labelledby="places-list" className="mt-8">
            <h2 id="places-list" className="text-xl font-semibold">
              {t("info.map.places")}
            </h2>
            {you ? <p className="mt-2">{you.label}</p> : null}
            {layers.length === 0 ? <p className="mt-2 text-slate-700 dark:text-slate-300">{t("info.map.chooseOne")}</p> : null}
            {(["destination", "airport", "port"] as const)
              .filter((k) => on.has(k))
              .map((kind) => (
                <div key={kind} className="mt-4">
                  <h3 className="font-semibold">{t(`info.map.layer.${kind}`)}</h3>
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
                <h3 className="font-semibold">{t("info.map.layer.hotel")}</h3>
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
              {t("info.map.planRoute")}
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
