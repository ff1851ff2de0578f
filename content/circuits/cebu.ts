import { ILLUSTRATION_CREDIT, type GuideContent } from "../../contracts/travel-guides.ts";
import { pesos } from "./helpers.ts";

export const cebu: GuideContent = {
  slug: "cebu",
  overview: [
    "Cebu City grew from the first Spanish settlement in the country (1565) and is the Visayas' main hub: most flights and ferries to the central islands pass through it. The old quarter around Magellan's Cross and the Basilica del Santo Niño is a half-day walk.",
    "The best of the island is south-west of the city: the sardine run off Moalboal and the blue pools of Kawasan Falls, about three hours away by bus. Mactan, by the airport, is for resorts and island-hopping boats.",
  ],
  highlights: [
    {
      name: "Magellan's Cross and the Basilica del Santo Niño",
      text: "A small chapel sheltering the cross that marks Magellan's 1521 landing, and the basilica beside it, home of the Santo Niño.",
      lat: 10.2936,
      lng: 123.902,
    },
    {
      name: "Fort San Pedro",
      text: "A small triangular Spanish fort by the port, with gardens on its walls.",
      lat: 10.2925,
      lng: 123.9055,
    },
    {
      name: "Moalboal sardine run",
      text: "Millions of sardines a short swim off Panagsama Beach; snorkel from the shore, with turtles often nearby.",
      lat: 9.945,
      lng: 123.368,
    },
    {
      name: "Kawasan Falls, Badian",
      text: "Tiered turquoise pools in a river gorge, and the end point of canyoneering trips from upstream.",
      lat: 9.803,
      lng: 123.374,
    },
    {
      name: "Mactan island hopping",
      text: "Boats from Mactan to the reefs and sandbars of Hilutungan, Nalusuan and Olango.",
      lat: 10.21,
      lng: 124.05,
    },
  ],
  radiusKm: 90,
  radiusReason: "Moalboal and Kawasan Falls are on the island's south-west coast, about three hours by road from the city.",
  access: {
    airports: [
      {
        code: "CEB",
        note: "Mactan–Cebu International, on Mactan Island: jets from Manila and abroad, and turboprops to the smaller islands.",
      },
    ],
    legs: [
      {
        from: "Mactan–Cebu airport (CEB)",
        to: "Cebu City",
        by: "Taxi",
        time: "Typically 30–60 minutes, depending on traffic on the bridges",
      },
      { from: "Cebu South Bus Terminal", to: "Moalboal", by: "Bus", time: "About 3 hours" },
      { from: "Moalboal", to: "Kawasan Falls, Badian", by: "Bus or tricycle", time: "About 30 minutes" },
      { from: "Cebu City (Pier 1)", to: "Tagbilaran, Bohol", by: "Fast craft", time: "About 2 hours" },
    ],
    tips: [
      "Leave the city early for Moalboal: traffic out of Cebu builds quickly after 07:00.",
      "Taxis from the airport run on the meter from the official rank; ride-hailing apps also work.",
    ],
  },
  seasons: {
    bestMonths: "Jan–May",
    best: "January to May, the driest months; the sardine run is there all year.",
    wet: "June to December is wetter, with the heaviest rain usually from about July to October.",
    typhoon:
      "Storms from October to December are the ones most likely to cross the Visayas; ferries stop when the Coast Guard suspends sailing.",
  },
  days: [
    {
      title: "The old city",
      effort: "light",
      activities: [
        "Magellan's Cross and the Basilica del Santo Niño",
        "Fort San Pedro",
        "Lechon for lunch",
        "Sunset from the hills of Busay",
      ],
      base: "Cebu City",
    },
    {
      title: "South-west to Moalboal",
      activities: ["Morning bus to Moalboal", "Snorkel the sardine run off Panagsama Beach"],
      base: "Moalboal",
    },
    {
      title: "Kawasan Falls",
      activities: ["Canyoneering down to Kawasan with a licensed guide, or a swim at the lower falls", "Back to Moalboal for sunset"],
      base: "Moalboal",
    },
    {
      title: "Mactan and the reefs",
      effort: "light",
      activities: ["Bus back to the city", "Afternoon island-hopping from Mactan, or on to Bohol by fast craft"],
    },
  ],
  costs: [
    { item: "City hotel", covers: "A double room per night in Cebu City", from: pesos(1_500), to: pesos(4_500) },
    { item: "Bus to Moalboal", covers: "One person, one way, air-conditioned", from: pesos(150), to: pesos(250) },
    {
      item: "Canyoneering trip",
      covers:
        "One person at the provincial rate booked through the Capitol's online portal (guides, gear, habal-habal rides, meals and the environmental fee)",
      from: pesos(2_000),
    },
    {
      item: "Mactan island hopping",
      covers: "A private boat for a small group, half a day, excluding sanctuary fees",
      from: pesos(3_000),
      to: pesos(6_000),
    },
  ],
  fees: [
    {
      name: "Kawasan Falls entrance",
      amount: pesos(200),
      detail:
        "₱200 per person to see or swim at the falls, good for 3 hours, since the falls reopened in October 2023. Canyoneering is ₱2,000 per person, which already includes the ₱200 environmental fee.",
      sourceDate: "2023-10",
      source: "SunStar Cebu, on the reopening of Kawasan Falls, October 2023",
      sourceUrl: "https://www.sunstar.com.ph/cebu/canyoneering-rates-up-by-25-percent",
    },
    {
      name: "Oslob whale-shark watching",
      detail:
        "Set by Oslob town ordinance, with foreign visitors who snorkel or dive paying several times the local rate; see the note on responsible travel.",
      source: "Philippine Daily Inquirer (Cebu Daily News) on Oslob's visitor fees",
    },
    {
      name: "Cebu–Bohol port terminal fee",
      amount: pesos(25),
      detail: "Paid per passenger at the pier when you take a ferry; older figure.",
      sourceDate: "2017-07-04",
      source: "Travel blog pinayodyssey.com, 2017",
    },
  ],
  responsible: [
    "Oslob's whale sharks are fed by hand to keep them near the shore, which changes their behaviour; many divers prefer to see whale sharks where they are not fed.",
    "At Moalboal, watch the sardines and turtles without touching or chasing them, and keep your fins off the coral.",
    "Canyoneering only with licensed local guides: they know which jumps are safe at the day's water level.",
  ],
  illustration: {
    scene: "city",
    alt: "A drawing of an old church façade and a wooden cross beside the sea, with hills behind.",
    credit: ILLUSTRATION_CREDIT,
  },
  search: { flightTo: "CEB", hotelDestination: "Cebu, Philippines" },
  related: [
    { label: "Bohol guide, two hours by fast craft", href: "/travel-circuits/bohol" },
    { label: "Siargao guide, a short flight from Cebu", href: "/travel-circuits/siargao" },
    { label: "Ferries between the islands", href: "/stay-informed/transportation" },
  ],
};
