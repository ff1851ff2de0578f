/**
 * A confirmation e-mail's trip link through the whole HTTP host and React Router's production build
 * (`npm test` builds first): a link we made answers 303 to the trip page with the trip cookie, one we
 * did not make a 404 page that says what to do instead, and no log line ever holds the link's key.
 */
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tripLinkPath } from "../core/shared/trip-links.ts";
import { testDatabaseKind } from "../db/test-database.ts";
import { type HttpTestApp, openBuiltHttpTestApp } from "./test-http-app.ts";

const logLines: string[] = [];
let t: HttpTestApp;

beforeAll(async () => {
  const logger = pino({ level: "debug" }, { write: (line: string) => void logLines.push(line) });
  t = await openBuiltHttpTestApp({}, { logger });
}, 60_000);
afterAll(() => t?.close());

const get = (url: string, cookie?: string) =>
  t.app.request(new URL(url, t.services.env.appUrl).href, {
    headers: { accept: "text/html", "x-forwarded-for": "198.18.20.1", ...(cookie ? { cookie } : {}) },
    redirect: "manual",
  });

describe(`trip links (${testDatabaseKind})`, () => {
  it("open the trip page with the trip cookie; a link we did not make gets a 404 page; the log never holds a key", async () => {
    const flight = tripLinkPath(t.services.env.authSecret, "flight", "K7Q2ZM");
    const opened = await get(flight);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("/flights/confirmation/K7Q2ZM");
    expect(opened.headers.get("cache-control")).toBe("no-store");
    expect(opened.headers.getSetCookie().join("\n")).toMatch(/lakbay\.trips=K7Q2ZM\.[\w-]+;.*HttpOnly/);

    const hotel = tripLinkPath(t.services.env.authSecret, "hotel", "H4B7XK");
    const stay = await get(hotel);
    expect(stay.status).toBe(303);
    expect(stay.headers.get("location")).toBe("/hotels/confirmation/H4B7XK");

    const forged = `${flight.slice(0, -4)}abcd`;
    const refused = await get(forged);
    expect(refused.status).toBe(404);
    expect(refused.headers.getSetCookie().join("\n")).not.toContain("lakbay.trips=");
    const html = await refused.text();
    expect(html).toContain("This trip link does not work");
    expect(html).toContain('href="/flights/manage?ref=K7Q2ZM"');

    const written = logLines.join("");
    expect(written).toContain('"path":"/flights/open/[token]"');
    expect(written).toContain('"path":"/hotels/open/[token]"');
    for (const link of [flight, hotel, forged]) expect(written).not.toContain(link.split(".")[1]);
  });
});
