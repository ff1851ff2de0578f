import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadEnv } from "./env.ts";

const made: string[] = [];
const dir = () => {
  const d = mkdtempSync(path.join(tmpdir(), "lakbay-env-"));
  made.push(d);
  return d;
};
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe("environment", () => {
  it("has working defaults for a laptop", () => {
    const dataDir = dir();
    const env = loadEnv({ DATA_DIR: dataDir });
    expect(env).toMatchObject({ appName: "Lakbay", port: 3000, host: "127.0.0.1", appUrl: "http://localhost:3000", seedDemo: true, production: false });
    // A random secret is made once and kept beside the data, not in the repo.
    expect(env.authSecret).toHaveLength(43);
    expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8")).toBe(env.authSecret);
    expect(loadEnv({ DATA_DIR: dataDir }).authSecret).toBe(env.authSecret);
  });

  it("respects PORT, HOST, APP_URL and STAFF_EMAILS", () => {
    const env = loadEnv({ DATA_DIR: dir(), PORT: "8080", HOST: "0.0.0.0", APP_URL: "https://lakbay.example/", STAFF_EMAILS: " Ops@Lakbay.example, ,b@x.ph" });
    expect(env.port).toBe(8080);
    expect(env.host).toBe("0.0.0.0");
    expect(env.appUrl).toBe("https://lakbay.example");
    expect(env.staffEmails).toEqual(["ops@lakbay.example", "b@x.ph"]);
  });

  it("lists every problem at once", () => {
    expect(() => loadEnv({ DATA_DIR: dir(), PORT: "seventy", APP_URL: "not a url" })).toThrow(/PORT[\s\S]*APP_URL|APP_URL[\s\S]*PORT/);
  });

  it("refuses to run in production without a real secret or with test routes", () => {
    expect(() => loadEnv({ DATA_DIR: dir(), NODE_ENV: "production" })).toThrow(/AUTH_SECRET/);
    expect(() => loadEnv({ DATA_DIR: dir(), NODE_ENV: "production", AUTH_SECRET: "x".repeat(40), E2E_TEST_ROUTES: "1" })).toThrow(/E2E_TEST_ROUTES/);
    const env = loadEnv({ DATA_DIR: dir(), NODE_ENV: "production", AUTH_SECRET: "x".repeat(40) });
    expect(env.seedDemo).toBe(false);
  });
});
