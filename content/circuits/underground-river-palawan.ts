import { ILLUSTRATION_CREDIT, type GuideContent } from "../../contracts/travel-guides.ts";
import { pesos } from "./helpers.ts";

export const undergroundRiverPalawan: GuideContent = {
  slug: "underground-river-palawan",
  overview: [
    "The Puerto Princesa Subterranean River flows through a limestone cave straight into the sea at Sabang, on Palawan's west coast. It is a UNESCO World Heritage Site (1999) and one of the New7Wonders of Nature.",
    "Most visitors do it as a long day trip from Puerto Princesa: a two-hour drive, a short boat ride along the coast, then about 45 minutes by paddle boat inside the cave. Everyone needs a permit for the day of the visit, and only so many are issued a day.",
  ],
  highlights: [
    {
      name: "The Underground River",
      text: "A paddle-boat tour into the cave, with hard hats and life vests, past chambers of rock formations and roosting bats.",
      lat: 10.1925,
      lng: 118.9263,
    },
    {
      name: "Sabang Beach and wharf",
      text: "The village where boats to the river leave; a long beach with a few resorts if you stay the night.",
      lat: 10.2,
      lng: 118.945,
    },
    {
      name: "Sabang mangrove paddle",
      text: "A quiet paddle-boat ride through mangroves near Sabang, run by the local community.",
      lat: 10.203,
      lng: 118.96,
    },
    {
      name: "Honda Bay",
      text: "Island hopping to sandbars and snorkelling spots just north of Puerto Princesa, an easy day from the city.",
      lat: 9.91,
      lng: 118.8,
    },
    {
      name: "Puerto Princesa Baywalk",
      text: "The city's seafront promenade, with seafood grills in the evening.",
      lat: 9.74,
      lng: 118.73,
    },
  ],
  access: {
    airports: [{ code: "PPS", note: "Puerto Princesa: jets from Manila, Clark and Cebu; the city is the base for the river." }],
    legs: [
      { from: "Puerto Princesa", to: "Sabang wharf", by: "Tour van, jeepney or bus", time: "About 2 hours (76 km)" },
      { from: "Sabang wharf", to: "The river mouth", by: "Park boat (bangka)", time: "15–30 minutes" },
      { from: "River mouth", to: "Inside the cave and back", by: "Paddle boat", time: "About 45 minutes" },
    ],
    tips: [
      "A day tour from the city includes the permit, van, boat and lunch; going on your own, get the permit in the city first.",
      "Boats to the river stop when the sea is rough, even on sunny days; keep a spare day.",
    ],
  },
  seasons: {
    bestMonths: "Nov–May",
    best: "November to May, when the sea at Sabang is usually calm enough for the boats.",
    wet: "June to October brings more rain and swells on the west coast; trips are called off more often.",
    typhoon:
      "Palawan is south of most typhoon tracks but not spared: Typhoon Odette struck it in December 2021. The park closes when sailing is suspended.",
  },
  days: [
    {
      title: "Arrive in Puerto Princesa",
      effort: "light",
      activities: ["Fly in and confirm your river permit", "Evening at the Baywalk"],
      base: "Puerto Princesa",
    },
    {
      title: "The Underground River",
      activities: ["Early van to Sabang", "Boat to the river mouth and the cave tour", "Mangrove paddle at Sabang before heading back"],
      base: "Puerto Princesa or Sabang",
    },
    {
      title: "Honda Bay",
      activities: ["Island hopping and snorkelling in Honda Bay", "Seafood dinner in the city"],
      base: "Puerto Princesa",
    },
  ],
  costs: [
    { item: "City hotel", covers: "A double room per night in Puerto Princesa", from: pesos(1_500), to: pesos(4_000) },
    {
      item: "Underground River day tour",
      covers: "One person: van, permit, boat, cave tour and lunch",
      from: pesos(1_800),
      to: pesos(3_000),
    },
    { item: "Honda Bay island hopping", covers: "One person on a shared tour with lunch", from: pesos(1_200), to: pesos(2_000) },
  ],
  fees: [
    {
      name: "Underground River permit",
      amount: pesos(500),
      detail:
        "Every visitor needs one: the park lets no one in without a permit for that date, and daily numbers are capped, so get it before you head to Sabang (day tours include it). ₱500 per visitor (₱300 for Puerto Princesa residents; Palawan residents get 20% off).",
      sourceDate: "2022-06-09",
      source: "Palawan News, 9 June 2022 (the ₱500 pre-pandemic rate reinstated)",
      sourceUrl: "https://palawan-news.com/ppur-clarifies-entrance-fee-rate/",
    },
    {
      name: "Environmental fee",
      amount: pesos(150),
      detail: "₱150 per visitor on top of the permit; free for city residents.",
      sourceDate: "2017-02-07",
      source: "ABS-CBN News, 7 February 2017 (City Ordinance 794)",
    },
  ],
  responsible: [
    "Keep your voice down and your hands off the formations inside the cave; no flash photography near the bats.",
    "Book through accredited operators or the city's permit office so the daily cap means something.",
    "Buy lunch and snacks in Sabang from the community stalls rather than bringing everything from the city.",
  ],
  illustration: {
    scene: "river-cave",
    alt: "A drawing of a small boat entering a dark cave mouth at the foot of a forested limestone cliff.",
    credit: ILLUSTRATION_CREDIT,
  },
  search: { flightTo: "PPS", hotelDestination: "Puerto Princesa, Philippines" },
  related: [
    { label: "El Nido guide, five hours north by van", href: "/travel-circuits/el-nido-palawan" },
    { label: "Weather and seasons", href: "/stay-informed/weather" },
    { label: "Typhoon signals and sailing suspensions", href: "/stay-informed/safety-security" },
  ],
};
