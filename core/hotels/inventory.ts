/**
 * The embedded inventory: several hundred hotels generated deterministically from DESTINATIONS,
 * so every instance (and every test) sees the same codes, names, coordinates, rooms and prices.
 * Changing the generator changes the inventory: codes are stable only while this file is.
 */
import type { PropertyType } from "../../contracts/hotels.ts";
import { DESTINATIONS, type Area, type Destination } from "./destinations.ts";
import { prng } from "../shared/prng.ts";

export type RoomType = {
  roomId: string;
  roomType: string;
  bedType: string;
  roomSize: number;
  maxOccupancy: number;
  board: string;
  amenities: string[];
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

const NAME_WORDS = [
  "Amihan",
  "Habagat",
  "Sampaguita",
  "Narra",
  "Molave",
  "Bahay",
  "Dalisay",
  "Tala",
  "Alon",
  "Bituin",
  "Mabini",
  "Luna",
  "Ilaw",
  "Kalinaw",
  "Dagat",
  "Isla",
  "Liwayway",
  "Himig",
  "Banaag",
  "Ginto",
  "Perlas",
  "Bayani",
  "Hiraya",
  "Marahuyo",
  "Sinag",
  "Silangan",
  "Kanluran",
  "Bagwis",
  "Agos",
  "Lakan",
];
const SECOND_WORDS: Record<Destination["kind"], string[]> = {
  beach: ["Bay", "Cove", "Shores", "Sands", "Reef", "Lagoon", "Palms", "Tides", "Coast", "Point"],
  city: ["Place", "Tower", "Suites", "Residences", "Square", "Park", "Plaza", "Gardens", "Heights", "Central"],
  mountain: ["Pines", "Ridge", "Highlands", "Terraces", "Vista", "Hills", "Mist", "Crest", "Valley", "Lodge"],
};
const TYPE_WORDS: Record<PropertyType, string[]> = {
  hotel: ["Hotel", "Grand Hotel", "Hotel & Suites"],
  resort: ["Resort", "Beach Resort", "Resort & Spa"],
  apartment: ["Apartments", "Serviced Residences", "Condotel"],
  boutique: ["Boutique Hotel", "Inn", "Casa"],
  hostel: ["Hostel", "Backpackers", "Surf Hostel"],
};
const STREETS = [
  "Rizal Street",
  "Mabini Street",
  "Bonifacio Avenue",
  "Quezon Boulevard",
  "National Highway",
  "Beach Road",
  "Luna Street",
  "Del Pilar Street",
  "Burgos Street",
  "Roxas Avenue",
];

type PropertyWeights = Record<PropertyType, number>;
const PROPERTY_WEIGHTS: Record<Destination["kind"], PropertyWeights> = {
  beach: { resort: 5, hotel: 2, boutique: 2, apartment: 1, hostel: 1 },
  city: { hotel: 6, apartment: 3, boutique: 1, hostel: 1, resort: 0 },
  mountain: { hotel: 3, boutique: 3, resort: 1, apartment: 1, hostel: 1 },
};

const STAR_BASE_PESOS: Record<number, [number, number]> = { 2: [1400, 2400], 3: [2400, 4200], 4: [4200, 7800], 5: [8000, 16000] };

type RoomTemplate = Omit<RoomType, "roomId" | "units" | "baseRatePesos" | "freeCancellationDays" | "description" | "photo"> & {
  factor: number;
  unitRange: [number, number];
  photo: string;
};

const ROOM_TEMPLATES: Record<string, RoomTemplate> = {
  standard: {
    roomType: "Standard Room",
    bedType: "Double",
    roomSize: 18,
    maxOccupancy: 2,
    board: "Room only",
    amenities: ["Air conditioning", "Free Wi-Fi", "Shower"],
    factor: 1,
    unitRange: [6, 20],
    photo: "room-double",
  },
  twin: {
    roomType: "Superior Twin",
    bedType: "Twin",
    roomSize: 22,
    maxOccupancy: 2,
    board: "Breakfast included",
    amenities: ["Air conditioning", "Free Wi-Fi", "Work desk", "Shower"],
    factor: 1.2,
    unitRange: [4, 14],
    photo: "room-twin",
  },
  deluxe: {
    roomType: "Deluxe King",
    bedType: "King",
    roomSize: 30,
    maxOccupancy: 3,
    board: "Breakfast included",
    amenities: ["Air conditioning", "Free Wi-Fi", "Bathtub", "Minibar", "Balcony"],
    factor: 1.45,
    unitRange: [3, 12],
    photo: "room-king",
  },
  family: {
    roomType: "Family Room",
    bedType: "Queen",
    roomSize: 38,
    maxOccupancy: 4,
    board: "Breakfast included",
    amenities: ["Air conditioning", "Free Wi-Fi", "Sofa bed", "Minibar"],
    factor: 1.8,
    unitRange: [2, 8],
    photo: "room-family",
  },
  suite: {
    roomType: "Executive Suite",
    bedType: "King",
    roomSize: 52,
    maxOccupancy: 3,
    board: "Half board",
    amenities: ["Air conditioning", "Free Wi-Fi", "Bathtub", "Minibar", "Living area", "Sea or city view"],
    factor: 2.6,
    unitRange: [1, 4],
    photo: "room-suite",
  },
  villa: {
    roomType: "Pool Villa",
    bedType: "King",
    roomSize: 80,
    maxOccupancy: 4,
    board: "Half board",
    amenities: ["Air conditioning", "Free Wi-Fi", "Private pool", "Outdoor shower", "Minibar"],
    factor: 3.4,
    unitRange: [1, 3],
    photo: "room-suite",
  },
  studio: {
    roomType: "Studio Apartment",
    bedType: "Queen",
    roomSize: 28,
    maxOccupancy: 2,
    board: "Room only",
    amenities: ["Air conditioning", "Free Wi-Fi", "Kitchenette", "Washing machine"],
    factor: 1.1,
    unitRange: [4, 12],
    photo: "room-double",
  },
  dorm: {
    roomType: "Dorm Bed",
    bedType: "Bunk",
    roomSize: 24,
    maxOccupancy: 1,
    board: "Room only",
    amenities: ["Air conditioning", "Free Wi-Fi", "Locker"],
    factor: 0.35,
    unitRange: [8, 24],
    photo: "room-twin",
  },
};

const ROOM_SETS: Record<PropertyType, string[][]> = {
  hotel: [
    ["standard", "twin", "deluxe", "suite"],
    ["standard", "deluxe", "family"],
    ["twin", "deluxe", "family", "suite"],
  ],
  resort: [
    ["deluxe", "family", "villa"],
    ["standard", "deluxe", "suite", "villa"],
    ["twin", "deluxe", "family"],
  ],
  apartment: [
    ["studio", "family"],
    ["studio", "deluxe", "family"],
  ],
  boutique: [
    ["standard", "deluxe"],
    ["twin", "deluxe", "suite"],
  ],
  hostel: [
    ["dorm", "standard"],
    ["dorm", "twin", "family"],
  ],
};

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

function weighted<K extends string>(rand: () => number, weights: Record<K, number>): K {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [k, w] of entries) {
    r -= w;
    if (r < 0) return k;
  }
  return entries[0][0];
}

