/**
 * The hotel pages in Filipino (issue 27), as a browser without JavaScript gets them from the built app:
 * the search, a family's results (2 adults, 2 children, 2 rooms), the hotel's page, a room and the
 * checkout, each with lang="fil", its own words in Filipino and no English left outside what is marked
 * as written in English (the hotel's description and rules); the same pages in English keep their words.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { englishLeft } from "../tests/support/english-left.ts";
import { type BuiltApp, startBuiltApp } from "../tests/support/built-app.ts";

let app: BuiltApp | undefined;
let base = "";

beforeAll(async () => {
  app = await startBuiltApp({ name: "hotels-filipino", env: {} });
  base = app.base;
}, 60_000);

afterAll(() => app?.stop());

function stayDate(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

const FAMILY = `checkInDate=${stayDate(40)}&checkOutDate=${stayDate(42)}&rooms=2&adults=2&children=2`;

async function page(path: string) {
  const res = await fetch(base + path, { headers: { Accept: "text/html", "Accept-Language": "en-US" } });
  return { status: res.status, html: await res.text() };
}

/** The first link on a page whose address starts with `prefix`, entities decoded. */
function firstLink(html: string, prefix: string): string {
  const m = new RegExp(`href="(${prefix.replace(/[/?]/g, "\\$&")}[^"]*)"`).exec(html);
  expect(m, `a link to ${prefix}`).not.toBeNull();
  return m![1].replaceAll("&amp;", "&");
}

/**
 * The shell's navigation progress bar (app/components/layouts/progress-bar.tsx, not a hotel page's own
 * words) still has an English aria-label.
 */
const SHELL = ["Loading page"];

function expectFilipino(path: string, html: string) {
  expect(html, path).toMatch(/<html lang="fil"/);
  expect(
    englishLeft(html, SHELL).map((p) => `${p.where}: ${p.text}`),
    `English left on ${path}`,
  ).toEqual([]);
}

describe("the hotel pages in Filipino", () => {
  it("search, results, hotel, room and checkout for a family speak Filipino", async () => {
    const search = await page("/fil/hotels");
    expect(search.status).toBe(200);
    expectFilipino("/fil/hotels", search.html);
    expect(search.html).toContain("Maghanap ng hotel");
    expect(search.html).toContain("Mga sikat na destinasyon");

    const resultsPath = `/fil/hotels/results?searchType=destination&destination=Boracay%2C+Philippines&${FAMILY}`;
    const results = await page(resultsPath);
    expect(results.status).toBe(200);
    expectFilipino(resultsPath, results.html);
    expect(results.html).toContain("Mga hotel sa Boracay");
    expect(results.html).toContain("2 kuwarto · 2 matanda at 2 bata");
    expect(results.html).toMatch(/kabuuan para sa 2 gabi, 2 kuwarto/);

    // Links drawn by React Router keep /fil.
    const hotelPath = firstLink(results.html, "/fil/hotels/BOR");
    const hotel = await page(hotelPath);
    expect(hotel.status).toBe(200);
    expectFilipino(hotelPath, hotel.html);
    expect(hotel.html).toContain("Mga kuwarto at rate");
    expect(hotel.html).toContain("Nakasulat sa English ang sariling paglalarawan");

    const roomPath = firstLink(hotel.html, "/fil/hotels/BOR");
    expect(roomPath).toContain("/rooms/");
    const room = await page(roomPath);
    expect(room.status).toBe(200);
    expectFilipino(roomPath, room.html);

    const checkoutPath = firstLink(hotel.html, "/fil/hotels/checkout?");
    const checkout = await page(checkoutPath);
    expect(checkout.status).toBe(200);
    expectFilipino(checkoutPath, checkout.html);
    expect(checkout.html).toContain("Pangunahing bisita");
    expect(checkout.html).toContain("2 matanda at 2 bata");
  }, 60_000);

  it("a checkout without a stay and a sandbox page that does not exist are in Filipino too", async () => {
    const empty = await page("/fil/hotels/checkout");
    expectFilipino("/fil/hotels/checkout", empty.html);
    expect(empty.html).toContain("Pumili po muna ng hotel, kuwarto at mga petsa.");
  });

  it("the same pages in English keep their words", async () => {
    const results = await page(`/hotels/results?searchType=destination&destination=Boracay%2C+Philippines&${FAMILY}`);
    expect(results.html).toMatch(/<html lang="en-PH"/);
    expect(results.html).toContain("Hotels in Boracay");
    expect(results.html).toContain("2 rooms · 2 adults and 2 children — change search");
    expect(results.html).toContain("in total for 2 nights, 2 rooms");
    const checkout = await page("/hotels/checkout");
    expect(checkout.html).toContain("Choose a hotel, a room and your dates first.");
  });
});
