/**
 * The one-query session lookup answers what better-auth's getSession answers; expired, idle and
 * too-old sessions are ended by server/guards.ts; forged cookies are no session. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
 */
import { createHmac } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKind } from "../db/test-database.ts";
import * as schema from "../db/schema.ts";
import { hashSessionToken } from "../core/accounts/session-token.ts";
import { createAuth } from "./auth.ts";
import { resolveSession } from "./guards.ts";
import { loadEnv } from "./env.ts";
import { createLogger } from "./logger.ts";
import { DEMO_ACCOUNTS, seedDemoData } from "./seed.ts";
import { createServices, type Services } from "./services.ts";
import { createSessionLookup, readCookie, verifySignedValue } from "./session-lookup.ts";

let services: Services;
let cleanup: () => Promise<void>;
let dataDir: string;
const demo = DEMO_ACCOUNTS[0]!;

beforeAll(async () => {
  const database = await openTestDatabase();
  cleanup = database.cleanup;
  dataDir = mkdtempSync(path.join(tmpdir(), "lakbay-session-"));
  const env = loadEnv({ DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "silent" });
  services = await createServices(env, createLogger("silent"), database);
  await seedDemoData(services);
});

afterAll(async () => {
  await cleanup?.();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(rememberMe = true): Promise<{ cookie: string; token: string }> {
  const { headers } = await services.auth.api.signInEmail({
    body: { email: demo.email, password: demo.password, rememberMe },
    headers: new Headers({ origin: services.env.appUrl }),
    returnHeaders: true,
  });
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const value = readCookie(cookie, "lakbay.session_token")!;
  return { cookie, token: value.slice(0, value.lastIndexOf(".")) };
}

const withCookie = (cookie: string) => new Headers({ cookie });
const sign = (token: string, secret: string) => `${token}.${createHmac("sha256", secret).update(token).digest("base64")}`;

describe("session lookup", () => {
  it.each([
    ["a remembered session", true],
    ["a don't-remember-me session (1 day, never refreshed)", false],
  ])("answers exactly what better-auth's getSession answers for %s, in one query", async (_, remember) => {
    const { cookie } = await signIn(remember);
    expect(cookie.includes("dont_remember")).toBe(!remember);
    const api = services.auth.api as { getSession: (...args: never[]) => unknown };
    const original = api.getSession;
    let betterAuthCalls = 0;
    api.getSession = (...args) => {
      betterAuthCalls++;
      return original(...args);
    };
    let ours: Awaited<ReturnType<Services["lookUpSession"]>> = null;
    try {
      ours = await services.lookUpSession(withCookie(cookie));
    } finally {
      api.getSession = original;
    }
    expect(betterAuthCalls).toBe(0); // the one-query path answered
    const theirs = await services.auth.api.getSession({ headers: withCookie(cookie) });
    expect(ours).not.toBeNull();
    const { hasTrips, ...session } = ours!;
    expect(session).toEqual(theirs);
    expect(hasTrips).toBe(false);
    expect(ours!.user).toMatchObject({ email: demo.email, name: demo.name, emailVerified: true, role: "user", phoneCountry: "PH" });
  });

  it("says with the session whether the account has any booking (the dashboard needs no second query)", async () => {
    const { cookie } = await signIn();
    const before = await resolveSession(services.host, withCookie(cookie));
    expect(before?.hasTrips).toBe(false);
    const now = new Date().toISOString();
    await services.database.db.execute(
      sql`insert into "user" (id, name, email, email_verified, created_at, updated_at) values ('u-other-trips', 'Ben', 'ben-trips@example.com', true, ${now}, ${now})`,
    );
    // Someone else's booking is not this account's trip.
    const book = (reference: string, userId: string) =>
      services.database.db.execute(
        sql`insert into hotel_booking (id, reference, user_id, status, hotel_id, room_id, check_in, check_out, rooms, occupancy, guest_first_name, guest_last_name, guest_email, guest_phone, total, currency, policy)
            values (gen_random_uuid(), ${reference}, ${userId}, 'confirmed', 'BOR001', 'R1', '2026-12-20', '2026-12-22', 1, '[]', 'Ana', 'Reyes', 'ana@example.com', '+639171234567', 100000, 'PHP', '{}')`,
      );
    await book("HTRIP1", "u-other-trips");
    expect((await resolveSession(services.host, withCookie(cookie)))?.hasTrips).toBe(false);
    await book("HTRIP2", before!.user.id);
    expect((await resolveSession(services.host, withCookie(cookie)))?.hasTrips).toBe(true);
    await services.database.db.execute(sql`delete from hotel_booking where reference in ('HTRIP1', 'HTRIP2')`);
    await services.database.db.execute(sql`delete from "user" where id = 'u-other-trips'`);
  });

  it("reads the cookie as better-auth writes it (URL-encoded signature), and refuses a forged one", async () => {
    const { cookie, token } = await signIn();
    expect(cookie).toContain("%3D"); // the signature's "=" is URL-encoded in the cookie
    const secret = (await services.auth.$context).secret;
    expect(verifySignedValue(readCookie(cookie, "lakbay.session_token")!, secret)).toBe(token);
    // Right token, wrong key; a made-up token signed right; no signature at all.
    for (const value of [sign(token, "not-the-secret-not-the-secret-123"), sign("made-up-token", secret), token]) {
      const forged = `lakbay.session_token=${encodeURIComponent(value)}`;
      expect(await services.lookUpSession(withCookie(forged)), value).toBeNull();
      expect(await services.auth.api.getSession({ headers: withCookie(forged) })).toBeNull();
    }
    expect(await services.lookUpSession(new Headers())).toBeNull();
  });

  it("an expired session is no session, and it is cleared away", async () => {
    const { cookie, token } = await signIn();
    const db = services.database.db;
    await db
      .update(schema.session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.session.token, hashSessionToken(token)));
    expect(await resolveSession(services.host, withCookie(cookie))).toBeNull();
    expect(
      await db
        .select()
        .from(schema.session)
        .where(eq(schema.session.token, hashSessionToken(token))),
    ).toEqual([]);
  });

  it("a session left idle for 30 minutes ends, and is cleared away; a used one records its activity", async () => {
    const idle = await signIn(false);
    const busy = await signIn(false);
    const db = services.database.db;
    await db
      .update(schema.session)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(schema.session.token, hashSessionToken(idle.token)));
    expect(await resolveSession(services.host, withCookie(idle.cookie))).toBeNull();
    expect(
      await db
        .select()
        .from(schema.session)
        .where(eq(schema.session.token, hashSessionToken(idle.token))),
    ).toEqual([]);
    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000);
    await db
      .update(schema.session)
      .set({ lastSeenAt: twoMinutesAgo })
      .where(eq(schema.session.token, hashSessionToken(busy.token)));
    expect((await resolveSession(services.host, withCookie(busy.cookie)))?.user.email).toBe(demo.email);
    const [row] = await db
      .select()
      .from(schema.session)
      .where(eq(schema.session.token, hashSessionToken(busy.token)));
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(twoMinutesAgo.getTime() + 60_000);
  });

  it("uses better-auth's cookie name: a public deployment's __Host- cookie, not the plain one", async () => {
    const env = loadEnv({
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      DEPLOYMENT: "public",
      AUTH_SECRET: "a-public-deployment-secret-of-40-characters",
      SMTP_URL: "smtp://127.0.0.1:9",
      APP_URL: "https://lakbay.example",
      LOG_LEVEL: "silent",
    });
    const auth = createAuth({ env, db: services.database.db, accountMail: services.accountMail, accounts: services.accounts });
    const lookUp = createSessionLookup({ auth, db: services.database.db });
    const { token } = await signIn();
    const value = encodeURIComponent(sign(token, env.authSecret));
    expect((await lookUp(withCookie(`__Host-lakbay.session_token=${value}`)))?.session.token).toBe(token);
    expect(await lookUp(withCookie(`lakbay.session_token=${value}`))).toBeNull();
  });
});

