import { ILLUSTRATION_CREDIT, type GuideContent } from "../../contracts/travel-guides.ts";
import { pesos } from "./helpers.ts";

export const mtMayonAlbay: GuideContent = {
  slug: "mt-mayon-albay",
  overview: [
    "Mayon is the near-perfect cone that rises behind Legazpi and Daraga in Albay, in the Bicol region. It is also one of the country's most active volcanoes: a 6-km Permanent Danger Zone around it is closed to everyone, at every alert level.",
    "You come to see it, not climb it. Cagsawa's ruined belfry, Daraga's hilltop church and Lignon Hill are the classic viewpoints; the cone is usually clearest early in the morning. Check PHIVOLCS' current alert level before you go.",
  ],
  highlights: [
    {
      name: "Mayon Volcano",
      text: "Seen from a distance only: the Permanent Danger Zone within 6 km of the summit is closed at all times.",
      lat: 13.2576,
      lng: 123.6856,
    },
    {
      name: "Cagsawa Ruins",
      text: "The belfry of a church buried by the 1814 eruption, framed by the volcano; the best-known view in Bicol.",
      lat: 13.166,
      lng: 123.65,
    },
    {
      name: "Daraga Church",
      text: "A baroque stone church on a hill in Daraga, with Mayon behind it.",
      lat: 13.149,
      lng: 123.713,
    },
    {
      name: "Lignon Hill",
      text: "A viewpoint above Legazpi with the city, the gulf and the volcano all in view; go at sunrise or sunset.",
      lat: 13.155,
      lng: 123.73,
    },
    {
      name: "Sumlang Lake, Camalig",
      text: "A small lake with bamboo rafts and a clear view of Mayon on calm mornings.",
      lat: 13.194,
      lng: 123.633,
    },
  ],
  access: {
    airports: [
      {
        code: "DRP",
        note: "Bicol International Airport in Daraga, open since October 2021 and replacing the old Legazpi airport, with a view of Mayon on approach.",
      },
    ],
    legs: [
      { from: "Bicol International Airport (DRP)", to: "Legazpi City", by: "Van or taxi", time: "About 30 minutes" },
      { from: "Manila", to: "Legazpi", by: "Overnight bus", time: "Typically 10–13 hours" },
      { from: "Legazpi", to: "Cagsawa Ruins", by: "Jeepney towards Camalig, then a short walk", time: "About 20 minutes" },
    ],
    tips: [
      "Stay in Legazpi: jeepneys and tricycles to Daraga, Cagsawa and Lignon Hill are short and cheap.",
      "Mayon hides in cloud for days at a time; plan viewpoints for early morning and keep an extra day.",
    ],
  },
  seasons: {
    bestMonths: "Mar–May",
    best: "March to May, the driest months on the Bicol side, when the cone is most often clear.",
    wet: "Albay has no long dry season; rain peaks from about December to February on the eastern side.",
    typhoon: "Bicol is often in the path of late-year storms, from October to December; flights and buses stop during strong signals.",
  },
  days: [
    {
      title: "Arrive in Legazpi",
      effort: "light",
      activities: ["Fly to Bicol International Airport", "Sunset from Lignon Hill"],
      base: "Legazpi",
    },
    {
      title: "The classic views",
      activities: ["Early morning at the Cagsawa Ruins", "Daraga Church", "Bicol express and pili-nut sweets for lunch"],
      base: "Legazpi",
    },
    {
      title: "Around the volcano's foot",
      activities: [
        "Sumlang Lake by bamboo raft",
        "An ATV trail outside the danger zone, only if PHIVOLCS' alert level allows",
        "Evening on the Legazpi boulevard",
      ],
      base: "Legazpi",
    },
  ],
  costs: [
    { item: "Legazpi hotel", covers: "A double room per night", from: pesos(1_500), to: pesos(3_500) },
    { item: "ATV lava-trail tour", covers: "One ATV for about an hour with a guide, where allowed", from: pesos(1_000), to: pesos(3_000) },
    { item: "Manila–Legazpi bus", covers: "One person, one way, air-conditioned", from: pesos(900), to: pesos(1_500) },
  ],
  fees: [
    {
      name: "Cagsawa Ruins park entrance",
      amount: pesos(10),
      detail: "A small fee at the gate; ₱10 in the reports we found (2011–2015), likely more now.",
      sourceDate: "2015",
      source: "Travel blogs pinayadventurer.blogspot.com (2011) and jeffponce.blogspot.com (2015)",
    },
    {
      name: "Mayon Permanent Danger Zone",
      detail:
        "No permit or fee lets you in: entry within 6 km of the summit is prohibited at every alert level, with a 7-km extension on the south-east flank when unrest rises. The alert level changes: read PHIVOLCS' latest Mayon bulletin before you go.",
      source: "PHIVOLCS, latest volcano bulletins",
      sourceUrl: "https://www.phivolcs.dost.gov.ph/",
    },
  ],
  responsible: [
    "Follow PHIVOLCS alerts and local evacuation orders: people living near Mayon are moved out when it stirs, and visitors must not add to the load.",
    "Choose ATV operators who keep to marked trails outside the danger zone and will cancel when the alert level rises.",
    "If ash falls, wear a mask and stay off the roads leading to the volcano.",
  ],
  illustration: {
    scene: "volcano",
    alt: "A drawing of a symmetrical volcano with a thin plume, and a ruined stone belfry among fields in front.",
    credit: ILLUSTRATION_CREDIT,
  },
  search: { flightTo: "DRP", hotelDestination: "Legazpi, Philippines" },
  related: [
    { label: "Safety, volcano alerts and emergency numbers", href: "/stay-informed/safety-security" },
    { label: "Weather and seasons", href: "/stay-informed/weather" },
    { label: "Travel news", href: "/stay-informed/travel-news" },
  ],
};
