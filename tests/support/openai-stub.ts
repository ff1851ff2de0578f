/**
 * A local OpenAI-compatible chat-completions server for tests (node:http on a loopback port): each
 * POST /v1/chat/completions is recorded (headers and JSON body) and answered by the test's script —
 * streamed text, streamed tool calls (arguments split into pieces, as real servers send them), an
 * HTTP error, a raw body, or no answer at all (for deadlines).
 *
 *   const stub = await startOpenAiStub(({ round }) => round === 0 ? { toolCalls: [...] } : { text: "…" });
 *   … CHAT_LLM_BASE_URL: stub.url …
 *   await stub.close();
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type StubRequest = {
  headers: IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: the test reads whatever the client sent.
  body: any;
  /** 0 for a conversation's first request; counts the tool messages' rounds so far. */
  round: number;
};

export type StubAnswer =
  | { text: string; pieces?: number }
  | { toolCalls: { name: string; arguments: string; id?: string }[] }
  | { status: number; body?: string }
  | { raw: string; contentType?: string }
  | { hang: true };

export type OpenAiStub = { url: string; requests: StubRequest[]; close(): Promise<void> };

const sse = (data: unknown) => `data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`;
const chunk = (delta: unknown, finish: string | null = null) =>
  sse({ id: "chatcmpl-stub", object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason: finish }] });

/** `text` in `n` pieces of about equal length. */
export function piecesOf(text: string, n: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / n));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

export async function startOpenAiStub(script: (request: StubRequest) => StubAnswer | Promise<StubAnswer>): Promise<OpenAiStub> {
  const requests: StubRequest[] = [];
  const server = createServer(async (req, res) => {
    let raw = "";
    for await (const part of req) raw += part;
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(raw);
    const request: StubRequest = {
      headers: req.headers,
      body,
      round: body.messages.filter((m: { role: string; tool_calls?: unknown }) => m.role === "assistant" && m.tool_calls).length,
    };
    requests.push(request);
    const answer = await script(request);
    if ("hang" in answer) return;
    if ("status" in answer) {
      res
        .writeHead(answer.status, { "content-type": "application/json" })
        .end(answer.body ?? JSON.stringify({ error: { message: "stub failure" } }));
      return;
    }
    if ("raw" in answer) {
      res.writeHead(200, { "content-type": answer.contentType ?? "text/event-stream" }).end(answer.raw);
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    res.write(chunk({ role: "assistant", content: "" }));
    if ("text" in answer) {
      for (const piece of piecesOf(answer.text, answer.pieces ?? 5)) res.write(chunk({ content: piece }));
      res.write(chunk({}, "stop"));
    } else {
      answer.toolCalls.forEach((call, index) => {
        const id = call.id ?? `call_${requests.length}_${index}`;
        const [first, ...rest] = piecesOf(call.arguments, 3);
        res.write(chunk({ tool_calls: [{ index, id, type: "function", function: { name: call.name, arguments: first ?? "" } }] }));
        for (const piece of rest) res.write(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
      });
      res.write(chunk({}, "tool_calls"));
    }
    res.end(sse("[DONE]"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
