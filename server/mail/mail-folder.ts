/**
 * Without SMTP (a laptop, a demo), each message is also written as a text file under
 * DATA_DIR/mail, readable only by the account that runs the app: that is where the person running
 * Lakbay finds verification and reset links. Logs and the staff outbox never show bodies.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { OutboxEntry } from "../../core/mail/mail-service.ts";

export function mailFolder(dir: string) {
  return async (entry: OutboxEntry): Promise<void> => {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const stamp = entry.createdAt.toISOString().replace(/[:.]/g, "-");
    const body = [`To: ${entry.to}`, `Subject: ${entry.subject}`, `Date: ${entry.createdAt.toUTCString()}`, "", entry.text, ""].join("\n");
    await writeFile(path.join(dir, `${stamp}-${entry.id}.txt`), body, { mode: 0o600 });
  };
}
