/**
 * The hotel API's tests (hotels.test.ts, hotel-booking.test.ts) on the whole HTTP host: the host with the test routes on and
 * a hotel photo and a built asset in its public folder, opened before the file's tests and closed
 * after; a JSON client per test, with its own client address and cookie jar; a stay 40 days out for
 * two adults, as the §7 payloads write it.
 */
import { afterAll, beforeAll } from "vitest";
import { addDays, manilaToday } from "../../contracts/hotels.ts";
import { type HttpTestApp, openHttpTestApp } from "../test-http-app.ts";

export const API = "/api/booking/hotel";
export const checkin = addDays(manilaToday(), 40);
export const checkout = addDays(checkin, 2);
export const stay = { checkin, checkout, occupancy: [{ room_no: 1, adult: 2, child: 0, child_age: [0] }], requiredCurrency: "PHP" };

export function hotelApiSuite() {
  let host: HttpTestApp | undefined;
  let ip = 0;
  beforeAll(async () => {
    host = await openHttpTestApp(
      { E2E_TEST_ROUTES: "1" },
      { publicFiles: { "hotels/photos/pool.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>', "assets/app-abc123.js": "export {};" } },
    );
  });
  afterAll(() => host?.close());

  /** A client of its own (address, cookies): `call(url)` GETs, `call(url, body)` POSTs the body as JSON. */
  function client() {
    const address = `198.51.100.${++ip}`;
    const jar = new Map<string, string>();
    return async (url: string, body?: unknown, init: RequestInit = {}) => {
      const { app, services } = suite.host;
      const headers = new Headers(init.headers);
      headers.set("x-forwarded-for", address);
      headers.set("origin", services.env.appUrl);
      if (jar.size) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
      if (body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
      const res = await app.request(url, {
        method: body === undefined ? "GET" : "POST",
        ...init,
        headers,
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(";");
        const eq = pair.indexOf("=");
        jar.set(pair.slice(0, eq), pair.slice(eq + 1));
      }
      const json = res.headers.get("content-type")?.includes("json") ? await res.json() : null;
      // biome-ignore lint/suspicious/noExplicitAny: replies are read loosely here; the shapes are what is under test.
      return { status: res.status, json: json as { data?: any; message?: string; errors?: Record<string, string[]> } };
    };
  }

  const suite = {
    client,
    /** The host, once the tests run. */
    get host(): HttpTestApp {
      if (!host) throw new Error("the host opens before the tests: use it inside a test");
      return host;
    },
  };
  return suite;
}
