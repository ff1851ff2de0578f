import { ILLUSTRATION_CREDIT, type GuideContent } from "../../contracts/travel-guides.ts";
import { pesos } from "./helpers.ts";

export const davao: GuideContent = {
  slug: "davao",
  overview: [
    "Davao City is Mindanao's largest city, orderly and green, at the foot of Mount Apo, the country's highest peak. It is a base for the Philippine Eagle Center in the hills and for beach days on Samal Island across the gulf.",
    "Come hungry: durian, pomelo and mangosteen are sold everywhere, and the night markets do grilled seafood. Check the government's travel advisories for other parts of Mindanao before you travel beyond the city.",
  ],
  highlights: [
    {
      name: "People's Park",
      text: "A shaded city park with sculptures of Mindanao's peoples, and a calm place to start a walk downtown.",
      lat: 7.072,
      lng: 125.61,
    },
    {
      name: "Philippine Eagle Center, Malagos",
      text: "A breeding and rescue centre for the critically endangered national bird, about an hour from the city.",
      lat: 7.183,
      lng: 125.418,
    },
    {
      name: "Samal Island",
      text: "White-sand beaches and small resorts a short ferry ride across the gulf from the city.",
      lat: 7.09,
      lng: 125.73,
    },
    {
      name: "Mount Apo",
      text: "The highest mountain in the Philippines, climbed in two to three days with permits and a registered guide.",
      lat: 6.987,
      lng: 125.271,
    },
    {
      name: "Eden Nature Park",
      text: "A cool, pine-planted mountain park above the city with trails and a farm-to-table lunch.",
      lat: 7.032,
      lng: 125.478,
    },
  ],
  access: {
    airports: [{ code: "DVO", note: "Francisco Bangoy International: jets from Manila, Cebu, Clark and a few cities abroad." }],
    legs: [
      { from: "Davao airport (DVO)", to: "Downtown Davao", by: "Taxi", time: "About 20–30 minutes" },
      { from: "Sasa wharf, Davao", to: "Samal Island", by: "Ferry or RoRo", time: "About 15 minutes" },
      { from: "Davao City", to: "Malagos (Eagle Center)", by: "Bus or van to Calinan, then tricycle", time: "About 1 hour" },
    ],
    tips: [
      "Davao's taxis use the meter; it is one of the easier cities in the country to get around.",
      "Climbing Mount Apo needs a permit and a registered guide, arranged ahead through the trail's town.",
    ],
  },
  seasons: {
    bestMonths: "All year",
    best: "Any month: rain is spread through the year in short, heavy showers rather than a long wet season.",
    wet: "There is no dry season to speak of; afternoons are often showery.",
    typhoon: "Davao lies south of the usual typhoon tracks, so storms that stop travel in the north rarely reach it.",
  },
  days: [
    {
      title: "The city",
      effort: "light",
      activities: ["People's Park and downtown", "Fruit tasting at a market", "Dinner at a night market"],
      base: "Davao City",
    },
    {
      title: "Eagles and the hills",
      activities: ["Philippine Eagle Center in Malagos", "Lunch and trails at Eden Nature Park"],
      base: "Davao City",
    },
    {
      title: "Samal Island",
      activities: ["Ferry to Samal", "Beach and snorkelling day", "Back to the city, or stay the night on Samal"],
      base: "Davao City or Samal",
    },
  ],
  costs: [
    { item: "City hotel", covers: "A double room per night in Davao City", from: pesos(1_500), to: pesos(4_000) },
    { item: "Samal ferry", covers: "One person, one way, foot passenger", from: pesos(20), to: pesos(100) },
    { item: "Samal beach resort day pass", covers: "One person, entrance and use of the beach", from: pesos(200), to: pesos(1_000) },
    {
      item: "Mount Apo climb",
      covers: "One person for a guided 2–3 day climb with permits, porter extra",
      from: pesos(6_000),
      to: pesos(12_000),
    },
  ],
  fees: [
    {
      name: "Philippine Eagle Center entrance",
      amount: pesos(150),
      detail:
        "About ₱150 per adult in the most recent report we found (older figures were ₱50); the Malagos watershed charges a few pesos more at its gate.",
      sourceDate: "2016",
      source: "Travel blog xtintina.com (2016) and exploredavaocity.blogspot.com (2013)",
    },
    {
      name: "Mount Apo climbing permit",
      detail:
        "Set by the trail's town and the park's management board, and varies by trail; trails close from time to time for rest and repair.",
      source: "Lakbay's summary of Mount Apo Natural Park rules; confirm with the trail town before booking",
    },
  ],
  responsible: [
    "Davao enforces a strict ban on smoking in public places; smoke only in designated areas.",
    "Many hotels ban durian in rooms because of the smell: eat it at the market stalls.",
    "On Mount Apo, carry all rubbish down and stay on the trail; the mountain is sacred to the Indigenous peoples who live around it.",
  ],
  illustration: {
    scene: "mountain",
    alt: "A drawing of a broad green mountain under clouds, with a large eagle flying above the forest.",
    credit: ILLUSTRATION_CREDIT,
  },
  search: { flightTo: "DVO", hotelDestination: "Davao, Philippines" },
  related: [
    { label: "Travel advisories and safety", href: "/stay-informed/safety-security" },
    { label: "Travel news", href: "/stay-informed/travel-news" },
    { label: "Weather and seasons", href: "/stay-informed/weather" },
  ],
};
