/**
 * The flight pages in Filipino (issue 27), as a browser without JavaScript gets them from the built app:
 * the search, a family's results (2 adults, 2 children, 1 infant), the passengers, add-ons, review and
 * payment steps, the trip, its change and refund quotes, the look-up, the requests and the airlines —
 * each with lang="fil", its own words in Filipino and no English left outside what is marked as written
 * in English (the services' price and baggage lines, travel notes, fare rules). The same pages in English
 * keep their words.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltApp, startBuiltApp } from "../tests/support/built-app.ts";
import { englishLeft } from "../tests/support/english-left.ts";

let app: BuiltApp | undefined;
let base = "";

beforeAll(async () => {
  app = await startBuiltApp({ name: "flights-filipino", env: {} });
  base = app.base;
}, 120_000);

afterAll(() => app?.stop());

function travelDate(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

const DAY = travelDate(50);
const YEAR = Number(DAY.slice(0, 4));
const FAMILY = `origin=MNL&destination=CEB&departureDate=${DAY}&adults=2&children=2&infants=1&stops=0`;

/** The browser's cookies, kept across the steps. */
const jar = new Map<string, string>();
const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
function keep(res: Response) {
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(";");
    const eq = pair.indexOf("=");
    jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
  }
}

async function page(path: string) {
  const res = await fetch(base + path, { headers: { Accept: "text/html", "Accept-Language": "en-US", cookie: cookie() } });
  keep(res);
  return { status: res.status, html: await res.text() };
}

/** Posts a form as a browser without JavaScript does: answers where it is sent next. */
async function post(path: string, fields: Record<string, string> | URLSearchParams) {
  const res = await fetch(base + path, {
    method: "POST",
    redirect: "manual",
    headers: { Accept: "text/html", "Content-Type": "application/x-www-form-urlencoded", Origin: base, cookie: cookie() },
    body: fields instanceof URLSearchParams ? fields.toString() : new URLSearchParams(fields).toString(),
  });
  keep(res);
  const html = await res.text();
  return { status: res.status, location: res.headers.get("location") ?? "", html };
}

const decode = (s: string) => s.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&#39;", "'");

/** A hidden field's value on a page. */
function hidden(html: string, name: string): string {
  const m = new RegExp(`name="${name}" value="([^"]*)"`).exec(html) ?? new RegExp(`value="([^"]*)" name="${name}"`).exec(html);
  expect(m, `a field ${name}`).not.toBeNull();
  return decode(m![1]);
}

/**
 * The English a page still shows, besides the cabin names airlines use as they are ("Economy") and the
 * shell's navigation indicator ("Loading page", app/root.tsx: the shell's words, not this area's).
 */
const ALLOWED = [/^Economy$/, /^Premium economy$/, /^Business$/, /^Loading page$/];

