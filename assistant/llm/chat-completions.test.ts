/**
 * The chat-completions client's reading of what servers really send: server-sent events cut anywhere
 * (inside a line, inside a UTF-8 character), CRLF line ends, comments, keep-alives, tool-call
 * arguments in pieces, an `error` chunk, and a server that ignores `stream: true` and answers JSON.
 */
import { describe, expect, it } from "vitest";
import { createChatCompletions } from "./chat-completions.ts";
import { sseData } from "./sse.ts";

/** A body that delivers `text` in pieces of `size` bytes. */
function bodyOf(text: string, size: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

const chunk = (delta: unknown) => `data: ${JSON.stringify({ choices: [{ index: 0, delta }] })}`;

function clientAnswering(body: string, contentType = "text/event-stream", size = 7) {
  return createChatCompletions({
    baseUrl: "http://127.0.0.1:1/v1",
    model: "m",
    fetch: async () => new Response(bodyOf(body, size), { headers: { "content-type": contentType } }),
  });
}

const request = { messages: [], tools: [], toolChoice: "auto" as const, signal: new AbortController().signal };

describe("reading a streamed completion", () => {
  it("joins text deltas cut anywhere, with CRLF line ends, comments and keep-alives", async () => {
    const events = [
      ": keep-alive",
      chunk({ role: "assistant" }),
      chunk({ content: "Salamat po! " }),
      chunk({ content: "₱1,250.00 — sulit." }),
      "data: [DONE]",
    ];
    for (const size of [1, 3, 7, 1000]) {
      const message = await clientAnswering(`${events.join("\r\n\r\n")}\r\n\r\n`, "text/event-stream", size).complete(request);
      expect(message).toEqual({ content: "Salamat po! ₱1,250.00 — sulit.", toolCalls: [] });
    }
  });

  it("assembles tool calls from their pieces, by index", async () => {
    const body = [
      chunk({ tool_calls: [{ index: 0, id: "a", type: "function", function: { name: "flights_", arguments: '{"origin":' } }] }),
      chunk({ tool_calls: [{ index: 1, id: "b", type: "function", function: { name: "hotels_search", arguments: "{}" } }] }),
      chunk({ tool_calls: [{ index: 0, function: { name: "search", arguments: '"MNL"}' } }] }),
      "data: [DONE]",
    ].join("\n\n");
    expect(await clientAnswering(body).complete(request)).toEqual({
      content: "",
      toolCalls: [
        { id: "a", type: "function", function: { name: "flights_search", arguments: '{"origin":"MNL"}' } },
        { id: "b", type: "function", function: { name: "hotels_search", arguments: "{}" } },
      ],
    });
  });

  it("refuses an error chunk, and reads a whole JSON answer", async () => {
    await expect(clientAnswering('data: {"error":{"message":"overloaded"}}\n\n').complete(request)).rejects.toMatchObject({
      reason: "server_error",
    });
    const whole = JSON.stringify({ choices: [{ message: { role: "assistant", content: "Hello!" } }] });
    expect(await clientAnswering(whole, "application/json").complete(request)).toEqual({ content: "Hello!", toolCalls: [] });
  });

  it("joins multi-line data and stops at [DONE]", async () => {
    const out: string[] = [];
    for await (const data of sseData(bodyOf("event: x\ndata: one\ndata: two\n\ndata: [DONE]\n\ndata: after\n\n", 4))) out.push(data);
    expect(out).toEqual(["one\ntwo"]);
  });
});
