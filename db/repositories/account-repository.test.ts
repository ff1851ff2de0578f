import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, session, user, verification } from "../schema.ts";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../test-database.ts";
import { createAccountRepository } from "./account-repository.ts";

describe(`account repository (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  let repo: ReturnType<typeof createAccountRepository>;
  beforeAll(async () => {
    database = await openTestDatabase();
    repo = createAccountRepository(database.db);
  });
  afterAll(() => database?.cleanup());

  /** Inserts a user (as better-auth stores them: e-mail in lower case) with `sessions` sessions. */
  async function insertUser(email: string, sessions = 0) {
    const id = randomUUID();
    await database.db.insert(user).values({ id, name: "Juan dela Cruz", email, emailVerified: true });
    await database.db.insert(account).values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: "hash" });
    const sessionIds: string[] = [];
    for (let i = 0; i < sessions; i++) {
      const sid = randomUUID();
      await database.db.insert(session).values({ id: sid, token: randomUUID(), userId: id, expiresAt: new Date(Date.now() + 86_400_000) });
      sessionIds.push(sid);
    }
    return { id, sessionIds };
  }

  it("finds an account by e-mail whatever its case and surrounding spaces", async () => {
    const { id } = await insertUser("juan@example.test");
    for (const query of ["juan@example.test", "Juan@Example.TEST", "  JUAN@EXAMPLE.TEST "]) {
      expect((await repo.findByEmail(query))?.id).toBe(id);
    }
    expect(await repo.findByEmail("nobody@example.test")).toBeNull();
  });

  it("maps a row to a profile", async () => {
    const { id } = await insertUser("profile@example.test");
    const profile = await repo.findById(id);
    expect(profile).toMatchObject({
      id,
      name: "Juan dela Cruz",
      email: "profile@example.test",
      emailVerified: true,
      role: "user",
      phone: null,
      phoneCountry: "PH",
    });
    expect(profile?.createdAt).toBeInstanceOf(Date);
    expect(await repo.findById("no-such-id")).toBeNull();
  });

  it("setRole grants and removes staff by e-mail, and says when nobody has that address", async () => {
    const { id } = await insertUser("staff@example.test");
    expect(await repo.setRole(" Staff@Example.test", "staff")).toBe(true);
    expect((await repo.findById(id))?.role).toBe("staff");
    expect(await repo.setRole("staff@example.test", "user")).toBe(true);
    expect((await repo.findById(id))?.role).toBe("user");
    expect(await repo.setRole("ghost@example.test", "staff")).toBe(false);
  });

  it("updateProfile changes name and phone, never the e-mail address", async () => {
    const { id } = await insertUser("old@example.test");
    await repo.updateProfile(id, { name: "Maria Clara", phone: "9171234567", phoneCountry: "SG" });
    expect(await repo.findById(id)).toMatchObject({
      name: "Maria Clara",
      email: "old@example.test",
      emailVerified: true,
      phone: "9171234567",
      phoneCountry: "SG",
    });
  });

  it("records password confirmation per session", async () => {
    const { sessionIds } = await insertUser("confirm@example.test", 1);
    expect(await repo.passwordConfirmedAt(sessionIds[0])).toBeNull();
    const at = new Date("2026-04-01T02:03:04.000Z");
    await repo.markPasswordConfirmed(sessionIds[0], at);
    expect((await repo.passwordConfirmedAt(sessionIds[0]))?.toISOString()).toBe(at.toISOString());
    expect(await repo.passwordConfirmedAt("no-such-session")).toBeNull();
  });

  it("endOtherSessions keeps only the current session", async () => {
    const { id, sessionIds } = await insertUser("sessions@example.test", 3);
    const other = await insertUser("bystander@example.test", 1);
    expect(await repo.endOtherSessions(id, sessionIds[0])).toBe(2);
    const left = await database.db.select({ id: session.id }).from(session).where(eq(session.userId, id));
    expect(left.map((s) => s.id)).toEqual([sessionIds[0]]);
    expect(await database.db.select().from(session).where(eq(session.userId, other.id))).toHaveLength(1);
  });

  it("delete removes the user with their sessions and sign-in accounts", async () => {
    const { id } = await insertUser("leaving@example.test", 2);
    const other = await insertUser("staying@example.test", 1);
    await repo.delete(id);
    expect(await repo.findById(id)).toBeNull();
    expect(await database.db.select().from(session).where(eq(session.userId, id))).toEqual([]);
    expect(await database.db.select().from(account).where(eq(account.userId, id))).toEqual([]);
    expect(await database.db.select().from(session).where(eq(session.userId, other.id))).toHaveLength(1);
    expect(await repo.findById(other.id)).not.toBeNull();
  });

  it("grantStaffIfVerified ignores an address nobody has proved", async () => {
    const { id } = await insertUser("claimed@example.test");
    const unverified = randomUUID();
    await database.db.insert(user).values({ id: unverified, name: "Mallory", email: "unclaimed@example.test", emailVerified: false });
    expect(await repo.grantStaffIfVerified("unclaimed@example.test")).toBe(false);
    expect((await repo.findById(unverified))?.role).toBe("user");
    expect(await repo.grantStaffIfVerified("Claimed@Example.test")).toBe(true);
    expect((await repo.findById(id))?.role).toBe("staff");
  });

  it("deleteResetTokens removes every reset link of the user and nobody else's", async () => {
    const a = await insertUser("reset-a@example.test");
    const b = await insertUser("reset-b@example.test");
    const expiresAt = new Date(Date.now() + 3_600_000);
    for (const [who, n] of [
      [a.id, 3],
      [b.id, 1],
    ] as const) {
      for (let i = 0; i < n; i++)
        await database.db.insert(verification).values({ id: randomUUID(), identifier: randomUUID(), value: who, expiresAt });
    }
    await repo.deleteResetTokens(a.id);
    expect(await database.db.select().from(verification).where(eq(verification.value, a.id))).toEqual([]);
    expect(await database.db.select().from(verification).where(eq(verification.value, b.id))).toHaveLength(1);
  });

  it("a pending e-mail change is single-use, expires, and a newer request replaces the older", async () => {
    const { id } = await insertUser("mover@example.test");
    const now = new Date();
    const later = new Date(now.getTime() + 60_000);
    await repo.savePendingEmailChange(id, "first@example.test", "hash-1", later);
    await repo.savePendingEmailChange(id, "second@example.test", "hash-2", later);
    expect(await repo.takePendingEmailChange("hash-1", now)).toBeNull();
    expect(await repo.takePendingEmailChange("hash-2", now)).toEqual({ userId: id, newEmail: "second@example.test" });
    expect(await repo.takePendingEmailChange("hash-2", now)).toBeNull();
    await repo.savePendingEmailChange(id, "third@example.test", "hash-3", now);
    expect(await repo.takePendingEmailChange("hash-3", later)).toBeNull();
  });

  it("applyEmailChange moves the account, verified, unless another account took the address", async () => {
    const { id } = await insertUser("before@example.test");
    await insertUser("taken@example.test");
    expect(await repo.applyEmailChange(id, "taken@example.test", "user")).toBe("taken");
    expect((await repo.findById(id))?.email).toBe("before@example.test");
    expect(await repo.applyEmailChange(id, "after@example.test", "staff")).toBe("ok");
    expect(await repo.findById(id)).toMatchObject({ email: "after@example.test", emailVerified: true, role: "staff" });
  });

  it("endSession and touchSession act on one session", async () => {
    const { sessionIds } = await insertUser("touch@example.test", 2);
    const at = new Date("2026-11-22T01:02:03.000Z");
    await repo.touchSession(sessionIds[0], at);
    const [row] = await database.db.select().from(session).where(eq(session.id, sessionIds[0]));
    expect(row.lastSeenAt.toISOString()).toBe(at.toISOString());
    await repo.endSession(sessionIds[0]);
    expect(await database.db.select().from(session).where(eq(session.id, sessionIds[0]))).toEqual([]);
    expect(await database.db.select().from(session).where(eq(session.id, sessionIds[1]))).toHaveLength(1);
  });
});
