import { useEffect, useRef, useState } from "react";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../../contracts/auth.ts";
import type { FieldErrors } from "../../../contracts/forms.ts";
import type { Translate } from "../../../i18n/format.ts";
import { wordsOf } from "../ui/ui-words.ts";
import { Field } from "../ui/input.tsx";
import { PasswordStrength } from "./password-strength.tsx";

/**
 * "Choose a password" and "confirm it", as registration, reset and settings ask for them: the new
 * password with its live strength hint, then the confirmation (`password` and `password_confirmation`).
 */
export function NewPasswordFields({
  label,
  confirmLabel,
  errors,
  context,
  t,
}: {
  label: string;
  confirmLabel: string;
  errors: FieldErrors;
  /** The person's name and e-mail address, which the password must not lean on. */
  context?: string[];
  /** The page's translator (the account namespace's "account.form.…" words); English without it. */
  t?: Translate;
}) {
  const w = wordsOf(t);
  const [value, setValue] = useState("");
  const box = useRef<HTMLDivElement>(null);
  // What was typed before the page's JavaScript arrived (a slow connection) gets its hint too.
  useEffect(() => {
    const typed = box.current?.querySelector<HTMLInputElement>('input[name="password"]')?.value;
    if (typed) setValue(typed);
  }, []);
  return (
    <>
      <div ref={box}>
        <Field
          name="password"
          type="password"
          label={label}
          autoComplete="new-password"
          hint={w(
            "account.form.passwordHint",
            "At least {min} characters. A phrase of a few unrelated words is easy to remember and hard to guess.",
            { min: PASSWORD_MIN },
          )}
          required
          maxLength={PASSWORD_MAX}
          errors={errors.password}
          onChange={(e) => setValue(e.currentTarget.value)}
        />
        <PasswordStrength id="field-password-strength" password={value} context={context} t={t} />
      </div>
      <Field
        name="password_confirmation"
        type="password"
        label={confirmLabel}
        autoComplete="new-password"
        required
        errors={errors.password_confirmation}
      />
    </>
  );
}
