/**
 * Where the embedded inventory has hotels: the travel-circuit destinations and the main cities,
 * each with areas whose centres are real places (approximate to ~100 m; OpenStreetMap, and
 * shared/reference/philippines-facts.md §6 for the circuits). Hotels are scattered within
 * `spreadKm` of their area's centre.
 */

export type DestinationKind = "beach" | "city" | "mountain";

export type Area = { name: string; latitude: number; longitude: number; spreadKm: number };

export type Destination = {
  /** Three letters, the start of every hotel code here ("BOR014"). */
  code: string;
  name: string;
  province: string;
  /** Other names a traveller may type ("Manila", "Makati", "Malay"). */
  aliases: string[];
  kind: DestinationKind;
  /** Multiplies every rate here (Boracay is dear, Iloilo is not). */
  priceFactor: number;
  hotelCount: number;
  latitude: number;
  longitude: number;
  areas: Area[];
};

const a = (name: string, latitude: number, longitude: number, spreadKm = 1.2): Area => ({ name, latitude, longitude, spreadKm });

export const DESTINATIONS: readonly Destination[] = [
  {
    code: "MNL",
    name: "Metro Manila",
    province: "National Capital Region",
    aliases: ["Manila", "NCR", "Makati", "Taguig", "Pasay", "Quezon City", "BGC", "Bonifacio Global City"],
    kind: "city",
    priceFactor: 1.1,
    hotelCount: 60,
    latitude: 14.5547,
    longitude: 121.0244,
    areas: [
      a("Makati CBD", 14.5547, 121.0244, 1),
      a("Bonifacio Global City", 14.5509, 121.0503, 0.9),
      a("Ermita-Malate", 14.5784, 120.9841, 1),
      a("Pasay Bay Area", 14.534, 120.983, 1.2),
      a("Ortigas Center", 14.5869, 121.0614, 0.9),
      a("Quezon City", 14.6333, 121.0336, 2),
    ],
  },
  {
    code: "CEB",
    name: "Cebu",
    province: "Cebu",
    aliases: ["Cebu City", "Lapu-Lapu", "Mactan", "Moalboal", "Oslob", "Bantayan"],
    kind: "beach",
    priceFactor: 1,
    hotelCount: 45,
    latitude: 10.3157,
    longitude: 123.8854,
    areas: [
      a("Cebu IT Park", 10.33, 123.906, 1.2),
      a("Mactan Island", 10.31, 124.015, 3),
      a("Moalboal", 9.947, 123.395, 2),
      a("Oslob", 9.464, 123.386, 1.5),
      a("Bantayan Island", 11.166, 123.72, 2),
    ],
  },
  {
    code: "BOR",
    name: "Boracay",
    province: "Aklan",
    aliases: ["Boracay Island", "Malay", "Aklan", "Caticlan"],
    kind: "beach",
    priceFactor: 1.4,
    hotelCount: 40,
    latitude: 11.9674,
    longitude: 121.9248,
    areas: [
      a("Station 1", 11.974, 121.917, 0.5),
      a("Station 2", 11.96, 121.926, 0.5),
      a("Station 3", 11.949, 121.931, 0.4),
      a("Bulabog", 11.963, 121.933, 0.5),
    ],
  },
  {
    code: "ENI",
    name: "El Nido",
    province: "Palawan",
    aliases: ["Bacuit Bay", "Lio", "Nacpan"],
    kind: "beach",
    priceFactor: 1.3,
    hotelCount: 25,
    latitude: 11.1956,
    longitude: 119.4075,
    areas: [
      a("El Nido Town", 11.18, 119.392, 0.6),
      a("Corong-Corong", 11.171, 119.386, 0.6),
      a("Lio Beach", 11.205, 119.408, 0.8),
      a("Nacpan", 11.318, 119.418, 1.2),
    ],
  },
  {
    code: "USU",
    name: "Coron",
    province: "Palawan",
    aliases: ["Busuanga", "Coron Island"],
    kind: "beach",
    priceFactor: 1.15,
    hotelCount: 20,
    latitude: 11.998,
    longitude: 120.205,
    areas: [a("Coron Town", 11.998, 120.205, 0.8), a("Busuanga", 12.13, 120.02, 3)],
  },
  {
    code: "PPS",
    name: "Puerto Princesa",
    province: "Palawan",
    aliases: ["Underground River", "Sabang", "Honda Bay"],
    kind: "beach",
    priceFactor: 0.95,
    hotelCount: 20,
    latitude: 9.7392,
    longitude: 118.7353,
    areas: [a("Puerto Princesa City", 9.7392, 118.7353, 1.5), a("Sabang", 10.203, 118.895, 1), a("Honda Bay", 9.88, 118.78, 2)],
  },
  {
    code: "TAG",
    name: "Bohol",
    province: "Bohol",
    aliases: ["Panglao", "Alona Beach", "Tagbilaran", "Loboc", "Anda", "Chocolate Hills"],
    kind: "beach",
    priceFactor: 1,
    hotelCount: 30,
    latitude: 9.65,
    longitude: 123.853,
    areas: [
      a("Alona Beach, Panglao", 9.549, 123.774, 0.6),
      a("Dumaluan, Panglao", 9.544, 123.8, 0.8),
      a("Tagbilaran City", 9.65, 123.853, 1.2),
      a("Loboc", 9.638, 124.033, 1),
      a("Anda", 9.744, 124.576, 1.5),
    ],
  },
  {
    code: "IAO",
    name: "Siargao",
    province: "Surigao del Norte",
    aliases: ["General Luna", "Cloud 9", "Pilar"],
    kind: "beach",
    priceFactor: 1.05,
    hotelCount: 25,
    latitude: 9.789,
    longitude: 126.156,
    areas: [a("General Luna", 9.789, 126.156, 1.2), a("Cloud 9", 9.813, 126.163, 0.8), a("Pilar", 9.864, 126.1, 1)],
  },
  {
    code: "DVO",
    name: "Davao",
    province: "Davao del Sur",
    aliases: ["Davao City", "Samal", "Island Garden City of Samal"],
    kind: "city",
    priceFactor: 0.9,
    hotelCount: 25,
    latitude: 7.0731,
    longitude: 125.6128,
    areas: [a("Davao City Centre", 7.0731, 125.6128, 1.8), a("Lanang", 7.102, 125.648, 1), a("Samal Island", 7.08, 125.72, 3)],
  },
  {
    code: "BAG",
    name: "Baguio",
    province: "Benguet",
    aliases: ["Baguio City", "Sagada", "Banaue", "Cordilleras"],
    kind: "mountain",
    priceFactor: 0.9,
    hotelCount: 25,
    latitude: 16.4023,
    longitude: 120.596,
    areas: [
      a("Session Road", 16.4115, 120.5985, 0.8),
      a("Camp John Hay", 16.398, 120.611, 0.8),
      a("Sagada", 17.083, 120.9, 1),
      a("Banaue", 16.92, 121.057, 1),
    ],
  },
  {
    code: "TGY",
    name: "Tagaytay",
    province: "Cavite",
    aliases: ["Tagaytay City", "Taal"],
    kind: "mountain",
    priceFactor: 1,
    hotelCount: 15,
    latitude: 14.1153,
    longitude: 120.9621,
    areas: [a("Tagaytay Ridge", 14.1153, 120.9621, 2.5)],
  },
  {
    code: "ILO",
    name: "Iloilo",
    province: "Iloilo",
    aliases: ["Iloilo City"],
    kind: "city",
    priceFactor: 0.8,
    hotelCount: 15,
    latitude: 10.7202,
    longitude: 122.5621,
    areas: [a("Iloilo Business Park", 10.712, 122.544, 1), a("Iloilo City Proper", 10.6969, 122.5644, 1)],
  },
  {
    code: "BCD",
    name: "Bacolod",
    province: "Negros Occidental",
    aliases: ["Bacolod City"],
    kind: "city",
    priceFactor: 0.8,
    hotelCount: 10,
    latitude: 10.6765,
    longitude: 122.9509,
    areas: [a("Bacolod City", 10.6765, 122.9509, 1.5)],
  },
  {
    code: "DRP",
    name: "Legazpi",
    province: "Albay",
    aliases: ["Albay", "Mayon", "Mt Mayon", "Daraga", "Legazpi City"],
    kind: "mountain",
    priceFactor: 0.8,
    hotelCount: 15,
    latitude: 13.1391,
    longitude: 123.7438,
    areas: [a("Legazpi City", 13.1391, 123.7438, 1.5), a("Daraga", 13.148, 123.713, 1)],
  },
  {
    code: "DGT",
    name: "Dumaguete",
    province: "Negros Oriental",
    aliases: ["Dumaguete City", "Dauin", "Apo Island"],
    kind: "beach",
    priceFactor: 0.85,
    hotelCount: 12,
    latitude: 9.3068,
    longitude: 123.3054,
    areas: [a("Rizal Boulevard", 9.3068, 123.3054, 1), a("Dauin", 9.19, 123.27, 1.5)],
  },
  {
    code: "CGY",
    name: "Cagayan de Oro",
    province: "Misamis Oriental",
    aliases: ["CDO"],
    kind: "city",
    priceFactor: 0.8,
    hotelCount: 10,
    latitude: 8.4542,
    longitude: 124.6319,
    areas: [a("Cagayan de Oro City", 8.4542, 124.6319, 1.5)],
  },
  {
    code: "VGN",
    name: "Vigan",
    province: "Ilocos Sur",
    aliases: ["Vigan City", "Calle Crisologo"],
    kind: "city",
    priceFactor: 0.85,
    hotelCount: 8,
    latitude: 17.5747,
    longitude: 120.3869,
    areas: [a("Heritage Village", 17.5747, 120.3869, 0.8)],
  },
  {
    code: "CRK",
    name: "Clark",
    province: "Pampanga",
    aliases: ["Angeles", "Angeles City", "Clark Freeport", "Pampanga"],
    kind: "city",
    priceFactor: 0.95,
    hotelCount: 10,
    latitude: 15.169,
    longitude: 120.58,
    areas: [a("Clark Freeport", 15.18, 120.54, 2), a("Angeles City", 15.145, 120.5887, 1.2)],
  },
  {
    code: "PGL",
    name: "Puerto Galera",
    province: "Oriental Mindoro",
    aliases: ["White Beach Puerto Galera", "Sabang Puerto Galera"],
    kind: "beach",
    priceFactor: 0.95,
    hotelCount: 10,
    latitude: 13.504,
    longitude: 120.955,
    areas: [a("Sabang Beach", 13.52, 120.975, 0.6), a("White Beach", 13.499, 120.9, 0.6)],
  },
  {
    code: "LUN",
    name: "La Union",
    province: "La Union",
    aliases: ["San Juan", "San Juan La Union", "Urbiztondo"],
    kind: "beach",
    priceFactor: 0.9,
    hotelCount: 10,
    latitude: 16.674,
    longitude: 120.333,
    areas: [a("Urbiztondo, San Juan", 16.674, 120.333, 1)],
  },
  {
    code: "SBC",
    name: "Subic",
    province: "Zambales",
    aliases: ["Subic Bay", "Olongapo"],
    kind: "beach",
    priceFactor: 0.95,
    hotelCount: 8,
    latitude: 14.8167,
    longitude: 120.2833,
    areas: [a("Subic Bay Freeport", 14.8167, 120.2833, 1.5)],
  },
  {
    code: "ZAM",
    name: "Zamboanga",
    province: "Zamboanga del Sur",
    aliases: ["Zamboanga City"],
    kind: "city",
    priceFactor: 0.75,
    hotelCount: 6,
    latitude: 6.9214,
    longitude: 122.079,
    areas: [a("Zamboanga City", 6.9214, 122.079, 1.5)],
  },
];

/** Lower-case, without accents or punctuation, for matching what a traveller types. */
export function normalisePlace(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export type PlaceMatch = { destination: Destination; area: Area | null; latitude: number; longitude: number };

/** The destination (or one of its areas) a city name stands for, or null. */
export function findPlace(city: string): PlaceMatch | null {
  const q = normalisePlace(city);
  if (!q) return null;
  for (const d of DESTINATIONS) {
    if (normalisePlace(d.name) === q || d.aliases.some((x) => normalisePlace(x) === q))
      return { destination: d, area: null, latitude: d.latitude, longitude: d.longitude };
  }
  for (const d of DESTINATIONS) {
    const area = d.areas.find((x) => normalisePlace(x.name) === q || normalisePlace(x.name.split(",")[0]) === q);
    if (area) return { destination: d, area, latitude: area.latitude, longitude: area.longitude };
  }
  return null;
}
