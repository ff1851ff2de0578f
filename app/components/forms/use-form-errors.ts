import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { parseForm, type FieldErrors, type ParseResult } from "../../../contracts/forms.ts";
import { DEFAULT_LOCALE } from "../../../i18n/locales.ts";
import { useI18n } from "../../lib/i18n.tsx";

/** A form's check without zod (a page that should not ship it): the fields as strings in, errors out. */
export type FormCheck = (values: Record<string, string>) => ParseResult<unknown>;

/**
 * A form's messages in the page's language, by their English text (what the schemas write): what a
 * loader sends with its data for the browser's check (`formWords` in app/server/form-body.server.ts),
 * so no page carries the `errors` catalogue.
 */
export type FormWords = Readonly<Record<string, string>>;

/** The browser's messages in the page's language, or null when one of them has no words here. */
function worded(errors: FieldErrors, words: FormWords | undefined): FieldErrors | null {
  if (!words) return null;
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list: string[] = [];
    for (const message of messages) {
      const word = words[message];
      if (word === undefined) return null;
      list.push(word);
    }
    out[field] = list;
  }
  return out;
}

/**
 * Checks a form in the browser with the same zod schema (or plain check) the server uses, so a person sees the
 * same messages before the round trip. Server errors (from the action) show when the browser
 * found nothing wrong.
 *
 * On a page in another language than English the schemas' English messages are worded with `words`
 * (the form's messages from its loader); a message without words there is left to the server, which
 * answers in the page's language: the form is sent instead of stopped.
 */
export function useFormErrors(schema: z.ZodType | FormCheck, serverErrors: FieldErrors | undefined | null, words?: FormWords) {
  const { locale } = useI18n();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [submittedWith, setSubmittedWith] = useState<FieldErrors | undefined | null>(serverErrors);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const result =
      typeof schema === "function"
        ? schema(Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string")))
        : parseForm(schema, form);
    setSubmittedWith(serverErrors);
    if (result.ok) {
      setClientErrors(null);
      return;
    }
    const errors = locale === DEFAULT_LOCALE ? result.errors : worded(result.errors, words);
    if (!errors) {
      // No words for one of them here: the server checks the same and answers in the page's language.
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(errors);
    const first = Object.keys(errors)[0];
    const field = event.currentTarget.elements.namedItem(first);
    if (field instanceof HTMLElement) field.focus();
  }

  // Fresh server errors (a new action result) replace what the browser found.
  const errors = clientErrors && submittedWith === serverErrors ? clientErrors : (serverErrors ?? {});
  return { errors, onSubmit };
}
