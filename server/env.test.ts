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
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

describe("environment", () => {
  it("has working defaults for a laptop", () => {
    const dataDir = dir();
    const env = loadEnv({ DATA_DIR: dataDir });
    expect(env).toMatchObject({
      appName: "Lakbay",
      port: 3000,
      host: "127.0.0.1",
      appUrl: "http://localhost:3000",
      seedDemo: true,
      publicDeployment: false,
    });
    // A random secret is made once and kept beside the data, not in the repo.
    expect(env.authSecret).toHaveLength(43);
    expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8")).toBe(env.authSecret);
    expect(loadEnv({ DATA_DIR: dataDir }).authSecret).toBe(env.authSecret);
  });

  it("respects PORT, HOST, APP_URL and STAFF_EMAILS", () => {
    const env = loadEnv({
      DATA_DIR: dir(),
      PORT: "8080",
      HOST: "0.0.0.0",
      APP_URL: "https://lakbay.example/",
      STAFF_EMAILS: " Ops@Lakbay.example, ,b@x.ph",
    });
    expect(env.port).toBe(8080);
    expect(env.host).toBe("0.0.0.0");
    expect(env.appUrl).toBe("https://lakbay.example");
    expect(env.staffEmails).toEqual(["ops@lakbay.example", "b@x.ph"]);
  });

  it("reads CHAT_WIDGET_ORIGINS as origins (none by default) and refuses anything that is not one", () => {
    expect(loadEnv({ DATA_DIR: dir() }).chatWidgetOrigins).toEqual([]);
    const env = loadEnv({ DATA_DIR: dir(), CHAT_WIDGET_ORIGINS: " https://Resort.example/ , http://localhost:5173," });
    expect(env.chatWidgetOrigins).toEqual(["https://resort.example", "http://localhost:5173"]);
    expect(() => loadEnv({ DATA_DIR: dir(), CHAT_WIDGET_ORIGINS: "https://ok.example,https://bad.example/page" })).toThrow(
      /CHAT_WIDGET_ORIGINS: https:\/\/bad\.example\/page is not an origin/,
    );
    expect(() => loadEnv({ DATA_DIR: dir(), CHAT_WIDGET_ORIGINS: "*" })).toThrow(/CHAT_WIDGET_ORIGINS/);
  });

  it("reads the assistant's model settings (CHAT_LLM_*): off unless the address and the model are both set", () => {
    expect(loadEnv({ DATA_DIR: dir() }).chatModel).toBeNull();
    const env = loadEnv({
      DATA_DIR: dir(),
      CHAT_LLM_BASE_URL: "http://127.0.0.1:8080/v1/",
      CHAT_LLM_MODEL: "qwen2.5-7b-instruct",
      CHAT_LLM_API_KEY: "sk-local",
    });
    expect(env.chatModel).toEqual({
      baseUrl: "http://127.0.0.1:8080/v1",
      model: "qwen2.5-7b-instruct",
      apiKey: "sk-local",
      timeoutMs: 8000,
    });
    expect(
      loadEnv({ DATA_DIR: dir(), CHAT_LLM_BASE_URL: "https://llm.example/v1", CHAT_LLM_MODEL: "m", CHAT_LLM_TIMEOUT_MS: "3000" }).chatModel,
    ).toEqual({
      baseUrl: "https://llm.example/v1",
      model: "m",
      apiKey: undefined,
      timeoutMs: 3000,
    });
    expect(() => loadEnv({ DATA_DIR: dir(), CHAT_LLM_BASE_URL: "https://llm.example/v1" })).toThrow(/CHAT_LLM_MODEL/);
    expect(() => loadEnv({ DATA_DIR: dir(), CHAT_LLM_BASE_URL: "ftp://llm.example", CHAT_LLM_MODEL: "m" })).toThrow(/CHAT_LLM_BASE_URL/);
    expect(() =>
      loadEnv({ DATA_DIR: dir(), CHAT_LLM_BASE_URL: "https://llm.example/v1", CHAT_LLM_MODEL: "m", CHAT_LLM_TIMEOUT_MS: "0" }),
    ).toThrow(/CHAT_LLM_TIMEOUT_MS/);
  });

  it("lists every problem at once", () => {
    expect(() => loadEnv({ DATA_DIR: dir(), PORT: "seventy", APP_URL: "not a url" })).toThrow(/PORT[\s\S]*APP_URL|APP_URL[\s\S]*PORT/);
  });

  it("a production build is not a public deployment: NODE_ENV alone changes no security setting", () => {
    const env = loadEnv({ DATA_DIR: dir(), NODE_ENV: "production" });
    expect(env).toMatchObject({ nodeEnv: "production", publicDeployment: false, seedDemo: true });
  });

  it("refuses a public deployment without a real secret, real mail and https, or with demo data or test routes", () => {
    const base = { DATA_DIR: dir(), DEPLOYMENT: "public" };
    expect(() => loadEnv(base)).toThrow(/AUTH_SECRET[\s\S]*SMTP_URL[\s\S]*APP_URL/);
    const good = { ...base, AUTH_SECRET: "x".repeat(40), SMTP_URL: "smtp://mail.example:587", APP_URL: "https://lakbay.example" };
    expect(() => loadEnv({ ...good, E2E_TEST_ROUTES: "1" })).toThrow(/E2E_TEST_ROUTES/);
    expect(() => loadEnv({ ...good, SEED_DEMO: "1" })).toThrow(/SEED_DEMO/);
    expect(() => loadEnv({ ...good, DEPLOYMENT: "internet" })).toThrow(/DEPLOYMENT/);
    const env = loadEnv(good);
    expect(env).toMatchObject({ publicDeployment: true, seedDemo: false });
  });
});
