import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/register";
import { RegisterSchema } from "../../../contracts/auth.ts";
import { AuthCard } from "../../components/forms/auth-card.tsx";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { useFormErrors } from "../../components/forms/use-form-errors.ts";
import { Button } from "../../components/ui/button.tsx";
import { LegalConsent } from "../../components/forms/legal-consent.tsx";
import { NewPasswordFields } from "../../components/forms/new-password-field.tsx";
import { CREATE_ACCOUNT } from "../../components/layouts/nav-links.ts";
import { Field } from "../../components/ui/input.tsx";
import { register } from "../../server/accounts.server.ts";
import { retryAfterHeaders } from "../../lib/headers.ts";
import { titleMeta } from "../../lib/meta.ts";
import { guestAction, guestLoader } from "../../server/session.server.ts";

export const headers = retryAfterHeaders;

export function meta({}: Route.MetaArgs) {
  return titleMeta("Create account", "Create a free Lakbay account to book flights and hotels around the Philippines.");
}

export const loader = guestLoader;

export const action = guestAction(register);

export default function Register({ actionData }: Route.ComponentProps) {
  const serverErrors = actionData && "errors" in actionData ? actionData.errors : undefined;
  const { errors, onSubmit } = useFormErrors(RegisterSchema, serverErrors);
  const pending = useNavigation().state === "submitting";
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");

  if (actionData && "sentTo" in actionData) {
    return (
      <AuthCard title="Check your e-mail" description="One more step to activate your account.">
        <FormAlert
          tone="success"
          messages={[`We've sent a verification link to ${actionData.sentTo}. Open it to activate your account and log in.`]}
        />
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No mail after a few minutes? Check your spam folder, or{" "}
          <Link to="/login" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            log in
          </Link>{" "}
          to send a new link.
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create account"
      description="Keep your trips, bookings and travel documents in one place."
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            Log in
          </Link>
        </>
      }
    >
      <FormAlert messages={errors.form} />
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <Field
          name="name"
          label="Full name"
          autoComplete="name"
          required
          maxLength={100}
          errors={errors.name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Field
          name="email"
          type="email"
          label="E-mail address"
          autoComplete="email"
          required
          maxLength={254}
          errors={errors.email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <NewPasswordFields label="Password" confirmLabel="Confirm password" errors={errors} context={[name, email]} />
        <LegalConsent />
        <Button type="submit" className="w-full" pending={pending}>
          {CREATE_ACCOUNT}
        </Button>
      </Form>
    </AuthCard>
  );
}
