/**
 * The flight pages in Filipino (issue 27), in Chromium: a family of five (2 adults, 2 children, 1
 * infant) searches, books with a seat and a bag, pays by card, changes the date of the whole trip
 * (reissue, paying the difference) and then asks for a refund, all under /fil. Every page on the way is
 * checked with axe (lang="fil") and photographed at a phone's width (390×844) and a desktop's
 * (1280×800) into /tmp/fil-flights-*.png, and has no sideways scroll on the phone.
 *
 * Still in English on the way (not this area's): the services' own sentences marked lang="en" (add-on,
 * quote and baggage lines, travel notes, fare rules) and any refusal a service sends (the errors
 * namespace, translated centrally).
 */
import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test, uniqueEmail } from "./support/fixtures.ts";
import { completeRequestsNow, travelDate } from "./support/flight-booking.ts";
import { collectErrors } from "./support/page-errors.ts";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Axe with lang="fil", then a phone and a desktop screenshot of the page as it is now; no sideways scroll on the phone. */
async function look(page: Page, name: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "fil");
  await expectNoSeriousA11yViolations(page, name);
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} scrolls sideways on a phone`).toBeLessThanOrEqual(
    PHONE.width,
  );
  await page.screenshot({ path: `/tmp/fil-flights-${name}-phone.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `/tmp/fil-flights-${name}-desktop.png`, fullPage: true });
}

const money = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);

async function fillCard(page: Page, name: string) {
  await page.getByLabel("Numero ng card").fill("4242 4242 4242 4242");
  await page.getByLabel("Pag-expire (MM/YY)").fill("08/30");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("Pangalan sa card").fill(name);
}

