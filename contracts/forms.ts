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
/** A form's text fields as an object (the last value of a repeated name), the raw input of a use case. */
export function formValues(form: FormData | URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  return values;
}

export function parseForm<S extends z.ZodType>(schema: S, form: FormData | URLSearchParams): ParseResult<z.infer<S>> {
  const parsed = schema.safeParse(formValues(form));
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}

/** No form or API body of ours comes near this; the host refuses anything larger unread (413). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** What a page action answers for a body that is not a form (app/server/form-body.server.ts). */
export const FORM_BODY_MESSAGES = {
  notForm: "This page takes a form. Please send it from the page (application/x-www-form-urlencoded or multipart/form-data).",
  broken: "The form could not be read. Please send it again from the page.",
  tooLarge: "That request is too large.",
} as const;
