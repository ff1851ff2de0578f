/**
 * The confirmation e-mails' trip links (issue 23; core/shared/trip-links.ts, routes/trip-link.tsx):
 * a stranger who knows a reference can lock its last-name look-up with wrong guesses, and the
 * traveller holding the e-mail still gets in through its link — the trip in this browser as
 * reference + last name would show it (contact details masked, no dates of birth), no last name
 * asked. A link we did not make opens nothing. Flights and hotels, through the real services.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HotelSearchPage, RoomRatesReply } from "../../contracts/hotels.ts";
import { invoke } from "../../core/application/use-case.ts";
import { mailOutbox } from "../../db/schema.ts";
import { stay } from "../../server/api/hotels.fixture.ts";
import { ticketedBooking } from "../../server/api/post-ticketing.fixture.ts";
import { requestContext } from "../../server/request-context.ts";
import type { EdgeServices } from "../../server/services.ts";
import { type HttpTestApp, openHttpTestApp } from "../../server/test-http-app.ts";
import * as flightConfirmation from "../routes/flights/confirmation.tsx";
import * as hotelConfirmation from "../routes/hotels/confirmation.tsx";
import * as tripLink from "../routes/trip-link.tsx";

let t: HttpTestApp;
let ip = 0;

beforeAll(async () => {
  // Jobs run: the hotel's confirmation mail is a job.
  t = await openHttpTestApp({}, { runJobs: true });
}, 60_000);
afterAll(() => t?.close());

const address = () => `198.51.100.${(++ip % 250) + 1}`;

function context() {
  const services = { apps: t.services.apps, host: { ...t.services.host, lookUpSession: async () => null } } satisfies EdgeServices;
  const ctx = new RouterContextProvider();
  ctx.set(requestContext, { services, requestId: "r", nonce: "n", clientIp: address() });
  return ctx;
}

/** The trip link's page: its answer (the redirect, or the 404 page's data). */
async function open(path: string, cookie = ""): Promise<{ status: number; location: string | null; cookie: string; data: unknown }> {
  const key = path.split("/").at(-1) as string;
  try {
    const reply = (await tripLink.loader({
      request: new Request(`${t.services.env.appUrl}${path}`, { headers: { cookie } }),
      context: context(),
      params: { key },
    } as never)) as unknown as { data: unknown; init: { status: number } };
    return { status: reply.init.status, location: null, cookie: "", data: reply.data };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    const set = thrown.headers.get("set-cookie") ?? "";
    return { status: thrown.status, location: thrown.headers.get("location"), cookie: set.split(";")[0], data: null };
  }
}

