/**
 * The Nu HTML checker (vnu-jar from npm, run by the machine's Java) over server-rendered pages.
 *
 *   const errors = checkHtml([{ label: "/", html }]);   // one Java process for the whole batch
 *   expect(errors).toEqual([]);
 *
 * Answers one line per error ("label line N: message «extract»"); warnings and infos are left out.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build/dist/vnu.jar");

type VnuMessage = { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string };

export type HtmlPage = { label: string; html: string };

export function checkHtml(pages: HtmlPage[]): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "lakbay-vnu-"));
  try {
    const files = pages.map((p, i) => {
      const file = path.join(dir, `page-${i}.html`);
      writeFileSync(file, p.html);
      return file;
    });
    const run = spawnSync(process.env.JAVA ?? "java", ["-jar", vnuJar, "--format", "json", "--stdout", ...files], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error)
      throw new Error(`the HTML checker could not start (is Java installed? scripts/lib.sh installs it): ${run.error.message}`);
    let messages: VnuMessage[];
    try {
      messages = (JSON.parse(run.stdout) as { messages: VnuMessage[] }).messages;
    } catch {
      throw new Error(`the HTML checker answered no JSON (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
    }
    const labelOf = (url = "") => pages[files.findIndex((f) => url.endsWith(`/${path.basename(f)}`))]?.label ?? url;
    return messages
      .filter((m) => m.type === "error" || m.type === "non-document-error")
      .map(
        (m) => `${labelOf(m.url)} line ${m.lastLine ?? "?"}: ${m.message}${m.extract ? ` «${m.extract.replace(/\s+/g, " ").trim()}»` : ""}`,
      );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text a traveller reads on a server-rendered page: no head, scripts, styles, tags or attributes. */
export function visibleText(html: string): string {
  return html
    .replace(/<head[\s\S]*?<\/head>/i, " ")
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ");
}

/** Machine dates ("2026-12-17") in a page's visible text, each with a little context: "label: …text…". */
export function isoDatesShown(pages: HtmlPage[]): string[] {
  return pages.flatMap((p) => {
    const text = visibleText(p.html);
    return [...text.matchAll(/\b\d{4}-\d{2}-\d{2}\b/g)].map((m) => `${p.label}: …${text.slice(Math.max(0, m.index - 40), m.index + 20)}…`);
  });
}
