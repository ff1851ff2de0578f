/**
 * The places of the transport network: the ten travel-circuit destinations, the main cities, the
 * Philippine airports the flight engine sells (its coordinates, from mborsetti/airportsdata via
 * philippines-facts.md §1.1) and the ferry ports of the main sea routes.
 *
 * Town and port coordinates are Lakbay's own approximations (to about a kilometre) of the town centre
 * or the passenger terminal; destination coordinates are those of app/features/travel-circuits.
 */
import { PHILIPPINE_AIRPORTS } from "../flights/data/airports.ts";
import type { Place } from "./types.ts";

/**
 * The travel circuits' slugs and points (app/features/travel-circuits/circuits.ts; core does not import the
 * app, so they are repeated here, and a test in app/features/transport checks that they agree).
 */
const CIRCUIT_POINTS: Record<string, { lat: number; lng: number }> = {
  "boracay-aklan": { lat: 11.9674, lng: 121.9248 },
  "el-nido-palawan": { lat: 11.1956, lng: 119.4075 },
  bohol: { lat: 9.65, lng: 123.853 },
  siargao: { lat: 9.7836, lng: 126.1575 },
  "coron-palawan": { lat: 11.9986, lng: 120.2043 },
  "baguio-cordilleras": { lat: 16.4023, lng: 120.596 },
  cebu: { lat: 10.2936, lng: 123.902 },
  davao: { lat: 7.0731, lng: 125.6128 },
  "mt-mayon-albay": { lat: 13.2548, lng: 123.6861 },
  "underground-river-palawan": { lat: 10.1925, lng: 118.9263 },
};

const circuit = (slug: string) => ({ ...CIRCUIT_POINTS[slug], circuitSlug: slug });

/** The slugs of the ten travel circuits, as this network knows them. */
export const CIRCUIT_SLUGS: readonly string[] = Object.keys(CIRCUIT_POINTS);

/** Destinations and cities. A destination place carries the slug of its travel circuit. */
const TOWNS: Place[] = [
  { id: "manila", name: "Manila", kind: "city", area: "Metro Manila", lat: 14.5995, lng: 120.9842 },
  { id: "cebu-city", name: "Cebu City", kind: "destination", area: "Cebu", ...circuit("cebu") },
  { id: "davao-city", name: "Davao City", kind: "destination", area: "Davao del Sur", ...circuit("davao") },
  { id: "baguio", name: "Baguio", kind: "destination", area: "Benguet", ...circuit("baguio-cordilleras") },
  { id: "boracay", name: "Boracay (White Beach)", kind: "destination", area: "Aklan", ...circuit("boracay-aklan") },
  { id: "el-nido", name: "El Nido", kind: "destination", area: "Palawan", ...circuit("el-nido-palawan") },
  { id: "coron", name: "Coron", kind: "destination", area: "Palawan", ...circuit("coron-palawan") },
  { id: "bohol", name: "Tagbilaran (Bohol)", kind: "destination", area: "Bohol", ...circuit("bohol") },
  { id: "siargao", name: "General Luna (Siargao)", kind: "destination", area: "Surigao del Norte", ...circuit("siargao") },
  // The Mayon circuit's point is the summit, which nobody travels to: the planner goes to Legazpi.
  {
    id: "legazpi",
    name: "Legazpi (for Mayon Volcano)",
    kind: "destination",
    area: "Albay",
    lat: 13.1391,
    lng: 123.7438,
    circuitSlug: "mt-mayon-albay",
  },
  {
    id: "sabang",
    name: "Sabang (Underground River)",
    kind: "destination",
    area: "Palawan",
    ...circuit("underground-river-palawan"),
  },
  { id: "puerto-princesa", name: "Puerto Princesa", kind: "city", area: "Palawan", lat: 9.7392, lng: 118.7353 },
  { id: "iloilo-city", name: "Iloilo City", kind: "city", area: "Iloilo", lat: 10.7202, lng: 122.5621 },
  { id: "bacolod", name: "Bacolod", kind: "city", area: "Negros Occidental", lat: 10.6765, lng: 122.9509 },
  { id: "panglao", name: "Panglao (Alona Beach)", kind: "town", area: "Bohol", lat: 9.5497, lng: 123.7748 },
  { id: "moalboal", name: "Moalboal", kind: "town", area: "Cebu", lat: 9.9395, lng: 123.3947 },
  { id: "oslob", name: "Oslob", kind: "town", area: "Cebu", lat: 9.5191, lng: 123.4316 },
  { id: "samal", name: "Samal Island (Babak)", kind: "town", area: "Davao del Norte", lat: 7.1272, lng: 125.7108 },
  { id: "calapan", name: "Calapan", kind: "town", area: "Oriental Mindoro", lat: 13.4115, lng: 121.1803 },
  { id: "puerto-galera", name: "Puerto Galera", kind: "town", area: "Oriental Mindoro", lat: 13.5033, lng: 120.9546 },
];

