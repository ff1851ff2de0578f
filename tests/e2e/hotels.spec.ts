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

  // Sort applies at once; filters from the left column. Each step waits for what the traveller waits
  // for, the list itself, not for the address bar (which changes before the new list is drawn).
  const ratingsShown = async () =>
    (await hotels.locator(".sr-only", { hasText: "-star" }).allTextContents()).map((s) => Number.parseInt(s, 10));
  const sortedHighFirst = (r: number[]) => r.length > 0 && r.every((x, i) => i === 0 || r[i - 1] >= x);
  await page.getByRole("form", { name: "Sort hotels" }).getByLabel("Sort by").selectOption("rating-desc");
  await expect.poll(async () => sortedHighFirst(await ratingsShown())).toBe(true);
  await expect(page).toHaveURL(/sort=rating-desc/);
  const filters = page.getByRole("form", { name: "Filter hotels" });
  await filters.getByLabel("Minimum stars").selectOption("3");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(filters.getByLabel("Minimum stars")).toHaveValue("3");
  await expect.poll(async () => Math.min(...(await ratingsShown()))).toBeGreaterThanOrEqual(3);
  await expect(page).toHaveURL(/minRating=3/);
  await expect(page).toHaveURL(/sort=rating-desc/);
  expect(sortedHighFirst(await ratingsShown())).toBe(true);

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

  // Cancel under the policy: the quote first (what is kept, what comes back, to which card, when), then confirm.
  await page.getByRole("link", { name: "See the cancellation quote" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancel your stay?");
  const quoted = {
    kept: await page.getByTestId("cancel-penalty").textContent(),
    back: await page.getByTestId("cancel-refund").textContent(),
  };
  await expect(page.getByTestId("cancel-terms")).toContainText("Visa ending 4242");
  await expect(page.getByText(/up to 30 days \(PayMongo\)/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "hotel cancellation quote");
  // Keeping the booking changes nothing.
  await page.getByRole("link", { name: "Keep my booking" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your stay is booked");
  await page.getByRole("link", { name: "See the cancellation quote" }).click();
  const cancelSince = Date.now();
  await page.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(page.getByText(/^Booking cancelled\./)).toBeVisible();
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  // The booking page and the e-mail say the numbers of the quote.
  await expect(page.getByTestId("cancel-refund")).toHaveText(quoted.back!);
  await expect(page.getByTestId("cancel-penalty")).toHaveText(quoted.kept!);
  const cancelMail = await waitForMail({ to: email, subject: /cancelled/, since: cancelSince });
  expect(cancelMail.text).toContain(`Refunded: ${quoted.back}`);
  expect(cancelMail.text).toContain(`Kept under the policy: ${quoted.kept}`);
});

test("a phone sees the first hotel on its first screen, with filters in a sheet run by the keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(
    `/hotels/results?searchType=destination&destination=${encodeURIComponent("Boracay, Philippines")}&checkInDate=${stayDate(20)}&checkOutDate=${stayDate(22)}&rooms=1&adults=2`,
  );
  const first = page.getByRole("list", { name: "Hotels" }).locator(":scope > li").first();
  const box = (await first.boundingBox())!;
  expect(box.y).toBeLessThan(700);
  await expect(page.getByRole("form", { name: "Filter hotels" })).toBeHidden();

  // Sort applies on change.
  await page.getByLabel("Sort by").selectOption("rating-desc");
  await expect(page).toHaveURL(/sort=rating-desc/);

  // The sheet: opened from the keyboard, focus kept inside, Esc closes it and focus returns to the button.
  const button = page.getByRole("link", { name: "Filters", exact: true });
  await button.focus();
  await page.keyboard.press("Enter");
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await expect(sheet).toBeVisible();
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("dialog") || document.activeElement === document.body)).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(button).toBeFocused();

  // Applying from the sheet by keyboard: it closes, the filter holds, the sort is kept.
  await page.keyboard.press("Enter");
  await expect(sheet).toBeVisible();
  await sheet.getByLabel("Minimum stars").selectOption("4");
  await sheet.getByRole("checkbox", { name: "Swimming pool" }).focus();
  await page.keyboard.press("Space");
  await sheet.getByRole("button", { name: "Show hotels" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/minRating=4/);
  await expect(page).toHaveURL(/amenity=Swimming\+pool/);
  await expect(page).toHaveURL(/sort=rating-desc/);
  await expect(sheet).toBeHidden();
  await expect(page.getByRole("link", { name: "Filters (2 chosen)" })).toBeVisible();
  const stars = await page.getByRole("list", { name: "Hotels" }).locator(".sr-only", { hasText: "-star" }).allTextContents();
  for (const s of stars) expect(Number.parseInt(s, 10)).toBeGreaterThanOrEqual(4);
});

test("without JavaScript the phone's filters open as a page of their own and sort has its button", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(
    `/hotels/results?searchType=destination&destination=${encodeURIComponent("Cebu, Philippines")}&checkInDate=${stayDate(20)}&checkOutDate=${stayDate(22)}&rooms=1&adults=2`,
  );
  await page.getByLabel("Sort by").selectOption("name-asc");
  await page.getByRole("button", { name: "Sort", exact: true }).click();
  await expect(page).toHaveURL(/sort=name-asc/);
  await page.getByRole("link", { name: "Filters" }).click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await expect(sheet).toBeVisible();
  await sheet.getByLabel("Minimum stars").selectOption("5");
  await sheet.getByRole("button", { name: "Show hotels" }).click();
  await expect(page).toHaveURL(/minRating=5/);
  await expect(page).toHaveURL(/sort=name-asc/);
  await expect(page).not.toHaveURL(/filters=open/);
  await context.close();
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
  const map = page.getByRole("group", { name: /Map of the hotels/ });
  await expect(map).toBeVisible();
  // The coast of the offline map lies under the markers; the interactive map waits to be asked for.
  await expect(map.getByTestId("coast")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Zoom and pan the map" })).toBeVisible();
});

test("a search narrowed to an area and a point opens with both filters applied, each removable", async ({ page }) => {
  const stay = `checkInDate=${stayDate(20)}&checkOutDate=${stayDate(22)}&rooms=1&adults=2`;
  await page.goto(`/hotels/results?searchType=destination&destination=Siargao,+Philippines&${stay}&area=General+Luna&near=Cloud+9`);
  const filters = page.getByRole("list", { name: "Place filters" });
  await expect(filters.getByRole("link", { name: /Area: General Luna/ })).toBeVisible();
  await expect(filters.getByRole("link", { name: /Near: Cloud 9/ })).toBeVisible();
  const hotels = page.getByRole("list", { name: "Hotels" }).locator(":scope > li");
  await expect(hotels.first()).toContainText("General Luna");
  await expect(hotels.first()).toContainText(/\d+\.\d km from Cloud 9/);
  await expectNoSeriousA11yViolations(page);
  await filters.getByRole("link", { name: /Near: Cloud 9/ }).click();
  await expect(page).not.toHaveURL(/near=/);
  await expect(page.getByRole("link", { name: /Near: Cloud 9/ })).toHaveCount(0);
  // A name Siargao does not have is said plainly and filters nothing.
  await page.goto(`/hotels/results?searchType=destination&destination=Siargao,+Philippines&${stay}&area=Makati`);
  await expect(page.getByText("We could not find “Makati” in Siargao, so that filter was not applied.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Hotels" }).locator(":scope > li").first()).toBeVisible();
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
