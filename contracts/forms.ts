/**
 * Form and body validation shared by server and browser: one zod schema per form, the same
 * field-level messages on both sides.
 */
import type { z } from "./zod.ts";

export type FieldErrors = Record<string, string[]>;

export type ParseResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Turns zod issues into `{ field: [messages] }` (first path segment; "form" for the whole). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "form";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** Parses FormData (or URLSearchParams) against a schema of string fields. */
export function parseForm<S extends z.ZodType>(schema: S, form: FormData | URLSearchParams): ParseResult<z.infer<S>> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  const parsed = schema.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}
