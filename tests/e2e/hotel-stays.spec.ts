/**
 * Hotels as a family meets them (issue 23), in Chromium: two tabs on one stay (the second is warned,
 * with a link to the first, and pays only after "Yes, book another room"); dates and counts written as
 * people write them on the page, the voucher and the mail; rooms sorted as soon as the sort changes
 * (and with its button without JavaScript); the results' filters applied by a click made before the
 * page's JavaScript arrived.
 */
import type { Page } from "@playwright/test";
import { pageWithHeldScripts } from "./support/held-scripts.ts";
import { extractPdfText } from "../support/pdf-text.ts";
import { expect, test, uniqueEmail } from "./support/fixtures.ts";
import { waitForMail } from "./support/mail.ts";

/** A date `days` from today (Manila), as the form and URLs take it. */
function stayDate(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

const MACHINE_DATE = /\b20\d\d-\d\d-\d\d\b/;

/** The first hotel of a destination's results, its details page for the stay. */
async function firstHotel(page: Page, destination: string, days: number, party = "adults=2") {
  await page.goto(
    `/hotels/results?searchType=destination&destination=${encodeURIComponent(destination)}&checkInDate=${stayDate(days)}&checkOutDate=${stayDate(days + 2)}&rooms=1&${party}`,
  );
  await page.getByRole("list", { name: "Hotels" }).locator(":scope > li").first().getByRole("heading").getByRole("link").click();
  await expect(page.getByRole("list", { name: "Room rates" })).toBeVisible();
}

/** A hotel's page for a stay (every room of PPS002 and CEB001 has a free cancellation period). */
async function hotelPage(page: Page, code: string, days: number) {
  await page.goto(`/hotels/${code}?checkInDate=${stayDate(days)}&checkOutDate=${stayDate(days + 2)}&rooms=1&adults=2&children=0`);
  await expect(page.getByRole("list", { name: "Room rates" })).toBeVisible();
}

async function fillGuest(page: Page, email: string) {
  await page.getByLabel("First name").fill("Ligaya");
  await page.getByLabel("Last name").fill("Mercado");
  await page.getByLabel("E-mail for the confirmation").fill(email);
  await page.getByLabel("Mobile number").fill("+63 917 555 0101");
}

async function fillCard(page: Page) {
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("Name on the card").fill("Ligaya Mercado");
}

test("two tabs on one stay: the second is warned, links to the first, and is charged only after 'Yes, book another room'", async ({
  page,
  context,
}) => {
  const email = uniqueEmail("two-tabs");
  await hotelPage(page, "PPS002", 61);
  // A room with free cancellation, so its line and the voucher carry a date.
  const rooms = page.getByRole("list", { name: "Room rates" }).locator(":scope > li");
  const refundable = rooms.filter({ hasText: "Free cancellation until" }).first();
  await expect(refundable).toBeVisible();
  await expect(refundable).toContainText(/Free cancellation until (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} 20\d\d/);
  await expect(page.getByRole("list", { name: "Room rates" })).not.toContainText(MACHINE_DATE);
  await refundable.getByRole("link", { name: /^Select / }).click();
  await expect(page).toHaveTitle("Hotel checkout - Lakbay");
  const checkoutUrl = page.url();

  // The second tab opens the same checkout before the first has paid: no warning yet.
  const second = await context.newPage();
  await second.goto(checkoutUrl);
  await expect(second.getByTestId("held-stays-warning")).toHaveCount(0);

  await fillGuest(page, email);
  await fillCard(page);
  const since = Date.now();
  await page.getByRole("button", { name: /^Pay ₱/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your stay is booked");
  const first = (await page.getByTestId("booking-reference").textContent())!.trim();

  // The voucher and the mail write dates, times and stars as people read them.
  const mail = await waitForMail({ to: email, subject: /is confirmed/, since });
  expect(mail.text).toMatch(/Check-in (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} 20\d\d from \d{1,2}:\d\d [AP]M/);
  expect(mail.text).toContain("Free cancellation until ");
  expect(mail.text).not.toMatch(MACHINE_DATE);
  const voucher = await extractPdfText(await (await page.request.get(`/hotels/confirmation/${first}/voucher`)).body());
  expect(voucher).toMatch(/-star /);
  expect(voucher).not.toContain("*");
  expect(voucher).not.toMatch(MACHINE_DATE);
  await expect(page.getByText(/^Free cancellation until/)).not.toContainText(MACHINE_DATE);

  // The second tab pays with GCash: nothing is charged, the first booking is named and linked.
  await fillGuest(second, email);
  await second.getByRole("radio", { name: "GCash" }).check();
  await second.getByRole("button", { name: /^Pay ₱/ }).click();
  const warning = second.getByTestId("held-stays-warning");
  await expect(warning).toBeVisible();
  await expect(warning.getByRole("heading")).toHaveText("You already have a booking at this hotel for these dates");
  await expect(warning.getByRole("link", { name: `Booking ${first}` })).toHaveAttribute("href", `/hotels/confirmation/${first}`);
  await expect(warning).toContainText("(paid)");
  await expect(second).toHaveURL(/\/hotels\/checkout\?/);
  // Paying again without saying yes still charges nothing.
  await second.getByRole("button", { name: /^Pay ₱/ }).click();
  await expect(warning.getByText(/^Tick “Yes, book another room”/)).toBeVisible();
  await expect(second).toHaveURL(/\/hotels\/checkout\?/);
  const paidFirst = (await (await page.request.get(`/api/__test/payments/${first}`)).json()) as { data: { status: string }[] };
  expect(paidFirst.data.map((p) => p.status)).toEqual(["succeeded"]);

  // Saying yes: the wallet opens and the second room is booked.
  await warning.getByLabel("Yes, book another room").check();
  await second.getByRole("button", { name: /^Pay ₱/ }).click();
  await expect(second).toHaveURL(/\/payments\/sandbox\/wallet\//);
  await second.getByRole("button", { name: /^Pay ₱/ }).click();
  await expect(second.getByRole("heading", { level: 1 })).toHaveText("Your stay is booked");
  const another = (await second.getByTestId("booking-reference").textContent())!.trim();
  expect(another).not.toBe(first);

  // A third visit is warned as soon as the checkout opens, before typing anything, about both.
  const third = await context.newPage();
  await third.goto(checkoutUrl);
  const upFront = third.getByTestId("held-stays-warning");
  await expect(upFront.getByRole("link", { name: `Booking ${first}` })).toBeVisible();
  await expect(upFront.getByRole("link", { name: `Booking ${another}` })).toBeVisible();
});

test("a child is one child, not '1 children', on the results and the hotel's page", async ({ page }) => {
  await firstHotel(page, "Bohol, Philippines", 33, "adults=2&children=1");
  await expect(page.getByRole("region", { name: "Rooms and rates" })).toContainText("2 adults and 1 child");
  await page.goBack();
  await expect(page.getByText(/— change search$/)).toContainText("2 adults and 1 child");
  await expect(page.locator("main")).not.toContainText("1 children");
});

test("rooms are sorted as soon as the sort changes, and with its button without JavaScript", async ({ page, browser }) => {
  await hotelPage(page, "CEB001", 47);
  const sizes = async () =>
    (await page.getByRole("list", { name: "Room rates" }).locator(":scope > li").allTextContents()).map((t) =>
      Number(/(\d+) m²/.exec(t)?.[1]),
    );
  await page.getByRole("form", { name: "Sort rooms" }).getByLabel("Sort rooms by").selectOption("size-desc");
  await expect(page).toHaveURL(/roomSort=size-desc/);
  await expect
    .poll(async () => {
      const s = await sizes();
      return s.length > 1 && s.every((x, i) => i === 0 || s[i - 1] >= x);
    })
    .toBe(true);
  // A filter applied afterwards keeps the sort.
  await page.getByRole("form", { name: "Filter rooms" }).getByLabel("Cancellation").selectOption("any");
  await page.getByRole("form", { name: "Filter rooms" }).getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/roomSort=size-desc/);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(page.url().replace(/roomSort=[^&]+&?/, ""));
  await plain.getByLabel("Sort rooms by").selectOption("size-asc");
  await plain.getByRole("form", { name: "Sort rooms" }).getByRole("button", { name: "Sort", exact: true }).click();
  await expect(plain).toHaveURL(/roomSort=size-asc/);
  await noScript.close();
});

test("a filter applied before the page's JavaScript arrived still filters the hotels", async ({ context }) => {
  const { page, release } = await pageWithHeldScripts(context);
  await page.goto(
    `/hotels/results?searchType=destination&destination=${encodeURIComponent("Boracay, Philippines")}&checkInDate=${stayDate(24)}&checkOutDate=${stayDate(26)}&rooms=1&adults=2&sort=rating-asc`,
    { waitUntil: "domcontentloaded" },
  );
  const filters = page.getByRole("form", { name: "Filter hotels" });
  await filters.getByLabel("Minimum stars").selectOption("4");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  // What the traveller waits for: the list with only 4- and 5-star hotels, the sort kept.
  const hotels = page.getByRole("list", { name: "Hotels" });
  await expect(page).toHaveURL(/minRating=4/);
  await expect(page).toHaveURL(/sort=rating-asc/);
  const stars = (await hotels.locator(".sr-only", { hasText: "-star" }).allTextContents()).map((s) => Number.parseInt(s, 10));
  expect(stars.length).toBeGreaterThan(0);
  expect(Math.min(...stars)).toBeGreaterThanOrEqual(4);
  await release();
  await expect(filters.getByLabel("Minimum stars")).toHaveValue("4");
});

test("on a phone, the map's hotels sit on land: Boracay's own coast is drawn under them", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(
    `/hotels/results?searchType=destination&destination=${encodeURIComponent("Boracay, Philippines")}&checkInDate=${stayDate(28)}&checkOutDate=${stayDate(30)}&rooms=1&adults=2&view=map`,
  );
  const map = page.getByRole("group", { name: /Map of the hotels/ });
  await expect(map.getByTestId("coast-detail").first()).toBeAttached();
  await expect(page.getByText(/Coast near the hotels © OpenStreetMap contributors/)).toBeVisible();
  // Each hotel's true spot (where its number's line leads, or the number itself) is inside the drawn land.
  const offshore = await page.evaluate(() => {
    const svg = document.querySelector<SVGSVGElement>('svg[aria-labelledby="results-map-title"]')!;
    const coast = [...svg.querySelectorAll<SVGPathElement>('[data-testid="coast-detail"]')];
    const spots = [...svg.querySelectorAll<SVGAElement>("a[data-spot]")];
    return spots
      .filter((a) => {
        const [x, y] = a.dataset.spot!.split(" ").map(Number);
        return !coast.some((path) => {
          // From the canvas into the path's own units (its group's translate and scale).
          const local = new DOMPoint(x, y).matrixTransform(
            (path.parentNode as SVGGElement).transform.baseVal.consolidate()!.matrix.inverse(),
          );
          return path.isPointInFill(local);
        });
      })
      .map((a) => a.getAttribute("aria-label"));
  });
  expect(offshore).toEqual([]);
  const shot = await map.screenshot();
  expect(shot.byteLength).toBeGreaterThan(0);
});
