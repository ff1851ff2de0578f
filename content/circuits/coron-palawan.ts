import { ILLUSTRATION_CREDIT, type GuideContent } from "../../contracts/travel-guides.ts";
import { pesos } from "./helpers.ts";

export const coronPalawan: GuideContent = {
  slug: "coron-palawan",
  overview: [
    "Coron town sits on Busuanga Island in the Calamianes, north of mainland Palawan. Across the channel, Coron Island is the ancestral domain of the Tagbanua, who open only a few of its lakes and lagoons to visitors.",
    "Divers come for the Japanese shipwrecks sunk in Coron Bay in September 1944; everyone else comes for Kayangan Lake, Twin Lagoon and the snorkelling reefs, all by bangka from the town pier.",
  ],
  highlights: [
    {
      name: "Kayangan Lake",
      text: "A clear, brackish lake behind a short, steep climb; the viewpoint on the way up is the one on every postcard.",
      lat: 11.962,
      lng: 120.23,
    },
    {
      name: "Barracuda Lake",
      text: "Known to divers for its thermocline, where warm and cool water layers meet; snorkellers see the limestone walls.",
      lat: 11.964,
      lng: 120.217,
    },
    {
      name: "Twin Lagoon",
      text: "Two lagoons joined by a gap you swim through at low tide or climb over by ladder at high tide.",
      lat: 11.94,
      lng: 120.21,
    },
    {
      name: "Mount Tapyas",
      text: "About 700 steps above town to a lookout over the bay; best at sunset.",
      lat: 12.003,
      lng: 120.204,
    },
    {
      name: "Coron Bay wrecks",
      text: "A dozen wartime Japanese ships at depths for every level, from snorkel-visible hulls to deep technical dives.",
      lat: 11.98,
      lng: 120.1,
    },
    {
      name: "Maquinit Hot Spring",
      text: "A saltwater hot spring by the mangroves east of town, pleasant after a day on the boat.",
      lat: 11.984,
      lng: 120.236,
    },
  ],
  access: {
    airports: [
      {
        code: "USU",
        note: "Busuanga (Francisco B. Reyes): turboprops from Clark and Cebu; Manila's turboprop flights moved to Clark in 2026.",
      },
    ],
    legs: [
      { from: "Busuanga airport (USU)", to: "Coron town", by: "Shared van", time: "About 40 minutes" },
      { from: "El Nido", to: "Coron", by: "Fast ferry", time: "About 3½–4 hours", note: "Fair weather only; slower boats take 7–9 hours." },
    ],
    tips: [
      "Airport vans meet every flight; book your return van with your hotel a day before you fly out.",
      "Tours to Coron Island leave from the town pier in the morning; bring cash for the site fees.",
    ],
  },
  seasons: {
    bestMonths: "Nov–May",
    best: "November to May, when the seas around Busuanga are calmest and the water clearest for wrecks and lakes.",
    wet: "June to October brings the southwest monsoon, with rain and rougher crossings; some tours are cancelled.",
    typhoon: "Typhoons peak nationally from July to October and can reach northern Palawan; boats stay in port when sailing is suspended.",
  },
  days: [
    {
      title: "Arrive and climb Mount Tapyas",
      effort: "light",
      activities: ["Fly to Busuanga and van to town", "Sunset from Mount Tapyas", "Soak at Maquinit Hot Spring"],
      base: "Coron town",
    },
    {
      title: "Coron Island",
      activities: ["Kayangan Lake and its viewpoint", "Twin Lagoon", "Snorkelling on a shallow reef or wreck"],
      base: "Coron town",
    },
    {
      title: "Wrecks or reefs",
      activities: ["Two wreck dives with a licensed dive shop, or a snorkelling tour of the reefs", "Barracuda Lake"],
      base: "Coron town",
    },
    {
      title: "On to El Nido or home",
      effort: "light",
      activities: ["Morning ferry to El Nido, or van to the airport"],
    },
  ],
  costs: [
    { item: "Budget room", covers: "A double room per night in Coron town", from: pesos(1_200), to: pesos(3_000) },
    { item: "Shared Coron Island tour", covers: "One person with lunch, excluding site fees", from: pesos(1_300), to: pesos(2_200) },
    { item: "Two wreck dives", covers: "One certified diver with gear and boat", from: pesos(4_000), to: pesos(6_500) },
    { item: "Airport van", covers: "One seat, airport to town", from: pesos(150), to: pesos(300) },
  ],
  fees: [
    {
      name: "Coron environmental fee",
      amount: pesos(200),
      detail: "Charged to every visitor on arrival in Coron, on top of the entrance fees of the sites you visit.",
      sourceDate: "2022-04-05",
      source: "Palawan News, 5 April 2022",
      sourceUrl: "https://palawan-news.com/tourists-cite-corons-poor-waste-management/",
    },
    {
      name: "Kayangan Lake entrance",
      amount: pesos(200),
      detail:
        "Collected by the Tagbanua at the landing. ₱200 is the last figure we could source, from blogs of 2009–2015; expect more now.",
      sourceDate: "2015",
      source: "Travel blogs on paperblog.com and themorbidangel.wordpress.com (2009–2015)",
    },
    {
      name: "Twin Lagoon and other Coron Island sites",
      amount: pesos(100),
      detail: "Each site charges its own fee, about ₱100 in the same older reports; tours usually list them as extras.",
      sourceDate: "2012",
      source: "Travel blogs on ybbsoutdoors.com (2012) and paperblog.com",
    },
    {
      name: "Coron Island access rules",
      detail: "Only the lakes, lagoons and beaches the Tagbanua have opened may be visited; the rest of the island is closed to tourists.",
      source: "Lonely Planet, Coron Island",
    },
  ],
  responsible: [
    "Coron Island is Tagbanua ancestral land and its lakes are sacred: stay on the marked paths and follow what the caretakers ask.",
    "Do not touch, take or enter the wrecks beyond your training; they are war graves as well as dive sites.",
    "Skip tours that feed fish or stand boats on the reef, and carry your rubbish back to town.",
  ],
  illustration: {
    scene: "wrecks",
    alt: "A drawing of dark limestone cliffs above clear water, with the outline of a sunken ship below the surface.",
    credit: ILLUSTRATION_CREDIT,
  },
  search: { flightTo: "USU", hotelDestination: "Coron, Philippines" },
  related: [
    { label: "El Nido guide, by ferry from Coron", href: "/travel-circuits/el-nido-palawan" },
    { label: "Tide times", href: "/stay-informed/tide" },
    { label: "Typhoon signals and sailing suspensions", href: "/stay-informed/safety-security" },
  ],
};
