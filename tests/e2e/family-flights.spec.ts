/**
 * A family books and changes flights (issue 23 §3), in Chromium: a 12-year-old cannot be the only
 * companion of a child and an infant (the airline's rule named, at booking and at a change); an
 * infant on the lap is offered no bag, meal or priority boarding; the seat map fits a phone without
 * sideways scrolling; the flight mail writes dates as people do; the trip page lists its payments.
 */
import type { Page } from "@playwright/test";
import { ticketedTrip, travelDate } from "./support/flight-booking.ts";
import { expect, test, uniqueEmail } from "./support/fixtures.ts";
import { waitForMail } from "./support/mail.ts";

async function fill(page: Page, i: number, title: string, gender: "F" | "M", given: string, born: string) {
  await page.locator(`[name="p${i}.title"]`).selectOption(title);
  await page.locator(`[name="p${i}.gender"]`).selectOption(gender);
  await page.locator(`[name="p${i}.givenName"]`).fill(given);
  await page.locator(`[name="p${i}.surname"]`).fill("Bautista");
  await page.locator(`[name="p${i}.dateOfBirth"]`).fill(born);
}

test("a 12-year-old is refused as the only companion of a 7-year-old and a baby; with a parent the infant gets no bag, meal or boarding of their own", async ({
  page,
}) => {
  const day = travelDate(40);
  await page.goto(`/flights/results?origin=MNL&destination=CEB&departureDate=${day}&adults=1&children=1&infants=1&stops=0`);
  await page
    .getByRole("button", { name: /^Select / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/flights\/passengers\?s=/);
  await expect(page.getByText("under 2, on the lap of a traveller 18 or older")).toBeVisible();
  const twelve = `${Number(day.slice(0, 4)) - 12}-01-05`;
  const seven = `${Number(day.slice(0, 4)) - 7}-01-05`;
  const baby = `${Number(day.slice(0, 4)) - 1}-01-05`;
  await fill(page, 0, "Ms", "F", "Bea", twelve);
  await fill(page, 1, "Mstr", "M", "Paolo", seven);
  await fill(page, 2, "Miss", "F", "Lia", baby);
  await page.locator('[name="contact.email"]').fill(uniqueEmail("family"));
  await page.locator('[name="contact.phone"]').fill("0917 123 4567");
  await page.getByRole("button", { name: "Continue to add-ons" }).click();

  // Refused on the page, with the airline's rule in words and who is left without a companion.
  await expect(page).toHaveURL(/\/flights\/passengers/);
  const refusal = page.getByText(/rule: a child under 12 flies with a companion aged 18 or over/);
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(
    /^(Philippine Airlines|PAL Express|Cebu Pacific|Cebgo \(Cebu Pacific\)|Philippines AirAsia|AirSWIFT)'s? rule/,
  );
  await expect(refusal).toContainText("No traveller on this booking is 18 or over on");
  await expect(refusal).toContainText("to fly with PAOLO BAUTISTA, LIA BAUTISTA.");

  // Their mother books instead: accepted.
  await fill(page, 0, "Ms", "F", "Rosa", "1989-03-14");
  await page.getByRole("button", { name: "Continue to add-ons" }).click();
  await expect(page).toHaveURL(/\/flights\/add-ons\?/);
  await expect(
    page.getByText(/per traveller with a seat \(an infant on the lap has no allowance of their own; a stroller travels free\)/),
  ).toBeVisible();
  // The infant is told why, and offered no meal or priority boarding.
  await expect(page.getByText(/has no bag, meal or priority boarding of their own/).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /for Lia Bautista/ })).toHaveCount(0);
  await expect(page.getByRole("radio", { name: /Priority boarding/ }).and(page.locator('[name$="-p2"]'))).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("the seat map fits 360 px without sideways scrolling, each run of rows headed by its prices", async ({ page }, testInfo) => {
    await page.goto(`/flights/results?origin=MNL&destination=CEB&departureDate=${travelDate(41)}&adults=1&stops=0`);
    await page
      .getByRole("button", { name: /^Select / })
      .first()
      .click();
    await fill(page, 0, "Ms", "F", "Rosa", "1989-03-14");
    await page.locator('[name="contact.email"]').fill(uniqueEmail("phone-seat"));
    await page.locator('[name="contact.phone"]').fill("0917 123 4567");
    await page.getByRole("button", { name: "Continue to add-ons" }).click();
    await expect(page).toHaveURL(/\/flights\/add-ons\?/);
    const map = page.getByRole("region", { name: /^Seat map, / }).first();
    await map.scrollIntoViewIfNeeded();
    const overflow = await map.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow, "the seat map scrolls sideways").toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expect(map.getByText(/^Rows? \d+(–\d+)?: /).first()).toBeVisible();
    // Every seat is a 36 px target inside the map.
    const box = await map.getByRole("button").first().boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(36);
    await map.screenshot({ path: testInfo.outputPath("seat-map-360.png") });
    await page.screenshot({ path: "/tmp/h4-seat-map-360.png", fullPage: false });
  });
});

