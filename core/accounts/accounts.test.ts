import { describe, expect, it } from "vitest";
import { isPasswordConfirmationFresh, PASSWORD_CONFIRMATION_TTL_MS, updateProfile, type AccountProfile, type AccountRepository } from "./accounts.ts";

function memoryRepo(profiles: AccountProfile[]): AccountRepository & { rows: AccountProfile[] } {
  const rows = profiles.map((p) => ({ ...p }));
  return {
    rows,
    findById: async (id) => rows.find((r) => r.id === id) ?? null,
    findByEmail: async (email) => rows.find((r) => r.email === email.toLowerCase()) ?? null,
    updateProfile: async (id, p) => void Object.assign(rows.find((r) => r.id === id)!, p),
    setRole: async () => true,
    delete: async () => {},
    markPasswordConfirmed: async () => {},
    passwordConfirmedAt: async () => null,
    countActiveSessions: async () => 1,
    endOtherSessions: async () => 0,
  };
}

const base = { emailVerified: true, role: "user" as const, phone: null, phoneCountry: "PH", createdAt: new Date() };

describe("profile edits", () => {
  it("keeps the verified flag when the address stays the same", async () => {
    const repo = memoryRepo([{ ...base, id: "u1", name: "Ana", email: "ana@example.com" }]);
    const result = await updateProfile(repo, repo.rows[0], { name: " Ana Cruz ", email: "ANA@example.com", phone: "9171234567", phoneCountry: "PH" });
    expect(result).toEqual({ ok: true, emailChanged: false });
    expect(repo.rows[0]).toMatchObject({ name: "Ana Cruz", emailVerified: true, phone: "9171234567" });
  });

  it("a new address must be verified again", async () => {
    const repo = memoryRepo([{ ...base, id: "u1", name: "Ana", email: "ana@example.com" }]);
    const result = await updateProfile(repo, repo.rows[0], { name: "Ana", email: "ana.cruz@example.com", phone: null, phoneCountry: "US" });
    expect(result).toEqual({ ok: true, emailChanged: true });
    expect(repo.rows[0]).toMatchObject({ email: "ana.cruz@example.com", emailVerified: false, phoneCountry: "US" });
  });

  it("refuses an address another account uses, and changes nothing", async () => {
    const repo = memoryRepo([
      { ...base, id: "u1", name: "Ana", email: "ana@example.com" },
      { ...base, id: "u2", name: "Ben", email: "ben@example.com" },
    ]);
    const result = await updateProfile(repo, repo.rows[0], { name: "Changed", email: "ben@example.com", phone: null, phoneCountry: "PH" });
    expect(result).toEqual({ ok: false, code: "EMAIL_TAKEN" });
    expect(repo.rows[0].name).toBe("Ana");
  });
});

describe("password confirmation", () => {
  it("lasts 15 minutes", () => {
    const now = new Date("2026-11-21T10:00:00Z");
    expect(PASSWORD_CONFIRMATION_TTL_MS).toBe(15 * 60_000);
    expect(isPasswordConfirmationFresh(null, now)).toBe(false);
    expect(isPasswordConfirmationFresh(new Date(now.getTime() - 14 * 60_000), now)).toBe(true);
    expect(isPasswordConfirmationFresh(new Date(now.getTime() - 15 * 60_000), now)).toBe(false);
  });
});
