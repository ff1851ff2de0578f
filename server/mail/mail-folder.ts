/**
 * Without SMTP (a laptop, a demo), each message is also written as a text file under
 * DATA_DIR/mail, readable only by the account that runs the app: that is where the person running
 * Lakbay finds verification and reset links. Attachments (an e-ticket PDF) are written beside it,
 * named after the message, and listed in it. Logs and the staff outbox never show bodies.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { OutboxEntry } from "../../core/mail/mail-service.ts";

/** A file name that stays inside the folder and means the same on every system. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/^[._]+/, "")
    .slice(-100);
  return cleaned || "attachment";
}

export function mailFolder(dir: string) {
  return async (entry: OutboxEntry): Promise<void> => {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const stamp = entry.createdAt.toISOString().replace(/[:.]/g, "-");
    const base = `${stamp}-${entry.id}`;
    const files = (entry.attachments ?? []).map((a, i) => ({ ...a, file: `${base}-${i + 1}-${safeFileName(a.filename)}` }));
    for (const f of files) await writeFile(path.join(dir, f.file), f.content, { mode: 0o600 });
    const body = [
      `To: ${entry.to}`,
      `Subject: ${entry.subject}`,
      `Date: ${entry.createdAt.toUTCString()}`,
      ...files.map((f) => `Attachment: ${f.filename} (${f.contentType}, ${f.content.byteLength} bytes) -> ${f.file}`),
      "",
      entry.text,
      "",
    ].join("\n");
    await writeFile(path.join(dir, `${base}.txt`), body, { mode: 0o600 });
  };
}