test("a change that would leave the 7-year-old with only a 12-year-old is refused on the change page with the rule; the mail writes dates as people do; the trip lists its payment", async ({
  page,
}) => {
  const email = uniqueEmail("family-split");
  const reference = await ticketedTrip(page, email, 42, [
    { title: "Mr", gender: "M", given: "Jose", surname: "Bautista", born: "1985-06-02" },
    { title: "Ms", gender: "F", given: "Bea", surname: "Bautista", born: `${Number(travelDate(42).slice(0, 4)) - 12}-01-05` },
    {
      title: "Mstr",
      gender: "M",
      given: "Paolo",
      surname: "Bautista",
      born: `${Number(travelDate(42).slice(0, 4)) - 7}-01-05`,
      child: true,
    },
  ]);

  // The trip lists its one payment, with its card and amount.
  await page.goto(`/flights/confirmation/${reference}`);
  const payments = page.getByTestId("trip-payments");
  await expect(payments).toContainText("Tickets: Visa •••• 4242");
  await expect(page.getByText(/^Total \(paid with Visa •••• 4242\)$/)).toBeVisible();

  // The confirmation mail: "Fri 18 Dec 2026, 1:20 PM", never "2026-12-18 13:20".
  const mail = await waitForMail({ to: email, subject: /Your e-ticket/ });
  expect(mail.text).toMatch(/ MNL (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (AM|PM) -> CEB /);
  expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

  await page.getByRole("link", { name: "Change dates" }).click();
  await expect(page).toHaveTitle("Change dates - Lakbay");
  // Jose alone would leave Paolo with Bea (12): refused, with the airline's rule and who is left alone
  // (the page does not hold the dates of birth of a trip opened without signing in: the server says it).
  await page.getByRole("checkbox", { name: /Bea Bautista/i }).uncheck();
  await page.getByRole("checkbox", { name: /Paolo Bautista/i }).uncheck();
  await page.getByRole("button", { name: "See new flights" }).click();
  await expect(page).toHaveURL(new RegExp(`/flights/bookings/${reference}/reissue-quote`));
  const problem = page.getByTestId("traveller-problem");
  await expect(problem).toContainText(/rule: a child under 12 flies with a companion aged 18 or over/);
  await expect(problem).toContainText(`No traveller left on booking ${reference} is 18 or over`);
  await expect(problem).toContainText("to fly with PAOLO BAUTISTA.");
  // Jose with Paolo: quoted.
  await page.getByRole("checkbox", { name: /Paolo Bautista/i }).check();
  await page.getByRole("checkbox", { name: /Bea Bautista/i }).uncheck();
  await page.getByRole("button", { name: "See new flights" }).click();
  await expect(page).toHaveURL(new RegExp(`/flights/bookings/${reference}/reissue\\?request=`));
});

test("a change paid with another card: its amount and card on the request and the trip; a second tab paying the same change is told it was paid", async ({
  page,
  context,
}) => {
  const email = uniqueEmail("family-change");
  const reference = await ticketedTrip(page, email, 44, [
    { title: "Mr", gender: "M", given: "Jose", surname: "Bautista", born: "1985-06-02" },
    { title: "Ms", gender: "F", given: "Rosa", surname: "Bautista", born: "1987-02-11" },
  ]);
  await page.goto(`/flights/bookings/${reference}/reissue-quote`);
  await page.getByLabel("New date, MNL to CEB").fill(travelDate(47));
  await page.getByRole("button", { name: "See new flights" }).click();
  await expect(page).toHaveURL(new RegExp(`/flights/bookings/${reference}/reissue\\?request=`));
  const quoteUrl = page.url();
  // A second tab opens the same quote before the first one pays.
  const second = await context.newPage();
  await second.goto(quoteUrl);
  await expect(second.getByRole("button", { name: /^Change to this flight/ })).toBeVisible();

  // The first tab picks a flight with something to pay and pays with a Mastercard.
  const due = page.getByText(/₱[\d,.]+ to pay/).first();
  const amount = ((await due.innerText()).match(/₱[\d,.]+/) ?? [""])[0];
  await due.click();
  await page.getByLabel("Card number").fill("5555 5555 5555 4444");
  await page.getByLabel("Expiry (MM/YY)").fill("08/30");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("Name on card").fill("Rosa Bautista");
  await page.getByRole("button", { name: /^Change to this flight/ }).click();
  await expect(page.getByText("In process", { exact: true })).toBeVisible();
  await expect(page.getByTestId("change-paid")).toHaveText(`Paid for this change: ${amount} with Mastercard •••• 4444.`);

  // The second tab pays too: it is told, and nothing more is charged.
  await second.getByLabel("Card number").fill("4242 4242 4242 4242");
  await second.getByLabel("Expiry (MM/YY)").fill("08/30");
  await second.getByLabel("Security code (CVC)").fill("123");
  await second.getByLabel("Name on card").fill("Jose Bautista");
  await second.getByRole("button", { name: /^Change to this flight/ }).click();
  await expect(second.getByText("This change was already paid in another tab or window, so nothing more was charged.")).toBeVisible();
  await expect(second.getByText("In process", { exact: true })).toBeVisible();

  // The trip lists both payments with their own cards, and names both cards by the total.
  await page.goto(`/flights/confirmation/${reference}`);
  const payments = page.getByTestId("trip-payments");
  await expect(payments).toContainText("Tickets: Visa •••• 4242");
  await expect(payments).toContainText(`Date change: Mastercard •••• 4444${amount}`);
  await expect(page.getByText(/^Total \(paid with Visa •••• 4242 and Mastercard •••• 4444\)$/)).toBeVisible();
  await expect(payments.getByText("Date change: Visa •••• 4242")).toHaveCount(0);
});
