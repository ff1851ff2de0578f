import { and, count, eq, gt, ne } from "drizzle-orm";
import type { AccountProfile, AccountRepository, Role } from "../../core/accounts/accounts.ts";
import type { Db } from "../client.ts";
import { LITERAL_SAFE_KEY, pglitePrepared, pickColumns, selectColumns } from "../pglite-prepared.ts";
import { session, user } from "../schema.ts";

const toProfile = (r: typeof user.$inferSelect): AccountProfile => ({
  id: r.id,
  name: r.name,
  email: r.email,
  emailVerified: r.emailVerified,
  role: r.role === "staff" ? "staff" : "user",
  phone: r.phone,
  phoneCountry: r.phoneCountry,
  createdAt: r.createdAt,
});

export function createAccountRepository(db: Db): AccountRepository {
  // Every signed-in page reads its account: on PGlite, a statement prepared once (db/pglite-prepared.ts).
  const byId = pglitePrepared(db, `select ${selectColumns(user, "u", "u")} from "user" u where u.id = $1`);
  return {
    async findById(id) {
      if (byId && LITERAL_SAFE_KEY.test(id)) {
        const [row] = await byId(id);
        return row ? toProfile(pickColumns(user, row, "u")) : null;
      }
      const [row] = await db.select().from(user).where(eq(user.id, id));
      return row ? toProfile(row) : null;
    },
    async findByEmail(email) {
      const [row] = await db.select().from(user).where(eq(user.email, email.trim().toLowerCase()));
      return row ? toProfile(row) : null;
    },
    async updateProfile(id, p) {
      await db.update(user).set({ ...p, updatedAt: new Date() }).where(eq(user.id, id));
    },
    async setRole(email, role: Role) {
      const rows = await db
        .update(user)
        .set({ role, updatedAt: new Date() })
        .where(eq(user.email, email.trim().toLowerCase()))
        .returning({ id: user.id });
      return rows.length > 0;
    },
    async delete(id) {
      await db.delete(user).where(eq(user.id, id));
    },
    async markPasswordConfirmed(sessionId, at) {
      await db.update(session).set({ passwordConfirmedAt: at }).where(eq(session.id, sessionId));
    },
    async passwordConfirmedAt(sessionId) {
      const [row] = await db.select({ at: session.passwordConfirmedAt }).from(session).where(eq(session.id, sessionId));
      return row?.at ?? null;
    },
    async countActiveSessions(userId, now) {
      const [row] = await db
        .select({ n: count() })
        .from(session)
        .where(and(eq(session.userId, userId), gt(session.expiresAt, now)));
      return row?.n ?? 0;
    },
    async endOtherSessions(userId, keepSessionId) {
      const rows = await db
        .delete(session)
        .where(and(eq(session.userId, userId), ne(session.id, keepSessionId)))
        .returning({ id: session.id });
      return rows.length;
    },
  };
}
