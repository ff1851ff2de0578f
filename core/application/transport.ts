/**
 * The transport application service (issue 18): the fastest way between two places over the
 * network of flights, ferries and roads (core/transport), for `GET /api/travel/plan`, the
 * transportation page and the assistant (each edge keeps its own words for the refusals); and the
 * local map's points by layer.
 */
import { fail, ok, type Outcome } from "../../contracts/application.ts";
import { CIRCUITS } from "../../contracts/circuits.ts";
import type { HotelGroup, Layer, MapPoint } from "../../contracts/map-layers.ts";
import { MapPointsInput, RouteInput, TRAVEL_MESSAGES } from "../../contracts/transport-inputs.ts";
import { inventory } from "../hotels/inventory.ts";
import { PLACES, type Plan, planRoute } from "../transport/index.ts";
import { resolvePlace } from "../transport/resolve.ts";
import { defineUseCase } from "./use-case.ts";

type PlaceRef = { id: string; name: string };
export type RouteAnswer = { from: PlaceRef; to: PlaceRef; plan: Plan; withoutFlights: Plan | null };

export function createTransportApplication() {
  const route = defineUseCase({
    name: "transport.route",
    summary:
      "The fastest way between two places in the Philippines by plane, ferry, bus or van, leg by leg; when it flies, also the fastest way without flying",
    input: RouteInput,
    async run({ from, to, avoidFlights }): Promise<Outcome<RouteAnswer>> {
      const start = resolvePlace(from);
      const end = resolvePlace(to);
      if (!start || !end) {
        const fields = { ...(start ? {} : { from: [TRAVEL_MESSAGES.unknown] }), ...(end ? {} : { to: [TRAVEL_MESSAGES.unknown] }) };
        return fail("unprocessable", TRAVEL_MESSAGES.unknown, { fields, reason: "transport.unknown_place" });
      }
      if (start.id === end.id)
        return fail("unprocessable", TRAVEL_MESSAGES.same, { fields: { to: [TRAVEL_MESSAGES.same] }, reason: "transport.same_place" });
      const best = planRoute(start.id, end.id, { avoidFlights });
      if (!best.ok) return fail("not_found", TRAVEL_MESSAGES.noRoute, { reason: "transport.no_route" });
      // When the fastest way flies, say what the journey takes without flying, if there is one.
      let withoutFlights: Plan | null = null;
      if (!avoidFlights && best.plan.legs.some((l) => l.mode === "flight")) {
        const surface = planRoute(start.id, end.id, { avoidFlights: true });
        if (surface.ok) withoutFlights = surface.plan;
      }
      return ok({ from: { id: start.id, name: start.name }, to: { id: end.id, name: end.name }, plan: best.plan, withoutFlights });
    },
  });

  const mapPoints = defineUseCase({
    name: "transport.mapPoints",
    summary: "Points for a map of the Philippines: the ten destinations, airports, ferry ports and (when asked) hotels",
    input: MapPointsInput,
    run: async ({ layers }) => ok(mapPointsOn(layers)),
  });

  return { route, mapPoints };
}

export type TransportApplication = ReturnType<typeof createTransportApplication>;

/** The points of each layer asked for (hotels, several hundred, only when asked), their groups and every layer's count. */
function mapPointsOn(layers: readonly Layer[]): { points: MapPoint[]; hotelGroups: HotelGroup[]; counts: Record<Layer, number> } {
  const on = new Set(layers);
  const destinations: MapPoint[] = CIRCUITS.map((c) => ({
    id: `destination-${c.slug}`,
    kind: "destination",
    label: c.name,
    lat: c.lat,
    lng: c.lng,
    href: `/travel-circuits/${c.slug}`,
  }));
  const placesOf = (kind: "airport" | "port"): MapPoint[] =>
    PLACES.filter((p) => p.kind === kind).map((p) => ({ id: p.id, kind, label: p.name, lat: p.lat, lng: p.lng }));
  const airports = placesOf("airport");
  const ports = placesOf("port");
  const hotels = inventory().hotels;
  const hotelPoints: MapPoint[] = [];
  const hotelGroups: HotelGroup[] = [];
  if (on.has("hotel")) {
    const byDestination = new Map<string, HotelGroup>();
    for (const h of hotels) {
      const href = `/hotels/${h.hotelId}`;
      hotelPoints.push({ id: `hotel-${h.hotelId}`, kind: "hotel", label: h.hotelName, lat: h.latitude, lng: h.longitude, href });
      const group = byDestination.get(h.destination.name) ?? { destination: h.destination.name, hotels: [] };
      group.hotels.push({ id: h.hotelId, name: h.hotelName, href });
      byDestination.set(h.destination.name, group);
    }
    hotelGroups.push(...byDestination.values());
  }
  return {
    points: [
      ...hotelPoints,
      ...(on.has("port") ? ports : []),
      ...(on.has("airport") ? airports : []),
      ...(on.has("destination") ? destinations : []),
    ],
    hotelGroups,
    counts: { destination: destinations.length, airport: airports.length, port: ports.length, hotel: hotels.length },
  };
}
