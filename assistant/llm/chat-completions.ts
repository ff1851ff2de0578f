/**
 * A client for an OpenAI-compatible chat-completions endpoint over plain fetch (no SDK): one request
 * per model round, always streamed (`stream: true`), the deltas assembled into one message — its text
 * and any tool calls. A server that answers whole JSON instead is read too. Every failure is a
 * `ModelError` whose reason names the kind (an HTTP status, a bad body), never the body itself.
 */
import { sseData } from "./sse.ts";
import { ModelError, type ModelMessage, type ToolCall, type ToolDefinition, type WireMessage } from "./wire.ts";

export type ChatCompletionsConfig = {
  /** The API's base address, e.g. http://127.0.0.1:8080/v1 (no trailing slash). */
  baseUrl: string;
  model: string;
  /** Sent as `Authorization: Bearer …` when set; never logged. */
  apiKey?: string;
  fetch?: typeof fetch;
};

export type CompletionRequest = {
  messages: readonly WireMessage[];
  tools: readonly ToolDefinition[];
  /** "none": the model must answer in words now (its last round). */
  toolChoice: "auto" | "none";
  signal: AbortSignal;
};

export type ChatCompletions = { complete(request: CompletionRequest): Promise<ModelMessage> };

/** A short reply is the point: the cards carry the details. */
const MAX_TOKENS = 400;

export function createChatCompletions(config: ChatCompletionsConfig): ChatCompletions {
  const doFetch = config.fetch ?? fetch;
  return {
    async complete({ messages, tools, toolChoice, signal }) {
      const headers: Record<string, string> = { "content-type": "application/json", accept: "text/event-stream" };
      if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
      const body = {
        model: config.model,
        messages,
        stream: true,
        temperature: 0.2,
        max_tokens: MAX_TOKENS,
        ...(tools.length ? { tools, tool_choice: toolChoice } : {}),
      };
      const res = await doFetch(`${config.baseUrl}/chat/completions`, { method: "POST", headers, body: JSON.stringify(body), signal });
      if (!res.ok) {
        await res.body?.cancel().catch(() => {});
        throw new ModelError(`http_${res.status}`);
      }
      if (!res.body) throw new ModelError("bad_response");
      if (res.headers.get("content-type")?.includes("application/json")) return wholeMessage(await readJson(res));
      return streamedMessage(sseData(res.body));
    },
  };
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch (error) {
    if ((error as Error)?.name === "AbortError") throw error;
    throw new ModelError("bad_response");
  }
}

type Delta = {
  content?: string | null;
  tool_calls?: { index?: number; id?: string; function?: { name?: string; arguments?: string } }[];
};

/** The streamed chunks' deltas joined: text in order, each tool call's name and argument pieces by index. */
export async function streamedMessage(chunks: AsyncIterable<string>): Promise<ModelMessage> {
  let content = "";
  const calls = new Map<number, ToolCall>();
  for await (const data of chunks) {
    const chunk = parse(data) as { error?: unknown; choices?: { delta?: Delta }[] };
    if (chunk.error) throw new ModelError("server_error");
    const delta = chunk.choices?.[0]?.delta;
    if (!delta) continue;
    if (typeof delta.content === "string") content += delta.content;
    for (const piece of delta.tool_calls ?? []) {
      const index = typeof piece.index === "number" ? piece.index : calls.size;
      const call = calls.get(index) ?? { id: "", type: "function" as const, function: { name: "", arguments: "" } };
      if (piece.id) call.id = piece.id;
      if (piece.function?.name) call.function.name += piece.function.name;
      if (piece.function?.arguments) call.function.arguments += piece.function.arguments;
      calls.set(index, call);
    }
  }
  const toolCalls = [...calls.entries()].sort(([a], [b]) => a - b).map(([index, call]) => ({ ...call, id: call.id || `call_${index}` }));
  return { content, toolCalls };
}

/** A non-streamed answer: `choices[0].message`. */
function wholeMessage(body: unknown): ModelMessage {
  const message = (body as { choices?: { message?: { content?: unknown; tool_calls?: unknown } }[] })?.choices?.[0]?.message;
  if (!message) throw new ModelError("bad_response");
  const toolCalls = Array.isArray(message.tool_calls)
    ? (message.tool_calls as ToolCall[]).map((c, i) => ({
        id: typeof c?.id === "string" ? c.id : `call_${i}`,
        type: "function" as const,
        function: { name: String(c?.function?.name ?? ""), arguments: String(c?.function?.arguments ?? "") },
      }))
    : [];
  return { content: typeof message.content === "string" ? message.content : "", toolCalls };
}

function parse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    throw new ModelError("bad_response");
  }
}
