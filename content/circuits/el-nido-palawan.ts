import { ILLUSTRATION_CREDIT, type GuideContent } from "../../contracts/travel-guides.ts";
import { pesos } from "./helpers.ts";

export const elNidoPalawan: GuideContent = {
  slug: "el-nido-palawan",
  overview: [
    "El Nido is a town at the northern end of mainland Palawan, facing Bacuit Bay and its limestone islands. Days here are spent on a bangka, moving between lagoons, beaches and snorkelling spots on the numbered island-hopping tours (A to D).",
    "The town itself is small and busy; Corong-Corong, Las Cabanas and Nacpan to the north are calmer places to stay. Plan around the weather and the tide: lagoons are best at mid to high water, and boats stay in port when sailing is suspended.",
  ],
  highlights: [
    {
      name: "Big Lagoon, Miniloc Island",
      text: "The classic kayak into a lagoon ringed by cliffs; visitor numbers are capped per time slot, so tours rotate.",
      lat: 11.15,
      lng: 119.328,
    },
    {
      name: "Small Lagoon",
      text: "Reached by swimming or kayaking through a gap in the rock; smaller and often quieter than Big Lagoon.",
      lat: 11.156,
      lng: 119.324,
    },
    {
      name: "Nacpan Beach",
      text: "A four-kilometre curve of sand about 45 minutes north of town by road, with room to spread out.",
      lat: 11.317,
      lng: 119.419,
    },
    {
      name: "Las Cabanas Beach",
      text: "South of town, the usual place for sunset over the bay's islands.",
      lat: 11.155,
      lng: 119.396,
    },
    {
      name: "Seven Commandos Beach",
      text: "A palm-lined beach on the mainland, a common lunch stop on Tour A.",
      lat: 11.211,
      lng: 119.372,
    },
  ],
  access: {
    airports: [
      {
        code: "ENI",
        note: "El Nido (Lio): small turboprops from Clark, Cebu and a few other islands; the quickest way in, and usually the dearest.",
      },
      { code: "PPS", note: "Puerto Princesa: jets from Manila, Clark and Cebu, then a long ride north by van or bus." },
    ],
    legs: [
      { from: "El Nido airport (ENI)", to: "El Nido town", by: "Resort shuttle or tricycle", time: "About 20 minutes" },
      {
        from: "Puerto Princesa (San Jose terminal)",
        to: "El Nido",
        by: "Shared van",
        time: "5–6 hours (about 230 km)",
      },
      { from: "Puerto Princesa (San Jose terminal)", to: "El Nido", by: "Bus", time: "6–7 hours" },
      { from: "Coron", to: "El Nido", by: "Fast ferry", time: "About 3½–4 hours", note: "Runs in fair weather; check the day before." },
    ],
    tips: [
      "Vans from Puerto Princesa leave through the day; an early one gets you in before dark.",
      "Book island-hopping tours a day ahead in the high season; the operator collects the environmental fee.",
    ],
  },
  seasons: {
    bestMonths: "Nov–May",
    best: "November to May, the dry season on Palawan's northwest coast, with the calmest water from about February to May.",
    wet: "June to October brings the southwest monsoon: rain, choppier seas and more cancelled tours.",
    typhoon:
      "Palawan lies south of most typhoon tracks but is not spared; storms most often come from July to December, and boats stay in port when the Coast Guard suspends sailing.",
  },
  days: [
    {
      title: "Arrive in El Nido",
      effort: "light",
      activities: [
        "Fly to El Nido, or van up from Puerto Princesa",
        "Pay the eco-tourism fee with your first tour",
        "Sunset at Las Cabanas",
      ],
      base: "El Nido",
    },
    {
      title: "Tour A: the lagoons",
      activities: ["Big Lagoon and Small Lagoon by kayak", "Lunch at Seven Commandos Beach", "Snorkelling stop on the way back"],
      base: "El Nido",
    },
    {
      title: "Tour C: hidden beaches",
      activities: ["Hidden Beach and Secret Beach", "Snorkelling among the bay's coral gardens", "Evening in town"],
      base: "El Nido",
    },
    {
      title: "North to Nacpan",
      effort: "light",
      activities: ["Morning drive to Nacpan Beach", "Swim and lunch on the beach", "Back to town, or on to the airport"],
    },
  ],
  costs: [
    { item: "Budget room", covers: "A double room per night in or near town", from: pesos(1_500), to: pesos(3_500) },
    {
      item: "Island-hopping tour",
      covers: "One person on a shared tour with lunch, excluding the lagoon and environmental fees",
      from: pesos(1_400),
      to: pesos(2_500),
    },
    { item: "Van from Puerto Princesa", covers: "One seat, one way", from: pesos(500), to: pesos(800) },
    { item: "Tricycle to Nacpan", covers: "A return trip with waiting time, per tricycle", from: pesos(800), to: pesos(1_500) },
  ],
  fees: [
    {
      name: "Eco-Tourism Development Fee (ETDF)",
      amount: pesos(200),
      detail:
        "₱200 per visitor, valid for 10 days (₱500 for longer stays; ₱100 for Palawan residents). Usually collected by your tour operator or hotel.",
      sourceDate: "2024-01-08",
      source: "Municipality of El Nido (elnido.gov.ph); PIA, January 2024",
    },
    {
      name: "Lagoon visiting slots",
      detail:
        "Big Lagoon takes about 60 visitors per 90-minute slot and Small Lagoon about 30 per hour, 07:00–16:00; tours book the slots.",
      sourceDate: "2018-12-21",
      source: "Yoorekka Palawan, December 2018 (El Nido lagoon carrying capacity)",
    },
  ],
  responsible: [
    "Keep your hands off the coral and do not stand on it; wear a life vest rather than touching the reef to rest.",
    "Take your rubbish back to town: the islands have no collection, and plastic left on a beach ends up in the bay.",
    "Choose operators that respect the lagoon slots and the rule against feeding fish.",
  ],
  illustration: {
    scene: "karst",
    alt: "A drawing of steep limestone islands rising from a turquoise bay, with an outrigger boat in front.",
    credit: ILLUSTRATION_CREDIT,
  },
  search: { flightTo: "ENI", hotelDestination: "El Nido, Philippines" },
  related: [
    { label: "Tide times for lagoon trips", href: "/stay-informed/tide" },
    { label: "Typhoon signals and sailing suspensions", href: "/stay-informed/safety-security" },
    { label: "Coron guide, by ferry from El Nido", href: "/travel-circuits/coron-palawan" },
  ],
};
