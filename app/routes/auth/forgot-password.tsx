import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { AUTH_MESSAGES, ForgotPasswordSchema } from "../../../contracts/auth.ts";
import { parseForm } from "../../../contracts/forms.ts";
import { RATE_LIMITS } from "../../../core/rate-limit/rate-limiter.ts";
import { AuthCard } from "../../components/forms/auth-card.tsx";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { useFormErrors } from "../../components/forms/use-form-errors.ts";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/input.tsx";
import { invalid, rateLimited } from "../../lib/auth-actions.server.ts";
import { retryAfterHeaders } from "../../lib/headers.ts";
import { titleMeta } from "../../lib/meta.ts";
import { services } from "../../lib/session.server.ts";
import { PASSWORD_RESET_REQUEST_JOB } from "../../../core/accounts/accounts.ts";
import { readForm } from "../../lib/form-body.server.ts";

export const headers = retryAfterHeaders;

export function meta({}: Route.MetaArgs) {
  return titleMeta("Forgot password", "Get a link to choose a new Lakbay password.");
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = parseForm(ForgotPasswordSchema, form);
  if (!parsed.ok) return invalid(parsed.errors);
  const limited =
    (await rateLimited(context, RATE_LIMITS.passwordResetPerClient)) ??
    (await rateLimited(context, RATE_LIMITS.passwordReset, parsed.data.email));
  if (limited) return limited;
  // Sends mail only when the address has an account. The look-up and the mail happen after the
  // answer, so the answer is the same, and as fast, either way.
  await services(context).jobs.enqueue(PASSWORD_RESET_REQUEST_JOB, { email: parsed.data.email });
  return { sent: true as const };
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
