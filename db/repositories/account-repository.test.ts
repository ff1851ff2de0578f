import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, session, user } from "../schema.ts";
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
    expect(profile).toMatchObject({ id, name: "Juan dela Cruz", email: "profile@example.test", emailVerified: true, role: "user", phone: null, phoneCountry: "PH" });
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

  it("updateProfile changes name, e-mail, verification and phone", async () => {
    const { id } = await insertUser("old@example.test");
    await repo.updateProfile(id, { name: "Maria Clara", email: "new@example.test", emailVerified: false, phone: "9171234567", phoneCountry: "SG" });
    expect(await repo.findById(id)).toMatchObject({ name: "Maria Clara", email: "new@example.test", emailVerified: false, phone: "9171234567", phoneCountry: "SG" });
    expect(await repo.findByEmail("old@example.test")).toBeNull();
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
});
