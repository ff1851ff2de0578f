/**
 * Hotels, end to end in Chromium: destination search → filter and sort → more results → details →
 * room → checkout and payment → confirmation (voucher, e-mail) → look-up by reference and last name →
 * cancellation; a 3-D Secure card and GCash through the sandbox gateway's pages; a code search; a
 * location search; room rates flagged outdated after 15 minutes (Playwright's controllable clock).
 */
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test, uniqueEmail } from "./support/fixtures.ts";
import { waitForMail } from "./support/mail.ts";
import type { Page } from "@playwright/test";
import { extractPdfText } from "../support/pdf-text.ts";

/** A date `days` from today (Manila), as the form and URLs take it. */
function stayDate(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** From a results URL to the checkout of the first hotel's first room, guest details filled in. */
async function checkoutFirstRoom(page: Page, destination: string, days: number, email: string) {
  await page.goto(
    `/hotels/results?searchType=destination&destination=${encodeURIComponent(destination)}&checkInDate=${stayDate(days)}&checkOutDate=${stayDate(days + 2)}&rooms=1&adults=2`,
  );
  await page.getByRole("list", { name: "Hotels" }).locator(":scope > li").first().getByRole("heading").getByRole("link").click();
  // The first room that fits two adults for these dates.
  await page
    .getByRole("list", { name: "Room rates" })
    .getByRole("link", { name: /^Select / })
    .first()
    .click();
  await expect(page).toHaveTitle("Hotel checkout - Lakbay");
  await page.getByLabel("First name").fill("Jose");
  await page.getByLabel("Last name").fill("Rizal");
  await page.getByLabel("E-mail for the confirmation").fill(email);
  await page.getByLabel("Mobile number").fill("+63 917 765 4321");
}

test("destination search to a booked, then cancelled, stay", async ({ page, browser }) => {
  await page.goto("/hotels");
  await expect(page).toHaveTitle("Hotels - Lakbay");
  await page.getByRole("combobox", { name: "Destination" }).fill("Boracay, Philippines");
  await page.getByRole("button", { name: "Search hotels" }).click();

  await expect(page).toHaveURL(/\/hotels\/results\?/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hotels in Boracay");
  await expect(page).toHaveTitle("Hotels in Boracay - Lakbay");
  const hotels = page.getByRole("list", { name: "Hotels" }).locator(":scope > li");
  await expect(hotels).toHaveCount(12);
  await expectNoSeriousA11yViolations(page, "hotel results");

  // Filter and sort.
  const filters = page.getByRole("form", { name: "Filter and sort hotels" });
  await filters.getByLabel("Sort by").selectOption("rating-desc");
  await filters.getByLabel("Minimum stars").selectOption("3");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/sort=rating-desc/);
  await expect(page).toHaveURL(/minRating=3/);
  const stars = await hotels.locator(".sr-only", { hasText: "-star" }).allTextContents();
  const ratings = stars.map((s) => Number.parseInt(s, 10));
  expect(ratings.length).toBeGreaterThan(0);
  expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
  expect(Math.min(...ratings)).toBeGreaterThanOrEqual(3);

  // More results are appended.
  const before = await hotels.count();
  if (await page.getByRole("link", { name: "Show more results" }).isVisible()) {
    await page.getByRole("link", { name: "Show more results" }).click();
    await expect.poll(() => hotels.count()).toBeGreaterThan(before);
  }

  // Details, room, checkout.
  const first = hotels.first().getByRole("heading", { level: 3 });
  const hotelName = (await first.locator("a").textContent())!.replace(/^\d+\.\s*/, "").trim();
  await first.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hotelName);
  await expect(page).toHaveTitle(`${hotelName} - Lakbay`);
  const rooms = page.getByRole("list", { name: "Room rates" });
  await rooms
    .getByRole("link", { name: /^Room details/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: /^Your stay:/ })).toBeVisible();
  await page.getByRole("link", { name: "Book this room" }).click();

  await expect(page).toHaveTitle("Hotel checkout - Lakbay");
  const email = uniqueEmail("hotel");
  await page.getByLabel("First name").fill("Maria");
  await page.getByLabel("Last name").fill("Santos");
  await page.getByLabel("E-mail for the confirmation").fill(email);
  await page.getByLabel("Mobile number").fill("+63 917 123 4567");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("Name on the card").fill("Maria Santos");
  const since = Date.now();
  await page.getByRole("button", { name: /^Pay / }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your stay is booked");
  const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
  expect(reference).toMatch(/^H[A-Z0-9]{5}$/);
  const voucher = await page.request.get(`/hotels/confirmation/${reference}/voucher`);
  expect(voucher.status()).toBe(200);
  expect(voucher.headers()["content-type"]).toBe("application/pdf");
  const mail = await waitForMail({ to: email, subject: /is confirmed/, since });
  expect(mail.text).toContain(reference);

  // Another browser finds it with the reference and the last name only.
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await stranger.goto(`/hotels/confirmation/${reference}`);
  await expect(stranger.getByRole("heading", { level: 1 })).toHaveText("Find your booking");
  await stranger.getByLabel("Last name").fill("Cruz");
  await stranger.getByRole("button", { name: "Show booking" }).click();
  await expect(stranger.getByText("No booking matches that reference and last name.")).toBeVisible();
  await stranger.getByLabel("Last name").fill("santos");
  await stranger.getByRole("button", { name: "Show booking" }).click();
  await expect(stranger.getByTestId("booking-reference")).toHaveText(reference);
  await other.close();

  // Cancel under the policy.
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByText(/^Booking cancelled\./)).toBeVisible();
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
});

