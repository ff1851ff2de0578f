/**
 * The embedded inventory: several hundred hotels generated deterministically from DESTINATIONS,
 * so every instance (and every test) sees the same codes, names, coordinates, rooms and prices.
 * Changing the generator changes the inventory: codes are stable only while this file is.
 */
import { PROPERTY_TYPES, type PropertyType, type RoomDescription } from "../../contracts/hotels.ts";
import { z } from "zod";
import { loadDataFile } from "../shared/data-file.ts";
import rows from "./inventory-tables.json" with { type: "json" };
import { keepOnLand } from "./coast.ts";
import { DESTINATIONS, type Area, type Destination } from "./destinations.ts";
import { prng } from "../shared/prng.ts";

export type RoomType = RoomDescription & {
  /** Rooms of this type in the hotel (per night). */
  units: number;
  /** Nightly rate in whole pesos before season, weekend and occupancy. */
  baseRatePesos: number;
  /** Days before check-in that cancelling is free; null: non-refundable. */
  freeCancellationDays: number | null;
  description: string;
  photo: string;
};

export type Hotel = {
  hotelId: string;
  productId: string;
  hotelName: string;
  destination: Destination;
  area: Area;
  starRating: number;
  propertyType: PropertyType;
  latitude: number;
  longitude: number;
  address: string;
  description: string;
  amenities: string[];
  photos: { src: string; alt: string }[];
  checkInTime: string;
  checkOutTime: string;
  rooms: RoomType[];
  /** Lower-cased name and code, for suggestions. */
  searchText: string;
};

type RoomTemplate = Omit<RoomType, "roomId" | "units" | "baseRatePesos" | "freeCancellationDays" | "description" | "photo"> & {
  factor: number;
  unitRange: [number, number];
  photo: string;
};

const KINDS = ["beach", "city", "mountain"] as const satisfies readonly Destination["kind"][];
const words = z.array(z.string().min(1)).min(1);
const range = z.tuple([z.number().int().positive(), z.number().int().positive()]).refine(([a, b]) => a <= b, "The range runs low to high.");
const roomTemplate = z
  .object({
    roomType: z.string().min(1),
    bedType: z.string().min(1),
    roomSize: z.number().int().positive(),
    maxOccupancy: z.number().int().positive(),
    board: z.string().min(1),
    amenities: z.array(z.string().min(1)),
    factor: z.number().positive(),
    unitRange: range,
    photo: z.string().min(1),
  })
  .strict() satisfies z.ZodType<RoomTemplate>;

const tables = z
  .object({
    nameWords: words,
    secondWords: z.record(z.enum(KINDS), words),
    typeWords: z.record(z.enum(PROPERTY_TYPES), words),
    streets: words,
    /** Per destination kind, property types with their weights, in the order the generator draws them. */
    propertyWeights: z.record(z.enum(KINDS), z.array(z.tuple([z.enum(PROPERTY_TYPES), z.number().min(0)])).min(1)),
    starBasePesos: z.record(z.enum(["2", "3", "4", "5"]), range),
    roomTemplates: z.record(z.string(), roomTemplate),
    roomSets: z.record(z.enum(PROPERTY_TYPES), z.array(z.array(z.string()).min(1)).min(1)),
  })
  .strict()
  .superRefine((t, ctx) => {
    for (const [type, sets] of Object.entries(t.roomSets)) {
      for (const id of sets.flat()) {
        if (!(id in t.roomTemplates)) ctx.addIssue({ code: "custom", path: ["roomSets", type], message: `No room template ${id}.` });
      }
    }
  });

/** The generator's word lists, weights, rates and room templates: inventory-tables.json, checked once at load. */
const {
  nameWords: NAME_WORDS,
  secondWords: SECOND_WORDS,
  typeWords: TYPE_WORDS,
  streets: STREETS,
  propertyWeights: PROPERTY_WEIGHTS,
  starBasePesos: STAR_BASE_PESOS,
  roomTemplates: ROOM_TEMPLATES,
  roomSets: ROOM_SETS,
} = loadDataFile("core/hotels/inventory-tables.json", tables, rows);

