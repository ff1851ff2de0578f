/**
 * Who is signed in, in one database round trip. Answers what better-auth's `auth.api.getSession`
 * answers (same `{ session, user }` shape, or null), but for the common case — a valid signed session
 * cookie whose session is neither expired nor due for its daily refresh — it verifies the cookie's
 * HMAC itself (node:crypto, synchronous) and reads the session and its user with one join, instead
 * of better-auth's endpoint machinery, WebCrypto and two queries.
 *
 * Sliding refresh is off (server/auth.ts: disableSessionRefresh), and the idle, absolute and hard
 * limits are judged by server/guards.ts (core/accounts/session-policy.ts), which deletes an ended
 * session. A session cookie with a bad signature is no session.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { WriteCounter } from "../db/pglite-writes.ts";
import { LITERAL_SAFE_KEY, pglitePrepared, pickColumns, selectColumns } from "../db/pglite-prepared.ts";
import * as schema from "../db/schema.ts";
import type { Auth } from "./auth.ts";
import { readCookie } from "../contracts/cookies.ts";
import { hashSessionToken } from "../core/accounts/session-token.ts";

export { readCookie };

export type SessionRow = typeof schema.session.$inferSelect;
export type UserRow = typeof schema.user.$inferSelect;
/** hasTrips: whether the account has any flight or hotel booking (read with the session: no second query). */
export type SessionAndUser = { session: SessionRow; user: UserRow; hasTrips: boolean };
export type SessionLookup = (headers: Headers) => Promise<SessionAndUser | null>;

/**
 * The token inside a better-auth signed cookie value (`token.base64(HMAC-SHA256(secret, token))`),
 * or null when the signature does not match.
 */
export function verifySignedValue(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", secret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * The session with its user, by token, in one query: on PostgreSQL a named prepared statement
 * (node-postgres prepares it once per connection), on PGlite a statement prepared once
 * (db/pglite-prepared.ts). Columns come from the Drizzle schema, so a column added there is read
 * here too.
 */
function tokenFinder(db: Db): (token: string) => Promise<SessionAndUser | undefined> {
  // The dashboard, the most visited signed-in page, shows trips only to accounts that have some: the
  // two index probes here spare it a second round trip on every visit.
  const hasTrips = sql<boolean>`(exists (select 1 from flight_booking fb where fb.user_id = ${schema.user.id}) or exists (select 1 from hotel_booking hb where hb.user_id = ${schema.user.id}))`;
  const byToken = db
    .select({ session: schema.session, user: schema.user, hasTrips })
    .from(schema.session)
    .innerJoin(schema.user, eq(schema.user.id, schema.session.userId))
    .where(eq(schema.session.token, sql.placeholder("token")))
    .limit(1)
    .prepare("lakbay_session_by_token");
  const viaDrizzle = async (token: string) => {
    const [row] = (await byToken.execute({ token })) as SessionAndUser[];
    return row ? { ...row, hasTrips: row.hasTrips === true } : undefined;
  };
  const prepared = pglitePrepared(
    db,
    `select ${selectColumns(schema.session, "s", "s")}, ${selectColumns(schema.user, "u", "u")}, ` +
      `(exists (select 1 from flight_booking fb where fb.user_id = u.id) or exists (select 1 from hotel_booking hb where hb.user_id = u.id)) as has_trips ` +
      `from "session" s join "user" u on u.id = s.user_id where s.token = $1 limit 1`,
  );
  if (!prepared) return viaDrizzle;
  return async (token) => {
    if (!LITERAL_SAFE_KEY.test(token)) return viaDrizzle(token);
    const [row] = await prepared(token);
    return row
      ? { session: pickColumns(schema.session, row, "s"), user: pickColumns(schema.user, row, "u"), hasTrips: row.has_trips === true }
      : undefined;
  };
}

/** Sessions remembered by the lookup on PGlite; beyond this the oldest go first. */
const MAX_REMEMBERED_SESSIONS = 10_000;

/**
 * On PGlite (`writes` given), a session found by its token is remembered with the database's write
 * counter (db/pglite-writes.ts) as it stood before the query, and answered from memory for as long as
 * nothing at all has been written since: any write — a logout, a password change, a session ended or
 * touched, a role or name changed, a booking — makes every remembered session read again. On
 * PostgreSQL other processes write too, so every request queries. Limits (idle, absolute, expiry) are
 * judged on each request from the session's timestamps, as before.
 */
export function createSessionLookup(deps: { auth: Auth; db: Db; writes?: WriteCounter | null }): SessionLookup {
  const { auth, db, writes } = deps;
  const query = tokenFinder(db);
  const remembered = new Map<string, { generation: number; row: SessionAndUser }>();
  const findByToken = !writes
    ? query
    : async (token: string) => {
        const known = remembered.get(token);
        if (known && known.generation === writes.current()) return known.row;
        const generation = writes.current();
        const row = await query(token);
        remembered.delete(token);
        if (row) {
          if (remembered.size >= MAX_REMEMBERED_SESSIONS) remembered.delete(remembered.keys().next().value!);
          remembered.set(token, { generation, row });
        }
        return row;
      };
  // The same cookie comes back on every request: remember which values carried a valid signature
  // (a pure function of the value and the secret), up to 1,000 of them.
  const verified = new Map<string, string | null>();
  const verify = (value: string, secret: string) => {
    let token = verified.get(value);
    if (token === undefined) {
      token = verifySignedValue(value, secret);
      if (verified.size >= 1000) verified.delete(verified.keys().next().value!);
      verified.set(value, token);
    }
    return token;
  };

  return async (headers) => {
    const ctx = await auth.$context;
    const cookie = readCookie(headers.get("cookie"), ctx.authCookies.sessionToken.name);
    if (!cookie) return null;
    const token = verify(cookie, ctx.secret);
    if (!token) return null;
    // The table holds the token's hash only (server/hashed-session-tokens.ts).
    const row = await findByToken(hashSessionToken(token));
    // Refresh is off (disableSessionRefresh), so better-auth has nothing to add: an unknown session
    // is no session, and an expired or idle one is ended by server/guards.ts (session-policy.ts).
    // Answered with the cookie's token in place of its hash, as better-auth's getSession answers.
    return row ? { ...row, session: { ...row.session, token } } : null;
  };
}
