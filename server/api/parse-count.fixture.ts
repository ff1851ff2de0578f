/** Counting a request's parses (issue 25: one per request), for the payment and search tests. */
import { vi } from "vitest";
import type { z } from "../../contracts/zod.ts";

/** Every parse method of each schema, spied: how many times each was asked to read something. */
export function countParses(schemas: Record<string, z.ZodType>) {
  const spies = Object.entries(schemas).map(([name, schema]) => {
    const methods = (["parse", "safeParse", "parseAsync", "safeParseAsync", "decode", "safeDecode"] as const).filter(
      (m) => typeof (schema as unknown as Record<string, unknown>)[m] === "function",
    );
    return { name, spies: methods.map((m) => vi.spyOn(schema as unknown as Record<string, (...a: unknown[]) => unknown>, m)) };
  });
  return () => Object.fromEntries(spies.map(({ name, spies }) => [name, spies.reduce((n, s) => n + s.mock.calls.length, 0)]));
}
