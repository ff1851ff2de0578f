/**
 * The travel assistant end to end (issue 19): whole journeys in the widget through the real built-in
 * engine (no interception of /api/chat), as a traveller would make them, each fact in a reply checked
 * against the page its link opens: a flight search down to the passengers step, hotels under a nightly
 * budget, a guide, tides, a fee with its source, follow-ups that keep the context, a booking's status
 * (and nothing for a wrong last name), a refund that only links to its quote, and the keyboard alone.
 * Screenshots of the open widget answering go to test-results/ (for a person to look at).
 */
import type { Locator, Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test, uniqueEmail } from "./support/fixtures.ts";
import {
  addDays,
  ask,
  cardDay,
  dialog,
  hrefOf,
  launcher,
  manilaToday,
  messageBox,
  openWidget,
  pesos,
  recordAnnouncements,
} from "./support/assistant-widget.ts";
import { ticketedTrip } from "./support/flight-booking.ts";

// The machine running the suite may be busy: the engine answers in milliseconds, pages take longer.
test.describe.configure({ timeout: 120_000 });

type FlightCard = { flights: string; price: number };

async function flightCards(reply: Locator): Promise<FlightCard[]> {
  const cards = reply.locator(".card-flight");
  const out: FlightCard[] = [];
  for (const card of await cards.all()) {
    const title = (await card.locator(".card-title").textContent())!.trim();
    // "Philippine Airlines PR 1845" or "Cebu Pacific 5J 557 + 5J 558": the flight numbers after the airline.
    const flights = title.match(/[A-Z0-9]{2} \d{1,4}(?: \+ [A-Z0-9]{2} \d{1,4})*$/)?.[0] ?? title;
    out.push({ flights, price: pesos((await card.locator(".card-price").textContent())!) });
  }
  return out;
}

/** On /flights/results: every card is a fare the page offers, at the same price. Answers the page's fares in order. */
async function expectOnResults(page: Page, cards: FlightCard[]): Promise<FlightCard[]> {
  const selects = page.getByRole("button", { name: /^Select / });
  await expect(selects.first()).toBeVisible({ timeout: 30_000 });
  const offered = (await selects.evaluateAll((bs) => bs.map((b) => b.getAttribute("aria-label") ?? ""))).map((label) => ({
    flights: label.replace(/^Select .+? on (.+) for .*$/, "$1"),
    price: pesos(label.replace(/^.* for /, "")),
  }));
  for (const card of cards) expect(offered, `${card.flights} at ₱${card.price}`).toContainEqual(card);
  return offered;
}

test("a flight search: the cards are the results page's flights and prices, the link opens that search, a fare leads to the passengers step", async ({
  page,
}, testInfo) => {
  await openWidget(page);
  const reply = await ask(page, "flights from Manila to Cebu next Friday for 2 adults");
  const cards = await flightCards(reply);
  expect(cards.length).toBeGreaterThan(0);
  // Prices in the text are the cards' prices, cheapest first.
  const prices = cards.map((c) => c.price);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  const all = reply.getByRole("link", { name: "See all flights" });
  const href = await hrefOf(all);
  expect(href.pathname).toBe("/flights/results");
  expect(href.searchParams.get("origin")).toBe("MNL");
  expect(href.searchParams.get("destination")).toBe("CEB");
  expect(href.searchParams.get("adults")).toBe("2");
  const date = href.searchParams.get("departureDate")!;
  // Next Friday: a Friday in the coming two weeks (Philippine time).
  expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(5);
  expect(date > manilaToday()).toBe(true);
  expect(date <= addDays(manilaToday(), 14)).toBe(true);
  for (const card of await reply.locator(".card-flight").all()) await expect(card).toContainText(cardDay(date));
  await testInfo.attach("flight reply", { body: await dialog(page).screenshot(), contentType: "image/png" });

  await all.click();
  await expect(page).toHaveURL((url) => url.pathname === "/flights/results" && url.search === href.search);
  await expect(page.getByRole("heading", { name: /MNL → CEB/ })).toBeVisible({ timeout: 30_000 });
  const offered = await expectOnResults(page, cards);

  // Pick the reply's first fare and go on to the passengers.
  const first = offered.findIndex((o) => o.flights === cards[0].flights && o.price === cards[0].price);
  await page
    .getByRole("button", { name: /^Select / })
    .nth(first)
    .click();
  await expect(page).toHaveURL(/\/flights\/passengers\?s=/, { timeout: 30_000 });
  await expect(page.locator('[name="p1.surname"]')).toBeVisible();
});

