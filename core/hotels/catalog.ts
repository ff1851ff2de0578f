/**
 * The hotels a supplier searches, indexed once (issue 26): by id, by destination, by the names a
 * traveller types for a place, and on a spatial grid for "near a point". The embedded demo inventory
 * is one catalog (demoCatalog, from inventory.ts); the market-size dataset is another, built once
 * from the database at start (db/repositories/hotel-market.ts). Searches then read memory only:
 * per-night availability stays in the database and is read at room rates.
 */
import { type Destination, findPlace, normalisePlace } from "./destinations.ts";
import { type Hotel, inventory } from "./inventory.ts";
import { type SpatialGrid, spatialGrid } from "./spatial-grid.ts";

/** The hotels a city name stands for and the point their distances are measured from. */
export type PlaceHit = { hotels: readonly Hotel[]; latitude: number; longitude: number };

export type HotelCatalog = {
  /** "demo" (the embedded inventory) or "market" (the market-size dataset). */
  name: "demo" | "market";
  hotels: readonly Hotel[];
  byId: ReadonlyMap<string, Hotel>;
  grid: SpatialGrid<Hotel>;
  /** What a city name stands for, or null. */
  place(city: string): PlaceHit | null;
};

let demo: HotelCatalog | undefined;

/** The embedded inventory as a catalog: places as findPlace reads destinations.json (unchanged). */
export function demoCatalog(): HotelCatalog {
  if (demo) return demo;
  const inv = inventory();
  demo = {
    name: "demo",
    hotels: inv.hotels,
    byId: inv.byId,
    grid: spatialGrid(inv.hotels),
    place(city) {
      const p = findPlace(city);
      if (!p) return null;
      return { hotels: inv.byDestination.get(p.destination.code) ?? [], latitude: p.latitude, longitude: p.longitude };
    },
  };
  return demo;
}

/**
 * A catalog of `hotels` over `destinations` (the market's provinces): a province's name gives its
 * hotels measured from its capital; a town's name (or "Town, Province", or the name without
 * "City") the town's hotels measured from its centre. A town name two provinces share answers the
 * first province's town ("San Fernando": La Union; "San Fernando, Pampanga" for the other).
 */
export function buildCatalog(name: HotelCatalog["name"], hotels: readonly Hotel[], destinations: readonly Destination[]): HotelCatalog {
  const byId = new Map(hotels.map((h) => [h.hotelId, h]));
  const places = new Map<string, PlaceHit>();
  const add = (label: string, hit: PlaceHit) => {
    const key = normalisePlace(label);
    if (key && !places.has(key)) places.set(key, hit);
  };
  const byDestination = new Map<string, Hotel[]>();
  const byArea = new Map<string, Hotel[]>();
  for (const h of hotels) {
    let list = byDestination.get(h.destination.code);
    if (!list) byDestination.set(h.destination.code, (list = []));
    list.push(h);
    const areaKey = `${h.destination.code}:${h.area.name}`;
    let inArea = byArea.get(areaKey);
    if (!inArea) byArea.set(areaKey, (inArea = []));
    inArea.push(h);
  }
  for (const d of destinations) add(d.name, { hotels: byDestination.get(d.code) ?? [], latitude: d.latitude, longitude: d.longitude });
  for (const d of destinations) {
    for (const a of d.areas) {
      const hit = { hotels: byArea.get(`${d.code}:${a.name}`) ?? [], latitude: a.latitude, longitude: a.longitude };
      add(`${a.name}, ${d.name}`, hit);
      add(a.name, hit);
      if (/ City$/.test(a.name)) add(a.name.replace(/ City$/, ""), hit);
    }
  }
  return {
    name,
    hotels,
    byId,
    grid: spatialGrid(hotels),
    place: (city) => places.get(normalisePlace(city)) ?? null,
  };
}