const AMENITY_CHANCES: Array<[string, (h: { stars: number; kind: Destination["kind"]; type: PropertyType }) => number]> = [
  ["Free Wi-Fi", () => 0.95],
  ["Air conditioning", ({ kind }) => (kind === "mountain" ? 0.4 : 0.95)],
  ["24-hour front desk", ({ stars }) => 0.3 + stars * 0.15],
  ["Swimming pool", ({ stars, kind }) => (kind === "mountain" ? 0.15 : 0.1 + stars * 0.17)],
  ["Beachfront", ({ kind, type }) => (kind === "beach" ? (type === "resort" ? 0.75 : 0.3) : 0)],
  ["Breakfast included", () => 0.55],
  ["Airport shuttle", ({ stars }) => 0.1 + stars * 0.1],
  ["Parking", ({ kind }) => (kind === "beach" ? 0.4 : 0.75)],
  ["Spa", ({ stars }) => (stars >= 4 ? 0.7 : 0.1)],
  ["Fitness centre", ({ stars, kind }) => (kind === "city" ? stars * 0.18 : stars * 0.1)],
  ["Restaurant", ({ stars }) => 0.3 + stars * 0.14],
  ["Bar", ({ stars }) => 0.15 + stars * 0.13],
  ["Family rooms", () => 0.5],
  ["Pet friendly", () => 0.15],
  ["Dive centre", ({ kind }) => (kind === "beach" ? 0.35 : 0)],
  ["Mountain view", ({ kind }) => (kind === "mountain" ? 0.85 : 0.05)],
];

const EXTERIOR_PHOTO: Record<Destination["kind"], string> = {
  beach: "exterior-beach",
  city: "exterior-city",
  mountain: "exterior-mountain",
};

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)];
}

/** One key drawn by weight, the entries in their given order (the inventory depends on it). */
function weighted<K extends string>(rand: () => number, entries: readonly (readonly [K, number])[]): K {
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [k, w] of entries) {
    r -= w;
    if (r < 0) return k;
  }
  return entries[0][0];
}

