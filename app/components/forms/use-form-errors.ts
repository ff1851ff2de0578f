import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { parseForm, type FieldErrors } from "../../../contracts/forms.ts";

/**
 * Checks a form in the browser with the same zod schema the server uses, so a person sees the
 * same messages before the round trip. Server errors (from the action) show when the browser
 * found nothing wrong.
 */
export function useFormErrors(schema: z.ZodType, serverErrors: FieldErrors | undefined | null) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [submittedWith, setSubmittedWith] = useState<FieldErrors | undefined | null>(serverErrors);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = parseForm(schema, new FormData(event.currentTarget));
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
