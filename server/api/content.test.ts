import { afterAll, beforeAll, expect, it } from "vitest";
import { openHttpTestApp, type HttpTestApp } from "../test-http-app.ts";

let t: HttpTestApp;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

beforeAll(async () => {
  t = await openHttpTestApp({ APP_URL: "http://localhost" });
  await t.services.content.seedPost({
    kind: "blog",
    slug: "ferries",
    title: "Ferries",
    summary: "S",
    body: "B",
    category: "islands",
    author: "A",
    status: "published",
    publishAt: new Date(Date.now() - 60_000),
  });
});
afterAll(() => t?.close());

const view = (ua: string, ip: string, path = "/api/blog/views/blog/ferries") =>
  t.app.request(path, { method: "POST", headers: { "User-Agent": ua, "X-Forwarded-For": ip, Origin: "http://localhost" } });
const views = async () => (await t.services.content.getPublicPost("blog", "ferries"))?.viewCount;

it("counts a browser's view once per half hour, never a crawler's", async () => {
  expect((await view(BROWSER, "198.51.100.1")).status).toBe(204);
  expect(await views()).toBe(1);
  expect((await view(BROWSER, "198.51.100.1")).status).toBe(204);
  expect(await views()).toBe(1);
  await view(BROWSER, "198.51.100.2");
  expect(await views()).toBe(2);
  await view("Googlebot/2.1 (+http://www.google.com/bot.html)", "198.51.100.3");
  await view("", "198.51.100.4");
  expect(await views()).toBe(2);
});

it("answers 400 for a malformed path and counts nothing for an unknown post", async () => {
  expect((await view(BROWSER, "198.51.100.5", "/api/blog/views/page/ferries")).status).toBe(400);
  expect((await view(BROWSER, "198.51.100.5", "/api/blog/views/blog/Bad%20Slug")).status).toBe(400);
  expect((await view(BROWSER, "198.51.100.5", "/api/blog/views/blog/no-such-post")).status).toBe(204);
  expect(await views()).toBe(2);
});
