/**
 * The account pages in Filipino (issue 27), through the whole HTTP host and the production build
 * (`npm test` builds first): signing in and up, a forgotten password, verification, the settings and
 * the dashboard (with a booked flight), and the staff pages, rendered under /fil, say their words in
 * Filipino and leave no English outside what the travellers or staff wrote themselves; the same pages
 * without /fil are in English as before.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../db/schema.ts";
import { englishLeft } from "../tests/support/english-left.ts";
import { pageRequests } from "./chat-pages.fixture.ts";
import { bookTestFlight, signedInCookie } from "./test-flight-booking.ts";
import { type HttpTestApp, openBuiltHttpTestApp } from "./test-http-app.ts";

let t: HttpTestApp;
let traveller: string;
let newcomer: string;
let staff: string;
let booking: string;

beforeAll(async () => {
  t = await openBuiltHttpTestApp();
  traveller = await signedInCookie(t, "ligaya-fil@example.com");
  newcomer = await signedInCookie(t, "bagong-dating@example.com");
  staff = await signedInCookie(t, "kawani-fil@example.com");
  const db = t.services.database.db;
  await db.update(user).set({ emailVerified: true }).where(eq(user.email, "ligaya-fil@example.com"));
  await db.update(user).set({ emailVerified: true, role: "staff" }).where(eq(user.email, "kawani-fil@example.com"));
  booking = await bookTestFlight(t, traveller);
}, 120_000);
afterAll(() => t?.close());

const request = pageRequests(() => t, "198.18.27");

async function page(path: string, cookie?: string) {
  const res = await request(path, { cookie });
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The English pieces of a Filipino page, as `where: text`. */
function english(html: string, allow: ReadonlyArray<string | RegExp> = []) {
  return englishLeft(html, allow).map((p) => `${p.where}: ${p.text}`);
}

describe("the account pages in Filipino", () => {
  it("signs in, signs up and resets a password in Filipino", async () => {
    const login = await page("/fil/login");
    expect(login).toMatch(/<html lang="fil"/);
    expect(login).toContain("Maligayang pagbabalik. Mag-log in para makita ang mga biyahe at booking mo.");
    expect(login).toContain("Panatilihin akong naka-log in sa device na ito");
    expect(login).toContain("<title>Mag-log in - Lakbay</title>");
    expect(english(login)).toEqual([]);

    const register = await page("/fil/register");
    expect(register).toContain("Buong pangalan");
    expect(register).toContain("Sa paggawa ng account, sumasang-ayon ka sa");
    expect(register).toContain("Hindi bababa sa 12 character.");
    expect(english(register)).toEqual([]);

    const forgot = await page("/fil/forgot-password");
    expect(forgot).toContain("Nakalimutan ang password mo?");
    expect(english(forgot)).toEqual([]);

    const reset = await page("/fil/reset-password/not-a-real-token");
    expect(reset).toContain("Pumili ng bagong password");
    expect(english(reset)).toEqual([]);

    const link = await page("/fil/verify-email/not-a-real-token");
    expect(link).toContain("Kumpirmahin ang email mo");
    expect(english(link)).toEqual([]);
  });

  it("asks a new account to verify its address, in Filipino", async () => {
    const verify = await page("/fil/verify-email", newcomer);
    expect(verify).toContain("I-verify ang email mo");
    expect(verify).toContain("Magpadala ng bagong link");
    expect(english(verify)).toEqual([]);
  });

  it("shows the dashboard with a booked flight, the settings and the conversations in Filipino", async () => {
    const dashboard = await page("/fil/dashboard", traveller);
    expect(dashboard).toContain("Mabuhay, Liza!");
    expect(dashboard).toContain("Mga paparating na biyahe");
    expect(dashboard).toContain(booking);
    expect(dashboard).toContain("naghihintay ng bayad");
    expect(dashboard).toContain("1 biyahero");
    expect(dashboard).toMatch(
      /Miyembro mula (Enero|Pebrero|Marso|Abril|Mayo|Hunyo|Hulyo|Agosto|Setyembre|Oktubre|Nobyembre|Disyembre) \d+, \d{4}/,
    );
    expect(english(dashboard)).toEqual([]);

    const profile = await page("/fil/settings/profile", traveller);
    expect(profile).toContain("Settings ng profile - Lakbay");
    expect(profile).toContain("I-save ang profile");
    expect(profile).toContain("Numero ng telepono");
    // Country names are proper nouns, as the list has them.
    expect(english(profile)).toEqual([]);

    const password = await page("/fil/settings/password", traveller);
    expect(password).toContain("Palitan ang password");
    expect(password).toContain("Sa device na ito ka lang naka-log in.");
    expect(english(password)).toEqual([]);

    const confirm = await page("/fil/confirm-password", traveller);
    expect(confirm).toContain("Kumpirmahin ang password mo");
    expect(english(confirm)).toEqual([]);

    const chats = await page("/fil/dashboard/chatbot", traveller);
    expect(chats).toContain("Wala pang usapan");
    expect(english(chats)).toEqual([]);
  });

  it("shows the staff pages in Filipino", async () => {
    const inbox = await page("/fil/dashboard/inbox", staff);
    expect(inbox).toContain("Lahat ng bukas");
    expect(english(inbox)).toEqual([]);

    const posts = await page("/fil/dashboard/posts", staff);
    expect(posts).toContain("Talaan ng mga post");
    // The posts themselves are written in English and marked so.
    expect(english(posts)).toEqual([]);

    const editor = await page("/fil/dashboard/posts/new", staff);
    expect(editor).toContain("I-save bilang borador");
    expect(english(editor)).toEqual([]);

    const outbox = await page("/fil/dashboard/outbox", staff);
    expect(outbox).toContain("Outbox ng mga mail");
    // The mails are shown as they were sent (their language is the mail's).
    const mailText = /<summary[\s\S]*?<\/summary>|<pre[\s\S]*?<\/pre>/g;
    expect(english(outbox.replace(mailText, ""))).toEqual([]);
  });

  it("opens a mailed link (a token with dots) under /fil for a traveller who chose Filipino", async () => {
    const token = "eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImEifQ.kun85r1CJHK23b_jf0KW2Pbk0x27aJnfJQdHoFjI33g";
    const res = await request(`/verify-email/${token}`, { cookie: "lang=fil" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/fil/verify-email/${token}`);
    // A file keeps its address.
    expect((await request("/blog/rss.xml", { cookie: "lang=fil" })).headers.get("location")).toBeNull();
  });

  it("keeps the same pages in English without /fil", async () => {
    const login = await page("/login");
    expect(login).toContain("Welcome back. Log in to see your trips and bookings.");
    expect(login).toContain("Keep me logged in on this device");
    const dashboard = await page("/dashboard", traveller);
    expect(dashboard).toContain("Upcoming trips");
    expect(dashboard).toContain("waiting for payment");
    expect(dashboard).toContain("1 traveller");
    const password = await page("/settings/password", traveller);
    expect(password).toContain("You are logged in on this device only.");
  });
});