test("a 3-D Secure card: the one-time code on the gateway's page, then a booked stay", async ({ page }) => {
  const email = uniqueEmail("hotel-3ds");
  await checkoutFirstRoom(page, "Bohol", 30, email);
  await page.getByLabel("Card number").fill("4000 0000 0000 3220");
  await page.getByLabel("Expiry (MM/YY)").fill("11/30");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("Name on the card").fill("Jose Rizal");
  const since = Date.now();
  await page.getByRole("button", { name: /^Pay ₱/ }).click();

  await expect(page).toHaveURL(/\/payments\/sandbox\/challenge\//);
  const code = (await page.getByTestId("sandbox-code").innerText()).replace(/\s/g, "");
  await page.getByLabel("One-time code").fill(code);
  await page.getByRole("button", { name: "Approve payment" }).click();

  await expect(page).toHaveURL(/\/hotels\/confirmation\/H[A-Z0-9]{5}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your stay is booked");
  const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
  const mail = await waitForMail({ to: email, subject: /is confirmed/, since });
  expect(mail.text).toContain(reference);
  const payments = (await (await page.request.get(`/api/__test/payments/${reference}`)).json()) as { data: { status: string }[] };
  expect(payments.data.map((p) => p.status)).toEqual(["succeeded"]);
  const voucher = await page.request.get(`/hotels/confirmation/${reference}/voucher`);
  expect(await extractPdfText(await voucher.body())).toContain("ending 3220");
});

test("GCash: approved on the wallet's page, then a booked stay", async ({ page }) => {
  await checkoutFirstRoom(page, "Siargao", 45, uniqueEmail("hotel-gcash"));
  await page.getByRole("radio", { name: "GCash" }).check();
  await expect(page.getByText("You will approve the payment in GCash.")).toBeVisible();
  await page.getByRole("button", { name: /^Pay ₱/ }).click();

  await expect(page).toHaveURL(/\/payments\/sandbox\/wallet\//);
  await page.getByRole("button", { name: /^Pay ₱/ }).click();

  await expect(page).toHaveURL(/\/hotels\/confirmation\/H[A-Z0-9]{5}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your stay is booked");
  const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
  const voucher = await page.request.get(`/hotels/confirmation/${reference}/voucher`);
  expect(voucher.status()).toBe(200);
  expect(await extractPdfText(await voucher.body())).toContain("GCash");
});

test("a Maya payment cancelled on the wallet's page books nothing and says so", async ({ page }) => {
  await checkoutFirstRoom(page, "Coron", 52, uniqueEmail("hotel-maya"));
  await page.getByRole("radio", { name: "Maya" }).check();
  await page.getByRole("button", { name: /^Pay ₱/ }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/wallet\//);
  await page.getByRole("button", { name: "Cancel payment" }).click();

  await expect(page).toHaveURL(/\/hotels\/checkout\/return\?/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The payment did not go through");
  const reference = new URL(page.url()).searchParams.get("reference")!;
  const payments = (await (await page.request.get(`/api/__test/payments/${reference}`)).json()) as { data: { status: string }[] };
  expect(payments.data.map((p) => p.status)).not.toContain("succeeded");
  await page.goto(`/hotels/confirmation/${reference}`);
  await expect(page.getByText("Your stay is booked")).toHaveCount(0);
});

test("a search by hotel code finds that hotel", async ({ page }) => {
  await page.goto("/hotels");
  await page.getByRole("radio", { name: "Hotel code" }).check();
  await page.getByRole("combobox", { name: "Hotel code" }).fill("ENI002");
  await page.getByRole("button", { name: "Search hotels" }).click();
  await expect(page.getByText(/^1 hotel found/)).toBeVisible();
  await expect(page.getByRole("list", { name: "Hotels" })).toContainText("code ENI002");
});

test("a search near a point lists hotels with their distance, and a map", async ({ page }) => {
  await page.goto("/hotels");
  await page.getByRole("radio", { name: "Near a place" }).check();
  await page.getByLabel("Latitude").fill("9.549");
  await page.getByLabel("Longitude").fill("123.774");
  await page.getByRole("button", { name: "Search hotels" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hotels in the chosen place");
  await expect(page.getByRole("list", { name: "Hotels" }).locator(":scope > li").first()).toContainText("km away");
  await page.getByRole("navigation", { name: "Results view" }).getByRole("link", { name: "Map" }).click();
  await expect(page.getByRole("img", { name: /Map of the hotels/ })).toBeVisible();
});

test("the search form shows the spec's messages", async ({ page }) => {
  await page.goto("/hotels/results?searchType=destination&destination=&checkInDate=&checkOutDate=");
  await expect(page.getByText("Destination is required")).toBeVisible();
  await expect(page.getByText("Check-in date is required")).toBeVisible();
  await expect(page.getByText("Check-out date is required")).toBeVisible();
});

test("room rates are flagged outdated after 15 minutes and can be refreshed", async ({ page }) => {
  await page.clock.install();
  await page.goto("/hotels");
  await page.getByRole("combobox", { name: "Destination" }).fill("Siargao, Philippines");
  await page.getByRole("button", { name: "Search hotels" }).click();
  await page.getByRole("list", { name: "Hotels" }).locator(":scope > li").first().getByRole("heading").getByRole("link").click();
  await expect(page.getByRole("list", { name: "Room rates" })).toBeVisible();
  const flag = page.getByText("Room rates may be outdated. Please refresh.");
  await expect(flag).toHaveCount(0);
  await page.clock.fastForward("16:00");
  await expect(flag).toBeVisible();
  await page.getByRole("link", { name: "Refresh rates" }).click();
  await expect(page.getByRole("list", { name: "Room rates" })).toBeVisible();
  await expect(flag).toHaveCount(0);
});