/** Passenger terminals of the main sea routes (and the bus-ferry gateway at Batangas). */
const PORTS: Place[] = [
  { id: "port-manila", name: "Manila North Harbor", kind: "port", area: "Metro Manila", lat: 14.6085, lng: 120.961 },
  { id: "port-batangas", name: "Batangas Port", kind: "port", area: "Batangas", lat: 13.7565, lng: 121.045 },
  { id: "port-calapan", name: "Calapan Port", kind: "port", area: "Oriental Mindoro", lat: 13.4199, lng: 121.1856 },
  { id: "port-cebu", name: "Cebu Pier 1", kind: "port", area: "Cebu", lat: 10.2929, lng: 123.9057 },
  { id: "port-tagbilaran", name: "Tagbilaran Port", kind: "port", area: "Bohol", lat: 9.6475, lng: 123.8496 },
  { id: "port-caticlan", name: "Caticlan Jetty Port", kind: "port", area: "Aklan", lat: 11.9288, lng: 121.9525 },
  { id: "port-cagban", name: "Cagban Port (Boracay)", kind: "port", area: "Aklan", lat: 11.9443, lng: 121.9371 },
  { id: "port-surigao", name: "Surigao City Port", kind: "port", area: "Surigao del Norte", lat: 9.7877, lng: 125.4953 },
  { id: "port-dapa", name: "Dapa Port (Siargao)", kind: "port", area: "Surigao del Norte", lat: 9.7571, lng: 126.0517 },
  { id: "port-coron", name: "Coron Port", kind: "port", area: "Palawan", lat: 11.996, lng: 120.2015 },
  { id: "port-el-nido", name: "El Nido Port", kind: "port", area: "Palawan", lat: 11.1801, lng: 119.3919 },
  { id: "port-iloilo", name: "Iloilo Fast Craft Terminal", kind: "port", area: "Iloilo", lat: 10.6974, lng: 122.5787 },
  { id: "port-bacolod", name: "Bacolod (BREDCO) Port", kind: "port", area: "Negros Occidental", lat: 10.6744, lng: 122.9384 },
  { id: "port-davao", name: "Davao Sasa Ferry Terminal", kind: "port", area: "Davao del Sur", lat: 7.1176, lng: 125.6594 },
];

const AIRPORT_PLACES: Place[] = PHILIPPINE_AIRPORTS.map((a) => ({
  id: airportPlaceId(a.code),
  name: `${a.name} (${a.code})`,
  kind: "airport",
  area: a.city,
  lat: a.latitude,
  lng: a.longitude,
  iata: a.code,
}));

export function airportPlaceId(iata: string): string {
  return `airport-${iata.toLowerCase()}`;
}

/** Every place of the network. */
export const PLACES: readonly Place[] = [...TOWNS, ...PORTS, ...AIRPORT_PLACES];

const byId = new Map(PLACES.map((p) => [p.id, p]));

export function findPlace(id: string): Place | undefined {
  return byId.get(id);
}

/** The planner's place for a travel-circuit slug ("el-nido-palawan" → El Nido), or undefined. */
export function placeForCircuit(slug: string): Place | undefined {
  return PLACES.find((p) => p.circuitSlug === slug);
}
