/**
 * The local map's markers, by layer: the ten destinations, the airports, the ferry ports of the
 * transport network, and the hotels of the embedded inventory (only when asked for: there are
 * several hundred).
 */
import { CIRCUITS } from "../travel-circuits/circuits.ts";
import { inventory } from "../../../core/hotels/inventory.ts";
import { PLACES } from "../../../core/transport/index.ts";
import type { MapMarker } from "../../components/map/philippines-map.tsx";
import { DEFAULT_LAYERS, LAYERS, type Layer } from "./map-layers.ts";

/** `?layer=airport&layer=hotel&layers=1`; without `layers` the defaults. Unknown values are ignored. */
export function layersFromQuery(params: URLSearchParams): Layer[] {
  if (!params.has("layers") && !params.has("layer")) return [...DEFAULT_LAYERS];
  const asked = new Set(params.getAll("layer").slice(0, 10));
  return LAYERS.filter((l) => asked.has(l));
}

export type HotelGroup = { destination: string; hotels: { id: string; name: string; href: string }[] };

export function mapMarkers(layers: readonly Layer[]): { markers: MapMarker[]; hotelGroups: HotelGroup[]; counts: Record<Layer, number> } {
  const on = new Set(layers);
  const destinations: MapMarker[] = CIRCUITS.map((c) => ({
    id: `destination-${c.slug}`,
    kind: "destination",
    label: c.name,
    lat: c.lat,
    lng: c.lng,
    href: `/travel-circuits/${c.slug}`,
  }));
  const airports: MapMarker[] = PLACES.filter((p) => p.kind === "airport").map((p) => ({
    id: p.id,
    kind: "airport",
    label: p.name,
    lat: p.lat,
    lng: p.lng,
  }));
  const ports: MapMarker[] = PLACES.filter((p) => p.kind === "port").map((p) => ({
    id: p.id,
    kind: "port",
    label: p.name,
    lat: p.lat,
    lng: p.lng,
  }));
  const hotels = inventory().hotels;
  const hotelMarkers: MapMarker[] = on.has("hotel")
    ? hotels.map((h) => ({
        id: `hotel-${h.hotelId}`,
        kind: "hotel",
        label: h.hotelName,
        lat: h.latitude,
        lng: h.longitude,
        href: `/hotels/${h.hotelId}`,
      }))
    : [];
  const hotelGroups: HotelGroup[] = [];
  if (on.has("hotel")) {
    const byDestination = new Map<string, HotelGroup>();
    for (const h of hotels) {
      const group = byDestination.get(h.destination.name) ?? { destination: h.destination.name, hotels: [] };
      group.hotels.push({ id: h.hotelId, name: h.hotelName, href: `/hotels/${h.hotelId}` });
      byDestination.set(h.destination.name, group);
    }
    hotelGroups.push(...byDestination.values());
  }
  return {
    markers: [
      ...(on.has("hotel") ? hotelMarkers : []),
      ...(on.has("port") ? ports : []),
      ...(on.has("airport") ? airports : []),
      ...(on.has("destination") ? destinations : []),
    ],
    hotelGroups,
    counts: { destination: destinations.length, airport: airports.length, port: ports.length, hotel: hotels.length },
  };
}
