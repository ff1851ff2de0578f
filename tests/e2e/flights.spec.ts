/**
 * Flights, search to ticket, as a traveller does it in Chromium: search, select (revalidation),
 * passengers, add-ons, review, payment (card, GCash, a 3-D Secure style challenge), confirmation,
 * the e-ticket PDF and mail, finding the trip again, and what happens when time runs out.
 */
import { readFile } from "node:fs/promises";
import { extractPdfText } from "../support/pdf-text.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test, uniqueEmail } from "./support/fixtures.ts";
import { bookOneAdult, fillContact, fillTraveller, money, payByCard } from "./support/flight-checkout.ts";
import { travelDate } from "./support/flight-booking.ts";
import { waitForMail } from "./support/mail.ts";

test.describe("flights, search to ticket", () => {
  test("a one-way trip for 2 adults and a child with a seat, a bag and a meal, paid by card; e-ticket mailed and found again", async ({
    page,
    browser,
  }) => {
    // The whole journey from search to a mailed e-ticket and the look-up: more than a minute on a loaded machine.
    test.setTimeout(150_000);
    const email = uniqueEmail("family");
    const date = travelDate(35);
    await page.goto("/flights");
    await page.getByRole("combobox", { name: "From" }).fill("MNL");
    await page.getByRole("combobox", { name: "To" }).fill("Cebu");
    await page.getByLabel("Departure").fill(date);
    await page.getByLabel("Adults (12+)").selectOption("2");
    await page.getByLabel("Children (2–11)").selectOption("1");
    await page.getByRole("button", { name: "Search flights" }).click();

    // A typed city becomes its airport code in the shareable URL.
    await expect(page).toHaveURL(/destination=CEB/);
    await expect(page.getByRole("heading", { name: /MNL → CEB/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: /\d+ flights?/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "flight results");

    // Each departure is listed once, with its fares (families) to choose from, cheapest first.
    const cards = page.getByRole("list", { name: /^Fares for / });
    const firstFares = cards.first().getByRole("button", { name: /^Select / });
    expect(await firstFares.count()).toBeGreaterThan(1);
    const labels = await firstFares.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label") ?? ""));
    const flightOf = (label: string) => label.replace(/^Select .+? on (.+) for .*$/, "$1");
    expect(new Set(labels.map(flightOf)).size).toBe(1);
    const prices = labels.map((l) => money(l.replace(/^.* for /, "")));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const allFlights = await cards.evaluateAll((lists) => lists.map((l) => l.getAttribute("aria-label")));
    expect(new Set(allFlights).size).toBe(allFlights.length);
    // The count is of departures, not of fares.
    const counted = Number((await page.getByRole("heading", { name: /\d+ flights?/ }).innerText()).match(/^\d+/)?.[0]);
    expect(counted).toBeGreaterThanOrEqual(allFlights.length);
    // The fare calendar: at least a week either side of the date, the date itself marked.
    const calendar = page.getByRole("navigation", { name: /Cheapest one-way fare by day/ });
    await expect(calendar.getByRole("link")).toHaveCount(16); // 15 days and "Month view"
    await expect(calendar.locator('[aria-current="date"]')).toContainText("Your date");
    // The filters come before the flights in the page and in tab order.
    const filtersFirst = await page.evaluate(() => {
      const filters = document.getElementById("filters");
      const results = document.getElementById("results-heading");
      return Boolean(filters && results && filters.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(filtersFirst).toBe(true);

    // Sorting by fastest puts the shortest trip first.
    await page.getByRole("link", { name: "Fastest" }).click();
    await expect(page).toHaveURL(/sort=fastest/);
    await page.getByRole("link", { name: "Cheapest", exact: true }).click();

    await page
      .getByRole("button", { name: /^Select / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/flights\/passengers\?s=/);
    await expect(page.getByText("Fare held for")).toBeVisible();
    await fillTraveller(page, 0, { title: "Ms", gender: "F", given: "Maria Clara", surname: "Santos", dob: "1988-04-02" });
    await fillTraveller(page, 1, { title: "Mr", gender: "M", given: "Jose", surname: "Santos", dob: "1985-01-20" });
    // A child's date of birth that makes an adult is refused with a message beside the field.
    await fillTraveller(page, 2, { title: "Miss", gender: "F", given: "Ana", surname: "Santos", dob: "2000-06-10" });
    await fillContact(page, email);
    await page.getByRole("button", { name: "Continue to add-ons" }).click();
    await expect(page.getByText("A child must be 2 to 11 years old on the day of travel.")).toBeVisible();
    await page.locator('[name="p2.dateOfBirth"]').fill("2018-06-10");
    await page.getByRole("button", { name: "Continue to add-ons" }).click();

    await expect(page).toHaveURL(/\/flights\/add-ons/);
    await expectNoSeriousA11yViolations(page, "add-ons");
    const total = page.getByText("Add-ons total").locator("..");
    await expect(total).toContainText("₱0.00");
    await page
      .getByRole("radio", { name: /Checked bag 20 kg/ })
      .first()
      .check();
    await page
      .getByRole("button", { name: /^One more .* for MARIA CLARA SANTOS/ })
      .first()
      .click();
    // Exit rows are marked, and a child cannot take one: the seats are disabled and the reason is said.
    await page.getByRole("radio", { name: /ANA SANTOS · no seat yet/ }).check();
    await expect(page.getByText(/Children cannot sit in an exit row\./).first()).toBeVisible();
    const exitSeat = page.getByRole("button", { name: /exit row, .*not for ANA SANTOS: Children cannot sit in an exit row\.$/ }).first();
    await expect(exitSeat).toBeDisabled();
    await page.getByRole("radio", { name: /MARIA CLARA SANTOS · no seat yet/ }).check();
    await page
      .getByRole("button", { name: /, available$/ })
      .first()
      .click();
    await expect(total).not.toContainText("₱0.00");
    const addOns = money(await total.innerText());
    await page.getByRole("button", { name: "Continue to review" }).click();

    await expect(page).toHaveURL(/\/flights\/review/);
    const review = page.getByRole("region", { name: "Add-ons" });
    await expect(review).toContainText("Checked bag 20 kg");
    await expect(review).toContainText("Maria Clara Santos");
    await expect(review.getByText(/^Seat \d+[A-K]/)).toBeVisible();
    // The total is the fare plus the add-ons, priced by the server.
    const summary = page.getByRole("complementary", { name: "Your trip" });
    const fare = (await summary.locator("dd").allInnerTexts()).map(money);
    const shownTotal = fare.at(-1) ?? 0;
    expect(fare.slice(0, -1).reduce((a, b) => a + b, 0)).toBe(shownTotal);
    expect(shownTotal).toBeGreaterThan(addOns);
    await page.getByRole("checkbox", { name: /names match/ }).check();
    await page.getByRole("button", { name: /^Book and pay/ }).click();

    await expect(page).toHaveURL(/\/flights\/payment\?ref=/);
    const reference = new URL(page.url()).searchParams.get("ref") ?? "";
    expect(reference).toMatch(/^[A-Z0-9]{6}$/);
    await expectNoSeriousA11yViolations(page, "payment");
    await payByCard(page, "4242 4242 4242 4242");

    await expect(page).toHaveURL(new RegExp(`/flights/confirmation/${reference}$`));
    await expect(page.getByText("Confirmed and ticketed")).toBeVisible();
    const tickets = page.getByRole("table").getByRole("row");
    await expect(tickets).toHaveCount(4);
    for (const name of ["MARIA CLARA SANTOS", "JOSE SANTOS", "ANA SANTOS"]) {
      await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText(/\d{13}/);
    }
    await expect(page.getByText("Total (paid with Visa •••• 4242)")).toBeVisible();
    // The bag bought is on top of the fare's allowance, for Maria Clara only.
    const bought = /(\+ 20 kg bought|20 kg checked \(bought)/;
    const baggage = page.getByRole("region", { name: /^Baggage MNL/ });
    await expect(baggage.getByRole("listitem").filter({ hasText: /MARIA CLARA SANTOS/i })).toContainText(bought);
    await expect(baggage.getByRole("listitem").filter({ hasText: /JOSE SANTOS/i })).not.toContainText(bought);

    // The PDF e-ticket opens and names the passengers.
    const pdf = await page.request.get(`/flights/confirmation/${reference}/e-ticket.pdf`);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const text = extractPdfText(await pdf.body());
    for (const name of ["SANTOS/MARIA CLARA", "SANTOS/JOSE", "SANTOS/ANA"]) expect(text).toContain(name);
    expect(text).toContain(reference);
    expect(text).toMatch(/20 kg bought|\(bought, 1 bag\)/);

    // The confirmation mail carries it.
    const mail = await waitForMail({ to: email, subject: new RegExp(reference) });
    expect(mail.text).toContain(`Booking reference: ${reference}`);
    expect(mail.text).toMatch(new RegExp(`MARIA CLARA SANTOS: .*${bought.source}`, "i"));
    const raw = await readFile(mail.file, "latin1");
    expect(raw).toMatch(new RegExp(`filename="?e-ticket-${reference}\\.pdf`));
    expect(raw).toContain("application/pdf");

    // Another browser finds the trip with the reference and a last name, not with a wrong one.
    const other = await browser.newContext();
    const stranger = await other.newPage();
    const direct = await stranger.goto(`/flights/confirmation/${reference}`);
    expect(direct?.url()).toContain(`/flights/manage?ref=${reference}`);
    // React Router's data requests run one route's loader alone: each one checks access itself.
    for (const path of [
      `/flights/confirmation/${reference}.data`,
      `/flights/payment.data?ref=${reference}`,
      `/flights/confirmation/${reference}/e-ticket.pdf`,
    ]) {
      const res = await other.request.get(path, { maxRedirects: 0 });
      const body = await res.text();
      expect(body, path).not.toContain("MARIA CLARA");
      expect(body, path).not.toContain(email);
    }
    await stranger.getByLabel("Last name").fill("Cruz");
    await stranger.getByRole("button", { name: "Find my trip" }).click();
    await expect(stranger.getByText(/could not find a booking with that reference and last name/)).toBeVisible();
    await stranger.getByLabel("Last name").fill("santos");
    await stranger.getByRole("button", { name: "Find my trip" }).click();
    await expect(stranger).toHaveURL(new RegExp(`/flights/confirmation/${reference}$`));
    await expect(stranger.getByText("Confirmed and ticketed")).toBeVisible();
    await other.close();
  });

  test("a return trip in two steps (flight out, then back), paid with GCash", async ({ page }) => {
    const out = travelDate(40);
    const back = travelDate(44);
    await page.goto(`/flights/results?tripType=return&origin=MNL&destination=MPH&departureDate=${out}&returnDate=${back}&adults=1`);
    await expect(page.getByRole("heading", { name: /MNL → MPH and back/ })).toBeVisible();
    // Step 1: each flight out once, with its fares, priced as the cheapest round trip in that fare.
    await expect(page.getByRole("heading", { name: /^\d+ outbound flights?/ })).toBeVisible();
    await expect(page.locator('[aria-current="step"]')).toContainText("Flight out");
    await expect(page.getByRole("button", { name: /^Select / })).toHaveCount(0);
    const choose = page.getByRole("link", { name: /^Choose .* round trip from ₱/ }).first();
    const chosenLabel = (await choose.getAttribute("aria-label")) ?? "";
    const from = money(chosenLabel.replace(/^.* from /, ""));
    await choose.click();

    // Step 2: the flights back for that flight out and fare, each with the round-trip total; the URL holds the choice.
    await expect(page).toHaveURL(/[?&]out=[A-Z0-9.]+&outFare=[a-z-]+/);
    await expect(page.getByRole("heading", { name: /^\d+ return flights?/ })).toBeVisible();
    await expect(page.locator('[aria-current="step"]')).toContainText("Flight back");
    const outbound = page.getByRole("region", { name: /^Your flight out/ });
    await expect(outbound).toContainText(chosenLabel.replace(/^Choose (.+?) on .*$/, "$1"));
    const totals = await page
      .getByRole("button", { name: /^Select / })
      .evaluateAll((buttons) => buttons.map((b) => (b.getAttribute("aria-label") ?? "").replace(/^.* round trip /, "")));
    expect(totals.length).toBeGreaterThan(0);
    expect(Math.min(...totals.map(money))).toBe(from);
    await expectNoSeriousA11yViolations(page, "return flights (step 2)");
    // Back and forward move between the steps.
    await page.goBack();
    await expect(page.getByRole("heading", { name: /^\d+ outbound flights?/ })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole("heading", { name: /^\d+ return flights?/ })).toBeVisible();
    const reference = await bookOneAdult(page, uniqueEmail("gcash"));

    await page.getByRole("radio", { name: "GCash" }).check();
    await page.getByRole("button", { name: /^Pay ₱/ }).click();
    await expect(page).toHaveURL(/\/payments\/sandbox\/wallet\//);
    await page.getByRole("button", { name: /^Pay ₱/ }).click();

    await expect(page).toHaveURL(new RegExp(`/flights/confirmation/${reference}$`));
    await expect(page.getByText("Confirmed and ticketed")).toBeVisible();
    await expect(page.getByText("Total (paid with GCash)")).toBeVisible();
    // Both directions, and the onward boat to Boracay from Caticlan.
    await expect(page.getByRole("region", { name: "Flights" }).locator(".rounded-xl")).toHaveCount(2);
    await expect(page.getByText(/Boracay/).first()).toBeVisible();
  });

  test("two tabs: GCash left open in one, card paid in the other, then GCash approved — refunded, said on the page and by e-mail", async ({
    page,
  }) => {
    await page.goto(`/flights/results?origin=MNL&destination=ILO&departureDate=${travelDate(36)}&adults=1`);
    const email = uniqueEmail("two-tabs");
    const reference = await bookOneAdult(page, email);
    await page.getByRole("radio", { name: "GCash" }).check();
    await page.getByRole("button", { name: /^Pay ₱/ }).click();
    await expect(page).toHaveURL(/\/payments\/sandbox\/wallet\//);

    const card = await page.context().newPage();
    await card.goto(`/flights/payment?ref=${reference}`);
    await payByCard(card, "4242 4242 4242 4242");
    await expect(card).toHaveURL(new RegExp(`/flights/confirmation/${reference}$`));
    await expect(card.getByText("Confirmed and ticketed")).toBeVisible();

    // Back in the first tab, the GCash approval goes through anyway: refunded at once, and said so.
    await page.getByRole("button", { name: /^Pay ₱/ }).click();
    await expect(page).toHaveURL(new RegExp(`/flights/confirmation/${reference}\\?refunded=`));
    const notice = page.getByTestId("refund-notice");
    await expect(notice).toHaveText(
      /^This booking was already paid, so your GCash payment of ₱[\d,.]+ was not needed\. We refunded it in full\.$/,
    );
    await expect(page.getByText("Confirmed and ticketed")).toBeVisible();
    const payments = (await (await page.request.get(`/api/__test/payments/${reference}`)).json()) as { data: { status: string }[] };
    expect(payments.data.map((p) => p.status)).toEqual(["succeeded", "succeeded"]);
    const mail = await waitForMail({ to: email, subject: `Payment refunded: booking ${reference}` });
    expect(mail.text).toContain((await notice.innerText()).trim());
    // Once the traveller leaves the return page, the trip still lists the refunded GCash payment.
    await page.goto(`/flights/confirmation/${reference}`);
    const listed = page.getByTestId("trip-payments");
    await expect(listed).toContainText("Tickets: Visa •••• 4242");
    await expect(listed.getByRole("listitem").filter({ hasText: "A second payment for this booking: GCash" })).toContainText(
      "refunded in full",
    );
    await expect(page.getByText(/^Total \(paid with Visa •••• 4242\)$/)).toBeVisible();
    await card.close();
  });

  test("an international trip explains the travel tax and eTravel before payment", async ({ page }) => {
    await page.goto(`/flights/results?origin=MNL&destination=NRT&departureDate=${travelDate(30)}&adults=1`);
    await expect(page.getByRole("heading", { name: /MNL → NRT/ })).toBeVisible();
    await page.waitForFunction(() => sessionStorage.getItem("lakbay.flight")?.includes("NRT"));
    // The search is kept in this tab (spec §4): the flights page offers to continue it.
    await page.goto("/flights");
    await page.getByRole("link", { name: "Continue your last search" }).click();
    await expect(page).toHaveURL(/destination=NRT/);
    await page
      .getByRole("button", { name: /^Select / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/flights\/passengers/);
    await expect(page.getByLabel("Passport number")).toBeVisible();
    await fillTraveller(
      page,
      0,
      { title: "Ms", gender: "F", given: "Liza", surname: "Bautista", dob: "1992-09-09" },
      { number: "P1234567A", expiry: "2026-12-01" },
    );
    await fillContact(page, uniqueEmail("abroad"));
    await page.getByRole("button", { name: "Continue to add-ons" }).click();
    await expect(page.getByText("The passport must be valid for at least 6 months after the last flight.")).toBeVisible();
    await page.locator('[name="p0.passportExpiry"]').fill("2031-01-01");
    await page.getByRole("button", { name: "Continue to add-ons" }).click();
    await page.getByRole("button", { name: "Continue to review" }).click();

    const notes = page.getByRole("region", { name: "Good to know for this trip" });
    await expect(notes.getByText(/travel tax/i).first()).toBeVisible();
    await expect(notes.getByText("Not included: paid separately").first()).toBeVisible();
    await expect(notes.getByText(/eTravel/).first()).toBeVisible();
    await expect(notes.getByText(/72 hours/).first()).toBeVisible();
    // Every amount comes with its public sources, each dated by the source itself (issue 23).
    await expect(notes.getByText(/^Sources: The Filipino Times, on TIEZA's full travel tax rates \(27 Jan 2025\);/)).toBeVisible();
    await expect(notes.getByText(/^Sources: SunStar, NAIA terminal fees \(24 Aug 2025\)/)).toBeVisible();

    // Start over forgets the search, the selection and the typed details.
    await page.getByRole("link", { name: "Start over" }).click();
    await expect(page).toHaveURL(/\/flights$/);
    await expect(page.getByRole("heading", { name: "Flights", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue your last search" })).toHaveCount(0);
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith("lakbay.flight")))).toEqual([]);
  });

  test("the fare calendar's month view: a grid of cheapest prices, month by month, a day opens its flights", async ({ page }) => {
    const date = travelDate(34);
    await page.goto(`/flights/results?origin=MNL&destination=CEB&departureDate=${date}&adults=1`);
    await page.getByRole("link", { name: "Month view" }).click();
    await expect(page).toHaveURL(/calendar=month/);
    const grid = page.getByRole("table", { name: /Cheapest one-way fare per departure day in / });
    await expect(grid).toBeVisible();
    await expect(grid.getByRole("columnheader")).toHaveCount(7);
    await expect(grid.locator('[aria-current="date"]')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, "fare calendar month view");
    const month = (await page.locator("#fare-month-caption").innerText()).trim();
    await page.getByRole("link", { name: /^Next month, / }).click();
    await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
    await expect(page.locator("#fare-month-caption")).not.toHaveText(month);
    // Every day of that month can be booked, each with a price or "no flights" said.
    const days = grid.getByRole("link");
    expect(await days.count()).toBeGreaterThanOrEqual(28);
    const second = days.nth(1);
    const name = (await second.innerText()).replace(/\s+/g, " ");
    expect(name).toMatch(/₱[\d,.]+|no flights/);
    await second.click();
    await expect(page).toHaveURL(/departureDate=\d{4}-\d{2}-02/);
    await expect(page).not.toHaveURL(/calendar=month/);
    await expect(page.getByRole("heading", { name: /\d+ flights?/ })).toBeVisible();
    await expect(page.getByRole("navigation", { name: /Cheapest one-way fare by day/ }).locator('[aria-current="date"]')).toHaveAttribute(
      "href",
      /departureDate=\d{4}-\d{2}-02(&|$)/,
    );
  });
});
