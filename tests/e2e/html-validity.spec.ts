/**
 * Every kind of page is valid HTML: the Nu HTML checker (vnu-jar, one Java process for the batch) reads
 * the server-rendered HTML of a sample of each — content, stay-informed, flights from search to the
 * booking steps, hotels, accounts, errors — and any error fails (warnings do not). The same pages show
 * no machine dates (2026-12-17) in their text.
 */
import { DEMO, logIn } from "./support/accounts.ts";
import { payCard, travelDate } from "./support/flight-booking.ts";
import { checkHtml, type HtmlPage, isoDatesShown } from "./support/html-validity.ts";
import { expect, test } from "./support/fixtures.ts";
import type { APIRequestContext, Page } from "@playwright/test";

const PUBLIC = [
  "/",
  "/about",
  "/privacy",
  "/terms",
  "/travel-circuits",
  "/travel-circuits/siargao",
  "/travel-itinerary",
  "/blog",
  "/search?q=siargao",
  "/stay-informed/travel-news",
  "/stay-informed/weather",
  "/stay-informed/tide",
  "/stay-informed/transportation",
  "/stay-informed/safety-security",
  "/stay-informed/local-map",
  "/flights",
  `/flights/results?origin=MNL&destination=CEB&departureDate=${travelDate(30)}&adults=2&children=1`,
  `/flights/results?origin=MNL&destination=CEB&departureDate=${travelDate(30)}&returnDate=${travelDate(34)}&adults=1`,
  "/flights/manage",
  "/flights/requests",
  "/flights/airlines",
  "/hotels",
  `/hotels/results?searchType=destination&destination=Cebu&checkInDate=${travelDate(30)}&checkOutDate=${travelDate(32)}&rooms=1&adults=2`,
  "/contact",
  "/login",
  "/register",
  "/forgot-password",
  "/no-such-page",
];

/** The same pages in Filipino (decision 035): every one under /fil, and a Filipino page that does not exist. */
const PUBLIC_FIL = [...PUBLIC.map((path) => (path === "/" ? "/fil" : `/fil${path}`)), "/fil/walang-ganitong-pahina"];

async function html(request: APIRequestContext, path: string): Promise<HtmlPage> {
  const res = await request.get(path, { maxRedirects: 0 });
  expect([200, 404], `${path} answers a page`).toContain(res.status());
  return { label: path, html: await res.text() };
}

/** The first link on a page that matches `pattern` (e.g. the first post of the blog). */
function firstLink(page: HtmlPage, pattern: RegExp): string {
  const href = [...page.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll("&amp;", "&")).find((h) => pattern.test(h));
  expect(href, `${page.label} links to ${pattern}`).toBeTruthy();
  return href!;
}

/** The server's HTML of the page the browser is on. */
async function current(page: Page): Promise<HtmlPage> {
  const url = new URL(page.url());
  return html(page.request, url.pathname + url.search);
}

/** The booking steps of one flight, paid by card, as the server renders each (the account is signed in). */
async function bookingSteps(page: Page): Promise<HtmlPage[]> {
  await page.goto(`/flights/results?origin=MNL&destination=CEB&departureDate=${travelDate(40)}&adults=1&stops=0`);
  await page
    .getByRole("button", { name: /^Select / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/flights\/passengers\?s=/);
  const steps = [await current(page)];
  await page.locator('[name="p0.title"]').selectOption("Ms");
  await page.locator('[name="p0.gender"]').selectOption("F");
  await page.locator('[name="p0.givenName"]').fill("Maria");
  await page.locator('[name="p0.surname"]').fill("Santos");
  await page.locator('[name="p0.dateOfBirth"]').fill("1990-04-12");
  await page.locator('[name="contact.email"]').fill("maria@example.com");
  await page.locator('[name="contact.phone"]').fill("0917 123 4567");
  await page.getByRole("button", { name: "Continue to add-ons" }).click();
  await expect(page).toHaveURL(/\/flights\/add-ons\?/);
  steps.push(await current(page));
  await page.getByRole("button", { name: "Continue to review" }).click();
  await expect(page).toHaveURL(/\/flights\/review\?/);
  steps.push(await current(page));
  await page.getByRole("checkbox", { name: /names match/ }).check();
  await page.getByRole("button", { name: /^Book and pay/ }).click();
  await expect(page).toHaveURL(/\/flights\/payment\?ref=/);
  steps.push(await current(page));
  await payCard(page, /^Pay ₱/, "Maria Santos");
  await expect(page).toHaveURL(/\/flights\/confirmation\/[A-Z0-9]+$/);
  steps.push(await current(page));
  return steps;
}

test("pages of every kind are valid HTML (Nu HTML checker) and show dates written out", async ({ page, request }) => {
  test.setTimeout(180_000);
  const pages: HtmlPage[] = [];
  for (const path of [...PUBLIC, ...PUBLIC_FIL]) pages.push(await html(request, path));
  const byLabel = (label: string) => pages.find((p) => p.label === label)!;
  pages.push(await html(request, firstLink(byLabel("/blog"), /^\/blog\/(?!category|ordered-by|rss)[a-z0-9-]+$/)));
  pages.push(await html(request, firstLink(byLabel("/stay-informed/travel-news"), /^\/stay-informed\/travel-news\/[a-z0-9-]+$/)));
  const hotel = firstLink(pages.find((p) => p.label.startsWith("/hotels/results"))!, /^\/hotels\/[A-Za-z0-9-]+\?/);
  pages.push(await html(request, hotel));

  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  pages.push(...(await bookingSteps(page)));
  for (const path of ["/dashboard", "/settings/profile", "/settings/password", "/settings/appearance"]) {
    pages.push(await html(page.request, path));
  }

  expect.soft(checkHtml(pages), "errors of the Nu HTML checker").toEqual([]);
  // Dates a traveller reads are written out ("Thu, 17 Dec"), in Philippine time, never as 2026-12-17.
  expect.soft(isoDatesShown(pages), "machine dates shown to a traveller").toEqual([]);
});
