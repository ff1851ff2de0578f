/**
 * The ten travel circuits of design/routes.md. Until the guides are written (a later release), each
 * slug has a placeholder page built from these facts; the home page shows the first six.
 */
export type Circuit = {
  slug: string;
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
    name: "Boracay",
    region: "Aklan",
    note: "White Beach, best November to May",
    gettingThere: "Fly to Caticlan (MPH) or Kalibo (KLO), then a short boat ride from the Caticlan jetty port.",
    bestTime: "November to May, when the northeast monsoon keeps White Beach calm.",
  },
  {
    slug: "el-nido-palawan",
    name: "El Nido",
    region: "Palawan",
    note: "Lagoons by bangka; check the tide first",
    gettingThere: "Fly to El Nido (ENI), or to Puerto Princesa (PPS) and ride a van north for five to six hours.",
    bestTime: "November to May; island-hopping boats stay in port when the Coast Guard suspends sailing.",
  },
  {
    slug: "bohol",
    name: "Bohol",
    region: "Central Visayas",
    note: "Chocolate Hills and tarsiers",
    gettingThere: "Fly to Bohol–Panglao (TAG), or take a fast ferry from Cebu to Tagbilaran, about two hours.",
    bestTime: "December to May, the drier months.",
  },
  {
    slug: "siargao",
    name: "Siargao",
    region: "Surigao del Norte",
    note: "Cloud 9 surf, September to November swells",
    gettingThere: "Fly to Siargao (IAO) via Manila, Cebu or Clark, or take a ferry from Surigao City.",
    bestTime: "March to October for calmer seas; September to November for the big surf.",
  },
  {
    slug: "coron-palawan",
    name: "Coron",
    region: "Palawan",
    note: "Wreck dives and Kayangan Lake",
    gettingThere: "Fly to Busuanga (USU), then about 40 minutes by road to Coron town.",
    bestTime: "November to May, when the seas around Busuanga are calmest.",
  },
  {
    slug: "baguio-cordilleras",
    name: "Baguio",
    region: "Cordillera",
    note: "Cool mountain air and rice terraces",
    gettingThere: "By bus from Manila, about four to six hours; onward to Sagada and Banaue by van.",
    bestTime: "November to April, the dry months; the Panagbenga flower festival is in February.",
  },
  {
    slug: "cebu",
    name: "Cebu",
    region: "Central Visayas",
    note: "Heritage city, sardine runs and waterfalls",
    gettingThere: "Fly to Mactan–Cebu (CEB), the Visayas' main gateway, with ferries onward to the islands.",
    bestTime: "January to May, the drier months.",
  },
  {
    slug: "davao",
    name: "Davao",
    region: "Davao Region",
    note: "Mount Apo, durian and Samal Island",
    gettingThere: "Fly to Davao (DVO); Samal Island is a short ferry ride from the city.",
    bestTime: "Any time of year: Davao lies south of the usual typhoon tracks.",
  },
  {
    slug: "mt-mayon-albay",
    name: "Mayon Volcano",
    region: "Albay",
    note: "The near-perfect cone and the Cagsawa ruins",
    gettingThere: "Fly to Bicol International Airport (DRP) in Daraga, or take an overnight bus from Manila.",
    bestTime: "March to May; check PHIVOLCS' alert level before going near the volcano.",
  },
  {
    slug: "underground-river-palawan",
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
