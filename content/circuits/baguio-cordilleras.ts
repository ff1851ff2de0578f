import { ILLUSTRATION_CREDIT, type GuideContent } from "../../contracts/travel-guides.ts";
import { pesos } from "./helpers.ts";

export const baguioCordilleras: GuideContent = {
  slug: "baguio-cordilleras",
  overview: [
    "Baguio sits at about 1,500 metres in the Cordillera mountains of northern Luzon: cool nights, pine trees and a busy market town that Filipinos call the summer capital. On PAGASA's 1991–2020 normals the average night low is about 13 °C in January and February and 14 °C in December.",
    "Further north, the road climbs to Sagada's caves, hanging coffins and sunrise viewpoints, and to the Ifugao rice terraces around Banaue. There is no scheduled flight: this is a bus trip, and the mountain roads set the pace.",
  ],
  highlights: [
    {
      name: "Burnham Park",
      text: "The city's central park and lake, with rowing boats and bike rentals; busy at weekends.",
      lat: 16.412,
      lng: 120.594,
    },
    {
      name: "Mines View Park",
      text: "A lookout over the old mining valleys east of the city, lined with souvenir stalls.",
      lat: 16.419,
      lng: 120.627,
    },
    {
      name: "BenCab Museum",
      text: "National Artist Benedicto Cabrera's gallery of modern and Cordillera art, with gardens on the slope below.",
      lat: 16.405,
      lng: 120.56,
    },
    {
      name: "Sagada: Echo Valley and the hanging coffins",
      text: "Coffins set on cliff faces by the Igorot, reached on a guided walk from town.",
      lat: 17.083,
      lng: 120.9,
    },
    {
      name: "Kiltepan viewpoint, Sagada",
      text: "Sunrise over a sea of clouds, on clear mornings in the cool months.",
      lat: 17.09,
      lng: 120.92,
    },
    {
      name: "Banaue rice terraces",
      text: "Ifugao terraces carved into the mountains and still farmed; the viewpoint above town shows the sweep of them.",
      lat: 16.92,
      lng: 121.06,
    },
  ],
  radiusKm: 100,
  radiusReason: "Sagada and Banaue are 80 km or so north-east of Baguio, five to seven hours by mountain road.",
  access: {
    airports: [
      { code: "MNL", note: "Manila: the most flights; buses to Baguio leave from Cubao, Pasay and Sampaloc." },
      { code: "CRK", note: "Clark: closer to Baguio, with buses from the Dau terminal in Mabalacat." },
    ],
    legs: [
      {
        from: "Manila (Cubao, Pasay or Sampaloc)",
        to: "Baguio",
        by: "Bus (Victory Liner, Genesis/JoyBus, Solid North)",
        time: "4–7 hours, depending on traffic",
      },
      { from: "Dau terminal, Mabalacat (near Clark)", to: "Baguio", by: "Bus", time: "Typically about 3–4 hours" },
      { from: "Baguio (Dangwa terminal)", to: "Sagada", by: "Bus (GL Trans, Lizardo) via the Halsema Highway", time: "About 6 hours" },
      { from: "Manila", to: "Banaue", by: "Overnight bus (Ohayami, Coda Lines)", time: "10–12 hours" },
      { from: "Sagada", to: "Banaue", by: "Jeepney or van via Bontoc", time: "Typically half a day" },
    ],
    tips: [
      "Book Manila–Baguio buses a few days ahead for weekends and the February flower festival.",
      "The Halsema Highway is spectacular and slow; take the first morning bus and sit on the left for the views.",
    ],
  },
  seasons: {
    bestMonths: "Nov–Apr",
    best: "November to April, the dry months; Baguio's Panagbenga flower festival fills the city in February.",
    wet: "May to October is wet, and August is the wettest month: Baguio's normal August rainfall is about 960 mm, with July close behind at about 770 mm (PAGASA 1991–2020 normals).",
    typhoon: "From June to September typhoons most often hit northern Luzon; landslides can close the mountain roads for days.",
  },
  days: [
    {
      title: "Up to Baguio",
      effort: "light",
      activities: ["Bus from Manila or Clark", "Evening on Session Road and the night market"],
      base: "Baguio",
    },
    {
      title: "Baguio",
      activities: ["Morning at the public market", "BenCab Museum", "Mines View Park and Burnham Park"],
      base: "Baguio",
    },
    {
      title: "The Halsema road to Sagada",
      activities: [
        "First bus from the Dangwa terminal",
        "Register at the Sagada tourism office",
        "Echo Valley and the hanging coffins with a guide",
      ],
      base: "Sagada",
    },
    {
      title: "Sagada sunrise and caves",
      activities: ["Sunrise at Kiltepan", "Sumaguing Cave with a registered guide", "Lemon pie and an early night"],
      base: "Sagada",
    },
    {
      title: "To Banaue",
      effort: "light",
      activities: ["Jeepney or van via Bontoc to Banaue", "Rice terraces viewpoint", "Overnight bus back to Manila"],
    },
  ],
  costs: [
    { item: "Baguio inn", covers: "A double room per night", from: pesos(1_500), to: pesos(3_500) },
    { item: "Manila–Baguio bus", covers: "One person, one way, regular to deluxe", from: pesos(500), to: pesos(1_000) },
    { item: "Sagada cave guide", covers: "One guide for a group of up to five", from: pesos(800) },
    { item: "Sagada guesthouse", covers: "A double room per night", from: pesos(1_000), to: pesos(2_500) },
  ],
  fees: [
    {
      name: "Sagada environmental fee",
      amount: pesos(100),
      detail: "₱100 per visitor, paid when you register at the tourism office on arrival; keep the receipt, guides ask for it.",
      sourceDate: "2022",
      source: "Baguio Midland Courier; Philippine News Agency (via PTV News), 2022",
    },
    {
      name: "Sagada cave guide fee",
      amount: pesos(800),
      detail: "₱800 for one to five people for the caves, where a registered guide is required.",
      source: "Baguio Midland Courier (Sagada opens all tourist sites)",
    },
  ],
  responsible: [
    "The hanging coffins are graves: look, but do not touch, climb on or leave things at them.",
    "Register in Sagada and use registered guides; the town limits numbers at some viewpoints, so book sunrise spots where asked.",
    "The terraces are working farms: stay on the paths and walls you are shown, and ask before photographing people.",
  ],
  illustration: {
    scene: "terraces",
    alt: "A drawing of green rice terraces stepping down a mountainside, with pine trees and mist above.",
    credit: ILLUSTRATION_CREDIT,
  },
  search: { flightTo: "MNL", hotelDestination: "Baguio, Philippines" },
  related: [
    { label: "Buses and roads", href: "/stay-informed/transportation" },
    { label: "Weather and seasons", href: "/stay-informed/weather" },
    { label: "Plan the trip day by day", href: "/travel-itinerary" },
  ],
};
