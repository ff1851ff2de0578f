/**
 * Transportation and the local map, in Chromium: the route planner with and without JavaScript (the
 * plan lives in the URL), its messages for bad places; the local map with the OpenStreetMap tiles
 * blocked (this is what a traveller without a connection sees), its layer toggles, its text list; axe
 * scans of both pages and phone width.
 */
import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

const TILES = "**/tile.openstreetmap.org/**";

async function expectManilaToElNido(page: Page) {
  await expect(page.getByRole("heading", { name: "Manila to El Nido" })).toBeVisible();
  await expect(page.getByTestId("plan-total")).toHaveText(/^About \d+ h( \d+ min)? door to door$/);
  const legs = page.getByRole("list", { name: "Legs of the journey" }).getByRole("listitem");
  expect(await legs.count()).toBeGreaterThanOrEqual(2);
  await expect(legs.first()).toContainText("Manila");
  await expect(legs.last()).toContainText("→ El Nido,");
  // A flight leg links to the flight search, filled in with its airports.
  const search = page.getByRole("link", { name: /^Search flights [A-Z]{3} → (ENI|PPS)$/ });
  await expect(search).toHaveAttribute("href", /^\/flights\?origin=[A-Z]{3}&destination=(ENI|PPS)$/);
}

test("the planner finds Manila to El Nido, and the plan's URL can be shared", async ({ page }) => {
  await page.goto("/stay-informed/transportation");
  await expect(page).toHaveTitle("Transportation - Lakbay");
  await page.getByLabel("From").selectOption("manila");
  await page.getByLabel("To").selectOption("el-nido");
  await page.getByRole("button", { name: "Find a route" }).click();
  await expect(page).toHaveURL(/\/stay-informed\/transportation\?from=manila&to=el-nido$/);
  await expectManilaToElNido(page);
  await expectNoSeriousA11yViolations(page, "/stay-informed/transportation with a plan");

  // The shared link opens the same plan.
  await page.goto("/stay-informed/transportation?from=cebu-city&to=bohol");
  await expect(page.getByRole("heading", { name: "Cebu City to Tagbilaran (Bohol)" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Legs of the journey" })).toContainText("OceanJet");

  // Avoiding flights where there is no other way says so.
  await page.getByLabel("To").selectOption("davao-city");
  await page.getByLabel("From").selectOption("manila");
  await page.getByLabel("Avoid flights").check();
  await page.getByRole("button", { name: "Find a route" }).click();
  await expect(page).toHaveURL(/avoid=1/);
  await expect(page.getByTestId("planner-message")).toHaveText("We found no way there without flying. Allow flights and try again.");
});

test("with the map tiles blocked, the interactive map shows the markers over the outline, and the layers toggle", async ({ page }) => {
  let tileRequests = 0;
  await page.route(TILES, (route) => {
    tileRequests++;
    return route.abort();
  });
  await page.goto("/stay-informed/local-map");
  await expect(page).toHaveTitle("Local map - Lakbay");
  // Nothing heavy loads until the traveller reaches for the map.
  expect(tileRequests).toBe(0);
  await page.getByRole("button", { name: "Zoom and pan the map" }).click();
  await expect(page.getByTestId("map-status")).toHaveText(/could not load/, { timeout: 15_000 });
  expect(tileRequests).toBeGreaterThan(0);

  const map = page.getByTestId("interactive-map");
  await expect(map.locator(".map-marker-destination")).toHaveCount(10);
  await expect(map.locator(".map-marker-destination").first()).toBeVisible();
  await expect(map.locator(".map-marker-airport").first()).toBeVisible();
  expect(await map.locator(".map-marker-airport").count()).toBeGreaterThanOrEqual(15);
  await expect(map.locator(".map-marker-hotel")).toHaveCount(0);
  // The text list, for screen readers and keyboards.
  await expect(page.getByTestId("list-destination").getByRole("link", { name: "El Nido" })).toHaveAttribute(
    "href",
    "/travel-circuits/el-nido-palawan",
  );
  await expectNoSeriousA11yViolations(page, "/stay-informed/local-map (tiles blocked)");

  await page.getByRole("checkbox", { name: /^Airports/ }).uncheck();
  await expect(page).toHaveURL(/layers=1/);
  await expect(map.locator(".map-marker-airport")).toHaveCount(0);
  await expect(map.locator(".map-marker-destination")).toHaveCount(10);
  await expect(page.getByTestId("list-airport")).toHaveCount(0);

  await page.getByRole("checkbox", { name: /^Hotels/ }).check();
  await expect(map.locator(".map-marker-hotel").first()).toBeVisible();
  expect(await map.locator(".map-marker-hotel").count()).toBeGreaterThan(100);

  // A marker tells its name.
  await map.locator(".map-marker-destination").first().click();
  await expect(map.locator(".leaflet-popup-content a")).toHaveAttribute("href", /^\/travel-circuits\//);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the planner still plans, and bad places get a message, not an error page", async ({ page }) => {
    await page.goto("/stay-informed/transportation");
    await page.getByLabel("From").selectOption("manila");
    await page.getByLabel("To").selectOption("el-nido");
    await page.getByRole("button", { name: "Find a route" }).click();
    await expect(page).toHaveURL(/from=manila&to=el-nido/);
    await expectManilaToElNido(page);

    const unknown = await page.goto("/stay-informed/transportation?from=manila&to=atlantis");
    expect(unknown?.status()).toBe(400);
    await expect(page.getByTestId("planner-message")).toHaveText(
      "We don't know that place. Choose the start and the destination from the lists.",
    );
    const junk = await page.goto(`/stay-informed/transportation?from=%3Cb%3E${"x".repeat(300)}&to=%00`);
    expect(junk?.status()).toBe(400);
    await expect(page.getByTestId("planner-message")).toBeVisible();
    const missing = await page.goto("/stay-informed/transportation?from=manila&to=");
    expect(missing?.status()).toBe(400);
    await expect(page.getByTestId("planner-message")).toHaveText("Choose both a start and a destination.");
  });

  test("the local map is the offline SVG map with its list, and the layer form works", async ({ page }) => {
    await page.goto("/stay-informed/local-map");
    const svg = page.getByRole("img", { name: "Map of the Philippines with the places listed below" });
    await expect(svg).toBeVisible();
    // 10 destinations, the airports and the ferry ports.
    expect(await svg.locator("circle").count()).toBeGreaterThan(40);
    await page.getByRole("checkbox", { name: /^Ferry ports/ }).uncheck();
    await page.getByRole("checkbox", { name: /^Airports/ }).uncheck();
    await page.getByRole("button", { name: "Update the map" }).click();
    await expect(svg.locator("circle")).toHaveCount(10);
    await expect(page.getByTestId("list-destination").getByRole("listitem")).toHaveCount(10);
  });
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("both pages fit the screen and pass axe", async ({ page }) => {
    await page.route(TILES, (route) => route.abort());
    for (const url of ["/stay-informed/transportation?from=manila&to=boracay", "/stay-informed/local-map"]) {
      await page.goto(url);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, url).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page, `${url} (phone)`);
    }
    // A touch on the map starts the interactive map.
    await page.getByRole("img", { name: "Map of the Philippines with the places listed below" }).dispatchEvent("touchstart");
    await expect(page.getByTestId("interactive-map").locator(".map-marker-destination").first()).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page, "/stay-informed/local-map, interactive (phone)");
  });
});