/** The text of the mail to `to` about `reference`, waiting up to 20 s for the job that writes it. */
async function mailText(to: string, reference: string): Promise<string> {
  for (let waited = 0; waited < 20_000; waited += 250) {
    const mails = await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    const mail = mails.find((m) => m.subject.includes(reference));
    if (mail) return mail.text;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail for ${reference}`);
}

/** Six wrong last names from six addresses: the reference's look-up is locked, the right name refused too. */
async function lockOut(reference: string, kind: "flight" | "hotel", rightName: string) {
  for (let i = 0; i < 6; i++) {
    await invoke(
      t.services.bookingsApp.find,
      { reference, last_name: `Wrong${"x".repeat(i)}`, kind },
      { userId: null, clientIp: address() },
    );
  }
  const right = await invoke(t.services.bookingsApp.find, { reference, last_name: rightName, kind }, { userId: null, clientIp: address() });
  expect(!right.ok && right.error.code).toBe("rate_limited");
}

describe("the trip link in a confirmation e-mail", () => {
  it("opens a flight booking whose last-name look-up a stranger has locked: masked, no dates of birth, no last name asked", async () => {
    const { reference } = await ticketedBooking(t, address());
    await lockOut(reference, "flight", "Soberano");
    await t.services.flightCheckout.sendConfirmation(reference);
    const text = await mailText("liza@example.com", reference);
    const path = new RegExp(
      `Open your trip any time, no last name needed: ${t.services.env.appUrl}(/flights/open/${reference}\\.[\\w-]{43})\\n`,
    ).exec(text)?.[1];
    expect(path).toBeDefined();

    const opened = await open(path as string);
    expect(opened).toMatchObject({ status: 303, location: `/flights/confirmation/${reference}` });
    expect(opened.cookie).toMatch(/^lakbay\.trips=/);
    const page = JSON.stringify(
      await flightConfirmation.loader({
        request: new Request(`${t.services.env.appUrl}/flights/confirmation/${reference}`, { headers: { cookie: opened.cookie } }),
        context: context(),
        params: { reference },
      } as never),
    );
    expect(page).toContain(`"reference":"${reference}"`);
    expect(page).toContain("l•••@e••••.com");
    expect(page).not.toMatch(/liza@example\.com|9171234567|1998-01-04/);
    // The link is not a guess: the look-up by last name stays locked for everyone else.
    const still = await invoke(
      t.services.bookingsApp.find,
      { reference, last_name: "Soberano", kind: "flight" },
      { userId: null, clientIp: address() },
    );
    expect(!still.ok && still.error.code).toBe("rate_limited");
  });

  it("opens a hotel booking the same way", async () => {
    // One browser: its address and cookies (booking a stay gives it the trip cookie that pays for it).
    const from = address();
    let jar = "";
    const call = async (url: string, body: unknown) => {
      const headers = new Headers({ "content-type": "application/json", origin: t.services.env.appUrl, "x-forwarded-for": from });
      if (jar) headers.set("cookie", jar);
      const res = await t.app.request(url, { method: "POST", headers, body: JSON.stringify(body) });
      const set = res.headers.getSetCookie().map((c) => c.split(";")[0]);
      if (set.length) jar = set.join("; ");
      return res.json();
    };
    const api = "/api/booking/hotel";
    const found = (await call(`${api}/hotel-search-by-code`, { ...stay, hotelCodes: ["CEB010"] })).data as HotelSearchPage;
    const rates = (await call(`${api}/room-rates`, { hotelId: "CEB010", sessionId: found.sessionId })).data as RoomRatesReply;
    const room = rates.roomRates.perBookingRates.find((r) => r.available);
    const guest = { firstName: "Maria", lastName: "Santos", email: "maria.trip-link@example.com", phone: "+63 917 123 4567" };
    const booked = await call(`${api}/book`, { hotelId: "CEB010", sessionId: found.sessionId, roomId: room?.roomId, guest });
    const reference = booked.data.reference as string;
    const card = { method: "card", cardNumber: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", cardName: "Maria Santos" };
    const paid = await call(`${api}/payment`, { reference, idempotencyKey: `link-${reference}`, ...card });
    expect(paid.data?.status, JSON.stringify(paid)).toBe("confirmed");
    await lockOut(reference, "hotel", "Santos");
    const text = await mailText(guest.email, reference);
    const path = new RegExp(
      `Open your booking any time, no last name needed: ${t.services.env.appUrl}(/hotels/open/${reference}\\.[\\w-]{43})\\n`,
    ).exec(text)?.[1];
    expect(path).toBeDefined();

    const opened = await open(path as string);
    expect(opened).toMatchObject({ status: 303, location: `/hotels/confirmation/${reference}` });
    const page = (await hotelConfirmation.loader({
      request: new Request(`${t.services.env.appUrl}/hotels/confirmation/${reference}`, { headers: { cookie: opened.cookie } }),
      context: context(),
      params: { reference },
    } as never)) as { booking: { reference: string; guest: { email: string; phone: string } } | null };
    expect(page.booking?.reference).toBe(reference);
    expect(page.booking?.guest).toMatchObject({ email: "m•••@e••••.com", phone: "••• ••• 4567" });
  });

  it("made for another booking, of the other kind, cut short or altered: opens nothing (404, no cookie)", async () => {
    const { tripLinkPath } = await import("../../core/shared/trip-links.ts");
    const good = tripLinkPath(t.services.env.authSecret, "flight", "K7Q2ZM");
    const key = good.split(".")[1];
    for (const path of [
      `/flights/open/K7Q2ZN.${key}`,
      `/hotels/open/K7Q2ZM.${key}`,
      good.slice(0, -3),
      `${good.slice(0, -1)}${good.endsWith("A") ? "B" : "A"}`,
      tripLinkPath("another-secret-that-is-long-enough-111", "flight", "K7Q2ZM"),
    ]) {
      const opened = await open(path);
      expect(opened.status, path).toBe(404);
      expect(opened.cookie).toBe("");
    }
    expect((await open(`/flights/open/K7Q2ZN.${key}`)).data).toMatchObject({ kind: "flight", reference: "K7Q2ZN" });
    expect(await open(good)).toMatchObject({ status: 303, location: "/flights/confirmation/K7Q2ZM" });
  });
});
