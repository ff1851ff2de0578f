/** Ang home page sa Filipino. */
import type en from "../en/home.ts";

export default {
  "meta.title": "Home",
  "meta.description": "Mag-book ng flights at hotels sa buong Pilipinas, kasama na ang tide, typhoon signal at gabay sa travel tax.",
  "hero.heading": "Libutin ang Pilipinas, isla por isla",
  "hero.lead": "Flights, hotels at kaalamang lokal para planuhin ang mga ito: tide, typhoon signal, ferry at bayarin.",
  "advisories.heading": "Mga abiso ngayon",
  "advisories.link": "Kaligtasan, typhoon signal at mga numerong pang-emergency",
  "why.heading": "Bakit bumiyahe kasama ang Lakbay",
  "why.price.title": "Buong presyo agad",
  "why.price.body":
    "Nasa piso ang pamasahe at rate, kasama na ang buwis at bayarin, at nakasulat ang travel tax kung saan ito kailangan — walang gulat sa pagbabayad.",
  "why.local.title": "May kaalamang lokal",
  "why.local.body": "Tide table para sa island hopping, typhoon signal ng PAGASA at suspensyon ng ferry, katabi ng biyahe mo.",
  "why.self.title": "Tapat na self-service",
  "why.self.body": "Magpalit, mag-refund o magkansela mula sa dashboard mo, at tingnan muna ang halaga bago kumpirmahin.",
  "circuits.heading": "Mga travel circuit",
  "circuits.all": "Lahat ng destinasyon",
  "stories.heading": "Mga bagong kuwento",
  "stories.all": "Lahat ng kuwento",
  "content.note": "Nakasulat sa English ang mga gabay at kuwento.",
} as const satisfies Record<keyof typeof en, string>;
