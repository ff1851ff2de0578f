/**
 * Server-sent events as an OpenAI-compatible server streams them: the `data:` payload of each event
 * (several `data:` lines join with a newline), until `[DONE]` or the end of the body. Comments and
 * other fields are skipped. `maxBytes` bounds what a misbehaving server can make us hold.
 */
import { ModelError } from "./wire.ts";

export async function* sseData(body: ReadableStream<Uint8Array>, maxBytes = 1_000_000): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = "";
  let total = 0;
  const reader = body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw new ModelError("too_long");
      buffer += decoder.decode(value, { stream: true });
      let end = eventEnd(buffer);
      while (end) {
        const data = dataOf(buffer.slice(0, end.index));
        buffer = buffer.slice(end.index + end.length);
        if (data === "[DONE]") return;
        if (data !== null) yield data;
        end = eventEnd(buffer);
      }
    }
    const data = dataOf(buffer + decoder.decode());
    if (data !== null && data !== "[DONE]") yield data;
  } finally {
    reader.releaseLock();
  }
}

/** Where the first event ends (a blank line, in any of the three line endings). */
function eventEnd(buffer: string): { index: number; length: number } | null {
  const m = /\r\n\r\n|\n\n|\r\r/.exec(buffer);
  return m ? { index: m.index, length: m[0].length } : null;
}

function dataOf(event: string): string | null {
  const lines = event
    .split(/\r\n|\n|\r/)
    .filter((line) => line.startsWith("data:"))
    .map((line) => line.slice(5).replace(/^ /, ""));
  return lines.length ? lines.join("\n") : null;
}
