/**
 * The visitor's location in Chromium (spec §2, §4, §8): granted, denied, unanswered and missing
 * geolocation; the 100 m and 1000 m sync rules; the weather page's full reload and the tide page's
 * soft one; both pages without JavaScript; axe scans.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

const CEBU = { latitude: 10.3157, longitude: 123.8854 };
const M_PER_DEG = (Math.PI * 6371_000) / 180;
const north = (p: { latitude: number; longitude: number }, m: number) => ({ latitude: p.latitude + m / M_PER_DEG, longitude: p.longitude });

const status = (page: Page) => page.locator("[data-location-status]").getByRole("status");

/** Counts full page loads of `path` and position posts. */
function watch(page: Page, path: string) {
  const seen = { documents: 0, json: 0, refresh: 0 };
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (r.resourceType() === "document" && url.pathname === path) seen.documents++;
    if (url.pathname === "/user-current-location/json") seen.json++;
    if (url.pathname === "/user-current-location/refresh") seen.refresh++;
  });
  return seen;
}

/** Seeds this tab's saved position once (not again after a reload). */
async function seedSaved(context: BrowserContext, position: { latitude: number; longitude: number }, ageMs: number) {
  await context.addInitScript(
    ([p, age]) => {
      if (sessionStorage.getItem("e2e-seeded")) return;
      sessionStorage.setItem("e2e-seeded", "1");
      sessionStorage.setItem("lakbay.location", JSON.stringify({ ...p, timestamp: Date.now() - age }));
    },
    [position, ageMs] as const,
  );
}

test.describe("granted geolocation", () => {
  test.use({ permissions: ["geolocation"], geolocation: CEBU });

  test("first visit to the weather page: the position is sent and the page fully reloads with the weather where you are", async ({
    page,
  }) => {
    const seen = watch(page, "/stay-informed/weather");
    await page.goto("/stay-informed/weather");
    await expect(page.getByRole("heading", { level: 2, name: "Weather where you are" })).toBeVisible();
    await expect(page.getByText(/MACTAN/).first()).toBeVisible();
    expect(seen.json).toBe(1);
    expect(seen.documents).toBe(2);
    // Within the hour the saved position is reused: no new post, no reload loop.
    await expect(status(page)).toHaveText(/Using the location you shared in the last hour/);
    expect(seen.json).toBe(1);
  });

  test("refresh on the weather page: a move of 1000 m or more is synced and the page FULLY reloads", async ({ page, context }) => {
    await page.goto("/stay-informed/weather");
    await expect(page.getByRole("heading", { level: 2, name: "Weather where you are" })).toBeVisible();
    await expect(status(page)).toHaveText(/last hour/);
    const seen = watch(page, "/stay-informed/weather");
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    // 400 m: saved locally, no sync, no reload.
    await context.setGeolocation(north(CEBU, 400));
    await page.getByRole("button", { name: "Refresh location" }).click();
    await expect(status(page)).toHaveText(/nothing to update/);
    expect(seen.refresh).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    // Baguio, far away: synced, and a full navigation (the marker is gone).
    await context.setGeolocation({ latitude: 16.4023, longitude: 120.596 });
    await page.getByRole("button", { name: "Refresh location" }).click();
    await expect(page.getByText(/BAGUIO/).first()).toBeVisible();
    expect(seen.refresh).toBe(1);
    expect(seen.documents).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
  });

  test("the tide page reloads softly: same document, new station", async ({ page, context }) => {
    await context.setGeolocation({ latitude: 14.58, longitude: 120.97 });
    await page.goto("/stay-informed/tide");
    await expect(page.getByRole("heading", { level: 2, name: "Manila tide station" })).toBeVisible();
    await expect(status(page)).toHaveText(/Location updated|last hour|current location/);
    const seen = watch(page, "/stay-informed/tide");
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await context.setGeolocation({ latitude: 7.07, longitude: 125.6 });
    await page.getByRole("button", { name: "Refresh location" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Davao tide station" })).toBeVisible();
    expect(seen.refresh).toBe(1);
    expect(seen.documents).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });

  test("a saved position over an hour old: a move under 100 m is not sent, 100 m or more is", async ({ page, context }) => {
    await seedSaved(context, north(CEBU, -60), 2 * 3_600_000);
    const seen = watch(page, "/stay-informed/tide");
    await page.goto("/stay-informed/tide");
    await expect(status(page)).toHaveText("Using your current location.");
    expect(seen.json).toBe(0);
    expect(seen.documents).toBe(1);

    const page2 = await context.newPage();
    await context.clearCookies();
    await page2.addInitScript(() => sessionStorage.setItem("e2e-seeded", "1"));
    await page2.addInitScript(
      (p) => sessionStorage.setItem("lakbay.location", JSON.stringify({ ...p, timestamp: Date.now() - 2 * 3_600_000 })),
      north(CEBU, -150),
    );
    const seen2 = { json: 0 };
    page2.on("request", (r) => {
      if (new URL(r.url()).pathname === "/user-current-location/json") seen2.json++;
    });
    await page2.goto("/stay-informed/tide");
    await expect(page2.getByRole("heading", { level: 2, name: "Cebu tide station" })).toBeVisible();
    await expect.poll(() => seen2.json).toBe(1);
  });
});

test.describe("device failures", () => {
  test("denied: the device message is shown, and refresh without a saved position says so", async ({ page }) => {
    await page.goto("/stay-informed/tide");
    await expect(status(page)).toHaveText("Location access denied by user");
    // On load the panel says it (no toast over the page's heading); the traveller's refresh gets a toast too.
    await expect(page.getByRole("list", { name: "Notifications" }).getByRole("listitem")).toHaveCount(0);
    await page.getByRole("button", { name: "Refresh location" }).click();
    await expect(status(page)).toHaveText("No previous location saved. Please allow location first.");
    await expect(
      page.getByRole("list", { name: "Notifications" }).getByText("No previous location saved. Please allow location first."),
    ).toBeVisible();
  });

  test("a device that never answers times out after 15 s (controlled clock)", async ({ page }) => {
    await page.clock.install();
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "geolocation", {
        configurable: true,
        get: () => ({ getCurrentPosition() {}, watchPosition: () => 0, clearWatch() {} }),
      });
    });
    await page.goto("/stay-informed/weather");
    await expect(status(page)).toHaveText("Finding your location…");
    await page.clock.runFor(14_000);
    await expect(status(page)).toHaveText("Finding your location…");
    await page.clock.runFor(1_100);
    await expect(status(page)).toHaveText("Location request timed out");
  });

  test("no geolocation API at all", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "geolocation", { configurable: true, get: () => undefined });
    });
    await page.goto("/stay-informed/tide");
    await expect(status(page)).toHaveText("Geolocation is not supported by your browser");
  });

  test("the IP look-up failing shows its message", async ({ page }) => {
    await page.route("**/user-current-location/ip/json", (r) => r.fulfill({ status: 503, contentType: "application/json", body: "{}" }));
    await page.goto("/stay-informed/tide");
    await expect(status(page)).toContainText("(Failed to fetch user location by IP.)");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the weather page shows normals, charts with tables, and the chooser works", async ({ page }) => {
    await page.goto("/stay-informed/weather");
    await expect(page).toHaveTitle("Weather - Lakbay");
    await expect(page.getByText("Climate normals, not a forecast").first()).toBeVisible();
    await expect(page.getByRole("img", { name: /Climate normals for Manila/ })).toBeVisible();
    await page.getByLabel("Or choose a place").selectOption("siargao");
    await page.getByRole("button", { name: "Show weather" }).click();
    await expect(page).toHaveURL(/place=siargao/);
    await expect(page.getByRole("heading", { level: 2, name: "Weather at Siargao" })).toBeVisible();
    await expect(page.getByText(/SURIGAO/).first()).toBeVisible();
  });

  test("the tide page lists a week of tides for a chosen destination", async ({ page }) => {
    await page.goto("/stay-informed/tide?place=coron-palawan");
    await expect(page).toHaveTitle("Tides - Lakbay");
    await expect(page.getByRole("heading", { level: 2, name: "Lubang tide station" })).toBeVisible();
    await expect(page.getByText(/not use them to navigate/)).toBeVisible();
    await expect(page.getByText(/TICON-4/)).toBeVisible();
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(8);
    await expect(page.getByRole("img", { name: /Predicted tide at Lubang/ })).toBeVisible();
  });
});

