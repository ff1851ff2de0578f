/** The home page in English. */
export default {
  "meta.title": "Home",
  "meta.description": "Book flights and hotels around the Philippines, with tides, typhoon signals and travel-tax guidance built in.",
  "hero.heading": "Travel the Philippines, one island at a time",
  "hero.lead": "Flights, hotels and the local know-how to plan them: tides, typhoon signals, ferries and fees.",
  "advisories.heading": "Current advisories",
  "advisories.link": "Safety, typhoon signals and emergency numbers",
  "why.heading": "Why travel with Lakbay",
  "why.price.title": "The whole price, first",
  "why.price.body":
    "Fares and rates shown in pesos with taxes and fees included, and the travel tax spelt out where it applies — no surprise at payment.",
  "why.local.title": "Local knowledge built in",
  "why.local.body": "Tide tables for island hopping, PAGASA typhoon signals and ferry suspensions next to your trip.",
  "why.self.title": "Honest self-service",
  "why.self.body": "Change, refund or cancel from your dashboard and see what it costs before you confirm.",
  "circuits.heading": "Travel circuits",
  "circuits.all": "All destinations",
  "stories.heading": "Latest stories",
  "stories.all": "All stories",
  "content.note": "Guides and stories are written in English.",
} as const;
