/**
 * The e2e suite's mailbox: the SMTP sink (tests/support/smtp-sink.ts, started by
 * scripts/e2e-server.ts) writes every message the app sends as a raw .eml file into E2E_MAIL_DIR
 * (default .tmp/e2e-mail). These helpers read and decode them: headers (with RFC 2047 encoded
 * words), multipart bodies, quoted-printable and base64.
 *
 *   const since = Date.now();
 *   await page.getByRole("button", { name: "Send reset link" }).click();
 *   const mail = await waitForMail({ to: account.email, subject: /Reset your/, since });
 *   await page.goto(mail.links.find((l) => l.includes("/reset-password/"))!);
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export const MAIL_DIR = path.resolve(import.meta.dirname, "../../..", process.env.E2E_MAIL_DIR || ".tmp/e2e-mail");

export type Mail = {
  /** The .eml file, for a look by hand. */
  file: string;
  /** When the sink received it (ms since epoch). */
  receivedAt: number;
  from: string;
  /** Every address in To and Cc, in lower case. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** http(s) links from the HTML (href) and the text, de-duplicated, in order of appearance. */
  links: string[];
  headers: Record<string, string>;
};

export type MailQuery = {
  /** A recipient address (case-insensitive). */
  to?: string;
  subject?: RegExp | string;
  /** Only mail received at or after this time (ms since epoch), e.g. `Date.now()` before the action. */
  since?: number;
};

/**
 * Waits for a message matching the query and returns the newest one that does. Fails after
 * `timeoutMs` (default 15 s) listing what did arrive for that address.
 */