test("axe: weather and tide pages", async ({ page }) => {
  for (const path of ["/stay-informed/weather", "/stay-informed/tide"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page
      .getByText("The numbers as a table")
      .click()
      .catch(() => {});
    await expectNoSeriousA11yViolations(page, path);
  }
});

test.describe("the location elsewhere", () => {
  test.use({ permissions: ["geolocation"], geolocation: CEBU });

  test("the flight search starts from the airport nearest the saved position, unless one is chosen", async ({ page, context }) => {
    await seedSaved(context, CEBU, 5 * 60_000);
    await page.goto("/flights");
    await expect(
      page
        .getByRole("combobox", { name: "From" })
        .or(page.getByLabel("From", { exact: true }))
        .first(),
    ).toHaveValue("CEB");
    await page.goto("/flights?origin=DVO");
    await expect(page.getByLabel("From", { exact: true }).first()).not.toHaveValue("CEB");
  });

  test("hotels near me fill in the device's position", async ({ page }) => {
    await page.goto("/hotels");
    await page.getByText("Near a place", { exact: true }).click();
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page.getByLabel("Latitude")).toHaveValue("10.31570");
    await expect(page.getByLabel("Longitude")).toHaveValue("123.88540");
  });
});

test("a guide says how far the destination is from the saved position", async ({ page, context }) => {
  await seedSaved(context, CEBU, 5 * 60_000);
  await page.goto("/travel-circuits/bohol");
  await expect(page.getByText(/^about \d+ km from you$/)).toBeVisible();
  await expect(page.getByText(/^about \d+ km from you$/)).toHaveText(/about 7\d km from you/);
});
