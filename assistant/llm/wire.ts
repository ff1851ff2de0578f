/**
 * The slice of the OpenAI chat-completions wire format the assistant's model speaks
 * (POST {base}/chat/completions): any OpenAI-compatible server answers it, a local one included.
 */
export type ToolCall = { id: string; type: "function"; function: { name: string; arguments: string } };

export type WireMessage =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: ToolCall[] }
  | { role: "tool"; tool_call_id: string; content: string };

export type ToolDefinition = {
  type: "function";
  function: { name: string; description: string; parameters: Record<string, unknown> };
};

/** One assistant message, assembled from the streamed deltas. */
export type ModelMessage = { content: string; toolCalls: ToolCall[] };

/** Why the model's turn did not give a reply the assistant could use (logged, never the text). */
export class ModelError extends Error {
  override name = "ModelError";
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.reason = reason;
  }
}