export async function waitForMail(query: MailQuery & { timeoutMs?: number }): Promise<Mail> {
  const { timeoutMs = 15_000, ...q } = query;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await listMail(q);
    if (found.length > 0) return found[found.length - 1];
    if (Date.now() >= deadline) {
      const forAddress = q.to ? await listMail({ to: q.to }) : [];
      const seen = forAddress.map((m) => `  - ${JSON.stringify(m.subject)} at ${new Date(m.receivedAt).toISOString()}`).join("\n");
      throw new Error(
        `No mail${q.to ? ` to ${q.to}` : ""}${q.subject ? ` with subject ${String(q.subject)}` : ""}` +
          `${q.since ? ` since ${new Date(q.since).toISOString()}` : ""} within ${timeoutMs} ms (mail folder ${MAIL_DIR}).` +
          (q.to ? `\nMail to that address:${seen ? `\n${seen}` : " none"}` : ""),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every message matching the query, oldest first. */
export async function listMail(query: MailQuery = {}): Promise<Mail[]> {
  let names: string[];
  try {
    names = (await readdir(MAIL_DIR)).filter((n) => n.endsWith(".eml") && !n.startsWith(".")).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const out: Mail[] = [];
  for (const name of names) {
    const receivedAt = Number(name.split("-")[0]);
    if (query.since !== undefined && receivedAt < query.since) continue;
    const mail = parseMail(await readFile(path.join(MAIL_DIR, name)), path.join(MAIL_DIR, name), receivedAt);
    if (query.to && !mail.to.includes(query.to.trim().toLowerCase())) continue;
    if (query.subject !== undefined) {
      const ok = typeof query.subject === "string" ? mail.subject === query.subject : query.subject.test(mail.subject);
      if (!ok) continue;
    }
    out.push(mail);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Parsing

type Part = { headers: Record<string, string>; body: Buffer };

/** Parses a raw message (exported for unit use). */
export function parseMail(raw: Buffer | string, file = "", receivedAt = 0): Mail {
  const root = splitPart(typeof raw === "string" ? Buffer.from(raw, "utf8") : raw);
  const texts: string[] = [];
  const htmls: string[] = [];
  walk(root, texts, htmls);
  const text = texts.join("\n");
  const html = htmls.join("\n");
  const to = [root.headers["to"], root.headers["cc"]].filter(Boolean).flatMap((h) => addresses(decodeWords(h!)));
  return {
    file,
    receivedAt,
    from: decodeWords(root.headers["from"] ?? ""),
    to,
    subject: decodeWords(root.headers["subject"] ?? ""),
    text,
    html,
    links: extractLinks(html, text),
    headers: Object.fromEntries(Object.entries(root.headers).map(([k, v]) => [k, decodeWords(v)])),
  };
}

function splitPart(buf: Buffer): Part {
  let end = buf.indexOf("\r\n\r\n");
  let sepLength = 4;
  const lfEnd = buf.indexOf("\n\n");
  if (end === -1 || (lfEnd !== -1 && lfEnd < end)) {
    end = lfEnd;
    sepLength = 2;
  }
  const head = end === -1 ? buf.toString("latin1") : buf.subarray(0, end).toString("latin1");
  const body = end === -1 ? Buffer.alloc(0) : buf.subarray(end + sepLength);
  const headers: Record<string, string> = {};
  // Unfold continuation lines, then split "Name: value".
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return { headers, body };
}

function walk(part: Part, texts: string[], htmls: string[]) {
  const { type, params } = contentType(part.headers["content-type"]);
  if (type.startsWith("multipart/") && params.boundary) {
    for (const child of splitMultipart(part.body, params.boundary)) walk(splitPart(child), texts, htmls);
    return;
  }
  const disposition = (part.headers["content-disposition"] ?? "").toLowerCase();
  if (disposition.startsWith("attachment")) return;
  if (type !== "text/plain" && type !== "text/html") return;
  const decoded = decodeBody(part.body, part.headers["content-transfer-encoding"]);
  const charset = (params.charset ?? "utf-8").toLowerCase();
  const text = charset === "utf-8" || charset === "utf8" || charset === "us-ascii" ? decoded.toString("utf8") : decoded.toString("latin1");
  (type === "text/html" ? htmls : texts).push(text.replace(/\r\n/g, "\n"));
}

function contentType(header = "text/plain"): { type: string; params: Record<string, string> } {
  const [type, ...rest] = header.split(";");
  const params: Record<string, string> = {};
  for (const p of rest) {
    const eq = p.indexOf("=");
    if (eq === -1) continue;
    params[p.slice(0, eq).trim().toLowerCase()] = p
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1");
  }
  return { type: type.trim().toLowerCase(), params };
}

function splitMultipart(body: Buffer, boundary: string): Buffer[] {
  const text = body.toString("latin1");
  const delimiter = `--${boundary}`;
  const parts: Buffer[] = [];
  let index = text.indexOf(delimiter);
  while (index !== -1) {
    const afterDelimiter = index + delimiter.length;
    if (text.startsWith("--", afterDelimiter)) break; // closing delimiter
    const start = text.indexOf("\n", afterDelimiter) + 1;
    const next = text.indexOf(delimiter, start);
    if (start === 0 || next === -1) break;
    // The line break before the next delimiter belongs to the delimiter.
    let end = next;
    if (text[end - 1] === "\n") end--;
    if (text[end - 1] === "\r") end--;
    parts.push(Buffer.from(text.slice(start, end), "latin1"));
    index = next;
  }
  return parts;
}

function decodeBody(body: Buffer, encoding = "7bit"): Buffer {
  switch (encoding.trim().toLowerCase()) {
    case "base64":
      return Buffer.from(body.toString("latin1").replace(/[^A-Za-z0-9+/=]/g, ""), "base64");
    case "quoted-printable":
      return decodeQuotedPrintable(body.toString("latin1"));
    default:
      return body;
  }
}

/** Quoted-printable (RFC 2045): `=` at the end of a line joins it to the next; `=XX` is a byte. */
export function decodeQuotedPrintable(input: string): Buffer {
  const joined = input.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const c = joined[i];
    if (c === "=" && /^[0-9A-Fa-f]{2}$/.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words, e.g. `=?UTF-8?Q?Mabuhay=2C_Juan?=` or `=?UTF-8?B?...?=`. */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2") // whitespace between encoded words is not part of the text
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, charset: string, enc: string, data: string) => {
      const bytes = enc.toUpperCase() === "B" ? Buffer.from(data, "base64") : decodeQuotedPrintable(data.replace(/_/g, " "));
      return /^utf-?8$/i.test(charset) ? bytes.toString("utf8") : bytes.toString("latin1");
    });
}

function addresses(header: string): string[] {
  const found = header.match(/[^\s<>,;:"()]+@[^\s<>,;:"()]+/g) ?? [];
  return found.map((a) => a.toLowerCase());
}

function decodeEntities(s: string): string {
  return s
    .replace(/&amp;/g, "&")
    .replace(/&#x([0-9a-f]+);/gi, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_m, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

function extractLinks(html: string, text: string): string[] {
  const links: string[] = [];
  for (const m of html.matchAll(/href\s*=\s*("([^"]*)"|'([^']*)')/gi)) links.push(decodeEntities(m[2] ?? m[3] ?? ""));
  for (const m of text.matchAll(/https?:\/\/[^\s<>"'()[\]]+/g)) links.push(m[0].replace(/[.,;:!?]+$/, ""));
  return [...new Set(links.filter((l) => /^https?:\/\//i.test(l)))];
}
