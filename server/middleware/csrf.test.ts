import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { csrfProtection } from "./csrf.ts";

function app() {
  const a = new Hono();
  a.use(csrfProtection(["https://lakbay.example"]));
  a.all("/x", (c) => c.text("done"));
  return a;
}

const post = (headers: Record<string, string>) => app().request("https://lakbay.example/x", { method: "POST", headers, body: "a=1" });

describe("CSRF protection", () => {
  it("lets reads through", async () => {
    expect((await app().request("https://lakbay.example/x", { headers: { Origin: "https://evil.example" } })).status).toBe(200);
  });

  it("accepts a post from our own origin", async () => {
    expect((await post({ Origin: "https://lakbay.example", Cookie: "s=1" })).status).toBe(200);
    expect((await post({ "Sec-Fetch-Site": "same-origin", Cookie: "s=1" })).status).toBe(200);
  });

  it("refuses a post from another site, with a JSON message", async () => {
    const r = await post({ Origin: "https://evil.example", Cookie: "s=1" });
    expect(r.status).toBe(403);
    expect((await r.json()).message).toMatch(/did not come from Lakbay/);
    expect((await post({ "Sec-Fetch-Site": "cross-site", Cookie: "s=1" })).status).toBe(403);
    expect((await post({ Origin: "null", Cookie: "s=1" })).status).toBe(403);
  });

  it("refuses a cookie-carrying post that says nothing of where it came from", async () => {
    expect((await post({ Cookie: "lakbay.session_token=abc" })).status).toBe(403);
    expect((await post({})).status).toBe(200);
  });
});
