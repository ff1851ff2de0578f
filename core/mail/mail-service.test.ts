import { describe, expect, it, vi } from "vitest";
import type { Logger } from "../shared/logger.ts";
import {
  createMailService,
  MAX_ATTACHMENT_BYTES,
  MAX_DELIVERY_ATTEMPTS,
  OUTBOX_RETENTION_DAYS,
  type MailMessage,
  type OutboxEntry,
  type OutboxRepository,
} from "./mail-service.ts";

/** The outbox in a Map (claims are not modelled: every pending message is claimable). */
function memoryOutbox(): OutboxRepository & { get(id: string): OutboxEntry | undefined } {
  const entries = new Map<string, OutboxEntry>();
  let n = 0;
  return {
    async add(message, status) {
      const entry: OutboxEntry = {
        ...message,
        id: `mail-${++n}`,
        status,
        attempts: 0,
        lastError: null,
        createdAt: new Date(),
        sentAt: null,
      };
      entries.set(entry.id, entry);
      return { ...entry };
    },
    async markSent(id) {
      const e = entries.get(id)!;
      Object.assign(e, { status: "sent", attempts: e.attempts + 1, sentAt: new Date(), lastError: null });
    },
    async markKept(id) {
      entries.get(id)!.status = "kept";
    },
    async markAttemptFailed(id, error, giveUp) {
      const e = entries.get(id)!;
      Object.assign(e, { status: giveUp ? "failed" : "pending", attempts: e.attempts + 1, lastError: error });
    },
    async claimPending(limit) {
      return [...entries.values()]
        .filter((e) => e.status === "pending")
        .slice(0, limit)
        .map((e) => ({ ...e }));
    },
    async claim(id) {
      const e = entries.get(id);
      return e?.status === "pending" ? { ...e } : null;
    },
    async list(limit) {
      return [...entries.values()]
        .reverse()
        .slice(0, limit)
        .map((e) => ({ ...e }));
    },
    async deleteFinishedBefore(before) {
      let n = 0;
      for (const [id, e] of entries) if (e.status !== "pending" && e.createdAt < before && entries.delete(id)) n++;
      return n;
    },
    get: (id) => entries.get(id),
  };
}

function recordingLogger() {
  const lines: { level: "info" | "warn" | "error"; obj: object; msg?: string }[] = [];
  const logger: Logger = {
    info: (obj, msg) => void lines.push({ level: "info", obj, msg }),
    warn: (obj, msg) => void lines.push({ level: "warn", obj, msg }),
    error: (obj, msg) => void lines.push({ level: "error", obj, msg }),
  };
  return { logger, lines };
}

const message: MailMessage = {
  to: "ana@example.test",
  subject: "Verify your e-mail address",
  text: "Open http://127.0.0.1/verify-email/abc",
  html: '<a href="http://127.0.0.1/verify-email/abc">Verify</a>',
};

