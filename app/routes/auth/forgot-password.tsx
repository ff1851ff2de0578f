import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { AUTH_MESSAGES, ForgotPasswordSchema } from "../../../contracts/auth.ts";
import { AuthCard } from "../../components/forms/auth-card.tsx";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { useFormErrors } from "../../components/forms/use-form-errors.ts";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/input.tsx";
import { forgotPassword } from "../../server/accounts.server.ts";
import { retryAfterHeaders } from "../../lib/headers.ts";
import { titleMeta } from "../../lib/meta.ts";
import { readForm } from "../../server/form-body.server.ts";

export const headers = retryAfterHeaders;

export function meta({}: Route.MetaArgs) {
  return titleMeta("Forgot password", "Get a link to choose a new Lakbay password.");
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return forgotPassword(context, request, form);
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const serverErrors = actionData && "errors" in actionData ? actionData.errors : undefined;
  const { errors, onSubmit } = useFormErrors(ForgotPasswordSchema, serverErrors);
  const pending = useNavigation().state === "submitting";
  const sent = actionData && "sent" in actionData;
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your e-mail address and we'll send you a link to choose a new one."
      footer={
        <Link to="/login" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          Back to log in
        </Link>
      }
    >
      {sent ? <FormAlert tone="success" messages={[AUTH_MESSAGES.resetSent]} /> : null}
      <FormAlert messages={errors.form} />
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <Field name="email" type="email" label="E-mail address" autoComplete="email" required errors={errors.email} />
        <Button type="submit" className="w-full" pending={pending}>
          Send reset link
        </Button>
      </Form>
    </AuthCard>
  );
}
