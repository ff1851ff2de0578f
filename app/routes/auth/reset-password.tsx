import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { AUTH_MESSAGES, ResetPasswordSchema } from "../../../contracts/auth.ts";
import { AuthCard } from "../../components/forms/auth-card.tsx";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { useFormErrors } from "../../components/forms/use-form-errors.ts";
import { Button } from "../../components/ui/button.tsx";
import { NewPasswordFields } from "../../components/forms/new-password-field.tsx";
import { resetPassword } from "../../server/accounts.server.ts";
import { retryAfterHeaders } from "../../lib/headers.ts";
import { titleMeta } from "../../lib/meta.ts";
import { readForm } from "../../server/form-body.server.ts";

export const headers = retryAfterHeaders;

export function meta({}: Route.MetaArgs) {
  return titleMeta("Reset password", "Choose a new password for your Lakbay account.");
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  return resetPassword(context, request, form, params.token);
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