function expectFilipino(path: string, html: string) {
  expect(html, path).toMatch(/<html lang="fil"/);
  // No message key shown for want of its words (a page's loader sends only its groups).
  expect(html, `a message key on ${path}`).not.toMatch(/>\s*flights\.[a-z]+\.|="flights\.[a-z]+\./);
  expect(
    englishLeft(html, ALLOWED).map((p) => `${p.where}: ${p.text}`),
    `English left on ${path}`,
  ).toEqual([]);
}

describe("the flight pages in Filipino", () => {
  it("search, a family's results, booking steps, payment, trip, change and refund quotes speak Filipino", async () => {
    const search = await page("/fil/flights");
    expect(search.status).toBe(200);
    expectFilipino("/fil/flights", search.html);
    expect(search.html).toContain("Mga sikat na ruta");
    expect(search.html).toContain("Maghanap ng flights");

    const resultsPath = `/fil/flights/results?${FAMILY}`;
    const results = await page(resultsPath);
    expect(results.status).toBe(200);
    expectFilipino(resultsPath, results.html);
    expect(results.html).toContain("2 matanda, 2 bata at 1 sanggol");
    expect(results.html).toContain("Para sa lahat ng 5 biyahero ang presyo");

    const fare = hidden(results.html, "fareSourceCode");
    const rules = await page(`/fil/flights/fare-rules/${encodeURIComponent(fare)}`);
    expectFilipino("fare rules", rules.html);
    expect(rules.html).toContain("Bagahe bawat flight");

    const chosen = await post(resultsPath, { fareSourceCode: fare });
    expect(chosen.status, chosen.html.slice(0, 300)).toBe(302);
    expect(chosen.location).toMatch(/^\/fil\/flights\/passengers\?s=/);
    const passengers = await page(chosen.location);
    expectFilipino("passengers", passengers.html);
    expect(passengers.html).toContain("Sino ang bibiyahe?");
    expect(passengers.html).toContain("Sanggol 1");

    const people = [
      ["Mr", "M", "Jose", "1984-05-02"],
      ["Ms", "F", "Rosa", "1986-09-14"],
      ["Mstr", "M", "Paolo", `${YEAR - 9}-02-10`],
      ["Miss", "F", "Bea", `${YEAR - 6}-07-21`],
      ["Miss", "F", "Lia", `${YEAR - 1}-01-05`],
    ];
    const form = new URLSearchParams();
    people.forEach(([title, gender, given, born], i) => {
      form.set(`p${i}.title`, title);
      form.set(`p${i}.gender`, gender);
      form.set(`p${i}.givenName`, given);
      form.set(`p${i}.surname`, "Bautista");
      form.set(`p${i}.dateOfBirth`, born);
      form.set(`p${i}.nationality`, "PH");
    });
    form.set("contact.email", "pamilya.bautista@example.ph");
    form.set("contact.dialCode", "+63");
    form.set("contact.phone", "9171234567");
    const saved = await post(chosen.location, form);
    expect(saved.status, saved.html.slice(0, 500)).toBe(302);
    expect(saved.location).toMatch(/^\/fil\/flights\/add-ons\?s=/);

    const addOns = await page(saved.location);
    expectFilipino("add-ons", addOns.html);
    expect(addOns.html).toContain("Bagahe, pagkain at upuan");
    expect(addOns.html).toContain("Kabuuan ng add-ons");
    const extras = await post(saved.location, { extras: hidden(addOns.html, "extras") });
    expect(extras.status).toBe(302);
    expect(extras.location).toMatch(/^\/fil\/flights\/review\?s=/);

    const review = await page(extras.location);
    expectFilipino("review", review.html);
    expect(review.html).toContain("Suriin ang booking mo");
    const refused = await post(extras.location, {});
    expectFilipino("review, not confirmed", refused.html);
    expect(refused.html).toContain("Pakikumpirma po na tugma ang mga pangalan");
    const held = await post(extras.location, { accept: "yes" });
    expect(held.status).toBe(302);
    expect(held.location).toMatch(/^\/fil\/flights\/payment\?ref=/);
    const reference = new URL(held.location, base).searchParams.get("ref") ?? "";

    const payment = await page(held.location);
    expectFilipino("payment", payment.html);
    expect(payment.html).toContain("Paano mo gustong magbayad?");
    expect(payment.html).toContain("Numero ng card");
    const paid = await post(held.location, {
      idempotencyKey: hidden(payment.html, "idempotencyKey"),
      method: "card",
      cardNumber: "4242 4242 4242 4242",
      expiry: "08/30",
      cvc: "123",
      cardName: "Jose Bautista",
    });
    expect(paid.status, paid.html.slice(0, 300)).toBe(302);
    expect(paid.location).toBe(`/fil/flights/confirmation/${reference}`);

    const trip = await page(paid.location);
    expectFilipino("trip", trip.html);
    expect(trip.html).toContain("Kumpirmado at may ticket na");
    expect(trip.html).toContain("Palitan ang petsa");
    expect(trip.html).toContain("ikansela nang walang bayad sa mismong araw");

    for (const step of ["reissue-quote", "refund-quote", "void-quote", "cancel"]) {
      const path = `/fil/flights/bookings/${reference}/${step}`;
      const shown = await page(path);
      expect(shown.status, path).toBe(200);
      expectFilipino(path, shown.html);
    }
    const requests = await page(`/fil/flights/requests?ref=${reference}`);
    expectFilipino("requests", requests.html);
    expect(requests.html).toContain("Mga request mo");
  });

  it("the look-up, the airlines and a return trip's results speak Filipino", async () => {
    for (const path of [
      "/fil/flights/manage",
      "/fil/flights/airlines",
      `/fil/flights/results?tripType=return&origin=MNL&destination=MPH&departureDate=${DAY}&returnDate=${travelDate(54)}&adults=1&calendar=month`,
      "/fil/flights/results?origin=MNL&destination=&departureDate=",
    ]) {
      const shown = await page(path);
      expectFilipino(path, shown.html);
    }
    // The home page's search forms (the rest of the home page is another area's).
    const home = await page("/fil");
    const at = home.html.indexOf('id="search-heading"');
    expect(at, "the home page's search forms").toBeGreaterThan(0);
    const forms = home.html.slice(home.html.lastIndexOf("<section", at), home.html.indexOf("</section>", at) + "</section>".length);
    expect(forms).toContain("Maghanap ng hotel");
    expectFilipino("the home page's search forms", `<html lang="fil"><body>${forms}</body></html>`);
  });

  it("keeps the English pages in English", async () => {
    const results = await page(`/flights/results?${FAMILY}`);
    expect(results.html).toMatch(/<html lang="en-PH"/);
    expect(results.html).toContain("2 adults, 2 children and 1 infant");
    expect(results.html).toContain("Prices are for all 5 travellers, in pesos, with taxes and fees.");
    expect(results.html).toContain("Direct only");
    const search = await page("/flights");
    expect(search.html).toContain("Popular routes");
    expect(search.html).toContain("Manila to Caticlan, for Boracay");
    const home = await page("/");
    expect(home.html).toContain("Find a hotel");
    expect(home.html).toContain("The whole price, first");
  });
});
