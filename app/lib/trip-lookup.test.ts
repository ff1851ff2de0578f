/**
 * The trip pages reached by reference + last name: "Find your trip" refuses a reference after 5
 * wrong last names (whatever the address) with a message, and the trip page's loader — what a `.data`
 * request carries — masks contact details and dates of birth for a browser holding the trip, not for
 * the signed-in owner. The API side: server/trip-lookup.test.ts.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../db/schema.ts";
import { requestContext } from "../../server/request-context.ts";
import type { EdgeServices } from "../../server/services.ts";
import { bookTestFlight, signedInCookie } from "../../server/test-flight-booking.ts";
import { type HttpTestApp, openHttpTestApp } from "../../server/test-http-app.ts";
import { grantTripAccess } from "../../server/trip-access.ts";
import * as dashboardRoute from "../routes/dashboard/index.tsx";
import * as confirmationRoute from "../routes/flights/confirmation.tsx";
import * as manageRoute from "../routes/flights/manage.tsx";

let t: HttpTestApp;
let ownerCookie = "";
let ip = 0;

beforeAll(async () => {
  t = await openHttpTestApp();
  ownerCookie = await signedInCookie(t, "liza.pages@example.com");
}, 60_000);
afterAll(() => t?.close());

/** The router context of a page request from a new address, with or without the session lookup. */
function contextFor(signedIn: boolean) {
  const lookUpSession = signedIn ? t.services.lookUpSession : async () => null;
  const services = { apps: t.services.apps, host: { ...t.services.host, lookUpSession } } satisfies EdgeServices;
  const context = new RouterContextProvider();
  context.set(requestContext, { services, requestId: "r", nonce: "n", clientIp: `198.51.100.${(++ip % 250) + 1}` });
  return context;
}

type Reply = { data: { errors: { form: string[] } }; init: { status: number; headers: Record<string, string> } };

async function findTrip(reference: string, lastName: string): Promise<{ status: number; reply: Reply | null }> {
  const request = new Request(`${t.services.env.appUrl}/flights/manage`, {
    method: "POST",
    body: new URLSearchParams({ reference, lastName }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  try {
    const reply = (await manageRoute.action({ request, context: contextFor(false), params: {} } as never)) as unknown as Reply;
    return { status: reply.init?.status ?? 200, reply };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, reply: null };
    throw thrown;
  }
}

describe("the trip pages", () => {
  it("Find your trip refuses a reference after 5 wrong last names, with a message on the page", async () => {
    const reference = await bookTestFlight(t);
    for (let i = 0; i < 5; i++) expect((await findTrip(reference, `Wrong${i}`)).status).toBe(404);
    const refused = await findTrip(reference, "Soberano");
    expect(refused.status).toBe(429);
    expect(Number(refused.reply?.init.headers["Retry-After"])).toBeGreaterThan(0);
    expect(refused.reply?.data.errors.form[0]).toMatch(
      /^Too many wrong last names for this booking reference\. Please try again in 1[45] minutes, or log in/,
    );
  });

  it("the right last name opens the trip (a redirect with the trip cookie)", async () => {
    const reference = await bookTestFlight(t);
    expect((await findTrip(reference, "soberano")).status).toBe(302);
  });

  it("the trip page's data masks contact details for a browser holding the trip, not for the signed-in owner", async () => {
    const reference = await bookTestFlight(t, ownerCookie);
    const trips = grantTripAccess({ secret: t.services.env.authSecret, publicDeployment: false }, null, reference).split(";")[0];
    const load = async (cookie: string, signedIn: boolean) =>
      JSON.stringify(
        await confirmationRoute.loader({
          request: new Request(`${t.services.env.appUrl}/flights/confirmation/${reference}.data`, { headers: { cookie } }),
          context: contextFor(signedIn),
          params: { reference },
        } as never),
      );
    const held = await load(trips, false);
    expect(held).toContain("l•••@e••••.com");
    expect(held).toContain("••• ••• 4567");
    expect(held).not.toMatch(/liza\.soberano@|9171234567|1998-01-04/);
    const own = await load(ownerCookie, true);
    expect(own).toContain("liza.soberano@example.com");
    expect(own).toContain("1998-01-04");
  });

  it("the dashboard lists the signed-in owner's flight (bookings.trips): its route, departure and travellers", async () => {
    const email = "liza.dashboard@example.com";
    const cookie = await signedInCookie(t, email);
    await t.services.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    const reference = await bookTestFlight(t, cookie);
    const page = (await dashboardRoute.loader({
      request: new Request(`${t.services.env.appUrl}/dashboard`, { headers: { cookie } }),
      context: contextFor(true),
      params: {},
    } as never)) as { upcoming: unknown[]; past: unknown[] };
    // Held for payment and still ahead: an upcoming trip.
    expect(page.upcoming).toEqual([
      {
        kind: "flight",
        reference,
        status: "held",
        route: "MNL → CEB",
        departs: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        travellers: 1,
        at: expect.any(Number),
      },
    ]);
    expect(page.past).toEqual([]);
  });
});
