/**
 * The ten travel circuits of design/routes.md: the facts every page may show (the home page shows the
 * first six). The full guides join these with content/circuits/ (app/server/content). Shared by core, the pages and the browser.
 */
export type Circuit = {
  slug: string;
  /** The centre of the destination (town, beach or summit), WGS84. */
  lat: number;
  lng: number;
  /** IATA codes of the airports travellers fly into, nearest first. */
  airports: readonly string[];
  name: string;
  region: string;
  /** One line for a card. */
  note: string;
  /** How most travellers get there. */
  gettingThere: string;
  /** When the weather is kindest. */
  bestTime: string;
};

export const CIRCUITS: readonly Circuit[] = [
  {
    slug: "boracay-aklan",
    lat: 11.9674,
    lng: 121.9248,
    airports: ["MPH", "KLO"],
    name: "Boracay",
    region: "Aklan",
    note: "White Beach, best November to May",
    gettingThere: "Fly to Caticlan (MPH) or Kalibo (KLO), then a short boat ride from the Caticlan jetty port.",
    bestTime: "November to May, when the northeast monsoon keeps White Beach calm.",
  },
  {
    slug: "el-nido-palawan",
    lat: 11.1956,
    lng: 119.4075,
    airports: ["ENI", "PPS"],
    name: "El Nido",
    region: "Palawan",
    note: "Lagoons by bangka; check the tide first",
    gettingThere: "Fly to El Nido (ENI), or to Puerto Princesa (PPS) and ride a van north for five to six hours.",
    bestTime: "November to May; island-hopping boats stay in port when the Coast Guard suspends sailing.",
  },
  {
    slug: "bohol",
    lat: 9.65,
    lng: 123.853,
    airports: ["TAG"],
    name: "Bohol",
    region: "Central Visayas",
    note: "Chocolate Hills and tarsiers",
    gettingThere: "Fly to Bohol–Panglao (TAG), or take a fast ferry from Cebu to Tagbilaran, about two hours.",
    bestTime: "December to May, the drier months.",
  },
  {
    slug: "siargao",
    lat: 9.7836,
    lng: 126.1575,
    airports: ["IAO"],
    name: "Siargao",
    region: "Surigao del Norte",
    note: "Cloud 9 surf, September to November swells",
    gettingThere: "Fly to Siargao (IAO) via Manila, Cebu or Clark, or take a ferry from Surigao City.",
    bestTime: "March to October for calmer seas; September to November for the big surf.",
  },
  {
    slug: "coron-palawan",
    lat: 11.9986,
    lng: 120.2043,
    airports: ["USU"],
    name: "Coron",
    region: "Palawan",
    note: "Wreck dives and Kayangan Lake",
    gettingThere: "Fly to Busuanga (USU), then about 40 minutes by road to Coron town.",
    bestTime: "November to May, when the seas around Busuanga are calmest.",
  },
  {
    slug: "baguio-cordilleras",
    lat: 16.4023,
    lng: 120.596,
    airports: ["MNL", "CRK"],
    name: "Baguio",
    region: "Cordillera",
    note: "Cool mountain air and rice terraces",
    gettingThere: "By bus from Manila, about four to six hours; onward to Sagada and Banaue by van.",
    bestTime: "November to April, the dry months; the Panagbenga flower festival is in February.",
  },
  {
    slug: "cebu",
    lat: 10.2936,
    lng: 123.902,
    airports: ["CEB"],
    name: "Cebu",
    region: "Central Visayas",
    note: "Heritage city, sardine runs and waterfalls",
    gettingThere: "Fly to Mactan–Cebu (CEB), the Visayas' main gateway, with ferries onward to the islands.",
    bestTime: "January to May, the drier months.",
  },
  {
    slug: "davao",
    lat: 7.0731,
    lng: 125.6128,
    airports: ["DVO"],
    name: "Davao",
    region: "Davao Region",
    note: "Mount Apo, durian and Samal Island",
    gettingThere: "Fly to Davao (DVO); Samal Island is a short ferry ride from the city.",
    bestTime: "Any time of year: Davao lies south of the usual typhoon tracks.",
  },
  {
    slug: "mt-mayon-albay",
    lat: 13.2548,
    lng: 123.6861,
    airports: ["DRP"],
    name: "Mayon Volcano",
    region: "Albay",
    note: "The near-perfect cone and the Cagsawa ruins",
    gettingThere: "Fly to Bicol International Airport (DRP) in Daraga, or take an overnight bus from Manila.",
    bestTime: "March to May; check PHIVOLCS' alert level before going near the volcano.",
  },
  {
    slug: "underground-river-palawan",
    lat: 10.1925,
    lng: 118.9263,
    airports: ["PPS"],
    name: "Underground River",
    region: "Puerto Princesa, Palawan",
    note: "A navigable river under the mountains",
    gettingThere: "Fly to Puerto Princesa (PPS), then about two hours by road to Sabang and a boat to the cave.",
    bestTime: "November to May; visits need a permit booked ahead and stop when the sea is rough.",
  },
];

export function findCircuit(slug: string): Circuit | undefined {
  return CIRCUITS.find((c) => c.slug === slug);
}