/** A point up to `km` from the centre (flat approximation; fine at these distances). */
function scatter(rand: () => number, area: Area): { latitude: number; longitude: number } {
  const distance = Math.sqrt(rand()) * area.spreadKm;
  const bearing = rand() * 2 * Math.PI;
  const dLat = (distance * Math.cos(bearing)) / 111.32;
  const dLon = (distance * Math.sin(bearing)) / (111.32 * Math.cos((area.latitude * Math.PI) / 180));
  return { latitude: round(area.latitude + dLat, 5), longitude: round(area.longitude + dLon, 5) };
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
const roundTo = (n: number, step: number) => Math.round(n / step) * step;

function generateHotel(d: Destination, index: number, usedNames: Set<string>): Hotel {
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
  const hotelId = `${d.code}${String(index + 1).padStart(3, "0")}`;
  const { latitude, longitude } = scatter(rand, area);
  const amenities = AMENITY_CHANCES.filter(([, chance]) => rand() < chance({ stars, kind: d.kind, type })).map(([n]) => n);
  const [low, high] = STAR_BASE_PESOS[stars];
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

export function findHotel(hotelId: string): Hotel | undefined {
  return inventory().byId.get(hotelId.trim().toUpperCase());
}

export function findRoom(hotel: Hotel, roomId: string): RoomType | undefined {
  return hotel.rooms.find((r) => r.roomId === roomId);
}
