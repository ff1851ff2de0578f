/** The pages the bench measures. Add a line here when a page worth watching is built. */

export type BenchPage = {
  /** Short name used in the table and the JSON. */
  name: string;
  path: string;
  /** The status a correct answer has (anything else is counted as "unexpected"). */
  expectStatus: number;
  /** Requested with the demo user's session cookie. */
  signedIn: boolean;
  /** The least requests/s this page should reach, as a share of the floor's (issue 5). */
  aim?: number;
  /** The least requests/s this page should reach, absolute (issue 9: guides and posts ≥ 800). */
  aimRps?: number;
  /** The most gzipped JavaScript (KB) its first view may load: content pages (issue 17). */
  jsBudgetKb?: number;
};

/**
 * Content pages (home, guides, blog, stay-informed, about, contact) load at most this much gzipped
 * JavaScript on first view (issue 17; decision 023). tests/e2e/page-weight.spec.ts holds every page
 * with a budget to it, measured as the bench measures.
 */
export const CONTENT_JS_BUDGET_KB = 130;
const content = { jsBudgetKb: CONTENT_JS_BUDGET_KB };

/** A date five weeks out (Philippine calendar), so the results page always has flights to show. */
const RESULTS_DATE = new Date(Date.now() + 8 * 3_600_000 + 35 * 86_400_000).toISOString().slice(0, 10);
export const FLIGHT_RESULTS_PATH = `/flights/results?origin=MNL&destination=CEB&departureDate=${RESULTS_DATE}&adults=1`;
/** Two nights in Boracay five weeks out, two adults: a full first page of photos. */
const CHECKOUT_DATE = new Date(Date.now() + 8 * 3_600_000 + 37 * 86_400_000).toISOString().slice(0, 10);
export const HOTEL_RESULTS_PATH = `/hotels/results?searchType=destination&destination=Boracay&checkInDate=${RESULTS_DATE}&checkOutDate=${CHECKOUT_DATE}&rooms=1&adults=2`;

/** A travel-circuit guide and a seeded blog post (content/blog). */
export const GUIDE_PATH = "/travel-circuits/boracay-aklan";
export const BLOG_POST_PATH = "/blog/typhoon-signals-and-ferry-suspensions";
export const NEWS_PATH = "/stay-informed/travel-news";

/** Issue 10's pages: a tide station chosen by destination, a planned route, and an itinerary. */
export const TIDE_PATH = "/stay-informed/tide?place=el-nido-palawan";
export const TRANSPORT_PATH = "/stay-informed/transportation?from=manila&to=el-nido";
export const ITINERARY_PATH = "/travel-itinerary?from=manila&stops=el-nido-palawan%3A3%2Ccoron-palawan%3A2";

export const PAGES: BenchPage[] = [
  { name: "home", path: "/", expectStatus: 200, signedIn: false, aim: 0.5, ...content },
  { name: "about", path: "/about", expectStatus: 200, signedIn: false, aim: 0.5, ...content },
  { name: "contact", path: "/contact", expectStatus: 200, signedIn: false, ...content },
  { name: "login", path: "/login", expectStatus: 200, signedIn: false, aim: 0.5 },
  { name: "register", path: "/register", expectStatus: 200, signedIn: false },
  { name: "forgot-password", path: "/forgot-password", expectStatus: 200, signedIn: false },
  { name: "flights", path: "/flights", expectStatus: 200, signedIn: false },
  { name: "flight results", path: FLIGHT_RESULTS_PATH, expectStatus: 200, signedIn: false },
  { name: "hotels", path: "/hotels", expectStatus: 200, signedIn: false },
  { name: "hotel results", path: HOTEL_RESULTS_PATH, expectStatus: 200, signedIn: false },
  // Issue 10: the stay-informed pages (weather and tide are never cached: they may read the visitor's location).
  { name: "weather", path: "/stay-informed/weather", expectStatus: 200, signedIn: false, ...content },
  { name: "tide", path: TIDE_PATH, expectStatus: 200, signedIn: false, ...content },
  { name: "transportation", path: TRANSPORT_PATH, expectStatus: 200, signedIn: false, ...content },
  { name: "local map", path: "/stay-informed/local-map", expectStatus: 200, signedIn: false, ...content },
  { name: "safety", path: "/stay-informed/safety-security", expectStatus: 200, signedIn: false, ...content },
  { name: "travel news", path: NEWS_PATH, expectStatus: 200, signedIn: false, ...content },
  { name: "itinerary", path: ITINERARY_PATH, expectStatus: 200, signedIn: false },
  // Issue 9: a guide and a blog post should each serve ≥ 800 pages/s.
  { name: "guides", path: "/travel-circuits", expectStatus: 200, signedIn: false, ...content },
  { name: "guide (boracay)", path: GUIDE_PATH, expectStatus: 200, signedIn: false, aimRps: 800, ...content },
  { name: "blog post", path: BLOG_POST_PATH, expectStatus: 200, signedIn: false, aimRps: 800, ...content },
  { name: "blog", path: "/blog", expectStatus: 200, signedIn: false, ...content },
  { name: "search", path: "/search?q=ferry", expectStatus: 200, signedIn: false },
  { name: "not-found", path: "/no-such-page-for-bench", expectStatus: 404, signedIn: false },
  { name: "dashboard", path: "/dashboard", expectStatus: 200, signedIn: true, aim: 0.25 },
  { name: "settings/profile", path: "/settings/profile", expectStatus: 200, signedIn: true },
];

/** Pages Lighthouse audits (signed out, mobile emulation). */
export const LIGHTHOUSE_PATHS = [
  "/",
  "/login",
  FLIGHT_RESULTS_PATH,
  HOTEL_RESULTS_PATH,
  GUIDE_PATH,
  BLOG_POST_PATH,
  "/stay-informed/weather",
  TIDE_PATH,
  TRANSPORT_PATH,
  "/stay-informed/local-map",
  "/stay-informed/safety-security",
];

export function selectPages(filter: string[]): BenchPage[] {
  if (filter.length === 0) return PAGES;
  return PAGES.filter((p) => filter.some((f) => p.name.includes(f) || p.path.includes(f)));
}
