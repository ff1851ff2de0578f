import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createSseParser, type SseEvent } from "./sse.ts";

function parse(chunks: string[]): SseEvent[] {
  const out: SseEvent[] = [];
  const p = createSseParser((e) => out.push(e));
  for (const c of chunks) p.feed(c);
  p.end();
  return out;
}

const STREAM =
  '\uFEFF: keep-alive\n\nevent: meta\ndata: {"conversationId":"c1","intent":"tide"}\n\n' +
  "event: text\r\ndata: Low tide at 6:10 AM,\r\n\r\n" +
  "event: text\rdata:  then high\r\rdata: line one\ndata: line two\nid: 7\n\n" +
  'event: done\ndata: {"ok":true}\n\nevent: text\ndata: never closed';

const EXPECTED: SseEvent[] = [
  { event: "meta", data: '{"conversationId":"c1","intent":"tide"}' },
  { event: "text", data: "Low tide at 6:10 AM," },
  { event: "text", data: " then high" },
  { event: "message", data: "line one\nline two" },
  { event: "done", data: '{"ok":true}' },
];

describe("server-sent events parser", () => {
  it("reads events, names, multi-line data, comments, a BOM and every kind of line break", () => {
    expect(parse([STREAM])).toEqual(EXPECTED);
  });

  it("gives the same events however the stream is cut into chunks (inside a line, between \\r and \\n)", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: STREAM.length - 1 }), { maxLength: 12 }), (cuts) => {
        const sorted = [...cuts].sort((a, b) => a - b);
        const chunks: string[] = [];
        let from = 0;
        for (const c of sorted) {
          chunks.push(STREAM.slice(from, c));
          from = c;
        }
        chunks.push(STREAM.slice(from));
        expect(parse(chunks)).toEqual(EXPECTED);
      }),
    );
    // Every single-character cut, explicitly: "\r" | "\n" included.
    expect(parse([...STREAM])).toEqual(EXPECTED);
  });

  it("drops an event the stream ended before closing", () => {
    expect(parse(["event: text\ndata: half"])).toEqual([]);
  });
});