describe(`session tokens stored as hashes (${testDatabaseKind})`, () => {
  const sessionRows = (userId: string) => services.database.db.select().from(schema.session).where(eq(schema.session.userId, userId));

  it("the session row holds a hash, not the cookie's token; the cookie works and the row's value as a cookie does not", async () => {
    const { cookie, token } = await signIn();
    const current = await resolveSession(services.host, withCookie(cookie));
    expect(current).not.toBeNull();
    const rows = await sessionRows(current!.user.id);
    expect(rows.map((r) => r.token)).not.toContain(token);
    const row = rows.find((r) => r.id === current!.sessionId)!;
    expect(row.token).toBe(hashSessionToken(token));
    expect(await services.auth.api.getSession({ headers: withCookie(cookie) })).not.toBeNull();
    // A leaked row, even with the cookie signing key: no session either way.
    const secret = (await services.auth.$context).secret;
    const leaked = withCookie(`lakbay.session_token=${encodeURIComponent(sign(row.token, secret))}`);
    expect(await services.lookUpSession(leaked)).toBeNull();
    expect(await services.auth.api.getSession({ headers: leaked })).toBeNull();
    // Logout finds the row by the hash of the cookie's token and deletes it.
    await services.auth.api.signOut({ headers: withCookie(cookie) });
    expect((await sessionRows(current!.user.id)).find((r) => r.id === current!.sessionId)).toBeUndefined();
  });

  it("migration 0014 hashed the tokens already stored with the same function, so open sessions stayed open", async () => {
    const token = "QYeh2PevP4RTR8LVqHBX4fNyoY3VHgQE";
    const result = await services.database.db.execute(sql`select encode(sha256(convert_to(${token}, 'UTF8')), 'hex') as hash`);
    const rows = (Array.isArray(result) ? result : (result as { rows: { hash: string }[] }).rows) as { hash: string }[];
    expect(rows[0].hash).toBe(hashSessionToken(token));
    expect(readFileSync(path.resolve(import.meta.dirname, "../db/migrations/0014_session_token_hash.sql"), "utf8")).toContain(
      `encode(sha256(convert_to("token", 'UTF8')), 'hex')`,
    );
  });

  it("a password change that ends the other sessions starts a new one, hashed, whose cookie works", async () => {
    const email = "hash-change@example.com";
    const password = "kalamansi-2026-long";
    const origin = new Headers({ origin: services.env.appUrl });
    await services.auth.api.signUpEmail({ body: { name: "Ben Hash", email, password }, headers: origin });
    const login = async () =>
      (await services.auth.api.signInEmail({ body: { email, password }, headers: origin, returnHeaders: true })).headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
    const [first, other] = [await login(), await login()];
    const changed = await services.auth.api.changePassword({
      body: { currentPassword: password, newPassword: "kalamansi-2027-longer", revokeOtherSessions: true },
      headers: withCookie(first),
      returnHeaders: true,
    });
    const fresh = changed.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const value = readCookie(fresh, "lakbay.session_token")!;
    const token = value.slice(0, value.lastIndexOf("."));
    expect(await resolveSession(services.host, withCookie(other))).toBeNull();
    const now = await resolveSession(services.host, withCookie(fresh));
    expect(now?.user.email).toBe(email);
    expect((await sessionRows(now!.user.id)).map((r) => r.token)).toEqual([hashSessionToken(token)]);
  });
});