test("hotels under a nightly budget: every card within it, the link opens that search", async ({ page }, testInfo) => {
  await openWidget(page);
  const reply = await ask(page, "hotels in El Nido under 3k a night");
  const cards = reply.locator(".card-hotel");
  expect(await cards.count()).toBeGreaterThan(0);
  const names: string[] = [];
  for (const card of await cards.all()) {
    expect(pesos((await card.locator(".card-price").textContent())!)).toBeLessThanOrEqual(3000);
    names.push((await card.locator(".card-title").textContent())!.trim());
  }
  await testInfo.attach("hotel reply", { body: await dialog(page).screenshot(), contentType: "image/png" });

  const all = reply.getByRole("link", { name: "See all hotels" });
  const href = await hrefOf(all);
  expect(href.pathname).toBe("/hotels/results");
  expect(href.searchParams.get("maxPrice")).toBe("3000");
  await all.click();
  await expect(page).toHaveURL((url) => url.pathname === "/hotels/results" && url.search === href.search);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Hotels in El Nido/, { timeout: 30_000 });
  const list = page.getByRole("list", { name: "Hotels" });
  for (const name of names) await expect(list).toContainText(name);
});

test("a guide, the tides of tomorrow as the tide page has them, and a fee with its source and date", async ({ page }) => {
  await openWidget(page);
  const guide = await ask(page, "things to do in Siargao");
  const guideLink = guide.getByRole("link", { name: /Siargao/ }).first();
  expect((await hrefOf(guideLink)).pathname).toBe("/travel-circuits/siargao");

  const tides = await ask(page, "when is low tide in Coron tomorrow");
  const card = tides.locator(".card-tide");
  await expect(card).toHaveCount(1);
  const tomorrow = addDays(manilaToday(), 1);
  const dayLong = new Intl.DateTimeFormat("en-PH", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" }).format(
    new Date(`${tomorrow}T00:00:00Z`),
  );
  await expect(card.locator(".card-title")).toContainText(dayLong);
  const station = (await card.locator(".card-title").textContent())!.match(/^Tides at (.+?), /)![1];
  // "Low tide 5:12 AM · 0.34 m" → "Low 5:12 AM, 0.34 m", as the tide page writes them.
  const told = (await card.locator(".card-list li").allTextContents()).map((t) =>
    t
      .replace(/ tide /, " ")
      .replace(" · ", ", ")
      .trim(),
  );
  expect(told.some((t) => t.startsWith("Low "))).toBe(true);
  await expect(tides).toContainText(/Low tide: \d{1,2}:\d{2} [AP]M/);

  const guideHref = (await hrefOf(guideLink)).pathname;
  await tides.getByRole("link", { name: "See the tide table" }).click();
  await expect(page).toHaveURL(/\/stay-informed\/tide\?place=coron/);
  await expect(page.getByRole("heading", { level: 2, name: `${station} tide station` })).toBeVisible({ timeout: 30_000 });
  const dayName = new Intl.DateTimeFormat("en-PH", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long" }).format(
    new Date(`${tomorrow}T00:00:00Z`),
  );
  const row = page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: dayName, exact: true }) });
  const shown = (await row.getByRole("listitem").allTextContents()).map((t) => t.replace(/\s+/g, " ").trim());
  expect(told).toEqual(shown);

  await page.goto(guideHref);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Siargao");

  await launcher(page).click();
  const fee = await ask(page, "magkano terminal fee sa naia");
  const feeCard = fee.locator(".card-fee").first();
  await expect(feeCard).toBeVisible();
  expect(pesos((await feeCard.locator(".card-price").textContent())!)).toBeGreaterThan(0);
  // Each publication with its own date ("SunStar, NAIA terminal fees (24 Aug 2025)"), never our check date.
  await expect(feeCard.locator(".card-meta")).toHaveText(/^Source: .+ \(\d{1,2} [A-Z][a-z]{2} \d{4}\)$/);
  await expect(feeCard.locator(".card-meta")).not.toContainText("checked");
  // The source a traveller can look up, not our own notes' file and tags ("philippines-facts.md §4.2: S31 …").
  await expect(fee).not.toContainText(/\.md\b|§|\bS\d{2,3}\b/);
});

