/**
 * better-auth on our schema, end to end below HTTP: runs on PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set (CI does both).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { confirmEmailChange, requestEmailChange } from "../core/accounts/email-change.ts";
import { createRegistrationStore } from "../db/repositories/registration-store.ts";
import { account, verification } from "../db/schema.ts";
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
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

describe("accounts on the database", () => {
  it("sign-up stores a hashed password, mails a verification link and does not sign in", async () => {
    await services.register({ name: "Ana Reyes", email: "ana@example.com", password: "sampaguita-2026" });
    const mail = await lastMailTo("ana@example.com");
    expect(mail.status).toBe("kept"); // no SMTP_URL: kept in the outbox
    expect(mail.subject).toBe("Verify your e-mail for Lakbay");
    expect(mail.text).toMatch(/\/verify-email\/[\w.-]+/);
    const profile = await services.accounts.findByEmail("ana@example.com");
    expect(profile).toMatchObject({ emailVerified: false, role: "user", phoneCountry: "PH" });
    const [row] = await services.database.db.select().from(account).where(eq(account.userId, profile!.id));
    expect(row.password).not.toContain("sampaguita");
  });

  it("the account and its verification mail are written together or not at all", async () => {
    const store = createRegistrationStore(services.database.db);
    const broken = { to: "crash@example.com", subject: null as unknown as string, text: "never stored" };
    await expect(
      store.createWithMail({ id: "crash-id", name: "Crash", email: "crash@example.com", passwordHash: "x" }, broken),
    ).rejects.toThrow();
    expect(await services.accounts.findByEmail("crash@example.com")).toBeNull();
  });

  it("a second sign-up with the same address answers alike and mails the owner instead", async () => {
    await services.register({ name: "Mallory", email: "ana@example.com", password: "other-password-1" });
    const mail = await lastMailTo("ana@example.com");
    expect(mail.subject).toBe("Your Lakbay account");
    expect((await services.accounts.findByEmail("ana@example.com"))?.name).toBe("Ana Reyes");
  });

  it("the verification link verifies but never signs anybody in", async () => {
    const mails = (await services.mail.list(50)).filter((m) => m.to === "ana@example.com" && m.subject.startsWith("Verify"));
    const token = mails[0].text.match(/\/verify-email\/([\w.-]+)/)![1];
    const response = await services.auth.api.verifyEmail({ query: { token }, headers: new Headers(), asResponse: true });
    expect(response.ok).toBe(true);
    expect(response.headers.getSetCookie().join()).not.toMatch(/session_token/);
    expect((await services.accounts.findByEmail("ana@example.com"))?.emailVerified).toBe(true);
  });

  it("a password change ends the other sessions", async () => {
    const first = await services.auth.api.signInEmail({
      body: { email: "ana@example.com", password: "sampaguita-2026" },
      headers: origin(),
      returnHeaders: true,
    });
    const second = await services.auth.api.signInEmail({
      body: { email: "ana@example.com", password: "sampaguita-2026" },
      headers: origin(),
      returnHeaders: true,
    });
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
    const signedIn = await services.auth.api.signInEmail({
      body: { email: "ana@example.com", password: "ilang-ilang-2026" },
      headers: origin(),
      returnHeaders: true,
    });
    await services.auth.api.requestPasswordReset({ body: { email: "ana@example.com" }, headers: origin() });
    const mail = await lastMailTo("ana@example.com");
    const token = mail.text.match(/\/reset-password\/([\w-]+)/)![1];
    await services.auth.api.resetPassword({ body: { newPassword: "narra-tree-2026", token }, headers: origin() });
    await expect(
      services.auth.api.resetPassword({ body: { newPassword: "again-again-1", token }, headers: origin() }),
    ).rejects.toMatchObject({
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

  it("reset links are stored only as hashes, and a used link or a password change kills every other", async () => {
    await services.register({ name: "Rosa Lim", email: "rosa@example.com", password: "sampaguita-2026" });
    await services.auth.api.requestPasswordReset({ body: { email: "rosa@example.com" }, headers: origin() });
    const first = (await lastMailTo("rosa@example.com")).text.match(/\/reset-password\/([\w-]+)/)![1];
    await services.auth.api.requestPasswordReset({ body: { email: "rosa@example.com" }, headers: origin() });
    const second = (await lastMailTo("rosa@example.com")).text.match(/\/reset-password\/([\w-]+)/)![1];
    expect(first).not.toBe(second);
    const stored = await services.database.db.select().from(verification);
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) expect(`${row.identifier} ${row.value}`).not.toMatch(new RegExp(`${first}|${second}`));
    await services.auth.api.resetPassword({ body: { newPassword: "banaba-flower-2026", token: second }, headers: origin() });
    await expect(
      services.auth.api.resetPassword({ body: { newPassword: "banaba-flower-2027", token: first }, headers: origin() }),
    ).rejects.toMatchObject({
      body: { code: "INVALID_TOKEN" },
    });
    expect((await lastMailTo("rosa@example.com")).subject).toBe("Your Lakbay password was reset");
    // A link asked for before a password change in settings dies with the old password.
    await services.auth.api.requestPasswordReset({ body: { email: "rosa@example.com" }, headers: origin() });
    const third = (await lastMailTo("rosa@example.com")).text.match(/\/reset-password\/([\w-]+)/)![1];
    const profile = await services.accounts.findByEmail("rosa@example.com");
    await services.accounts.deleteResetTokens(profile!.id); // what the password-change action does after changePassword
    await expect(
      services.auth.api.resetPassword({ body: { newPassword: "banaba-flower-2028", token: third }, headers: origin() }),
    ).rejects.toMatchObject({
      body: { code: "INVALID_TOKEN" },
    });
  });

  it("STAFF_EMAILS gives staff only to a verified owner of the address, also across restarts", async () => {
    await services.register({ name: "Boss", email: "Boss@Lakbay.test", password: "staff-password-1" });
    expect((await services.accounts.findByEmail("boss@lakbay.test"))?.role).toBe("user");
    // A restart re-applies STAFF_EMAILS: still nothing for an unverified address.
    const restarted = await createServices(services.env, createLogger("silent"), services.database);
    expect((await restarted.accounts.findByEmail("boss@lakbay.test"))?.role).toBe("user");
    const token = (await lastMailTo("boss@lakbay.test")).text.match(/\/verify-email\/([\w.-]+)/)![1];
    await services.auth.api.verifyEmail({ query: { token }, headers: new Headers() });
    expect((await services.accounts.findByEmail("boss@lakbay.test"))?.role).toBe("staff");
  });

  it("moving an account to a STAFF_EMAILS address gives nothing until the new address is confirmed, restart or not", async () => {
    const env = { ...services.env, staffEmails: ["ops@lakbay.test"] };
    const s = await createServices(env, createLogger("silent"), services.database);
    await s.register({ name: "Eve", email: "eve@example.com", password: "mango-float-2026" });
    const eve = (await s.accounts.findByEmail("eve@example.com"))!;
    const deps = { accounts: s.accounts, accountMail: s.accountMail, appName: "Lakbay", appUrl: env.appUrl, staffEmails: env.staffEmails };
    await requestEmailChange(deps, eve, "ops@lakbay.test");
    expect(await s.accounts.findById(eve.id)).toMatchObject({ email: "eve@example.com", role: "user" });
    expect((await lastMailTo("eve@example.com")).subject).toBe("Your Lakbay e-mail address is about to change");
    const again = await createServices(env, createLogger("silent"), services.database);
    expect(await again.accounts.findById(eve.id)).toMatchObject({ email: "eve@example.com", role: "user" });
    const link = (await lastMailTo("ops@lakbay.test")).text.match(/\/verify-email\/(ec_[\w-]+)/)![1];
    expect(await confirmEmailChange(deps, link)).toMatchObject({ ok: true });
    expect(await s.accounts.findById(eve.id)).toMatchObject({ email: "ops@lakbay.test", emailVerified: true, role: "staff" });
    expect((await lastMailTo("eve@example.com")).subject).toBe("Your Lakbay e-mail address was changed");
    expect(await confirmEmailChange(deps, link)).toEqual({ ok: false });
  });

  it("asking for an address another account uses changes nothing and tells that address, not the asker", async () => {
    const deps = {
      accounts: services.accounts,
      accountMail: services.accountMail,
      appName: "Lakbay",
      appUrl: services.env.appUrl,
      staffEmails: [],
    };
    const boss = (await services.accounts.findByEmail("boss@lakbay.test"))!;
    await requestEmailChange(deps, boss, "eve-not-here@example.com");
    await requestEmailChange(deps, boss, "ops@lakbay.test");
    expect((await lastMailTo("ops@lakbay.test")).subject).toBe("Someone tried to use your address on Lakbay");
    expect((await services.accounts.findById(boss.id))?.email).toBe("boss@lakbay.test");
  });

  it("caps account mail per recipient, whoever asks", async () => {
    const before = (await services.mail.list(500)).filter((m) => m.to === "victim@example.com").length;
    for (let i = 0; i < 30; i++) await services.register({ name: "Spam", email: "victim@example.com", password: "spam-spam-2026" });
    const after = (await services.mail.list(500)).filter((m) => m.to === "victim@example.com").length;
    expect(after - before).toBeLessThanOrEqual(7); // the verification mail, then at most 6 an hour
    expect(after - before).toBeGreaterThan(1);
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
    const { headers } = await services.auth.api.signInEmail({
      body: { email: "ana@example.com", password: "narra-tree-2026" },
      headers: origin(),
      returnHeaders: true,
    });
    const profile = await services.accounts.findByEmail("ana@example.com");
    await services.accounts.delete(profile!.id);
    expect(await services.auth.api.getSession({ headers: new Headers({ cookie: cookieFrom(headers) }) })).toBeNull();
    expect(await services.accounts.findByEmail("ana@example.com")).toBeNull();
  });
});
