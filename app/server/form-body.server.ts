/**
 * The one way a page action reads its body: a form (URL-encoded or multipart) or a 4xx with a
 * clear message — never the 500 that `request.formData()` throws on JSON, text or broken multipart.
 * Actions call it first, before any session check, so every action answers a bad body the same way.
 */
import { data } from "react-router";
import { FORM_BODY_MESSAGES, MAX_BODY_BYTES } from "../../contracts/forms.ts";
import { pageStatus } from "./outcome.server.ts";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

function refuse(message: string, status: number): never {
  throw data({ message, errors: { form: [message] } }, { status });
}

/** The submitted form; throws a 400 (not a form, unreadable) or 413 (too large) response otherwise. */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.has(type)) refuse(FORM_BODY_MESSAGES.notForm, pageStatus("invalid"));
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) refuse(FORM_BODY_MESSAGES.tooLarge, 413);
  try {
    return await request.formData();
  } catch {
    return refuse(FORM_BODY_MESSAGES.broken, pageStatus("invalid"));
  }
}
