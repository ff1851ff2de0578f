/**
 * How well a tide station stands for a place. The nine Philippine gauges are few and far between, so
 * the nearest one can be 200 km away or face another sea (El Nido and Sabang are on Palawan's west
 * coast, on the West Philippine Sea; the Puerto Princesa gauge is on the east coast, on the Sulu Sea).
 * When the station is more than FAR_STATION_KM away, or on other water than the place, we say so
 * plainly: which station, how far, and that times and heights there may differ.
 *
 * The waters are Lakbay's own description of which sea each gauge and each destination faces (from
 * the map), grouped so that two places on the same body of water compare as the same.
 */
export const FAR_STATION_KM = 50;

type Water = { group: string; name: string };

/** The water each Philippine tide gauge (id as in tides.ts) faces. */
export const STATION_WATERS: Readonly<Record<string, Water>> = {
  cebu: { group: "central-visayas", name: "the Mactan Channel, in the seas of the central Visayas" },
  currimao: { group: "west-luzon", name: "the West Philippine Sea off Ilocos" },
  davao: { group: "davao-gulf", name: "Davao Gulf" },
  jolo: { group: "sulu", name: "the Sulu Sea off Jolo" },
  legaspi: { group: "pacific-bicol", name: "Albay Gulf, on the Pacific side of Luzon" },
  lubang: { group: "west-mindoro", name: "the West Philippine Sea off Lubang and northwest Mindoro" },
  manila: { group: "manila-bay", name: "Manila Bay" },
  puerto_princesa: { group: "sulu", name: "the Sulu Sea, on Palawan's east coast" },
  subic_bay: { group: "west-luzon", name: "Subic Bay, on the West Philippine Sea" },
};

/** The water each travel-circuit destination (slug as in contracts/circuits.ts) faces; inland places have none. */
export const DESTINATION_WATERS: Readonly<Record<string, Water | null>> = {
  "boracay-aklan": { group: "tablas", name: "the Tablas Strait and Sibuyan Sea off northwest Panay" },
  "el-nido-palawan": { group: "west-palawan", name: "the West Philippine Sea, on Palawan's west coast" },
  "underground-river-palawan": { group: "west-palawan", name: "the West Philippine Sea, on Palawan's west coast" },
  "coron-palawan": { group: "calamian", name: "the waters of the Calamian Islands, north of Palawan" },
  siargao: { group: "pacific-mindanao", name: "the Philippine Sea (the Pacific), east of Mindanao" },
  bohol: { group: "central-visayas", name: "the seas of the central Visayas" },
  cebu: { group: "central-visayas", name: "the seas of the central Visayas" },
  davao: { group: "davao-gulf", name: "Davao Gulf" },
  "mt-mayon-albay": { group: "pacific-bicol", name: "Albay Gulf, on the Pacific side of Luzon" },
  "baguio-cordilleras": null,
};

export type StationFit = {
  stationName: string;
  placeName: string;
  distanceKm: number;
  /** More than FAR_STATION_KM away. */
  far: boolean;
  /** The station faces other water than the place (known for the travel-circuit destinations only). */
  otherSea: boolean;
  stationWater?: string;
  placeWater?: string;
  /** What to tell the traveller, or null when the station stands well for the place. */
  warning: string | null;
};

/**
 * How well `station` stands for `place`. `placeSlug`: a travel-circuit slug when the place is one of the
 * destinations (its water is known), else undefined (a shared location or a chosen point: distance only).
 */
export function stationFit(station: { id: string; name: string }, place: { name: string; slug?: string }, distanceKm: number): StationFit {
  const km = Math.round(distanceKm);
  const stationWater = STATION_WATERS[station.id];
  const placeWater = place.slug ? DESTINATION_WATERS[place.slug] : undefined;
  const far = km > FAR_STATION_KM;
  const otherSea = Boolean(stationWater && placeWater && stationWater.group !== placeWater.group);
  let warning: string | null = null;
  if (far || otherSea) {
    const where = far ? `${km} km from ${place.name}` : `${km} km away`;
    const sea =
      otherSea && stationWater && placeWater
        ? `, and on another sea: the gauge faces ${stationWater.name}, ${place.name} faces ${placeWater.name}`
        : placeWater === null
          ? `; ${place.name} is inland`
          : "";
    warning = `The nearest tide station, ${station.name}, is ${where}${sea}. Times and heights at ${place.name} may differ from these: ask locally before you plan around a low tide.`;
  }
  return {
    stationName: station.name,
    placeName: place.name,
    distanceKm: km,
    far,
    otherSea,
    ...(stationWater ? { stationWater: stationWater.name } : {}),
    ...(placeWater ? { placeWater: placeWater.name } : {}),
    warning,
  };
}
