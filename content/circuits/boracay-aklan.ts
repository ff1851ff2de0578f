import { ILLUSTRATION_CREDIT, type GuideContent } from "../../contracts/travel-guides.ts";
import { pesos } from "./helpers.ts";

export const boracayAklan: GuideContent = {
  slug: "boracay-aklan",
  overview: [
    "Boracay is a seven-kilometre sliver of an island off the tip of Panay, in the town of Malay, Aklan. White Beach runs down its west side; the busy middle, around Station 2 and D'Mall, is where most people eat and walk at sunset.",
    "Come for the sand and the water, not for solitude: it is the country's best-known beach and feels it. Early mornings, the north end and the east-side beaches are where it is quietest.",
  ],
  highlights: [
    {
      name: "White Beach",
      text: "Four kilometres of fine sand split into Stations 1 to 3. Station 1 is widest, Station 3 the calmest and cheapest.",
      lat: 11.96,
      lng: 121.926,
    },
    {
      name: "Puka Shell Beach",
      text: "At the northern tip, coarser sand and stronger waves, and far fewer people than White Beach.",
      lat: 11.9953,
      lng: 121.912,
    },
    {
      name: "Bulabog Beach",
      text: "The east-side beach where kitesurfers and windsurfers gather when the northeast wind blows, roughly November to April.",
      lat: 11.962,
      lng: 121.934,
    },
    {
      name: "Mount Luho",
      text: "The island's highest point, with a viewing deck over both coasts; go in the morning before the heat.",
      lat: 11.976,
      lng: 121.934,
    },
    {
      name: "Diniwid Beach",
      text: "A small cove just north of White Beach, reached by a cliffside path, good for a quiet swim.",
      lat: 11.975,
      lng: 121.914,
    },
  ],
  access: {
    airports: [
      {
        code: "MPH",
        note: "Caticlan: the nearest airport, about 2 km from the jetty port. Jets have landed here since 2016: PAL, Cebu Pacific and AirAsia fly nonstop from Manila (NAIA), AirAsia also from Cebu, and turboprops come from Clark and Cebu.",
      },
      {
        code: "KLO",
        note: "Kalibo: jets from Manila and Cebu and some international flights, but about two hours by road from the jetty; worth it when its fares are lower.",
      },
    ],
    legs: [
      { from: "Caticlan airport (MPH)", to: "Caticlan jetty port", by: "Tricycle", time: "5–8 minutes" },
      { from: "Kalibo airport (KLO)", to: "Caticlan jetty port", by: "Van or bus", time: "About 2 hours (70 km)" },
      {
        from: "Caticlan jetty port",
        to: "Cagban port, Boracay",
        by: "Outrigger boat or fast craft",
        time: "10–20 minutes",
        note: "Boats leave every few minutes through the day.",
      },
      {
        from: "Tabon port",
        to: "Tambisaan port, Boracay",
        by: "Boat",
        time: "About 15 minutes",
        note: "The route the Coast Guard switches to in the southwest monsoon (habagat), usually from June.",
      },
      { from: "Cagban port", to: "White Beach hotels", by: "E-trike", time: "10–20 minutes" },
    ],
    tips: [
      "You pay the environmental fee and the terminal fee at the Caticlan jetty before boarding; keep the receipts until you leave.",
      "Hotels on the island ask for your booking before you board: have the confirmation on your phone.",
    ],
  },
  seasons: {
    bestMonths: "Nov–May",
    best: "November to May, when the northeast monsoon (amihan) blows from the other side of the island and White Beach is calm and clear.",
    wet: "June to October is the southwest monsoon (habagat): rain showers, waves and seaweed on White Beach, and boats use the Tabon–Tambisaan route.",
    typhoon:
      "Typhoons peak nationally from July to October, and late-year storms from October to December are the ones most likely to cross the Visayas. Boats stop when the Coast Guard suspends sailing.",
  },
  days: [
    {
      title: "Arrive and take the boat over",
      effort: "light",
      activities: ["Fly to Caticlan or Kalibo", "Pay the island fees at the Caticlan jetty and cross to Cagban", "Sunset on White Beach"],
      base: "Boracay",
    },
    {
      title: "Island hopping",
      activities: ["Half-day boat trip with snorkelling stops around the island", "Late lunch at Station 2", "Evening walk through D'Mall"],
      base: "Boracay",
    },
    {
      title: "The quieter north",
      activities: [
        "Early climb to the Mount Luho viewing deck",
        "Swim at Puka Shell Beach",
        "Watch the kites at Bulabog (November to April)",
      ],
      base: "Boracay",
    },
    {
      title: "Slow morning, then home",
      effort: "light",
      activities: ["Swim at Diniwid Beach", "Boat back to Caticlan and on to your flight"],
    },
  ],
  costs: [
    { item: "Budget room", covers: "A double room per night, away from the beachfront", from: pesos(1_500), to: pesos(3_000) },
    { item: "Beachfront hotel", covers: "A double room per night on White Beach", from: pesos(5_000), to: pesos(12_000) },
    { item: "Van from Kalibo", covers: "One seat, Kalibo airport to the Caticlan jetty", from: pesos(250), to: pesos(500) },
    {
      item: "Shared island-hopping trip",
      covers: "One person, half a day, snorkel gear usually included",
      from: pesos(800),
      to: pesos(1_800),
    },
    { item: "Meals", covers: "One person for a day, local restaurants", from: pesos(800), to: pesos(2_000) },
  ],
  fees: [
    {
      name: "Boracay environmental fee",
      amount: pesos(300),
      detail:
        "₱300 for foreign visitors and ₱150 for Filipino visitors from outside Aklan; Aklan residents and children under 12 are exempt. Paid at the Caticlan jetty or online.",
      sourceDate: "2025-01-30",
      source: "Manila Bulletin, 30 January 2025 (Malay municipal fees)",
    },
    {
      name: "Caticlan jetty terminal fee",
      amount: pesos(150),
      detail:
        "₱150 per passenger at the Caticlan jetty on the way to the island, on top of the boat ticket. When the boats leave from Tabon port instead (usually in the southwest monsoon), the terminal fee there was ₱100 (Rappler, 17 August 2024).",
      sourceDate: "2025-01-30",
      source: "Manila Bulletin, 30 January 2025; Rappler, 17 August 2024 (Tabon port)",
    },
  ],
  responsible: [
    "Since the island's 2018 closure and clean-up, beach rules are enforced: follow the posted signs about smoking, drinking and vending on the sand.",
    "Leave shells, coral and the puka shells on Puka Beach where they are; taking them is prohibited and they are what makes the sand.",
    "Carry a refillable bottle: most hotels and many cafés refill it, and the island has to ship its rubbish off.",
  ],
  illustration: {
    scene: "beach",
    alt: "A drawing of a white-sand beach with palm trees and a sailboat on a calm sea at sunset.",
    credit: ILLUSTRATION_CREDIT,
  },
  search: { flightTo: "MPH", hotelDestination: "Boracay, Philippines" },
  related: [
    { label: "Weather and seasons", href: "/stay-informed/weather" },
    { label: "Typhoon signals and sailing suspensions", href: "/stay-informed/safety-security" },
    { label: "Ferries and vans between the islands", href: "/stay-informed/transportation" },
  ],
};
