import { ILLUSTRATION_CREDIT, type GuideContent } from "../../contracts/travel-guides.ts";
import { pesos } from "./helpers.ts";

export const bohol: GuideContent = {
  slug: "bohol",
  overview: [
    "Bohol pairs an inland day of odd landscapes and old churches with beach days on Panglao, the small island joined to Tagbilaran by bridges. The airport is on Panglao itself, so the beaches are minutes away.",
    "The classic countryside loop takes in the Chocolate Hills, the tarsiers, the Loboc River and Baclayon Church in one long day by hired car; dive and snorkel trips to Balicasag leave from Alona Beach.",
  ],
  highlights: [
    {
      name: "Chocolate Hills",
      text: "Over a thousand grassy limestone mounds around Carmen, seen from a viewing deck about 200 steps up; brown in the dry months.",
      lat: 9.829,
      lng: 124.14,
    },
    {
      name: "Philippine Tarsier Sanctuary, Corella",
      text: "A forest reserve where guides point out tarsiers resting by day; quiet voices and no flash.",
      lat: 9.687,
      lng: 123.957,
    },
    {
      name: "Loboc River",
      text: "A slow, green river with floating-restaurant cruises and paddleboarding in the mornings.",
      lat: 9.638,
      lng: 124.031,
    },
    {
      name: "Baclayon Church",
      text: "One of the country's oldest stone churches, restored after the 2013 earthquake.",
      lat: 9.623,
      lng: 123.913,
    },
    {
      name: "Alona Beach, Panglao",
      text: "Panglao's busiest beach, lined with dive shops and restaurants.",
      lat: 9.548,
      lng: 123.775,
    },
    {
      name: "Balicasag Island",
      text: "A small island off Panglao with a marine sanctuary wall, good for snorkelling and diving.",
      lat: 9.516,
      lng: 123.684,
    },
  ],
  access: {
    airports: [{ code: "TAG", note: "Bohol–Panglao International, opened in November 2018 on Panglao, a few minutes from Alona Beach." }],
    legs: [
      { from: "Bohol–Panglao airport (TAG)", to: "Alona Beach", by: "Taxi or van", time: "About 15 minutes" },
      {
        from: "Cebu City (Pier 1)",
        to: "Tagbilaran",
        by: "Fast craft",
        time: "About 2 hours",
        note: "Several daily trips; slower Lite Ferries take about 3½ hours.",
      },
      { from: "Cebu City", to: "Tubigon, north Bohol", by: "Fast craft", time: "About 1 hour" },
      { from: "Panglao or Tagbilaran", to: "Chocolate Hills", by: "Hired car or van", time: "About 1½–2 hours" },
    ],
    tips: [
      "Flying into Cebu is often cheaper; the fast craft from Pier 1 makes a combined Cebu–Bohol trip easy.",
      "Hire a car and driver for the countryside day; buses run but the stops are far apart.",
    ],
  },
  seasons: {
    bestMonths: "Dec–May",
    best: "December to May, the drier months; the Chocolate Hills turn brown from about March.",
    wet: "Rain falls through the year in Bohol, with more from June to November.",
    typhoon:
      "Storms from October to December are the ones most likely to cross the Visayas: Typhoon Odette hit Bohol hard in December 2021.",
  },
  days: [
    {
      title: "Arrive on Panglao",
      effort: "light",
      activities: ["Fly to Bohol–Panglao or ferry from Cebu", "Swim and sunset at Alona Beach"],
      base: "Panglao",
    },
    {
      title: "The countryside loop",
      activities: [
        "Baclayon Church",
        "Tarsier sanctuary in Corella",
        "Lunch on the Loboc River",
        "Chocolate Hills viewing deck in the afternoon",
      ],
      base: "Panglao",
    },
    {
      title: "Balicasag by boat",
      activities: ["Early boat to Balicasag for snorkelling or diving", "Afternoon at a quieter Panglao beach"],
      base: "Panglao",
    },
    {
      title: "Back to Cebu or home",
      effort: "light",
      activities: ["Fast craft from Tagbilaran to Cebu, or fly out of Panglao"],
    },
  ],
  costs: [
    { item: "Beach room", covers: "A double room per night near Alona Beach", from: pesos(1_800), to: pesos(5_000) },
    {
      item: "Countryside car with driver",
      covers: "A full day for up to four people, excluding entrance fees",
      from: pesos(2_500),
      to: pesos(4_000),
    },
    { item: "Cebu–Tagbilaran fast craft", covers: "One person, one way, economy", from: pesos(800), to: pesos(1_300) },
    { item: "Balicasag snorkelling trip", covers: "One person on a shared boat", from: pesos(1_000), to: pesos(2_000) },
  ],
  fees: [
    {
      name: "Chocolate Hills Complex entrance",
      amount: pesos(150),
      detail:
        "₱150 for adults from outside Bohol (₱75 for Bohol residents) under a Carmen ordinance due to take effect on 1 October 2025; the governor asked the town to defer it, so you may still pay the older ₱100.",
      source: "Cebu Daily News (Inquirer), on Carmen Municipal Ordinance No. 27, s. 2023",
    },
    {
      name: "Tarsier sanctuary entrance",
      amount: pesos(60),
      detail: "About ₱60 per adult in the last figures we found; children usually pay less.",
      sourceDate: "2016-05",
      source: "Travel blog xoxomrsmartinez.com, May 2016",
    },
    {
      name: "Tagbilaran port terminal fee",
      amount: pesos(25),
      detail: "Paid per passenger when you leave by sea; older figure.",
      sourceDate: "2017-07-04",
      source: "Travel blog pinayodyssey.com, 2017",
    },
  ],
  responsible: [
    "See tarsiers only at the Corella sanctuary or another conservation site; roadside cages stress them, and touching or flash photography can kill them.",
    "On snorkelling trips, do not stand on coral or chase turtles; Balicasag is a marine sanctuary.",
    "Dress modestly inside the churches; they are parish churches first and sights second.",
  ],
  illustration: {
    scene: "hills",
    alt: "A drawing of rounded brown hills under a pale sky, with a tarsier on a branch in the foreground.",
    credit: ILLUSTRATION_CREDIT,
  },
  search: { flightTo: "TAG", hotelDestination: "Bohol, Philippines" },
  related: [
    { label: "Cebu guide, two hours by fast craft", href: "/travel-circuits/cebu" },
    { label: "Ferries between the islands", href: "/stay-informed/transportation" },
    { label: "Weather and seasons", href: "/stay-informed/weather" },
  ],
};
