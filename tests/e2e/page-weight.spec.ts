/**
 * Content pages stay light (issue 17, decision 023): each one's first view loads at most its budget
 * of gzipped JavaScript, weighed as `npm run bench` weighs it (bench/page-weight.ts: the scripts its
 * HTML names and their static imports, each file gzipped from build/client). And the home page's
 * search forms, whose code loads only when the traveller reaches for them, still search with and
 * without that code.
 */
import path from "node:path";
import { measurePageWeight } from "../../bench/page-weight.ts";
import { PAGES } from "../../bench/pages.ts";
import { BASEMAP_HEIGHT, BASEMAP_WIDTH, project } from "../../app/components/map/projection.ts";
import { travelDate } from "./support/flight-booking.ts";
import { clientHeaders, expect, test } from "./support/fixtures.ts";

const clientDir = path.resolve(import.meta.dirname, "../../build/client");

test("every content page loads at most its budget of JavaScript on first view", async ({ baseURL }) => {
  const over: string[] = [];
  for (const page of PAGES.filter((p) => p.jsBudgetKb !== undefined && !p.signedIn)) {
    const weight = await measurePageWeight({ url: baseURL + page.path, clientDir });
    expect(weight.status, page.path).toBe(page.expectStatus);
    expect(weight.missing, page.path).toEqual([]);
    const kb = weight.js.gzipBytes / 1024;
    if (kb > page.jsBudgetKb!) {
      const largest = weight.js.list.slice(0, 5).map((f) => `${path.basename(f.url)} ${(f.gzipBytes / 1024).toFixed(1)}`);
      over.push(`${page.path}: ${kb.toFixed(1)} KB > ${page.jsBudgetKb} KB (largest: ${largest.join(", ")})`);
    }
  }
  expect(over).toEqual([]);
});

test("the home page's search code loads when the traveller reaches for the form, and the search works before and after", async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/home-search-[^/]*\.js$/.test(r.url())) loaded.push(r.url());
  });
  await page.goto("/");
  const form = page.getByRole("form", { name: "Search flights" });
  // Hydrated, and the form is still the server's HTML: every field shows, no code asked for.
  await expect(form.getByLabel("Return (return trips)")).toBeVisible();
  expect(loaded).toEqual([]);

  const date = travelDate(30);
  await form.getByLabel("From", { exact: true }).fill("MNL");
  await expect.poll(() => loaded.length).toBe(1);
  // The form's own code has taken over what was typed: a one-way trip hides the return date.
  await expect(form.getByLabel("Return (return trips)")).toBeHidden();
  await expect(form.getByLabel("From", { exact: true })).toHaveValue("MNL");
  await form.getByLabel("To", { exact: true }).fill("CEB");
  await form.getByLabel("Departure", { exact: true }).fill(date);
  await form.getByRole("button", { name: "Search flights" }).click();
  await expect(page).toHaveURL(/\/flights\/results\?/);
  await expect(page).toHaveURL(/origin=MNL/);
  await expect(page).toHaveURL(new RegExp(`departureDate=${date}`));
});

test("without JavaScript the home page's search forms show and search", async ({ browser, baseURL, clientIp }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders: clientHeaders(clientIp) });
  const page = await context.newPage();
  await page.goto("/");
  const form = page.getByRole("form", { name: "Search flights" });
  await expect(form).toBeVisible();
  await expect(page.getByRole("button", { name: "Search hotels" })).toBeVisible();
  await form.getByLabel("From", { exact: true }).fill("MNL");
  await form.getByLabel("To", { exact: true }).fill("CEB");
  await form.getByLabel("Departure", { exact: true }).fill(travelDate(30));
  await form.getByRole("button", { name: "Search flights" }).click();
  await expect(page).toHaveURL(/\/flights\/results\?.*origin=MNL/);
  await context.close();
});

test("a client-side visit to the home page draws the search forms at once", async ({ page }) => {
  await page.goto("/about");
  await page
    .getByRole("banner")
    .getByRole("link", { name: / home$/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("form", { name: "Search flights" }).getByLabel("From", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Search hotels" })).toBeVisible();
});

test("the local map comes drawn from the server with the saved position over it; its coastline's code loads only when needed", async ({
  page,
  context,
}) => {
  const CEBU = { latitude: 10.3157, longitude: 123.8854 };
  await context.addInitScript((p) => sessionStorage.setItem("lakbay.location", JSON.stringify({ ...p, timestamp: Date.now() })), CEBU);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  const basemap: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/ph-basemap-[^/]*\.js$/.test(r.url())) basemap.push(r.url());
  });
  await page.goto("/stay-informed/local-map");
  const svg = page.getByRole("img", { name: "Map of the Philippines with the places listed below" });
  await expect(svg.locator("path")).toHaveCount(1);
  expect(await svg.locator("circle").count()).toBeGreaterThan(40);
  await expect(page.getByText("You: where you are")).toBeVisible();
  const you = page.locator("svg[aria-hidden='true'] circle.fill-rose-600");
  await expect(you).toBeVisible();
  // It sits where Cebu City is on the map below it.
  const [map, dot] = [await svg.boundingBox(), await you.boundingBox()];
  const at = project({ lat: CEBU.latitude, lng: CEBU.longitude });
  expect(dot!.x + dot!.width / 2).toBeCloseTo(map!.x + (at.x / BASEMAP_WIDTH) * map!.width, -1);
  expect(dot!.y + dot!.height / 2).toBeCloseTo(map!.y + (at.y / BASEMAP_HEIGHT) * map!.height, -1);
  expect(basemap).toEqual([]);

  // Fewer layers: the map is drawn again in the browser, with its code.
  await page.getByRole("checkbox", { name: /^Airports/ }).uncheck();
  await page.getByRole("checkbox", { name: /^Ferry ports/ }).uncheck();
  await expect(svg.locator("circle")).toHaveCount(10);
  await expect(svg.locator("path")).toHaveCount(1);
  expect(basemap).toHaveLength(1);
  await expect(you).toBeVisible();
  expect(errors).toEqual([]);
});
