import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { parseForm, type FieldErrors, type ParseResult } from "../../../contracts/forms.ts";

/** A form's check without zod (a page that should not ship it): the fields as strings in, errors out. */
export type FormCheck = (values: Record<string, string>) => ParseResult<unknown>;

/**
 * Checks a form in the browser with the same zod schema (or plain check) the server uses, so a person sees the
 * same messages before the round trip. Server errors (from the action) show when the browser
 * found nothing wrong.
 */
export function useFormErrors(schema: z.ZodType | FormCheck, serverErrors: FieldErrors | undefined | null) {
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
    event.preventDefault();
    setClientErrors(result.errors);
    const first = Object.keys(result.errors)[0];
    const field = event.currentTarget.elements.namedItem(first);
    if (field instanceof HTMLElement) field.focus();
  }

  // Fresh server errors (a new action result) replace what the browser found.
  const errors = clientErrors && submittedWith === serverErrors ? clientErrors : (serverErrors ?? {});
  return { errors, onSubmit };
}