describe(`the session lookup's memory (${testDatabaseKind})`, () => {
  /** Counts the statements PGlite runs while `fn` runs (0 on PostgreSQL, where nothing is counted). */
  async function statementsDuring(fn: () => Promise<unknown>): Promise<number> {
    const client = (services.database.db as unknown as { $client: Record<string, unknown> }).$client;
    const original = client.execProtocolRaw as ((...args: unknown[]) => unknown) | undefined;
    if (testDatabaseKind !== "pglite" || typeof original !== "function") {
      await fn();
      return 0;
    }
    let count = 0;
    client.execProtocolRaw = function (this: unknown, ...args: unknown[]) {
      count++;
      return original.apply(this, args);
    };
    try {
      await fn();
    } finally {
      client.execProtocolRaw = original;
    }
    return count;
  }

  it.runIf(testDatabaseKind === "pglite")(
    "answers a session seen before from memory, with no query, while nothing is written",
    async () => {
      const { cookie } = await signIn();
      const first = await services.lookUpSession(withCookie(cookie));
      let again: Awaited<ReturnType<Services["lookUpSession"]>> = null;
      expect(await statementsDuring(async () => (again = await services.lookUpSession(withCookie(cookie))))).toBe(0);
      expect(again).toEqual(first);
    },
  );

  it("a logout, a password-style revocation and a changed name are seen on the very next request", async () => {
    const db = services.database.db;
    const a = await signIn();
    const b = await signIn();
    expect((await resolveSession(services.host, withCookie(a.cookie)))?.user.name).toBe(demo.name);
    expect(await resolveSession(services.host, withCookie(b.cookie))).not.toBeNull();

    await db.update(schema.user).set({ name: "Maria S. Cruz" }).where(eq(schema.user.email, demo.email));
    expect((await resolveSession(services.host, withCookie(a.cookie)))?.user.name).toBe("Maria S. Cruz");

    await services.auth.api.signOut({ headers: withCookie(a.cookie) });
    expect(await resolveSession(services.host, withCookie(a.cookie))).toBeNull();

    // "Log out other devices" / a password change: the rows go, whoever deletes them.
    await db.delete(schema.session).where(eq(schema.session.token, hashSessionToken(b.token)));
    expect(await resolveSession(services.host, withCookie(b.cookie))).toBeNull();
    await db.update(schema.user).set({ name: demo.name }).where(eq(schema.user.email, demo.email));
  });

  it("says when the password was last re-entered in this session, as soon as it was", async () => {
    const { cookie } = await signIn();
    const before = await resolveSession(services.host, withCookie(cookie));
    expect(before?.passwordConfirmedAt).toBeNull();
    const at = new Date(Date.now() - 5_000);
    await services.accounts.markPasswordConfirmed(before!.sessionId, at);
    expect((await resolveSession(services.host, withCookie(cookie)))?.passwordConfirmedAt?.toISOString()).toBe(at.toISOString());
  });

  it("a write that lands while a lookup's query is on its way is not hidden by what that query read", async () => {
    const db = services.database.db;
    const { cookie } = await signIn();
    await services.lookUpSession(withCookie(cookie));
    await db.update(schema.user).set({ name: "Before" }).where(eq(schema.user.email, demo.email)); // forget it
    // The lookup's query and the rename are in flight together; whichever PostgreSQL runs first,
    // the next request must see the new name.
    const [seen] = await Promise.all([
      services.lookUpSession(withCookie(cookie)),
      db.update(schema.user).set({ name: "After" }).where(eq(schema.user.email, demo.email)),
    ]);
    expect(["Before", "After"]).toContain(seen?.user.name);
    expect((await services.lookUpSession(withCookie(cookie)))?.user.name).toBe("After");
    await db.update(schema.user).set({ name: demo.name }).where(eq(schema.user.email, demo.email));
  });
});
