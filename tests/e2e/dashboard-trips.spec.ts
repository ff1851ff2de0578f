/**
 * The dashboard's upcoming trips as a signed-in traveller sees them (issue 23): soonest first (not in
 * the order booked); a cancelled stay is not "upcoming" but under "Past and cancelled". Flights and
 * stays share the one list (app/features/dashboard/trips.test.ts orders them together).
 */
import type { Page } from "@playwright/test";
import { registerAndVerify } from "./support/accounts.ts";
import { expect, test } from "./support/fixtures.ts";
import { travelDate } from "./support/flight-booking.ts";

const API = "/api/booking/hotel";

/** Books and pays a stay of two nights `days` from today through the hotel API, as this signed-in browser. */
async function bookStay(page: Page, code: string, days: number): Promise<string> {
  const headers = { Origin: new URL(page.url()).origin };
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(`${API}/${path}`, { data, headers });
    expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()).data;
  };
  const stay = { checkin: travelDate(days), checkout: travelDate(days + 2), occupancy: [{ room_no: 1, adult: 2, child: 0 }] };
  const found = await post("hotel-search-by-code", { ...stay, hotelCodes: [code] });
  const rates = await post("room-rates", { hotelId: code, sessionId: found.sessionId });
  const room = rates.roomRates.perBookingRates.find((r: { available: boolean }) => r.available);
  const guest = { firstName: "Dalisay", lastName: "Ramos", email: "dalisay.ramos@example.com", phone: "+63 917 555 0199" };
  const booked = await post("book", { hotelId: code, sessionId: found.sessionId, roomId: room.roomId, guest });
  const card = { method: "card", cardNumber: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", cardName: "Dalisay Ramos" };
  const paid = await post("payment", { reference: booked.reference, idempotencyKey: `dash-${booked.reference}`, ...card });
  expect(paid.status).toBe("confirmed");
  return booked.reference;
}

test("upcoming trips are in date order, without a cancelled stay", async ({ page }) => {
  await registerAndVerify(page);
  const latest = await bookStay(page, "DVO001", 40);
  const later = await bookStay(page, "CEB001", 25);
  const soon = await bookStay(page, "CEB003", 9);
  const cancelled = await bookStay(page, "ILO001", 15);
  const headers = { Origin: new URL(page.url()).origin };
  const quote = await (await page.request.post(`${API}/cancel-quote`, { data: { reference: cancelled }, headers })).json();
  const done = await page.request.post(`${API}/cancel`, { data: { reference: cancelled, quoteToken: quote.data.quoteToken }, headers });
  expect(done.status()).toBe(200);

  await page.goto("/dashboard");
  const upcoming = page.getByRole("list", { name: "Upcoming trips" }).locator(":scope > li");
  await expect(upcoming).toHaveCount(3);
  const texts = await upcoming.allTextContents();
  expect(texts.map((t) => [soon, later, latest].find((r) => t.includes(r)))).toEqual([soon, later, latest]);
  await expect(page.getByRole("list", { name: "Upcoming trips" })).not.toContainText(cancelled);

  await page.getByText(/^Past and cancelled \(1\)$/).click();
  const past = page.getByRole("list", { name: "Past and cancelled trips" });
  await expect(past).toContainText(cancelled);
  await expect(past).toContainText("cancelled");
});
