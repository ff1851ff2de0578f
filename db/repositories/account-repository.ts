import { randomUUID } from "node:crypto";
import { and, count, eq, gt, like, ne } from "drizzle-orm";
import type { AccountProfile, AccountRepository, Role } from "../../core/accounts/accounts.ts";
import type { Db } from "../client.ts";
import { isUniqueViolation } from "../errors.ts";
import { LITERAL_SAFE_KEY, pglitePrepared, pickColumns, selectColumns } from "../pglite-prepared.ts";
import { session, user, verification } from "../schema.ts";

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
      await db
        .update(user)
        .set({ ...p, updatedAt: new Date() })
        .where(eq(user.id, id));
    },
    async setLanguage(id, language) {
      await db.update(user).set({ language, updatedAt: new Date() }).where(eq(user.id, id));
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
    async endSession(sessionId) {
      await db.delete(session).where(eq(session.id, sessionId));
    },
    async touchSession(sessionId, at) {
      await db.update(session).set({ lastSeenAt: at }).where(eq(session.id, sessionId));
    },
    async findSession(sessionId) {
      const [row] = await db
        .select({
          userId: session.userId,
          createdAt: session.createdAt,
          lastSeenAt: session.lastSeenAt,
          expiresAt: session.expiresAt,
          remember: session.remember,
        })
        .from(session)
        .where(eq(session.id, sessionId));
      return row ?? null;
    },
    async grantStaffIfVerified(email) {
      const rows = await db
        .update(user)
        .set({ role: "staff", updatedAt: new Date() })
        .where(and(eq(user.email, email.trim().toLowerCase()), eq(user.emailVerified, true)))
        .returning({ id: user.id });
      return rows.length > 0;
    },
    async savePendingEmailChange(userId, newEmail, tokenHash, expiresAt) {
      await db.transaction(async (tx) => {
        await tx.delete(verification).where(and(like(verification.identifier, "email-change:%"), like(verification.value, `${userId} %`)));
        await tx
          .insert(verification)
          .values({ id: randomUUID(), identifier: `email-change:${tokenHash}`, value: `${userId} ${newEmail}`, expiresAt });
      });
    },
    async takePendingEmailChange(tokenHash, now) {
      const [row] = await db
        .delete(verification)
        .where(eq(verification.identifier, `email-change:${tokenHash}`))
        .returning();
      if (!row || row.expiresAt <= now) return null;
      const [userId, newEmail] = row.value.split(" ");
      return userId && newEmail ? { userId, newEmail } : null;
    },
    async applyEmailChange(userId, newEmail, role) {
      try {
        await db.update(user).set({ email: newEmail, emailVerified: true, role, updatedAt: new Date() }).where(eq(user.id, userId));
        return "ok";
      } catch (error) {
        if (isUniqueViolation(error)) return "taken";
        throw error;
      }
    },
    async deleteResetTokens(userId) {
      // better-auth keeps a reset link as { identifier: hash of the token, value: the user's id };
      // nothing else of ours stores a bare user id as the value.
      await db.delete(verification).where(eq(verification.value, userId));
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