describe("mail service", () => {
  it("without a transport keeps the message, hands it to the local operator, and logs no body", async () => {
    const outbox = memoryOutbox();
    const { logger, lines } = recordingLogger();
    const kept: OutboxEntry[] = [];
    const mail = createMailService({ outbox, transport: null, logger, keep: async (e) => void kept.push(e) });
    const entry = await mail.send(message);
    expect(entry.status).toBe("kept");
    expect(outbox.get(entry.id)).toMatchObject({ status: "kept", attempts: 0 });
    expect(kept.map((e) => e.text)).toEqual([message.text]);
    expect(lines).toEqual([
      {
        level: "info",
        obj: { mailId: entry.id, to: message.to, subject: message.subject },
        msg: expect.stringContaining("kept in outbox"),
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain(message.text);
    expect(await mail.deliverPending()).toBe(0);
    expect((await mail.list()).map((e) => e.id)).toEqual([entry.id]);
  });

  it("dispatch marks a message written elsewhere (pending) as kept when there is no transport", async () => {
    const outbox = memoryOutbox();
    const mail = createMailService({ outbox, transport: null, logger: recordingLogger().logger });
    const entry = await outbox.add(message, "pending");
    await mail.dispatch(entry);
    expect(outbox.get(entry.id)?.status).toBe("kept");
  });

  it("with a working transport sends at once and marks the message sent", async () => {
    const outbox = memoryOutbox();
    const send = vi.fn(async (_m: MailMessage) => {});
    const mail = createMailService({ outbox, transport: { send }, logger: recordingLogger().logger });
    const entry = await mail.send(message);
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0][0]).toMatchObject(message);
    expect(outbox.get(entry.id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(outbox.get(entry.id)?.sentAt).toBeInstanceOf(Date);
  });

  it(`with a failing transport keeps the message pending, then gives up after ${MAX_DELIVERY_ATTEMPTS} attempts`, async () => {
    const outbox = memoryOutbox();
    const { logger, lines } = recordingLogger();
    const send = vi.fn(async () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:2525");
    });
    const mail = createMailService({ outbox, transport: { send }, logger });
    const entry = await mail.send(message);
    expect(outbox.get(entry.id)).toMatchObject({ status: "pending", attempts: 1, lastError: "connect ECONNREFUSED 127.0.0.1:2525" });

    for (let attempt = 2; attempt < MAX_DELIVERY_ATTEMPTS; attempt++) {
      expect(await mail.deliverPending()).toBe(0);
      expect(outbox.get(entry.id)).toMatchObject({ status: "pending", attempts: attempt });
    }
    expect(await mail.deliverPending()).toBe(0);
    expect(outbox.get(entry.id)).toMatchObject({ status: "failed", attempts: MAX_DELIVERY_ATTEMPTS });
    expect(send).toHaveBeenCalledTimes(MAX_DELIVERY_ATTEMPTS);

    expect(await mail.deliverPending()).toBe(0);
    expect(send).toHaveBeenCalledTimes(MAX_DELIVERY_ATTEMPTS);
    const warnings = lines.filter((l) => l.level === "warn");
    expect(warnings).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    expect(warnings.map((w) => (w.obj as { giveUp: boolean }).giveUp)).toEqual([...Array(MAX_DELIVERY_ATTEMPTS - 1).fill(false), true]);
  });

  it("delivers pending messages once the transport recovers, and counts them", async () => {
    const outbox = memoryOutbox();
    let up = false;
    const send = vi.fn(async () => {
      if (!up) throw new Error("421 try later");
    });
    const mail = createMailService({ outbox, transport: { send }, logger: recordingLogger().logger });
    const a = await mail.send(message);
    const b = await mail.send({ ...message, to: "ben@example.test" });
    up = true;
    expect(await mail.deliverPending()).toBe(2);
    expect(outbox.get(a.id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(outbox.get(b.id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(await mail.deliverPending()).toBe(0);
  });
});

describe("outbox retention", () => {
  it(`asks the outbox to forget finished mail older than ${OUTBOX_RETENTION_DAYS} days`, async () => {
    const outbox = memoryOutbox();
    const service = createMailService({ outbox, transport: null, logger: recordingLogger().logger });
    const kept = await service.send(message);
    const now = new Date(kept.createdAt.getTime() + (OUTBOX_RETENTION_DAYS - 1) * 86_400_000);
    expect(await service.prune(now)).toBe(0);
    expect(await service.prune(new Date(kept.createdAt.getTime() + (OUTBOX_RETENTION_DAYS + 1) * 86_400_000))).toBe(1);
    expect(outbox.get(kept.id)).toBeUndefined();
  });
});

describe("what staff may read", () => {
  it("hides reset, verification and e-mail change links", async () => {
    const { redactSecrets } = await import("./mail-service.ts");
    const text =
      "Reset password: https://lakbay.example/reset-password/abc123XYZ\n\nVerify: http://localhost:3000/verify-email/eyJhbGci.eyJlbWFpbCI6.sig and https://x.ph/verify-email/ec_tok";
    const shown = redactSecrets(text);
    expect(shown).not.toMatch(/abc123XYZ|eyJhbGci|ec_tok/);
    expect(shown).toContain("Reset password: [link hidden");
  });
});

describe("attachments", () => {
  it("hand the files to the transport and refuse messages too large to deliver", async () => {
    const outbox = memoryOutbox();
    const send = vi.fn(async (_m: MailMessage) => {});
    const mail = createMailService({ outbox, transport: { send }, logger: recordingLogger().logger });
    const content = new Uint8Array([1, 2, 3]);
    await mail.send({ ...message, attachments: [{ filename: "e-ticket.pdf", contentType: "application/pdf", content }] });
    expect(send.mock.calls[0][0].attachments).toEqual([{ filename: "e-ticket.pdf", contentType: "application/pdf", content }]);
    const huge = new Uint8Array(MAX_ATTACHMENT_BYTES + 1);
    await expect(
      mail.send({ ...message, attachments: [{ filename: "big.pdf", contentType: "application/pdf", content: huge }] }),
    ).rejects.toThrow(RangeError);
    expect(send).toHaveBeenCalledOnce();
  });
});
