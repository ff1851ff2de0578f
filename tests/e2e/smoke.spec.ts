import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

test("the home page answers 200 with its title", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Home - Lakbay");
  await expect(page.getByRole("main")).toBeVisible();
});

test("an unknown address shows the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found - Lakbay");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
});

test("a server error shows the 500 page with status 500", async ({ page }) => {
  const response = await page.goto("/__test/error");
  expect(response?.status()).toBe(500);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong on our side");
  await expect(page.getByText("Deliberate failure")).toHaveCount(0); // no internals leak
});

test("/health and /ready answer JSON", async ({ request }) => {
  const health = await request.get("/health");
  expect(health.status()).toBe(200);
  expect(health.headers()["content-type"]).toContain("application/json");
  expect(await health.json()).toEqual({ status: "ok" });
  const ready = await request.get("/ready");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: "ready", database: "pglite" });
});

test("the home page has no serious accessibility problems", async ({ page }) => {
  await page.goto("/");
  await expectNoSeriousA11yViolations(page, "home");
});
