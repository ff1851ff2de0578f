/**
 * The text a PDF reader would extract from a pdf-lib document: every content stream, inflated,
 * with the strings shown by Tj (pdf-lib writes standard-font text as hex strings of WinAnsi bytes).
 * Enough for tests to check what a traveller would read; not a general PDF parser.
 */
import { inflateSync } from "node:zlib";

const winAnsi = new TextDecoder("windows-1252");

export function extractPdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString("latin1");
  const out: string[] = [];
  const streams = /<<([\s\S]*?)>>\s*stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (const m of raw.matchAll(streams)) {
    const data = Buffer.from(m[2], "latin1");
    let content: string;
    try {
      content = (/\/FlateDecode/.test(m[1]) ? inflateSync(data) : data).toString("latin1");
    } catch {
      continue;
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      out.push(t[1] !== undefined ? winAnsi.decode(Buffer.from(t[1], "hex")) : t[2]);
    }
  }
  return out.join("\n");
}
