import { describe, expect, it } from "vitest";
import type { OutboxEntry } from "../mail/mail-service.ts";
import { createOutboxApplication } from "./outbox.ts";
import { STAFF_ONLY_MESSAGE } from "./staff.ts";
import { invoke } from "./use-case.ts";

const entry = {
  id: "m1",
  to: "ana@example.com",
  subject: "Reset your password",
  text: "Open https://lakbay.example/reset-password/abcdef0123456789abcdef to choose a new password.",
  status: "kept",
  attempts: 0,
  lastError: null,
  createdAt: new Date("2026-11-25T01:00:00Z"),
  sentAt: null,
} as unknown as OutboxEntry;

const staff = { userId: "u-staff", clientIp: "203.0.113.9", staff: true };

describe("mail.outbox", () => {
  it("shows staff the newest mail with its links' secrets blanked out, and whether SMTP sends it", async () => {
    const asked: number[] = [];
    const app = createOutboxApplication({ mail: { list: async (n = 0) => (asked.push(n), [entry]) }, smtp: false });
    const found = await invoke(app.outbox, {}, staff);
    if (!found.ok) throw new Error(found.error.message);
    expect(found.value.smtp).toBe(false);
    expect(found.value.entries[0]).toMatchObject({ id: "m1", subject: "Reset your password", createdAt: "2026-11-25T01:00:00.000Z" });
    expect(found.value.entries[0].text).not.toContain("abcdef0123456789abcdef");
    expect(asked).toEqual([100]);
  });

  it("refuses a traveller and a guest, reading nothing", async () => {
    const asked: number[] = [];
    const app = createOutboxApplication({ mail: { list: async (n = 0) => (asked.push(n), [entry]) }, smtp: true });
    expect(await invoke(app.outbox, {}, { userId: "u1", clientIp: "203.0.113.9" })).toMatchObject({
      ok: false,
      error: { code: "forbidden", message: STAFF_ONLY_MESSAGE },
    });
    expect(await invoke(app.outbox, {}, { userId: null, clientIp: "203.0.113.9" })).toMatchObject({
      ok: false,
      error: { code: "unauthenticated" },
    });
    expect(asked).toEqual([]);
  });
});
