/**
 * The application's use cases as the model's tools: the name is the use case's (its dot written as
 * "_", since OpenAI-compatible servers allow only letters, digits, "_" and "-" in a function name;
 * either spelling is accepted back), the description its `summary`, the parameters its zod input
 * schema as JSON Schema (zod 4's `z.toJSONSchema`, the input side). A call runs through `invoke` with
 * the turn's caller, so the schema refuses a bad argument exactly as it does for a page or the API,
 * and identity never comes from the model. Results go back as data, trimmed to what a reply needs.
 */
import type { Caller } from "../../contracts/application.ts";
import { z } from "../../contracts/zod.ts";
import { type AnyUseCase, invoke } from "../../core/application/use-case.ts";
import type { ToolCall, ToolDefinition } from "./wire.ts";

export type ModelTools = {
  definitions: ToolDefinition[];
  /** Runs one call; the answer is what the model reads, the value (if any) what the check reads. */
  run(call: ToolCall, caller: Caller): Promise<ToolRun>;
};

export type ToolRun = { content: string; value?: unknown; failure?: "unknown_tool" | "bad_arguments" | "refused" | "fault" };

export const toolNameOf = (useCase: Pick<AnyUseCase, "name">) => useCase.name.replace(/\./g, "_");

function parametersOf(useCase: AnyUseCase): Record<string, unknown> {
  const { $schema: _, ...schema } = z.toJSONSchema(useCase.input, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  return schema.type === "object" ? schema : { type: "object", properties: {} };
}

export function createModelTools(useCases: readonly AnyUseCase[]): ModelTools {
  const byName = new Map<string, AnyUseCase>();
  for (const useCase of useCases) {
    byName.set(toolNameOf(useCase), useCase);
    byName.set(useCase.name, useCase);
  }
  const definitions = useCases.map((useCase) => ({
    type: "function" as const,
    function: { name: toolNameOf(useCase), description: useCase.summary, parameters: parametersOf(useCase) },
  }));
  return {
    definitions,
    async run(call, caller) {
      const useCase = byName.get(call.function.name);
      if (!useCase) return { content: error("There is no such tool."), failure: "unknown_tool" };
      let args: unknown;
      try {
        args = call.function.arguments.trim() ? JSON.parse(call.function.arguments) : {};
      } catch {
        return { content: error("The arguments are not valid JSON."), failure: "bad_arguments" };
      }
      try {
        const outcome = await invoke(useCase, args, caller);
        if (!outcome.ok) {
          const { code, message, fields } = outcome.error;
          return { content: JSON.stringify({ error: { code, message, ...(fields ? { fields } : {}) } }), failure: "refused" };
        }
        const value = trimmed(outcome.value);
        return { content: JSON.stringify(value), value };
      } catch {
        return { content: error("The service did not answer."), failure: "fault" };
      }
    },
  };
}

const error = (message: string) => JSON.stringify({ error: { message } });

/** About 12,000 characters of JSON at most: long lists and texts cut, deep nesting dropped. */
const MAX_RESULT_CHARS = 12_000;

export function trimmed(value: unknown): unknown {
  for (const limits of [
    { items: 5, chars: 600 },
    { items: 3, chars: 200 },
    { items: 1, chars: 80 },
  ]) {
    const cut = cutDown(value, limits, 0);
    if ((JSON.stringify(cut) ?? "").length <= MAX_RESULT_CHARS) return cut;
  }
  return { note: "The result was too large to show." };
}

function cutDown(value: unknown, limits: { items: number; chars: number }, depth: number): unknown {
  if (typeof value === "string") return value.length > limits.chars ? `${value.slice(0, limits.chars)}…` : value;
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Date) return value.toISOString();
  if (depth >= 8) return undefined;
  if (Array.isArray(value)) {
    const kept = value.slice(0, limits.items).map((v) => cutDown(v, limits, depth + 1));
    return value.length > limits.items ? [...kept, `… ${value.length - limits.items} more`] : kept;
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cutDown(v, limits, depth + 1)]));
}
