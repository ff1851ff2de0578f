/**
 * The JSON API's envelope and the text rules every API body shares: `{ data }` on success,
 * `{ message, errors }` otherwise (errors: field name → messages, "form" for the whole body).
 */
import type { FieldErrors } from "./forms.ts";
import { z } from "./zod.ts";

export type ApiData<T> = { data: T };
export type ApiError = { message: string; errors?: FieldErrors };

// C0 controls and DEL; multi-line text keeps tab, line feed and carriage return. (biome.json lets
// these files name control characters in regular expressions: finding them is the point.)
const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A string without control characters, trimmed, within `max` characters. */
export function plainText(opts: { max: number; multiline?: boolean; label?: string }) {
  const pattern = opts.multiline ? CONTROL_EXCEPT_WHITESPACE : CONTROL;
  const label = opts.label ?? "This field";
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(opts.max, `${label} must be at most ${opts.max} characters.`)
    .refine((v) => !pattern.test(v), `${label} must not contain control characters.`);
}

/** GET /api/me */
export type MeResponse = ApiData<{ id: string; name: string; email: string; role: "user" | "staff" }>;