test("a family of five books, pays, changes the date and asks for a refund, in Filipino from start to end", async ({ page }) => {
  test.setTimeout(420_000);
  const errors = collectErrors(page);
  await page.setViewportSize(DESKTOP);
  const day = travelDate(45);
  const year = Number(day.slice(0, 4));
  const email = uniqueEmail("pamilya");

  // The search form in Filipino: the family's party, a typed city.
  await page.goto("/fil/flights");
  await expect(page.getByRole("heading", { name: "Mga sikat na ruta" })).toBeVisible();
  await look(page, "search");
  const form = page.getByRole("form", { name: "Maghanap ng flights" });
  await form.getByRole("combobox", { name: "Mula" }).fill("MNL");
  await form.getByRole("combobox", { name: "Papunta" }).fill("CEB");
  await form.getByLabel("Alis", { exact: true }).fill(day);
  await form.getByLabel("Matanda (12+)").selectOption("2");
  await form.getByLabel("Bata (2–11)").selectOption("2");
  await form.getByLabel("Sanggol (wala pang 2)").selectOption("1");
  await form.getByRole("button", { name: "Maghanap ng flights" }).click();
  await expect(page).toHaveURL(/\/fil\/flights\/results\?.*destination=CEB/);
  await expect(page.getByText("2 matanda, 2 bata at 1 sanggol")).toBeVisible();
  await expect(page.getByText(/Para sa lahat ng 5 biyahero ang presyo/)).toBeVisible();
  // Only direct flights (the filter's own words are in Filipino too).
  await expect(page.getByRole("radio", { name: "Direkta lang" })).toBeVisible();
  await page.goto(`${page.url()}&stops=0`);
  await expect(page.getByRole("radio", { name: "Direkta lang" })).toBeChecked();
  await look(page, "results");

  await page
    .getByRole("button", { name: /^Piliin ang / })
    .first()
    .click();
  // The fare is checked again with the airline (slow on a busy machine); a price that moved meanwhile is accepted.
  await expect(async () => {
    const moved = page.getByRole("button", { name: /^Ituloy sa ₱/ });
    if (await moved.isVisible()) await moved.click();
    await expect(page).toHaveURL(/\/fil\/flights\/passengers\?s=/, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await expect(page.getByText("Naka-hold ang pamasahe nang")).toBeVisible();
  const travellers = [
    { title: "Mr", gender: "M", given: "Jose", born: "1984-05-02" },
    { title: "Ms", gender: "F", given: "Rosa", born: "1986-09-14" },
    { title: "Mstr", gender: "M", given: "Paolo", born: `${year - 9}-02-10` },
    { title: "Miss", gender: "F", given: "Bea", born: `${year - 6}-07-21` },
    { title: "Miss", gender: "F", given: "Lia", born: `${year - 1}-01-05` },
  ];
  for (const [i, p] of travellers.entries()) {
    await page.locator(`[name="p${i}.title"]`).selectOption(p.title);
    await page.locator(`[name="p${i}.gender"]`).selectOption(p.gender);
    await page.locator(`[name="p${i}.givenName"]`).fill(p.given);
    await page.locator(`[name="p${i}.surname"]`).fill("Bautista");
    await page.locator(`[name="p${i}.dateOfBirth"]`).fill(p.born);
  }
  await expect(page.getByText("wala pang 2 taon, kandong ng biyaherong 18 pataas")).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Numero ng mobile").fill("0917 123 4567");
  await look(page, "passengers");
  await page.getByRole("button", { name: "Ituloy sa add-ons" }).click();

  // Add-ons: a bag for Jose, a seat for Rosa.
  await expect(page).toHaveURL(/\/fil\/flights\/add-ons\?/);
  await expect(page.getByRole("heading", { name: "Bagahe, pagkain at upuan" })).toBeVisible();
  const total = page.getByText("Kabuuan ng add-ons").locator("..");
  await expect(total).toContainText("₱0.00");
  await expect(page.getByText(/walang sariling bagahe, pagkain o priority boarding/).first()).toBeVisible();
  const bagRadio = page.getByRole("radio", { name: /20 kg/ }).first();
  if (await bagRadio.count()) await bagRadio.check();
  else
    await page
      .getByRole("button", { name: /^Dagdagan ng isang .* para kay JOSE BAUTISTA/i })
      .first()
      .click();
  await page.getByRole("radio", { name: /ROSA BAUTISTA · wala pang upuan/i }).check();
  await page
    .getByRole("button", { name: /, bakante$/ })
    .first()
    .click();
  await expect(total).not.toContainText("₱0.00");
  await look(page, "add-ons");
  await page.getByRole("button", { name: "Ituloy sa pagsusuri" }).click();

  // Review, then book and pay by card.
  await expect(page).toHaveURL(/\/fil\/flights\/review\?/, { timeout: 30_000 });
  expect(errors).toEqual([]);
  await expect(page.getByRole("heading", { name: "Suriin ang booking mo" })).toBeVisible();
  await look(page, "review");
  await page.getByRole("checkbox", { name: /Tugma ang mga pangalan/ }).check();
  await page.getByRole("button", { name: /^Mag-book at magbayad ng ₱/ }).click();
  await expect(page).toHaveURL(/\/fil\/flights\/payment\?ref=/);
  const reference = new URL(page.url()).searchParams.get("ref") ?? "";
  expect(reference).toMatch(/^[A-Z0-9]{6}$/);
  await expect(page.getByText("Naka-hold ang mga upuan nang")).toBeVisible();
  await look(page, "payment");
  await fillCard(page, "Jose Bautista");
  await page.getByRole("button", { name: /^Magbayad ng ₱/ }).click();

  await expect(page).toHaveURL(new RegExp(`/fil/flights/confirmation/${reference}$`));
  await expect(page.getByText("Kumpirmado at may ticket na")).toBeVisible();
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(6);
  await expect(page.getByText(/^Kabuuan \(binayaran gamit ang Visa •••• 4242\)$/)).toBeVisible();
  await look(page, "trip");

  // A date change for everyone, paying the difference by card.
  await page.getByRole("link", { name: "Palitan ang petsa" }).click();
  await expect(page).toHaveURL(new RegExp(`/fil/flights/bookings/${reference}/reissue-quote$`));
  await expect(page).toHaveTitle(/^Palitan ang petsa/);
  await page.getByLabel("Bagong petsa, MNL papuntang CEB").fill(travelDate(48));
  await look(page, "change-dates");
  await page.getByRole("button", { name: "Tingnan ang mga bagong flight" }).click();
  await expect(page).toHaveURL(new RegExp(`/fil/flights/bookings/${reference}/reissue\\?request=`));
  await expect(page.getByRole("group", { name: "Piliin ang bagong flight mo" })).toBeVisible();
  const due = page.getByText(/₱[\d,.]+ ang babayaran/).first();
  await due.click();
  await fillCard(page, "Rosa Bautista");
  await look(page, "reissue");
  await page.getByRole("button", { name: "Lumipat sa flight na ito" }).click();
  await expect(page.getByText("Inaasikaso", { exact: true })).toBeVisible();
  await expect(page.getByTestId("change-paid")).toContainText("Ibinayad para sa pagpapalit na ito:");
  await completeRequestsNow(page, reference, "Tapos na: na-reissue");
  await look(page, "reissued");

  // Then a refund of the changed tickets: the quote, accepted once, in process, refunded.
  await page.goto(`/fil/flights/confirmation/${reference}`);
  await page.getByRole("link", { name: "Refund", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/fil/flights/bookings/${reference}/refund-quote$`));
  await expect(page.getByRole("heading", { name: "I-refund ang mga ticket" })).toBeVisible();
  await look(page, "refund-quote");
  await page.getByRole("button", { name: "Kumuha ng quote para sa refund" }).click();
  await expect(page).toHaveURL(new RegExp(`/fil/flights/bookings/${reference}/refund\\?request=`));
  expect(money((await page.getByTestId("amount-back").textContent()) ?? "")).toBeGreaterThanOrEqual(0);
  await expect(page.getByText("Maibabalik sa iyo")).toBeVisible();
  await look(page, "refund");
  await page.getByRole("button", { name: "Tanggapin at i-refund" }).click();
  await expect(page.getByText("Inaasikaso", { exact: true })).toBeVisible();
  await completeRequestsNow(page, reference, "Tapos na: na-refund");

  // The requests page lists both, in Filipino.
  await page.goto(`/fil/flights/requests?ref=${reference}`);
  await expect(page.getByRole("heading", { name: new RegExp(`Booking ${reference}: 2 request`) })).toBeVisible();
  await look(page, "requests");
  expect(errors).toEqual([]);
});

test("the other flight pages in Filipino: find a trip, airlines, a return trip's steps and the month calendar", async ({ page }) => {
  test.setTimeout(300_000);
  const errors = collectErrors(page);
  await page.setViewportSize(DESKTOP);
  await page.goto("/fil/flights/manage");
  await expect(page.getByRole("heading", { name: "Hanapin ang biyahe mo" })).toBeVisible();
  await expect(page.getByLabel("Apelyido")).toBeVisible();
  await look(page, "manage");

  await page.goto("/fil/flights/airlines");
  await expect(page.getByRole("heading", { name: "Mga airline", exact: true })).toBeVisible();
  await look(page, "airlines");

  await page.goto(
    `/fil/flights/results?tripType=return&origin=MNL&destination=MPH&departureDate=${travelDate(40)}&returnDate=${travelDate(44)}&adults=1&calendar=month`,
  );
  await expect(page.locator('[aria-current="step"]')).toContainText("Flight papunta");
  await expect(page.getByRole("heading", { name: /^\d+ flight papunta/ })).toBeVisible();
  await look(page, "return-month");
  await page
    .getByRole("link", { name: /^Piliin ang .* balikan mula ₱/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: /^Ang flight mo papunta/ })).toBeVisible();
  await look(page, "return-step-2");

  await page.getByRole("link", { name: "Fare rules" }).first().click();
  await expect(page.getByRole("heading", { name: "Fare rules", level: 1 })).toBeVisible();
  await look(page, "fare-rules");

  // The home page's search forms.
  await page.goto("/fil");
  await expect(page.getByRole("heading", { name: "Maghanap ng hotel" })).toBeVisible();
  await look(page, "home");
  expect(errors).toEqual([]);
});
