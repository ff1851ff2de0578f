import { ILLUSTRATION_CREDIT, type GuideContent } from "../../contracts/travel-guides.ts";
import { pesos } from "./helpers.ts";

export const siargao: GuideContent = {
  slug: "siargao",
  overview: [
    "Siargao is a teardrop-shaped island off the north-east tip of Mindanao and the country's best-known surf spot. Most people stay in General Luna, near the Cloud 9 break and the boardwalk.",
    "You do not need to surf: the island is for scooter days between rock pools, lagoons and palm-covered back roads, and for the three-island boat trip off General Luna.",
  ],
  highlights: [
    {
      name: "Cloud 9",
      text: "The famous reef break and its wooden boardwalk and viewing tower; watch from the tower even if you do not surf.",
      lat: 9.813,
      lng: 126.164,
    },
    {
      name: "Naked Island",
      text: "A bare sandbar with nothing on it but sand; bring shade and water.",
      lat: 9.779,
      lng: 126.177,
    },
    {
      name: "Daku Island",
      text: "The biggest of the three islands, with a fishing village, cottages and lunch spots.",
      lat: 9.76,
      lng: 126.172,
    },
    {
      name: "Guyam Island",
      text: "A small, palm-covered island close to General Luna, with a reef for snorkelling.",
      lat: 9.777,
      lng: 126.162,
    },
    {
      name: "Magpupungko rock pools, Pilar",
      text: "Natural pools on a rock shelf that appear at low tide; check the tide table before you ride out.",
      lat: 9.866,
      lng: 126.104,
    },
    {
      name: "Sugba Lagoon, Del Carmen",
      text: "A green lagoon among the mangroves, reached by boat from Del Carmen, with paddleboards and a diving board.",
      lat: 9.899,
      lng: 125.986,
    },
  ],
  access: {
    airports: [
      {
        code: "IAO",
        note: "Siargao (Sayak) in Del Carmen: turboprops from Cebu and Clark; Manila's turboprop flights moved to Clark in 2026.",
      },
    ],
    legs: [
      { from: "Siargao airport (IAO)", to: "General Luna", by: "Shared van", time: "About 1 hour" },
      { from: "Surigao City", to: "Dapa port, Siargao", by: "Fast craft", time: "2–3 hours", note: "RoRo ferries take 3½–4 hours." },
      { from: "Dapa port", to: "General Luna", by: "Van, tricycle or motorbike", time: "About 30 minutes (15 km)" },
      { from: "Cebu", to: "Surigao City", by: "Overnight ship", time: "10–13 hours" },
    ],
    tips: [
      "Book flights early in the surf season and around holidays: seats are few on the turboprops.",
      "Most people rent a scooter; bring your driving licence and wear a helmet.",
    ],
  },
  seasons: {
    bestMonths: "Mar–Oct",
    best: "March to May for calm water, island hopping and lagoons; roughly August to November for the biggest surf.",
    wet: "Siargao has no real dry season; rain peaks from about December to February.",
    typhoon:
      "Mindanao is hit less often than the north, but not never: Typhoon Odette made its first landfall on Siargao in December 2021.",
  },
  days: [
    {
      title: "Arrive in General Luna",
      effort: "light",
      activities: ["Fly to Siargao and van to General Luna", "Sunset at the Cloud 9 boardwalk"],
      base: "General Luna",
    },
    {
      title: "Three islands",
      activities: [
        "Boat to Naked, Daku and Guyam islands",
        "Grilled-fish lunch on Daku",
        "Surf lesson on a beginner break in the afternoon",
      ],
      base: "General Luna",
    },
    {
      title: "North by scooter",
      activities: ["Magpupungko rock pools at low tide", "Coconut-palm viewpoint on the road back", "Maasin River swing"],
      base: "General Luna",
    },
    {
      title: "Sugba Lagoon",
      effort: "light",
      activities: ["Boat from Del Carmen to Sugba Lagoon", "Paddleboard the lagoon", "To the airport in the afternoon"],
    },
  ],
  costs: [
    { item: "Guesthouse room", covers: "A double room per night in General Luna", from: pesos(1_500), to: pesos(4_000) },
    { item: "Scooter rental", covers: "One scooter for a day, fuel extra", from: pesos(350), to: pesos(600) },
    { item: "Three-island boat trip", covers: "One person on a shared tour with lunch", from: pesos(1_000), to: pesos(1_800) },
    { item: "Surf lesson", covers: "One hour with an instructor and board", from: pesos(500), to: pesos(1_000) },
  ],
  fees: [
    {
      name: "Magpupungko rock pools",
      amount: pesos(50),
      detail: "A small fee collected at the entrance, about ₱50.",
      source: "mywanderstory.com Siargao travel guide",
    },
    {
      name: "Three-island environmental and entrance fees",
      amount: pesos(50),
      upTo: pesos(100),
      detail: "Daku collects an environmental fee of about ₱50 and Guyam a small entrance fee; shared tours usually include both.",
      source: "Philbooking blog and iwentanyways.com (island-hopping reports)",
    },
  ],
  responsible: [
    "Surf etiquette matters here: one surfer per wave, the one closest to the peak goes, and beginners stay off the main Cloud 9 break.",
    "The island has limited waste handling: refuse straws and plastic bags, and refill water at your guesthouse.",
    "Ride slowly through villages; children and dogs share the roads.",
  ],
  illustration: {
    scene: "surf",
    alt: "A drawing of a surfer on a curling wave beside a wooden boardwalk and palm trees.",
    credit: ILLUSTRATION_CREDIT,
  },
  search: { flightTo: "IAO", hotelDestination: "Siargao, Philippines" },
  related: [
    { label: "Tide times for rock pools and lagoons", href: "/stay-informed/tide" },
    { label: "Cebu guide, the usual connection", href: "/travel-circuits/cebu" },
    { label: "Typhoon signals and sailing suspensions", href: "/stay-informed/safety-security" },
  ],
};
