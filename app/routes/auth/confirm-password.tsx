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
import { accountMeta } from "../../components/forms/account-meta.ts";
import { usePageTranslator } from "../../lib/i18n.tsx";
import { accountMessages } from "../../server/account-messages.server.ts";
import { requireSession } from "../../server/session.server.ts";
import { readForm } from "../../server/form-body.server.ts";

export const headers = retryAfterHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountMeta(matches, loaderData?.messages, ["account.confirm.title", "Confirm password"]);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSession(context, request);
  return { messages: accountMessages(request, "account.form.", "account.confirm.") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const current = await requireSession(context, request);
  return confirmPassword(context, request, form, current);
}

export default function ConfirmPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageTranslator(loaderData.messages);
  const [params] = useSearchParams();
  const { errors, onSubmit } = useFormErrors(ConfirmPasswordSchema, actionData?.errors);
  const pending = useNavigation().state === "submitting";
  return (
    <AuthCard title={t("account.confirm.heading")} description={t("account.confirm.lead")}>
      <FormAlert messages={errors.form} />
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
        <Field
          name="password"
          type="password"
          label={t("account.form.password")}
          autoComplete="current-password"
          required
          autoFocus
          errors={errors.password}
        />
        <Button type="submit" className="w-full" pending={pending}>
          {t("account.confirm.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
