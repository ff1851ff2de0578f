/** The home page in English. */
export default {
  "home.meta.title": "Home",
  "home.meta.description": "Book flights and hotels around the Philippines, with tides, typhoon signals and travel-tax guidance built in.",
  "home.hero.heading": "Travel the Philippines, one island at a time",
  "home.hero.lead": "Flights, hotels and the local know-how to plan them: tides, typhoon signals, ferries and fees.",
  "home.advisories.heading": "Current advisories",
  "home.advisories.link": "Safety, typhoon signals and emergency numbers",
  "home.why.heading": "Why travel with Lakbay",
  "home.why.price.title": "The whole price, first",
  "home.why.price.body":
    "Fares and rates shown in pesos with taxes and fees included, and the travel tax spelt out where it applies — no surprise at payment.",
  "home.why.local.title": "Local knowledge built in",
  "home.why.local.body": "Tide tables for island hopping, PAGASA typhoon signals and ferry suspensions next to your trip.",
  "home.why.self.title": "Honest self-service",
  "home.why.self.body": "Change, refund or cancel from your dashboard and see what it costs before you confirm.",
  "home.circuits.heading": "Travel circuits",
  "home.circuits.all": "All destinations",
  "home.stories.heading": "Latest stories",
  "home.stories.all": "All stories",
  "home.content.note": "Guides and stories are written in English.",
} as const;
