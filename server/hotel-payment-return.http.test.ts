/**
 * The two-tabs case on the real process (issue 16): a GCash payment opened for a hotel booking, the
 * booking paid by card meanwhile, then the GCash payment approved on the gateway's page. The
 * traveller comes back to the hotel return page and reads that this payment was refunded, not that
 * the booking is paid again.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, HOTEL_PAYMENT_MESSAGES, manilaToday } from "../contracts/hotels.ts";
import { inventory } from "../core/hotels/inventory.ts";
import { formatMoney } from "../contracts/money.ts";
import { openDatabase } from "../db/client.ts";
import { CARD, hotelCheckoutFixture, TOTAL } from "../db/repositories/hotel-payments.fixture.ts";
import { type BuiltApp, startBuiltApp } from "../tests/support/built-app.ts";

let app: BuiltApp | undefined;
let base = "";
let reference = "";
let strayId = "";

/** In the app's own database before it starts: a booking, a GCash payment left open, the booking paid by card. */
async function prepare(dataDir: string) {
  const database = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
  const f = hotelCheckoutFixture(database.db);
  const b = await f.newBooking();
  reference = b.reference;
  strayId = (await f.strayWallet(reference)).id;
  expect((await f.pay(reference, `return-page-card-${reference}`, CARD)).status).toBe("confirmed");
  await database.close();
}

beforeAll(async () => {
  app = await startBuiltApp({ name: "hotel-return", prepare });
  base = app.base;
}, 60_000);

afterAll(() => app?.stop());

let cookies = "";
async function send(p: string, fields?: Record<string, string>) {
  const res = await fetch(base + p, {
    method: fields ? "POST" : "GET",
    headers: {
      Accept: "text/html",
      Origin: base,
      ...(fields ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      ...(cookies ? { Cookie: cookies } : {}),
    },
    body: fields ? new URLSearchParams(fields) : undefined,
    redirect: "manual",
  });
  const set = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (set.length) cookies = [cookies, ...set].filter(Boolean).join("; ");
  return res;
}

describe("hotel payment return page", () => {
  it("a GCash payment approved after the booking was paid by card says it was refunded", async () => {
    // This browser finds the booking by reference and last name (the trip-access cookie).
    expect((await send(`/hotels/confirmation/${reference}`, { intent: "lookup", lastName: "Santos" })).status).toBe(302);
    const approved = await send(`/payments/sandbox/wallet/${strayId}`, { intent: "approve" });
    const back = approved.headers.get("location") ?? "";
    expect(back).toContain(`/hotels/checkout/return?reference=${reference}`);
    const page = await send(back);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("This payment was refunded");
    expect(html).toContain(HOTEL_PAYMENT_MESSAGES.alreadyPaidRefunded(formatMoney(TOTAL)));
    expect(html).not.toContain("Your stay is booked");
    // Reloading the page refunds nothing more and says the same.
    expect(await (await send(back)).text()).toContain(HOTEL_PAYMENT_MESSAGES.alreadyPaidRefunded(formatMoney(TOTAL)));
  });

  // Each visit of the checkout gets its own payment attempt key: two travellers opening the same
  // checkout link within seconds no longer share one from the anonymous page cache (decision 006).
  it("the checkout page is not cached: every visit has its own payment attempt key", async () => {
    const hotel = inventory().hotels[0];
    const checkInDate = addDays(manilaToday(), 30);
    const url = `/hotels/checkout?hotelId=${hotel.hotelId}&roomId=${hotel.rooms[0].roomId}&checkInDate=${checkInDate}&checkOutDate=${addDays(checkInDate, 2)}&rooms=1&adults=1`;
    const visit = async () => {
      const res = await fetch(base + url, { headers: { Accept: "text/html" } });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toMatch(/private/);
      return /name="idempotencyKey" value="([^"]+)"/.exec(await res.text())?.[1];
    };
    const [a, b] = [await visit(), await visit()];
    expect(a).toMatch(/^hotel-/);
    expect(b).not.toBe(a);
  });

  it("a stranger's look-up by last name: a wrong name is told plainly, and after five the reference is locked even for the right one", async () => {
    const lookUp = (lastName: string) =>
      fetch(`${base}/hotels/confirmation/${reference}`, {
        method: "POST",
        headers: { Accept: "text/html", Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "lookup", lastName }),
        redirect: "manual",
      });
    for (let i = 0; i < 5; i++) {
      const wrong = await lookUp(`Cruz${i}`);
      expect(wrong.status).toBe(404);
      const html = await wrong.text();
      expect(html).toContain("No booking matches that reference and last name.");
      expect(html).not.toContain("Santos");
    }
    const locked = await lookUp("Santos");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await locked.text()).toContain("Too many wrong last names for this booking reference.");
    expect(locked.headers.getSetCookie()).toEqual([]);
    // The browser that already holds the booking still opens it.
    expect((await send(`/hotels/confirmation/${reference}`)).status).toBe(200);
  });
});
