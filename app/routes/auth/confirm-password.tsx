import { Form, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/confirm-password";
import { ConfirmPasswordSchema } from "../../../contracts/auth.ts";
import { AuthCard } from "../../components/forms/auth-card.tsx";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { useFormErrors } from "../../components/forms/use-form-errors.ts";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/input.tsx";
import { confirmPassword } from "../../server/accounts.server.ts";
import { retryAfterHeaders } from "../../lib/headers.ts";
import { titleMeta } from "../../lib/meta.ts";
import { requireSession } from "../../server/session.server.ts";
import { readForm } from "../../server/form-body.server.ts";

export const headers = retryAfterHeaders;

export function meta({}: Route.MetaArgs) {
  return titleMeta("Confirm password");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSession(context, request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const current = await requireSession(context, request);
  return confirmPassword(context, request, form, current);
}

export default function ConfirmPassword({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { errors, onSubmit } = useFormErrors(ConfirmPasswordSchema, actionData?.errors);
  const pending = useNavigation().state === "submitting";
  return (
    <AuthCard title="Confirm your password" description="This is a sensitive part of your account. Please enter your password to continue.">
      <FormAlert messages={errors.form} />
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
        <Field
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          required
          autoFocus
          errors={errors.password}
        />
        <Button type="submit" className="w-full" pending={pending}>
          Confirm
        </Button>
      </Form>
    </AuthCard>
  );
}