test("follow-ups keep the search: the day after, then for 3 instead", async ({ page }) => {
  await openWidget(page);
  const first = await ask(page, "flights from Manila to Cebu next Friday for 2 adults");
  const firstHref = await hrefOf(first.getByRole("link", { name: "See all flights" }));
  const date = firstHref.searchParams.get("departureDate")!;

  const dayAfter = await ask(page, "what about the day after?");
  const next = addDays(date, 1);
  const dayAfterHref = await hrefOf(dayAfter.getByRole("link", { name: "See all flights" }));
  expect(Object.fromEntries(dayAfterHref.searchParams)).toEqual({ ...Object.fromEntries(firstHref.searchParams), departureDate: next });
  const dayAfterCards = dayAfter.locator(".card-flight");
  expect(await dayAfterCards.count()).toBeGreaterThan(0);
  for (const card of await dayAfterCards.all()) await expect(card).toContainText(cardDay(next));

  const forThree = await ask(page, "for 3 instead");
  const forThreeHref = await hrefOf(forThree.getByRole("link", { name: "See all flights" }));
  expect(Object.fromEntries(forThreeHref.searchParams)).toEqual({ ...Object.fromEntries(dayAfterHref.searchParams), adults: "3" });
  await expect(forThree).toContainText("3 adults");
  for (const card of await forThree.locator(".card-flight").all()) await expect(card).toContainText(cardDay(next));
  // The new cards are that search's fares: prices for three, as the results page has them.
  const threeCards = await flightCards(forThree);
  expect(threeCards.length).toBeGreaterThan(0);
  await forThree.getByRole("link", { name: "See all flights" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/flights/results" && url.search === forThreeHref.search);
  await expectOnResults(page, threeCards);
});

test("a missing detail: one question, asked once, with choices that answer it", async ({ page }) => {
  await openWidget(page);
  const reply = await ask(page, "flight to cebu");
  const question = (await reply.locator("p").first().textContent())!.trim();
  expect(question).toMatch(/\?/);
  const choices = reply.getByRole("group", { name: question });
  const buttons = choices.getByRole("button");
  expect(await buttons.count()).toBeGreaterThan(1);
  // The question is written once (the choices are labelled by it, not headed by a copy).
  expect((await reply.textContent())!.split(question).length - 1).toBe(1);
  // "Manila (MNL)" sends its message ("from Manila") as the traveller's.
  const label = (await buttons.first().textContent())!.trim();
  await buttons.first().click();
  await expect(dialog(page).locator(".msg-user")).toHaveCount(2);
  await expect(dialog(page).locator(".msg-user").last()).toContainText(label.replace(/\s*\(.*\)$/, ""));
  const next = dialog(page).locator(".msg-bot").nth(2);
  await expect(next.locator(".typing")).toHaveCount(0, { timeout: 20_000 });
  await expect(next.locator("p").first()).not.toHaveText(question);
});

test("a reply taller than the phone's screen is shown from its start", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openWidget(page);
  const reply = await ask(page, "may bagyo ba? lipad namin pa-tacloban bukas");
  const log = dialog(page).getByRole("log");
  expect(await reply.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(
    await log.evaluate((el) => el.getBoundingClientRect().height),
  );
  // Its first words are on screen, not its last link.
  await expect(reply.locator(".who")).toBeInViewport();
  await expect(reply.locator("p").first()).toBeInViewport();
});

test("a booking's status with its last name, nothing with a wrong one, and a refund only as a link to its quote", async ({ page }) => {
  test.setTimeout(240_000);
  const reference = await ticketedTrip(page, uniqueEmail("chat-status"), 21, [
    { title: "Mr", gender: "M", given: "Andres", surname: "Reyes", born: "1985-04-12" },
  ]);

  await openWidget(page);
  const status = await ask(page, `status of booking ${reference}, last name Reyes`);
  const card = status.locator(".card-booking");
  await expect(card).toHaveCount(1);
  await expect(card.locator(".card-title")).toHaveText(`Booking ${reference}: ticketed`);
  await expect(status.locator("p").first()).toContainText("paid and ticketed");
  const total = pesos((await card.locator(".card-price").textContent())!);
  expect(total).toBeGreaterThan(0);

  const wrong = await ask(page, `status of booking ${reference}, last name Santos`);
  await expect(wrong.locator(".card-booking")).toHaveCount(0);
  await expect(wrong).not.toContainText("ticketed");
  await expect(wrong).not.toContainText("MNL");
  await expect(wrong).not.toContainText("₱");

  // "it" is the booking just asked about: the reference is kept; the last name is not (decision 025),
  // so the assistant may ask for it once.
  let refund = await ask(page, "can I refund it?");
  await expect(refund).not.toContainText("What is the booking reference?");
  if ((await refund.getByRole("link", { name: /quote$/ }).count()) === 0) {
    await expect(refund).toContainText(/last name/i);
    refund = await ask(page, "Reyes");
  }
  await expect(refund).toContainText(/nothing has changed/i);
  const quote = refund.getByRole("link", { name: /quote$/ });
  await expect(quote).toHaveCount(1);
  expect((await hrefOf(quote)).pathname).toBe(`/flights/bookings/${reference}/refund-quote`);
  await quote.click();
  await expect(page).toHaveURL(new RegExp(`/flights/bookings/${reference}/refund-quote`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });

  // Asking changed nothing: the trip is still ticketed.
  await page.goto(`/flights/confirmation/${reference}`);
  await expect(page.getByText("Confirmed and ticketed")).toBeVisible();

  // The traveller accepts a refund on the page: the status now says it is in process and what comes back.
  await page.goto(`/flights/bookings/${reference}/refund-quote`);
  await page.getByRole("button", { name: "Get a refund quote" }).click();
  await expect(page).toHaveURL(new RegExp(`/flights/bookings/${reference}/refund\\?request=`));
  const back = (await page.getByTestId("amount-back").textContent())!.match(/₱[\d,]+(?:\.\d{2})?/)![0];
  await page.getByRole("button", { name: "Accept and refund" }).click();
  await expect(page.getByText("In process", { exact: true })).toBeVisible();
  await openWidget(page);
  const inProcess = await ask(page, `status of booking ${reference}, last name Reyes`);
  await expect(inProcess).not.toContainText("paid and ticketed");
  await expect(inProcess).toContainText(`A refund request is in process: ${back.replace(/\.00$/, "")} to come back`);
  await expect(inProcess.getByRole("link", { name: "See its requests" })).toHaveCount(1);
});

test("fare and fee questions as a family asks them: baggage by fare, a fare's rules, one airport's fee, a child's travel tax", async ({
  page,
}) => {
  await openWidget(page);
  const baggage = await ask(page, "how much is the baggage fee from Mactan?");
  await expect(baggage).toContainText("Checked baggage depends on the fare");
  await expect(baggage).not.toContainText(/terminal fee/i);
  await expect(baggage.getByRole("link", { name: /per airline and fare/ })).toHaveCount(1);

  const sulit = await ask(page, "refund policy Sulit");
  await expect(sulit).toContainText("The Sulit fare");
  await expect(sulit).toContainText("no refund");
  await expect(sulit).not.toContainText(/booking reference|hotel/i);

  const caticlan = await ask(page, "how much is the terminal fee in Caticlan?");
  await expect(caticlan).toContainText("Caticlan airport (MPH)");
  await expect(caticlan).not.toContainText(/NAIA|Mactan|Davao/);

  const tax = await ask(page, "travel tax for a 7-year-old");
  await expect(tax).toContainText("₱810");
  await expect(tax).toContainText("certificate");
  await expect(tax).not.toContainText("₱1,620");
});

test("one flight is shown once with its fare families, and 'cheapest' after 'faster?' is the cheapest again", async ({ page }) => {
  await openWidget(page);
  const first = await ask(page, "flights from Manila to Cebu next Friday");
  await ask(page, "faster?");
  const cheapest = await ask(page, "cheapest flights from Manila to Cebu next Friday");
  const href = await hrefOf(cheapest.getByRole("link", { name: "See all flights" }));
  expect(href.searchParams.get("sort")).toBeNull();
  await expect(cheapest).toContainText("cheapest flights");
  const cards = cheapest.locator(".card-flight");
  await expect(cards.first()).toBeVisible();
  const seen = new Set<string>();
  for (const card of await cards.all()) {
    const key = `${await card.locator(".card-title").textContent()} ${await card.locator(".card-meta").textContent()}`;
    expect(seen.has(key), key).toBe(false);
    seen.add(key);
    // Its fares, each with its price: "Tipid ₱1,892 · Sulit ₱2,201".
    await expect(card.locator(".card-price")).toHaveText(/^[A-Z][A-Za-z ]+ ₱[\d,]+(?:\.\d{2})?( · [A-Z][A-Za-z ]+ ₱[\d,]+(?:\.\d{2})?)*$/);
  }
  // The text does not list the flights the cards show.
  const title = (await cards.first().locator(".card-title").textContent())!;
  const flightNo = title.match(/[A-Z0-9]{2} \d{1,4}/)![0];
  await expect(cheapest.locator("p").first()).not.toContainText(flightNo);
  await expect(first.locator(".card-flight").first()).toBeVisible();
});

test("by keyboard alone: Tab to the launcher, Enter opens, Enter sends, the reply is announced once", async ({ page }) => {
  await page.goto("/about");
  await expect(launcher(page)).toBeVisible();
  let reached = false;
  for (let i = 0; i < 120 && !reached; i++) {
    await page.keyboard.press("Tab");
    reached = await launcher(page).evaluate(
      (el) => el.getRootNode() instanceof ShadowRoot && (el.getRootNode() as ShadowRoot).activeElement === el,
    );
  }
  expect(reached, "the launcher is reached with Tab").toBe(true);
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toBeVisible();
  await expect(messageBox(page)).toBeFocused();

  const said = await recordAnnouncements(page);
  await page.keyboard.type("hotels in El Nido under 3k a night");
  await page.keyboard.press("Enter");
  const reply = dialog(page).locator(".msg-bot").nth(1);
  await expect(reply.locator(".typing")).toHaveCount(0, { timeout: 20_000 });
  await expect(reply.locator(".card-hotel").first()).toBeVisible();
  await expect.poll(said).toHaveLength(1);
  const text = (await reply.locator("p").first().textContent())!.trim();
  expect((await said())[0]).toBe(`Lakbay says: ${text}`);
  // Still announced once a moment later (not once per streamed piece).
  await page.waitForTimeout(500);
  expect(await said()).toHaveLength(1);
  // Tab reaches the reply's links from the message box's side of the dialog.
  await expect(messageBox(page)).toBeFocused();
});

for (const device of [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const) {
  for (const scheme of ["light", "dark"] as const) {
    test(`screenshots and axe: flight and hotel replies, ${scheme}, ${device.name}`, async ({ page, context, baseURL }) => {
      await page.setViewportSize(device.viewport);
      await context.addCookies([
        { name: "appearance", value: scheme, url: baseURL! },
        { name: "lakbay_chat_theme", value: scheme, url: baseURL! },
      ]);
      await openWidget(page);
      const flights = await ask(page, "flights from Manila to Cebu next Friday for 2 adults");
      await flights.locator(".card-flight").first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo(`flight-${scheme}-${device.name}.png`) });
      const hotels = await ask(page, "hotels in El Nido under 3k a night");
      await hotels.locator(".card-hotel").first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo(`hotel-${scheme}-${device.name}.png`) });
      // Cards and links keep the widget axe-clean in both themes.
      await expectNoSeriousA11yViolations(page, `replies with cards (${scheme}, ${device.name})`, { include: "lakbay-chat" });
    });
  }
}

function testInfo(name: string): string {
  return test.info().outputPath(name);
}
