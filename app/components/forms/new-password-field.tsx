import { useState } from "react";
import { PASSWORD_MIN } from "../../../contracts/auth.ts";
import { Field } from "../ui/input.tsx";
import { PasswordStrength } from "./password-strength.tsx";

/** The "choose a password" field of registration, reset and settings, with its live strength hint. */
export function NewPasswordField({ label, errors, context }: { label: string; errors?: string[] | null; context?: string[] }) {
  const [value, setValue] = useState("");
  return (
    <div>
      <Field
        name="password"
        type="password"
        label={label}
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters. A phrase of a few unrelated words is easy to remember and hard to guess.`}
        required
        maxLength={128}
        errors={errors}
        onChange={(e) => setValue(e.currentTarget.value)}
      />
      <PasswordStrength id="field-password-strength" password={value} context={context} />
    </div>
  );
}
