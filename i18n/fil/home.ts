/** Ang home page sa Filipino. */
import type en from "../en/home.ts";

export default {
  "home.meta.title": "Home",
  "home.meta.description": "Mag-book ng flights at hotels sa buong Pilipinas, kasama na ang tide, typhoon signal at gabay sa travel tax.",
  "home.hero.heading": "Libutin ang Pilipinas, isla por isla",
  "home.hero.lead": "Flights, hotels at kaalamang lokal para planuhin ang mga ito: tide, typhoon signal, ferry at bayarin.",
  "home.advisories.heading": "Mga abiso ngayon",
  "home.advisories.link": "Kaligtasan, typhoon signal at mga numerong pang-emergency",
  "home.why.heading": "Bakit bumiyahe kasama ang Lakbay",
  "home.why.price.title": "Buong presyo agad",
  "home.why.price.body":
    "Nasa piso ang pamasahe at rate, kasama na ang buwis at bayarin, at nakasulat ang travel tax kung saan ito kailangan — walang gulat sa pagbabayad.",
  "home.why.local.title": "May kaalamang lokal",
  "home.why.local.body": "Tide table para sa island hopping, typhoon signal ng PAGASA at suspensyon ng ferry, katabi ng biyahe mo.",
  "home.why.self.title": "Tapat na self-service",
  "home.why.self.body": "Magpalit, mag-refund o magkansela mula sa dashboard mo, at tingnan muna ang halaga bago kumpirmahin.",
  "home.circuits.heading": "Mga travel circuit",
  "home.circuits.all": "Lahat ng destinasyon",
  "home.stories.heading": "Mga bagong kuwento",
  "home.stories.all": "Lahat ng kuwento",
  "home.content.note": "Nakasulat sa English ang mga gabay at kuwento.",
} as const satisfies Record<keyof typeof en, string>;
