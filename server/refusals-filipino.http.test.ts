/**
 * Refusals in the page's language (issue 27, decision 035 "Refusals in the traveller's language"),
 * through the whole HTTP host and the production build (`npm test` builds first): a form on a /fil
 * page sent wrong is answered in Filipino (the use cases' refusals, their field messages, the page
 * actions' own), and the same form on the English page is answered exactly as before.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageRequests } from "./chat-pages.fixture.ts";
import { type HttpTestApp, openBuiltHttpTestApp } from "./test-http-app.ts";

let t: HttpTestApp;

beforeAll(async () => {
  t = await openBuiltHttpTestApp();
}, 120_000);
afterAll(() => t?.close());

const request = pageRequests(() => t, "198.18.41");

/** React Router escapes text in the page's data: compare the page's text as a browser reads it. */
async function text(res: Response) {
  return (await res.text())
    .replace(/\\u0026/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

describe("a form sent wrong on a Filipino page", () => {
  it("logging in with a wrong password: Filipino on /fil/login, English as before on /login", async () => {
    const form = { email: "walang-account@example.com", password: "mali-ang-password-ito" };
    const fil = await request("/fil/login", { form });
    const filText = await text(fil);
    expect(filText).toContain("Mali po ang e-mail address o password.");
    expect(filText).not.toContain("The e-mail address or password is incorrect.");

    const en = await request("/login", { form });
    expect(en.status).toBe(fil.status);
    const enText = await text(en);
    expect(enText).toContain("The e-mail address or password is incorrect.");
    expect(enText).not.toContain("Mali po");
  });

  it("the contact form with an empty message: Filipino field messages on /fil/contact, English on /contact", async () => {
    const form = { name: "Ana Reyes", email: "ana@example.com", subject: "Ferry", message: "" };
    const fil = await request("/fil/contact", { form });
    expect(fil.status).toBe(400);
    const filText = await text(fil);
    expect(filText).toContain("Isulat po ang inyong mensahe.");
    expect(filText).not.toContain("Write your message.");

    const en = await request("/contact", { form });
    expect(en.status).toBe(400);
    expect(await text(en)).toContain("Write your message.");
  });

  it("a flight search for a past date: Filipino on /fil/flights/results, English on /flights/results", async () => {
    const query = "?tripType=oneway&origin=MNL&destination=CEB&departureDate=2020-01-06&adults=1";
    const fil = await request(`/fil/flights/results${query}`);
    expect(fil.status).toBe(400);
    const filText = await text(fil);
    expect(filText).toContain("Hindi po maaaring umalis ang flight sa nakaraang petsa.");
    expect(filText).not.toContain("Flights cannot depart in the past.");

    const en = await request(`/flights/results${query}`);
    expect(en.status).toBe(400);
    expect(await text(en)).toContain("Flights cannot depart in the past.");
  });

  it("a body that is not a form: the 400 page in the page's language, with no English refusal left", async () => {
    const send = (path: string) =>
      t.app.request(new URL(path, t.services.env.appUrl).href, {
        method: "POST",
        headers: {
          origin: t.services.env.appUrl,
          "content-type": "application/json",
          "x-forwarded-for": "198.18.41.200",
          accept: "text/html",
        },
        body: "{}",
      });
    const fil = await send("/fil/contact");
    expect(fil.status).toBe(400);
    const filText = await text(fil);
    expect(filText).toMatch(/<html lang="fil"/);
    expect(filText).not.toContain("This page takes a form.");
    const en = await send("/contact");
    expect(en.status).toBe(400);
    expect(await text(en)).toMatch(/<html lang="en-PH"/);
  });

  it("the JSON API keeps its English words", async () => {
    const res = await t.app.request(new URL("/api/contact", t.services.env.appUrl).href, {
      method: "POST",
      headers: {
        origin: t.services.env.appUrl,
        "content-type": "application/json",
        "x-forwarded-for": "198.18.41.201",
        cookie: "lang=fil",
      },
      body: JSON.stringify({ name: "Ana", email: "ana@example.com", subject: "Ferry", message: "" }),
    });
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(body.errors.message).toEqual(["Write your message."]);
  });
});
