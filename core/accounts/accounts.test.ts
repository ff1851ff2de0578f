import { describe, expect, it } from "vitest";
import {
  isPasswordConfirmationFresh,
  PASSWORD_CONFIRMATION_TTL_MS,
  updateProfile,
  type AccountProfile,
  type AccountRepository,
} from "./accounts.ts";

function memoryRepo(profiles: AccountProfile[]) {
  const rows = profiles.map((p) => ({ ...p }));
  const repo = {
    findById: async (id: string) => rows.find((r) => r.id === id) ?? null,
    updateProfile: async (id: string, p: { name: string; phone: string | null; phoneCountry: string }) =>
      void Object.assign(rows.find((r) => r.id === id)!, p),
  };
  return { rows, repo: repo as unknown as AccountRepository };
}

const base = { emailVerified: true, role: "user" as const, phone: null, phoneCountry: "PH", createdAt: new Date() };

describe("profile edits", () => {
  it("saves name and phone at once and keeps the address", async () => {
    const { rows, repo } = memoryRepo([{ ...base, id: "u1", name: "Ana", email: "ana@example.com" }]);
    const result = await updateProfile(repo, rows[0], {
      name: " Ana Cruz ",
      email: "ANA@example.com",
      phone: "9171234567",
      phoneCountry: "PH",
    });
    expect(result).toEqual({ emailChangeRequested: false });
    expect(rows[0]).toMatchObject({ name: "Ana Cruz", email: "ana@example.com", emailVerified: true, phone: "9171234567" });
  });

  it("a different address is only requested: the old one stays until the new one is confirmed", async () => {
    const { rows, repo } = memoryRepo([{ ...base, id: "u1", name: "Ana", email: "ana@example.com" }]);
    const result = await updateProfile(repo, rows[0], { name: "Ana", email: "ana.cruz@example.com", phone: null, phoneCountry: "US" });
    expect(result).toEqual({ emailChangeRequested: true });
    expect(rows[0]).toMatchObject({ email: "ana@example.com", emailVerified: true, phoneCountry: "US" });
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
