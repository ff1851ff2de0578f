/**
 * The one way a page action reads its body: a form (URL-encoded or multipart) or a 4xx with a
 * clear message — never the 500 that `request.formData()` throws on JSON, text or broken multipart.
 * Actions call it first, before any session check, so every action answers a bad body the same way.
 */
import { data } from "react-router";
import { FORM_BODY_MESSAGES, MAX_BODY_BYTES } from "../../contracts/forms.ts";
import { DEFAULT_LOCALE } from "../../i18n/locales.ts";
import { rewordText } from "../../i18n/refusals.ts";
import type { FormWords } from "../components/forms/use-form-errors.ts";
import { requestLocale } from "./language.server.ts";
import { pageStatus } from "./outcome.server.ts";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** The refusal in the page's language (the `errors` catalogue has these sentences). */
function refuse(request: Request, english: string, status: number): never {
  const message = rewordText(english, requestLocale(request));
  throw data({ message, errors: { form: [message] } }, { status });
}

/** The submitted form; throws a 400 (not a form, unreadable) or 413 (too large) response otherwise. */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.has(type)) refuse(request, FORM_BODY_MESSAGES.notForm, pageStatus("invalid"));
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) refuse(request, FORM_BODY_MESSAGES.tooLarge, 413);
  try {
    return await request.formData();
  } catch {
    return refuse(request, FORM_BODY_MESSAGES.broken, pageStatus("invalid"));
  }
}

/**
 * The words a form's check in the browser needs on this page: its English messages (a schema's, e.g.
 * `Object.values(CONTACT_MESSAGES)`) in the request's language, for the loader to send with its data and
 * the form to give `useFormErrors` (app/components/forms/use-form-errors.ts). Nothing on an English page;
 * a message the catalogue does not have is left out (the server then answers it).
 */
export function formWords(request: Request, messages: Iterable<string>): FormWords {
  const locale = requestLocale(request);
  const out: Record<string, string> = {};
  if (locale === DEFAULT_LOCALE) return out;
  for (const message of messages) {
    const word = rewordText(message, locale);
    if (word !== message) out[message] = word;
  }
  return out;
}
