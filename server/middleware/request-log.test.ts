import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { redactPath, requestLog } from "./request-log.ts";
import { safeError } from "../safe-error.ts";

describe("request log", () => {
  it("never writes a reset or verification token or a trip link's key, also for React Router's data requests", async () => {
    const lines: object[] = [];
    const logger = { info: (o: object) => lines.push(o), error: (o: object) => lines.push(o), debug: () => {}, warn: () => {} };
    const app = new Hono();
    app.use(requestLog(logger as never, { trustProxy: false, remoteAddress: () => "127.0.0.1" }));
    app.all("*", (c) => c.text("ok"));
    for (const p of [
      "/reset-password/SECRET-TOKEN-1",
      "/verify-email/eyJSECRET.eyJ2.sig",
      "/reset-password/SECRET-TOKEN-2.data",
      "/verify-email/ec_SECRET3",
      "/flights/open/K7Q2ZM.SECRET-trip-link-1",
      "/hotels/open/H4B7XK.SECRET-trip-link-2",
      "/flights/open/K7Q2ZM.SECRET-trip-link-3.data",
    ]) {
      await app.request(p);
    }
    const written = JSON.stringify(lines);
    expect(written).not.toMatch(/SECRET/);
    expect(written).toContain('"path":"/reset-password/[token]"');
    expect(written).toContain('"path":"/verify-email/[token]"');
    expect(written).toContain('"path":"/flights/open/[token]"');
    expect(written).toContain('"path":"/hotels/open/[token]"');
    expect(redactPath("/verify-email")).toBe("/verify-email");
  });

  it("logs errors without a query's parameters", () => {
    const err = new Error('Failed query: insert into "user" values ($1, $2)\nparams: Juan,hash$scrypt$secret');
    const safe = safeError(err);
    expect(JSON.stringify(safe)).not.toContain("scrypt");
    expect(safe.message).toContain("Failed query");
  });
});
