/**
 * Issue 24's family journey, in Chromium through the real built-in engine: a family of four with a baby
 * asks in Taglish for a morning flight, narrows to "mas mura", switches to a hotel near the beach with a
 * pool for those dates, asks for the tides for island hopping there, and follows each link to a page
 * opened with what they asked (the form's fields, the filters ticked, the day). Dates are relative to
 * today in Manila, so the journey runs on any day.
 */
import type { Page } from "@playwright/test";
import { addDays, ask, dialog, hrefOf, launcher, manilaToday, messageBox, openWidget, pesos } from "./support/assistant-widget.ts";
import { expect, test } from "./support/fixtures.ts";

test.describe.configure({ timeout: 180_000 });

/** "Dec 19" as a traveller types a day. */
function typed(date: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" }).format(new Date(`${date}T00:00:00Z`));
}

/** Back to the conversation from the page a link opened (it is kept across pages). */
async function reopen(page: Page) {
  await launcher(page).click();
  await expect(messageBox(page)).toBeFocused();
}

test("a Taglish family of four with a baby: morning flight, cheaper, a hotel near the beach with a pool, tides; every link prefilled", async ({
  page,
}, testInfo) => {
  const fly = addDays(manilaToday(), 21);
  await openWidget(page);

  // 1. The flight: two adults, a 7-year-old and a baby of 10 months, in the morning.
  const flights = await ask(
    page,
    `Pa-book naman ng flight Manila papuntang Bohol sa ${typed(fly)}, umaga sana. 2 adults, 1 bata (7) tsaka si baby 10 months`,
  );
  await expect(flights).toContainText("2 adults, 1 child, 1 infant");
  expect(await flights.locator(".card-flight").count()).toBeGreaterThan(0);
  const flightLink = await hrefOf(flights.getByRole("link", { name: "See all flights" }));
  expect(Object.fromEntries(flightLink.searchParams)).toMatchObject({
    origin: "MNL",
    destination: "TAG",
    departureDate: fly,
    adults: "2",
    children: "1",
    infants: "1",
    depart: "morning",
  });

  // 2. "Mas mura?": the cheapest first, for the same family, day and part of the day.
  const cheaper = await ask(page, "mas mura po?");
  const prices: number[] = [];
  for (const price of await cheaper.locator(".card-flight .card-price").all()) prices.push(pesos((await price.textContent()) ?? ""));
  expect(prices.length).toBeGreaterThan(0);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  const cheaperLink = await hrefOf(cheaper.getByRole("link", { name: "See all flights" }));
  for (const key of ["origin", "destination", "departureDate", "adults", "children", "infants", "depart"])
    expect(cheaperLink.searchParams.get(key), key).toBe(flightLink.searchParams.get(key));
  await testInfo.attach("family flights", { body: await dialog(page).screenshot(), contentType: "image/png" });

  await cheaper.getByRole("link", { name: "See all flights" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/flights/results" && url.search === cheaperLink.search);
  await expect(page.locator('[name="departureDate"]').first()).toHaveValue(fly, { timeout: 30_000 });
  await expect(page.locator('[name="adults"]').first()).toHaveValue("2");
  await expect(page.locator('[name="children"]').first()).toHaveValue("1");
  await expect(page.locator('[name="infants"]').first()).toHaveValue("1");
  await expect(page.locator('input[name="depart"][value="morning"]').first()).toBeChecked();

  // 3. A hotel for those dates, three nights, near the beach, with a pool.
  await reopen(page);
  const hotels = await ask(page, "Hotel naman sa Panglao for those dates, 3 nights, malapit sa beach, may pool");
  const out = addDays(fly, 3);
  expect(await hotels.locator(".card-hotel").count()).toBeGreaterThan(0);
  const hotelLink = await hrefOf(hotels.getByRole("link", { name: "See all hotels" }));
  expect(Object.fromEntries(hotelLink.searchParams)).toMatchObject({
    checkInDate: fly,
    checkOutDate: out,
    adults: "2",
    children: "1",
    area: "Panglao",
  });
  expect(hotelLink.searchParams.getAll("amenity")).toEqual(expect.arrayContaining(["Swimming pool", "Beachfront"]));

  await hotels.getByRole("link", { name: "See all hotels" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/hotels/results" && url.search === hotelLink.search);
  await expect(page.locator('[name="checkInDate"]').first()).toHaveValue(fly, { timeout: 30_000 });
  await expect(page.locator('[name="checkOutDate"]').first()).toHaveValue(out);
  await expect(page.locator('[name="adults"]').first()).toHaveValue("2");
  await expect(page.getByRole("list", { name: "Place filters" })).toContainText("Area: Panglao");
  await expect(page.locator('input[name="amenity"][value="Swimming pool"]').first()).toBeChecked();
  await expect(page.locator('input[name="amenity"][value="Beachfront"]').first()).toBeChecked();

  // 4. The tides there on the day after arriving, for island hopping.
  await reopen(page);
  const hop = addDays(fly, 1);
  const tides = await ask(page, `Tide doon sa ${typed(hop)} para sa island hopping?`);
  await expect(tides.locator(".card-tide")).toBeVisible();
  const tideLink = await hrefOf(tides.getByRole("link", { name: "See the tide table" }));
  expect(Object.fromEntries(tideLink.searchParams)).toMatchObject({ place: "bohol", from: hop });

  await tides.getByRole("link", { name: "See the tide table" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/stay-informed/tide" && url.search === tideLink.search);
  await expect(page.getByLabel("From")).toHaveValue(hop, { timeout: 30_000 });
  await expect(
    page
      .locator("select")
      .filter({ has: page.locator('option[value="bohol"]') })
      .first(),
  ).toHaveValue("bohol");
});
