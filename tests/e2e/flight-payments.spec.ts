/**
 * Flights in Chromium, when things go another way: a return trip without JavaScript, a declined card
 * then a good one, a 3-D Secure style challenge and a Pay pressed twice that charges once, and a fare
 * guarantee or a hold that runs out.
 */
import { expect, test, uniqueEmail } from "./support/fixtures.ts";
import { bookOneAdult, payByCard } from "./support/flight-checkout.ts";
import { travelDate } from "./support/flight-booking.ts";

test.describe("flights, when things go another way", () => {
  test("without JavaScript a return trip still goes from flight out to flight back to the passengers page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(
      `/flights/results?tripType=return&origin=MNL&destination=CEB&departureDate=${travelDate(45)}&returnDate=${travelDate(48)}&adults=1`,
    );
    await page
      .getByRole("link", { name: /^Choose / })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: /^\d+ return flights?/ })).toBeVisible();
    await page
      .getByRole("button", { name: /^Select / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/flights\/passengers\?s=/);
    await context.close();
  });

  test("a declined card, then a good one", async ({ page }) => {
    await page.goto(`/flights/results?origin=CEB&destination=DVO&departureDate=${travelDate(28)}&adults=1`);
    const reference = await bookOneAdult(page, uniqueEmail("declined"));
    await payByCard(page, "4000 0000 0000 0002");
    await expect(page.getByText("Your card was declined. Try another card or contact your bank.")).toBeVisible();
    await expect(page).toHaveURL(/\/flights\/payment\?ref=/);
    await payByCard(page, "4242 4242 4242 4242");
    await expect(page).toHaveURL(new RegExp(`/flights/confirmation/${reference}$`));
    await expect(page.getByText("Confirmed and ticketed")).toBeVisible();
    const payments = (await (await page.request.get(`/api/__test/payments/${reference}`)).json()) as { data: { status: string }[] };
    expect(payments.data.map((p) => p.status).sort()).toEqual(["failed", "succeeded"]);
  });

  test("a GCash page left open: the trip says we are checking the payment, never that it failed; approved later, it is ticketed", async ({
    page,
  }) => {
    await page.goto(`/flights/results?origin=MNL&destination=ILO&departureDate=${travelDate(31)}&adults=1`);
    const reference = await bookOneAdult(page, uniqueEmail("checking"));
    await page.getByRole("radio", { name: "GCash" }).check();
    await page.getByRole("button", { name: /^Pay ₱/ }).click();
    await expect(page).toHaveURL(/\/payments\/sandbox\/wallet\//);
    const wallet = page.url();
    // The traveller looks at the trip in the meantime.
    await page.goto(`/flights/confirmation/${reference}`);
    await expect(page.getByText("Checking your payment", { exact: true })).toBeVisible();
    await expect(page.getByTestId("payment-state")).toContainText("Please don't pay again");
    await page.goto(wallet);
    await page.getByRole("button", { name: /^Pay ₱/ }).click();
    await expect(page).toHaveURL(new RegExp(`/flights/confirmation/${reference}$`));
    await expect(page.getByText("Confirmed and ticketed")).toBeVisible();
    await expect(page.getByTestId("payment-state")).toHaveCount(0);
  });

  test("a 3-D Secure challenge, and a double-clicked or resent Pay that charges once", async ({ page }) => {
    await page.goto(`/flights/results?origin=MNL&destination=PPS&departureDate=${travelDate(33)}&adults=1`);
    const reference = await bookOneAdult(page, uniqueEmail("twice"));

    // The same form sent twice at once (a double-click without JavaScript) carries one idempotency key.
    const key = await page.locator('input[name="idempotencyKey"]').inputValue();
    const form = {
      method: "card",
      cardNumber: "4000 0000 0000 3220",
      expiry: "08/30",
      cvc: "123",
      cardName: "Andres Reyes",
      idempotencyKey: key,
    };
    const origin = new URL(page.url()).origin;
    const [a, b] = await Promise.all([
      page.request.post(`/flights/payment?ref=${reference}`, { form, headers: { Origin: origin }, maxRedirects: 0 }),
      page.request.post(`/flights/payment?ref=${reference}`, { form, headers: { Origin: origin }, maxRedirects: 0 }),
    ]);
    expect(a.status()).toBe(302);
    expect(b.status()).toBe(302);
    expect(a.headers().location).toBe(b.headers().location);
    const payments = (await (await page.request.get(`/api/__test/payments/${reference}`)).json()) as { data: { status: string }[] };
    expect(payments.data).toHaveLength(1);

    // The challenge: the one-time code shown on the sandbox page, then back to a ticketed booking.
    await page.goto(a.headers().location ?? "/");
    const code = (await page.getByTestId("sandbox-code").innerText()).replace(/\s/g, "");
    await page.getByLabel("One-time code").fill(code);
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect(page).toHaveURL(new RegExp(`/flights/confirmation/${reference}$`));
    await expect(page.getByText("Confirmed and ticketed")).toBeVisible();

    // A double-click on the page's own button is one payment too.
    const again = (await (await page.request.get(`/api/__test/payments/${reference}`)).json()) as { data: { status: string }[] };
    expect(again.data.map((p) => p.status)).toEqual(["succeeded"]);
  });

  test("when the fare guarantee runs out the traveller is told and taken back to the results; an expired hold cannot be paid", async ({
    page,
  }) => {
    // It waits for a shortened fare guarantee to run out, then books and lets a hold expire: more than a minute on a loaded machine.
    test.setTimeout(150_000);
    const results = `/flights/results?origin=MNL&destination=TAG&departureDate=${travelDate(38)}&adults=1`;
    await page.goto(results);
    await page
      .getByRole("button", { name: /^Select / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/flights\/passengers\?s=/);
    const session = new URL(page.url()).searchParams.get("s") ?? "";
    const expire = await page.request.post("/api/__test/flights/expire-checkout", {
      data: { session_id: session, in_ms: 2000 },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(expire.ok()).toBe(true);
    // The countdown is still the one from before; reload to pick up the shorter guarantee, then wait.
    await page.reload();
    await expect(page.getByText(/^Fare held for/)).toBeVisible();
    await expect(page.getByText(/Your selected fare has expired/).first()).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/flights\/results\?/, { timeout: 10_000 });
    await expect(page).toHaveURL(/destination=TAG/);

    // A booking whose seat hold ran out: payment is refused and the trip shows it expired.
    const reference = await bookOneAdult(page, uniqueEmail("late"));
    const ended = await page.request.post("/api/__test/flights/expire-hold", {
      data: { reference },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(ended.ok()).toBe(true);
    await payByCard(page, "4242 4242 4242 4242");
    await expect(page.getByText(/its seat hold has ended/)).toBeVisible();
    await page.goto(`/flights/confirmation/${reference}`);
    await expect(page.getByText("Expired: not paid in time")).toBeVisible();
    const payments = (await (await page.request.get(`/api/__test/payments/${reference}`)).json()) as { data: unknown[] };
    expect(payments.data).toHaveLength(0);
  });
});
