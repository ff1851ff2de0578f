/**
 * An incremental parser of server-sent events (the WHATWG "event stream" format) for replies read
 * with fetch + ReadableStream: EventSource cannot POST. Feed it text as it arrives, cut anywhere
 * (inside a line, between "\r" and "\n"); it calls `onEvent` once per complete event.
 */

export type SseEvent = { event: string; data: string };

export type SseParser = {
  feed(chunk: string): void;
  /** The stream ended: an event not yet closed by a blank line is dropped, as the format says. */
  end(): void;
};

export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = "";
  let started = false;
  let eventName = "";
  let data: string[] = [];
  /** The last chunk ended with "\r": a "\n" starting the next one belongs to the same line break. */
  let pendingCr = false;

  function line(text: string) {
    if (text === "") {
      if (data.length > 0) onEvent({ event: eventName || "message", data: data.join("\n") });
      eventName = "";
      data = [];
      return;
    }
    if (text.startsWith(":")) return; // a comment (keep-alive)
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") eventName = value;
    else if (field === "data") data.push(value);
    // "id", "retry" and unknown fields are ignored (a reply is never resumed).
  }

  return {
    feed(chunk) {
      if (chunk === "") return;
      if (pendingCr && chunk.startsWith("\n")) chunk = chunk.slice(1);
      pendingCr = false;
      if (!started) {
        started = chunk.length > 0 || buffer.length > 0;
        if (buffer === "" && chunk.startsWith("\uFEFF")) chunk = chunk.slice(1);
      }
      buffer += chunk;
      const re = /\r\n|\r|\n/g;
      let from = 0;
      for (let m = re.exec(buffer); m; m = re.exec(buffer)) {
        // A lone "\r" at the very end may be the first half of "\r\n" split across chunks.
        if (m[0] === "\r" && m.index === buffer.length - 1) pendingCr = true;
        line(buffer.slice(from, m.index));
        from = m.index + m[0].length;
      }
      buffer = buffer.slice(from);
    },
    end() {
      buffer = "";
      data = [];
      eventName = "";
    },
  };
}
