/**
 * The itinerary planner's providers: destinations and their suggested days from the travel guides, the
 * trip's possible starting points, and travel legs from the transport network.
 * PROVISIONAL (until the transport planner lands): routes are estimated here; days come from the guides.
 */
import { haversineKm } from "../../../contracts/geo.ts";
import type { Destination, Origin, PlannerDeps, Route } from "../../../core/itinerary/planner.ts";
import { CIRCUITS } from "../../features/travel-circuits/circuits.ts";
import { GUIDES, guideDays } from "../../features/travel-circuits/guides.server.ts";

export const ITINERARY_ORIGINS: readonly (Origin & { lat: number; lng: number })[] = [
  { id: "manila", name: "Manila", lat: 14.5995, lng: 120.9842 },
  { id: "clark", name: "Clark (Pampanga)", lat: 15.186, lng: 120.5603 },
  { id: "cebu-city", name: "Cebu City", lat: 10.3157, lng: 123.8854 },
  { id: "davao-city", name: "Davao City", lat: 7.0731, lng: 125.6128 },
];

// The guides' suggested days (docs/decisions/015-travel-guides.md).
const destinations = new Map<string, Destination>(
  GUIDES.map((g) => [g.slug, { slug: g.slug, name: g.name, days: guideDays(g.slug) ?? [] }]),
);

function place(id: string) {
  return ITINERARY_ORIGINS.find((o) => o.id === id) ?? CIRCUITS.find((c) => c.slug === id);
}

function route(from: string, to: string): Route {
  const a = place(from);
  const b = place(to);
  if (!a || !b) return null;
  const km = haversineKm(a, b);
  if (km > 250)
    return { legs: [{ mode: "flight", from: a.name, to: b.name, minutes: Math.round(45 + km / 8) }], minutes: Math.round(165 + km / 8) };
  return { legs: [{ mode: "road", from: a.name, to: b.name, minutes: Math.round((km / 45) * 60) }], minutes: Math.round((km / 45) * 60) };
}

export const itineraryPlanner: PlannerDeps & { destinations: readonly Destination[]; origins: readonly Origin[] } = {
  destination: (slug) => destinations.get(slug),
  origin: (id) => ITINERARY_ORIGINS.find((o) => o.id === id),
  route,
  destinations: [...destinations.values()],
  origins: ITINERARY_ORIGINS,
};
