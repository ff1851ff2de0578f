/**
 * An SMTP server that accepts every message and writes it, raw, as an .eml file into a folder:
 * the mailbox of the end-to-end suite (tests/e2e/support/mail.ts reads it). Loopback only, any or
 * no login, no STARTTLS (nodemailer would otherwise try to upgrade).
 *
 * Files are named `<ms since epoch>-<sequence>.eml` and appear atomically (written under a temporary
 * name, then renamed), so a reader never sees half a message.
 */
import { mkdirSync } from "node:fs";
import { rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { SMTPServer } from "smtp-server";

export type SmtpSink = { port: number; mailDir: string; close(): Promise<void> };

export async function startSmtpSink(opts: { port: number; mailDir: string; host?: string }): Promise<SmtpSink> {
  const { mailDir, host = "127.0.0.1" } = opts;
  mkdirSync(mailDir, { recursive: true });
  let sequence = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    size: 10 * 1024 * 1024,
    onAuth(_auth, _session, callback) {
      callback(null, { user: "e2e" });
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", (err) => callback(err));
      stream.on("end", () => {
        const name = `${Date.now()}-${String(++sequence).padStart(6, "0")}.eml`;
        const partial = path.join(mailDir, `.${name}.partial`);
        writeFile(partial, Buffer.concat(chunks))
          .then(() => rename(partial, path.join(mailDir, name)))
          .then(
            () => callback(),
            (err: Error) => callback(err),
          );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    const onError = (err: Error) => reject(err);
    server.once("error", onError);
    server.listen(opts.port, host, () => {
      server.off("error", onError);
      resolve();
    });
  });
  server.on("error", (err) => console.error("smtp sink:", err.message));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : opts.port;
  return { port, mailDir, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
