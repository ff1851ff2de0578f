import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../tests/support/free-port.ts";
import { startSmtpSink, type SmtpSink } from "../../tests/support/smtp-sink.ts";
import { createSmtpTransport, outboxMessageId, toNodemailerMessage } from "./smtp-transport.ts";

describe("SMTP transport", () => {
  let sink: SmtpSink;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "lakbay-smtp-"));
    sink = await startSmtpSink({ port: await freePort(), mailDir: dir });
  });
  afterAll(async () => {
    await sink?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("delivers attachments as MIME parts", async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${sink.port}`, "Lakbay <no-reply@lakbay.test>");
    const pdf = new Uint8Array(Buffer.from("%PDF-1.7\n%\u00e2\u00e3\n1 0 obj", "latin1"));
    try {
      await transport.send({
        to: "ana@example.test",
        subject: "Your e-ticket",
        text: "Attached.",
        attachments: [{ filename: "e-ticket-LKB-7Q2X9D.pdf", contentType: "application/pdf", content: pdf }],
      });
    } finally {
      transport.close();
    }
    const [file] = await readdir(dir);
    const raw = await readFile(path.join(dir, file), "latin1");
    expect(raw).toMatch(/Content-Type: application\/pdf; name=e-ticket-LKB-7Q2X9D\.pdf/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=e-ticket-LKB-7Q2X9D\.pdf/);
    expect(raw.replace(/\r?\n/g, "")).toContain(Buffer.from(pdf).toString("base64"));
  });

  it("gives every delivery of an outbox message the same Message-ID, made from its outbox id", async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${sink.port}`, "Lakbay <no-reply@lakbay.test>");
    const entry = { id: "0b7c1a52-4f7e-4c55-9d1e-2a3b4c5d6e7f", to: "ana@example.test", subject: "Booking confirmed", text: "See you." };
    const before = new Set(await readdir(dir));
    try {
      // Sent twice, as when the instance that sent it died before the outbox recorded the delivery.
      await transport.send(entry);
      await transport.send(entry);
    } finally {
      transport.close();
    }
    const files = (await readdir(dir)).filter((f) => !before.has(f));
    expect(files).toHaveLength(2);
    const ids = await Promise.all(
      files.map(async (f) => /^Message-ID: (.*)$/im.exec(await readFile(path.join(dir, f), "utf8"))?.[1]?.trim()),
    );
    expect(ids).toEqual([`<outbox-${entry.id}@lakbay.test>`, `<outbox-${entry.id}@lakbay.test>`]);
    expect(outboxMessageId("no-reply@lakbay.test", { to: "a@x.test", subject: "s", text: "t" })).toBeNull();
  });

  it("maps a message without attachments as before", () => {
    expect(toNodemailerMessage("f@x.test", { to: "a@x.test", subject: "s", text: "t" })).toEqual({
      from: "f@x.test",
      to: "a@x.test",
      subject: "s",
      text: "t",
      html: undefined,
      attachments: undefined,
    });
  });
});
