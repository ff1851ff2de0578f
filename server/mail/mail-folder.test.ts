import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { OutboxEntry } from "../../core/mail/mail-service.ts";
import { mailFolder, safeFileName } from "./mail-folder.ts";

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

const entry = (attachments?: OutboxEntry["attachments"]): OutboxEntry => ({
  id: "0b6c0d0e-1111-4222-8333-444455556666",
  to: "ana@example.test",
  subject: "Your e-ticket",
  text: "Your trip is booked.",
  status: "kept",
  attempts: 0,
  lastError: null,
  createdAt: new Date("2026-12-01T04:00:00Z"),
  sentAt: null,
  attachments,
});

describe("the mail folder (no SMTP)", () => {
  it("writes the message and, beside it, each attachment, listed in the message", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "lakbay-mail-"));
    dirs.push(dir);
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
    await mailFolder(dir)(entry([{ filename: "../e-ticket LKB-7Q2X9D.pdf", contentType: "application/pdf", content: pdf }]));
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    const text = await readFile(path.join(dir, files.find((f) => f.endsWith(".txt"))!), "utf8");
    const pdfName = files.find((f) => f.endsWith(".pdf"))!;
    expect(pdfName).toMatch(/^2026-12-01T04-00-00-000Z-0b6c0d0e-1111-4222-8333-444455556666-1-e-ticket_LKB-7Q2X9D\.pdf$/);
    expect(new Uint8Array(await readFile(path.join(dir, pdfName)))).toEqual(pdf);
    expect(text).toContain(`Attachment: ../e-ticket LKB-7Q2X9D.pdf (application/pdf, 6 bytes) -> ${pdfName}`);
    expect(text).toContain("Your trip is booked.");
    expect((await stat(path.join(dir, pdfName))).mode & 0o777).toBe(0o600);
  });

  it("names files safely", () => {
    expect(safeFileName("../../etc/passwd")).toBe("etc_passwd");
    expect(safeFileName("Tíket ni José.pdf")).toBe("Tiket_ni_Jose.pdf");
    expect(safeFileName("...")).toBe("attachment");
  });
});
