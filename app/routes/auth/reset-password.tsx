import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { AUTH_MESSAGES, ResetPasswordSchema } from "../../../contracts/auth.ts";
import { parseForm } from "../../../contracts/forms.ts";
import { RATE_LIMITS } from "../../../core/rate-limit/rate-limiter.ts";
import { AuthCard } from "../../components/forms/auth-card.tsx";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { useFormErrors } from "../../components/forms/use-form-errors.ts";
import { Button } from "../../components/ui/button.tsx";
import { NewPasswordFields } from "../../components/forms/new-password-field.tsx";
import { authErrorCode, invalid, rateLimited, weakPassword } from "../../lib/auth-actions.server.ts";
import { retryAfterHeaders } from "../../lib/headers.ts";
import { titleMeta } from "../../lib/meta.ts";
import { services } from "../../lib/session.server.ts";
import { redirectWithToast } from "../../lib/toast.server.ts";
import { readForm } from "../../lib/form-body.server.ts";

export const headers = retryAfterHeaders;

export function meta({}: Route.MetaArgs) {
  return titleMeta("Reset password", "Choose a new password for your Lakbay account.");
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = parseForm(ResetPasswordSchema, form);
  if (!parsed.ok) return invalid(parsed.errors);
  const limited = await rateLimited(context, RATE_LIMITS.passwordReset);
  if (limited) return limited;
  const weak = weakPassword(parsed.data.password, []);
  if (weak) return weak;
  try {
    await services(context).auth.api.resetPassword({
      body: { newPassword: parsed.data.password, token: params.token },
      headers: request.headers,
    });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_TOKEN") return invalid({ form: [AUTH_MESSAGES.resetInvalid] });
    throw error;
  }
  return redirectWithToast("/login", { title: AUTH_MESSAGES.passwordReset });
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const { errors, onSubmit } = useFormErrors(ResetPasswordSchema, actionData?.errors);
  const pending = useNavigation().state === "submitting";
  const expired = errors.form?.includes(AUTH_MESSAGES.resetInvalid);
  return (
    <AuthCard title="Choose a new password" description="Logging in again after this signs you out of every other device.">
      <FormAlert messages={errors.form} />
      {expired ? (
        <p className="text-sm">
          <Link to="/forgot-password" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            Send me a new reset link
          </Link>
        </p>
      ) : null}
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <NewPasswordFields label="New password" confirmLabel="Confirm new password" errors={errors} />
        <Button type="submit" className="w-full" pending={pending}>
          Reset password
        </Button>
      </Form>
    </AuthCard>
  );
}
