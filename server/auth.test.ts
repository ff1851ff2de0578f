/**
 * better-auth on our schema, end to end below HTTP: runs on PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set (CI does both).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../db/test-database.ts";
import { loadEnv } from "./env.ts";
import { createLogger } from "./logger.ts";
import { seedDemoData, DEMO_ACCOUNTS } from "./seed.ts";
import { createServices, type Services } from "./services.ts";

let services: Services;
let cleanup: () => Promise<void>;
let dataDir: string;

beforeAll(async () => {
  const database = await openTestDatabase();
  cleanup = database.cleanup;
  dataDir = mkdtempSync(path.join(tmpdir(), "lakbay-auth-"));
  const env = loadEnv({ DATA_DIR: dataDir, NODE_ENV: "test", STAFF_EMAILS: "boss@lakbay.test", LOG_LEVEL: "silent" });
  services = await createServices(env, createLogger("silent"), database);
});

afterAll(async () => {
  await cleanup?.();
  rmSync(dataDir, { recursive: true, force: true });
});

const origin = () => new Headers({ origin: services.env.appUrl });

async function lastMailTo(to: string) {
  const mail = (await services.mail.list(50)).find((m) => m.to === to);
  expect(mail, `a mail to ${to}`).toBeTruthy();
  return mail!;
}

function cookieFrom(headers: Headers): string {
  return headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

describe("accounts on the database", () => {
  it("sign-up stores a hashed password, mails a verification link and does not sign in", async () => {
    const result = await services.auth.api.signUpEmail({ body: { name: "Ana Reyes", email: "ana@example.com", password: "sampaguita-2026" }, headers: origin() });
    expect(result.token).toBeNull();
    const mail = await lastMailTo("ana@example.com");
    expect(mail.status).toBe("kept"); // no SMTP_URL: kept in the outbox
    expect(mail.subject).toBe("Verify your e-mail for Lakbay");
    expect(mail.text).toMatch(/\/verify-email\/[\w.-]+/);
    const profile = await services.accounts.findByEmail("ana@example.com");
    expect(profile).toMatchObject({ emailVerified: false, role: "user", phoneCountry: "PH" });
  });

  it("a second sign-up with the same address answers alike and mails the owner instead", async () => {
    const again = await services.auth.api.signUpEmail({ body: { name: "Mallory", email: "ana@example.com", password: "other-password-1" }, headers: origin() });
    expect(again.token).toBeNull();
    const mail = await lastMailTo("ana@example.com");
    expect(mail.subject).toBe("Your Lakbay account");
    expect((await services.accounts.findByEmail("ana@example.com"))?.name).toBe("Ana Reyes");
  });

  it("the verification link verifies and signs in", async () => {
    const mails = (await services.mail.list(50)).filter((m) => m.to === "ana@example.com" && m.subject.startsWith("Verify"));
    const token = mails[0].text.match(/\/verify-email\/([\w.-]+)/)![1];
    const response = await services.auth.api.verifyEmail({ query: { token }, headers: origin(), asResponse: true });
    expect(response.ok).toBe(true);
    expect(response.headers.getSetCookie().join()).toMatch(/lakbay\.session_token=/);
    expect((await services.accounts.findByEmail("ana@example.com"))?.emailVerified).toBe(true);
  });

  it("a password change ends the other sessions", async () => {
    const first = await services.auth.api.signInEmail({ body: { email: "ana@example.com", password: "sampaguita-2026" }, headers: origin(), returnHeaders: true });
    const second = await services.auth.api.signInEmail({ body: { email: "ana@example.com", password: "sampaguita-2026" }, headers: origin(), returnHeaders: true });
    const firstCookie = cookieFrom(first.headers);
    const secondCookie = cookieFrom(second.headers);
    expect(firstCookie).not.toBe(secondCookie); // a new session on every login
    await services.auth.api.changePassword({
      body: { currentPassword: "sampaguita-2026", newPassword: "ilang-ilang-2026", revokeOtherSessions: true },
      headers: new Headers({ cookie: secondCookie, origin: services.env.appUrl }),
    });
    expect(await services.auth.api.getSession({ headers: new Headers({ cookie: firstCookie }) })).toBeNull();
  });

  it("a reset link works once and ends every session", async () => {
    const signedIn = await services.auth.api.signInEmail({ body: { email: "ana@example.com", password: "ilang-ilang-2026" }, headers: origin(), returnHeaders: true });
    await services.auth.api.requestPasswordReset({ body: { email: "ana@example.com" }, headers: origin() });
    const mail = await lastMailTo("ana@example.com");
    const token = mail.text.match(/\/reset-password\/([\w-]+)/)![1];
    await services.auth.api.resetPassword({ body: { newPassword: "narra-tree-2026", token }, headers: origin() });
    await expect(services.auth.api.resetPassword({ body: { newPassword: "again-again-1", token }, headers: origin() })).rejects.toMatchObject({
      body: { code: "INVALID_TOKEN" },
    });
    expect(await services.auth.api.getSession({ headers: new Headers({ cookie: cookieFrom(signedIn.headers) }) })).toBeNull();
    await expect(
      services.auth.api.signInEmail({ body: { email: "ana@example.com", password: "ilang-ilang-2026" }, headers: origin() }),
    ).rejects.toMatchObject({ body: { code: "INVALID_EMAIL_OR_PASSWORD" } });
  });

  it("a reset request for an unknown address sends nothing and does not fail", async () => {
    const before = (await services.mail.list(200)).length;
    await services.auth.api.requestPasswordReset({ body: { email: "ghost@example.com" }, headers: origin() });
    expect((await services.mail.list(200)).length).toBe(before);
  });

  it("addresses in STAFF_EMAILS are staff from sign-up", async () => {
    await services.auth.api.signUpEmail({ body: { name: "Boss", email: "Boss@Lakbay.test", password: "staff-password-1" }, headers: origin() });
    expect((await services.accounts.findByEmail("boss@lakbay.test"))?.role).toBe("staff");
  });

  it("demo data is created once, verified, with a staff account", async () => {
    await seedDemoData(services);
    await seedDemoData(services);
    for (const demo of DEMO_ACCOUNTS) {
      const profile = await services.accounts.findByEmail(demo.email);
      expect(profile).toMatchObject({ emailVerified: true, role: demo.role });
      const { token } = await services.auth.api.signInEmail({ body: { email: demo.email, password: demo.password }, headers: origin() });
      expect(token).toBeTruthy();
    }
  });

  it("deleting an account removes its sessions", async () => {
    const { headers } = await services.auth.api.signInEmail({ body: { email: "ana@example.com", password: "narra-tree-2026" }, headers: origin(), returnHeaders: true });
    const profile = await services.accounts.findByEmail("ana@example.com");
    await services.accounts.delete(profile!.id);
    expect(await services.auth.api.getSession({ headers: new Headers({ cookie: cookieFrom(headers) }) })).toBeNull();
    expect(await services.accounts.findByEmail("ana@example.com")).toBeNull();
  });
});
