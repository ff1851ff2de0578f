import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../contracts/auth.ts";
import type { AccountProfile, AccountRepository } from "../accounts/accounts.ts";
import { createMemoryRateLimitStore } from "../rate-limit/memory-store.ts";
import { createRateLimiter } from "../rate-limit/rate-limiter.ts";
import { type AccountSessions, CONFIRM_PASSWORD_FIRST_MESSAGE, createAccountsApplication } from "./accounts.ts";
import { invoke } from "./use-case.ts";

const PASSWORD = "kalamansi-sunrise-2026";
const juan: AccountProfile = {
  id: "u-1",
  name: "Juan Dela Cruz",
  email: "juan@example.com",
  emailVerified: true,
  role: "user",
  phone: null,
  phoneCountry: "PH",
  createdAt: new Date("2026-01-01T00:00:00Z"),
};
const guest = { userId: null, clientIp: "203.0.113.9" };
const signedIn = { userId: "u-1", clientIp: "203.0.113.9", sessionId: "s-1" };

function setUp(options: { confirmedAt?: Date | null } = {}) {
  const log: string[] = [];
  const accounts = {
    findById: async (id: string) => (id === juan.id ? juan : null),
    passwordConfirmedAt: async () => options.confirmedAt ?? null,
    markPasswordConfirmed: async (sessionId: string) => void log.push(`confirmed ${sessionId}`),
    updateProfile: async (id: string, p: { name: string }) => void log.push(`profile ${id} ${p.name}`),
  } as unknown as AccountRepository;
  const sessions: AccountSessions = {
    signIn: async ({ password }) => (password === PASSWORD ? { cookies: ["session=new"] } : null),
    verifyPassword: async (password) => password === PASSWORD,
    changePassword: async ({ current }) => (current === PASSWORD ? { cookies: ["session=changed"] } : null),
    resetPassword: async () => false,
    sendVerificationEmail: async () => {},
    signOut: async () => ({ cookies: ["session=; Max-Age=0"] }),
  };
  const app = createAccountsApplication({
    accounts,
    sessions,
    identity: { confirmEmail: async () => null },
    emailChange: { request: async (_p, to) => void log.push(`change to ${to}`), confirm: async () => ({ ok: false }) },
    register: async () => {},
    rateLimiter: createRateLimiter(createMemoryRateLimitStore()),
    jobs: {
      enqueue: async (name) => {
        log.push(`job ${name}`);
        return { id: "j", created: true };
      },
    },
    accountMail: { send: async () => true },
    mail: { send: async () => true },
    deviceSecret: "test-secret",
    appName: "Lakbay",
    appUrl: "http://localhost",
  });
  return { app, log };
}

describe("accounts.signIn", () => {
  it("answers the session's cookies and a known-device token, or the generic refusal", async () => {
    const { app } = setUp();
    const good = await invoke(app.signIn, { email: "Juan@Example.com", password: PASSWORD, redirectTo: "/trips" }, guest);
    expect(good).toMatchObject({ ok: true, value: { cookies: ["session=new"], redirectTo: "/trips" } });
    const bad = await invoke(app.signIn, { email: "juan@example.com", password: "wrong" }, guest);
    expect(bad).toEqual({
      ok: false,
      error: {
        code: "unauthenticated",
        reason: "account.login_failed",
        message: AUTH_MESSAGES.loginFailed,
        fields: { form: [AUTH_MESSAGES.loginFailed] },
      },
    });
  });

  it("stops an account's failed logins from new browsers after five a minute, whatever the client", async () => {
    const { app } = setUp();
    for (let i = 0; i < 5; i++)
      await invoke(app.signIn, { email: "juan@example.com", password: "wrong" }, { ...guest, clientIp: `198.51.100.${i}` });
    const sixth = await invoke(app.signIn, { email: "juan@example.com", password: PASSWORD }, { ...guest, clientIp: "192.0.2.1" });
    expect(sixth).toMatchObject({ ok: false, error: { code: "rate_limited", retryAfterSeconds: expect.any(Number) } });
  });
});

describe("accounts.register and resetPassword", () => {
  it("refuses a weak password on its field before anything is created", async () => {
    const { app } = setUp();
    const outcome = await invoke(
      app.register,
      { name: "Juan", email: "juan@example.com", password: "password1234", password_confirmation: "password1234" },
      guest,
    );
    expect(outcome).toMatchObject({ ok: false, error: { code: "invalid", fields: { password: [expect.any(String)] } } });
  });

  it("says a used reset link is invalid above the form", async () => {
    const { app } = setUp();
    const outcome = await invoke(app.resetPassword, { token: "t", password: PASSWORD, password_confirmation: PASSWORD }, guest);
    expect(outcome).toMatchObject({ ok: false, error: { code: "invalid", fields: { form: [AUTH_MESSAGES.resetInvalid] } } });
  });
});

describe("accounts.confirmPassword, updateProfile, delete", () => {
  it("confirms the session with the right password only", async () => {
    const { app, log } = setUp();
    expect(await invoke(app.confirmPassword, { password: "wrong" }, signedIn)).toMatchObject({
      ok: false,
      error: { code: "unauthenticated", fields: { password: [AUTH_MESSAGES.wrongPassword] } },
    });
    expect(await invoke(app.confirmPassword, { password: PASSWORD }, signedIn)).toEqual({ ok: true, value: { redirectTo: null } });
    expect(log).toEqual(["confirmed s-1"]);
  });

  it("asks for the password again before a new e-mail address or a deletion, not for a new name", async () => {
    const { app, log } = setUp();
    const rename = { name: "Juan D.", email: "juan@example.com", phoneCountry: "PH", phone: "" };
    expect(await invoke(app.updateProfile, rename, signedIn)).toMatchObject({ ok: true, value: { emailChangeSentTo: null } });
    const move = { ...rename, email: "juan@new.example" };
    expect(await invoke(app.updateProfile, move, signedIn)).toMatchObject({
      ok: false,
      error: { code: "forbidden", message: CONFIRM_PASSWORD_FIRST_MESSAGE },
    });
    expect(await invoke(app.deleteAccount, {}, signedIn)).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect(log).toEqual(["profile u-1 Juan D."]);
  });

  it("sends the confirmation to a new address once the password is fresh", async () => {
    const { app, log } = setUp({ confirmedAt: new Date() });
    const outcome = await invoke(app.updateProfile, { name: "Juan", email: "juan@new.example", phoneCountry: "PH" }, signedIn);
    expect(outcome).toEqual({ ok: true, value: { emailChangeSentTo: "juan@new.example", currentEmail: "juan@example.com" } });
    expect(log).toContain("change to juan@new.example");
  });

  it("refuses a guest", async () => {
    const { app } = setUp();
    expect(await invoke(app.profile, {}, guest)).toMatchObject({ ok: false, error: { code: "unauthenticated" } });
  });
});