/** A point up to `km` from the centre (flat approximation; fine at these distances). */
export function scatter(rand: () => number, area: Area): { latitude: number; longitude: number } {
  const distance = Math.sqrt(rand()) * area.spreadKm;
  const bearing = rand() * 2 * Math.PI;
  const dLat = (distance * Math.cos(bearing)) / 111.32;
  const dLon = (distance * Math.sin(bearing)) / (111.32 * Math.cos((area.latitude * Math.PI) / 180));
  return { latitude: round(area.latitude + dLat, 5), longitude: round(area.longitude + dLon, 5) };
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
const roundTo = (n: number, step: number) => Math.round(n / step) * step;

/** Where a generated hotel stands: from its area (and the destination's coast); draws from `rand`. */
export type HotelLocator = (d: Destination, rand: () => number, area: Area) => { latitude: number; longitude: number };

/** The embedded inventory's: scattered around the area's centre, then kept on land (a beach's centre is at the water's edge). */
const demoLocator: HotelLocator = (d, rand, area) => keepOnLand(d.code, scatter(rand, area), area);

export type GenerateOptions = {
  /** Digits of the hotel number in its code (3: "BOR014"; the market dataset uses 5). */
  idDigits?: number;
  locate?: HotelLocator;
};

/**
 * The `index`-th hotel of destination `d`, from a generator seeded by the two (no clock, no
 * Math.random): the embedded inventory, and the market-size dataset (market/generate.ts) with its
 * own options.
 */
export function generateHotel(d: Destination, index: number, usedNames: Set<string>, options: GenerateOptions = {}): Hotel {
  const rand = prng(`hotel:${d.code}:${index}`);
  const area = d.areas[index % d.areas.length];
  const type = weighted(rand, PROPERTY_WEIGHTS[d.kind]);
  const stars = type === "hostel" ? 2 : type === "resort" ? 3 + Math.floor(rand() * 3) : 2 + Math.floor(rand() * 4);
  let name = "";
  for (let attempt = 0; attempt < 20 && (!name || usedNames.has(name)); attempt++) {
    name = `${pick(rand, NAME_WORDS)} ${pick(rand, SECOND_WORDS[d.kind])} ${pick(rand, TYPE_WORDS[type])}`;
  }
  if (usedNames.has(name)) name = `${name} ${area.name}`;
  usedNames.add(name);
  const hotelId = `${d.code}${String(index + 1).padStart(options.idDigits ?? 3, "0")}`;
  const { latitude, longitude } = (options.locate ?? demoLocator)(d, rand, area);
  const amenities = AMENITY_CHANCES.filter(([, chance]) => rand() < chance({ stars, kind: d.kind, type })).map(([n]) => n);
  const [low, high] = STAR_BASE_PESOS[String(stars) as keyof typeof STAR_BASE_PESOS];
  const hotelBase = (low + rand() * (high - low)) * d.priceFactor;
  const policyRoll = rand();
  const hotelFreeDays = policyRoll < 0.15 ? null : pick(rand, [1, 2, 3, 7, 14]);
  const set = pick(rand, ROOM_SETS[type]);
  const rooms: RoomType[] = set.map((key, i) => {
    const t = ROOM_TEMPLATES[key];
    const units = t.unitRange[0] + Math.floor(rand() * (t.unitRange[1] - t.unitRange[0] + 1));
    // Some rooms are sold non-refundable even where the hotel's usual rate can be cancelled.
    const freeCancellationDays = hotelFreeDays !== null && rand() < 0.2 ? null : hotelFreeDays;
    const baseRatePesos = roundTo(hotelBase * t.factor * (freeCancellationDays === null ? 0.9 : 1), 10);
    return {
      roomId: `${hotelId}-R${i + 1}`,
      roomType: t.roomType,
      bedType: t.bedType,
      roomSize: t.roomSize + Math.floor(rand() * 6),
      maxOccupancy: t.maxOccupancy,
      board: t.board,
      amenities: t.amenities,
      units,
      baseRatePesos,
      freeCancellationDays,
      description: `${t.roomType} of about ${t.roomSize} m² with a ${t.bedType.toLowerCase()} bed, for up to ${t.maxOccupancy} ${t.maxOccupancy === 1 ? "guest" : "guests"}.`,
      photo: `/hotels/photos/${t.photo}.svg`,
    };
  });
  const street = pick(rand, STREETS);
  const photos = [
    { src: `/hotels/photos/${EXTERIOR_PHOTO[d.kind]}.svg`, alt: `${name}, outside` },
    ...(amenities.includes("Swimming pool") ? [{ src: "/hotels/photos/pool.svg", alt: `The pool at ${name}` }] : []),
    { src: "/hotels/photos/lobby.svg", alt: `The lobby of ${name}` },
    { src: rooms[0].photo, alt: `A ${rooms[0].roomType.toLowerCase()} at ${name}` },
  ];
  const typeLabel = type === "apartment" ? "serviced apartments" : type === "boutique" ? "boutique hotel" : type;
  const description = `${name} is a ${stars}-star ${typeLabel} in ${area.name}, ${d.name}. ${
    d.kind === "beach"
      ? "Days here start with the sea: island hopping, snorkelling and sunsets are a short walk or tricycle ride away."
      : d.kind === "mountain"
        ? "Cool mornings, pine-scented air and views of the hills make it a calm base for exploring."
        : "It puts you close to business districts, malls and restaurants, with easy taxi and ride-hailing access."
  } ${amenities.includes("Breakfast included") ? "A Filipino and continental breakfast is served every morning." : ""}`.trim();
  return {
    hotelId,
    productId: `P-${hotelId}`,
    hotelName: name,
    destination: d,
    area,
    starRating: stars,
    propertyType: type,
    latitude,
    longitude,
    address: `${1 + Math.floor(rand() * 400)} ${street}, ${area.name}, ${d.name}, ${d.province}`,
    description,
    amenities,
    photos,
    checkInTime: "14:00",
    checkOutTime: type === "resort" ? "11:00" : "12:00",
    rooms,
    searchText: `${hotelId} ${name}`.toLowerCase(),
  };
}

export type Inventory = {
  hotels: readonly Hotel[];
  byId: ReadonlyMap<string, Hotel>;
  byDestination: ReadonlyMap<string, readonly Hotel[]>;
};

let cached: Inventory | undefined;

/** The whole inventory (built once per process; ~2 ms). */
export function inventory(): Inventory {
  if (cached) return cached;
  const hotels: Hotel[] = [];
  const byDestination = new Map<string, Hotel[]>();
  const usedNames = new Set<string>();
  for (const d of DESTINATIONS) {
    const list: Hotel[] = [];
    for (let i = 0; i < d.hotelCount; i++) list.push(generateHotel(d, i, usedNames));
    byDestination.set(d.code, list);
    hotels.push(...list);
  }
  cached = { hotels, byId: new Map(hotels.map((h) => [h.hotelId, h])), byDestination };
  return cached;
}

let marketById: ReadonlyMap<string, Hotel> | undefined;

/**
 * Makes findHotel answer the market-size catalog's hotels too (issue 26): the supplier calls it once
 * when the database holds that dataset, so the checkout, its mails and payments find the hotels a
 * search there returned. A process serves one database, so one catalog.
 */
export function registerHotelCatalog(byId: ReadonlyMap<string, Hotel>): void {
  marketById = byId;
}

export function findHotel(hotelId: string): Hotel | undefined {
  const id = hotelId.trim().toUpperCase();
  return marketById?.get(id) ?? inventory().byId.get(id);
}

export function findRoom(hotel: Hotel, roomId: string): RoomType | undefined {
  return hotel.rooms.find((r) => r.roomId === roomId);
}
