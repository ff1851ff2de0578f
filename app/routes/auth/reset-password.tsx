import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { ResetPasswordSchema } from "../../../contracts/auth.ts";
import { AuthCard } from "../../components/forms/auth-card.tsx";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { useFormErrors } from "../../components/forms/use-form-errors.ts";
import { Button } from "../../components/ui/button.tsx";
import { NewPasswordFields } from "../../components/forms/new-password-field.tsx";
import { resetPassword } from "../../server/accounts.server.ts";
import { retryAfterHeaders } from "../../lib/headers.ts";
import { accountMeta } from "../../components/forms/account-meta.ts";
import { usePageTranslator } from "../../lib/i18n.tsx";
import { accountMessages } from "../../server/account-messages.server.ts";
import { readForm } from "../../server/form-body.server.ts";

export const headers = retryAfterHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountMeta(
    matches,
    loaderData?.messages,
    ["account.reset.title", "Reset password"],
    ["account.reset.description", "Choose a new password for your Lakbay account."],
  );
}

export function loader({ request }: Route.LoaderArgs) {
  return { messages: accountMessages(request, "account.form.", "account.reset.") };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  return resetPassword(context, request, form, params.token);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageTranslator(loaderData.messages);
  const { errors, onSubmit } = useFormErrors(ResetPasswordSchema, actionData?.errors);
  const pending = useNavigation().state === "submitting";
  const expired = actionData && "expired" in actionData && actionData.expired;
  return (
    <AuthCard title={t("account.reset.heading")} description={t("account.reset.lead")}>
      <FormAlert messages={errors.form} />
      {expired ? (
        <p className="text-sm">
          <Link to="/forgot-password" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            {t("account.reset.newLink")}
          </Link>
        </p>
      ) : null}
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <NewPasswordFields
          label={t("account.form.newPassword")}
          confirmLabel={t("account.form.confirmNewPassword")}
          errors={errors}
          t={t}
        />
        <Button type="submit" className="w-full" pending={pending}>
          {t("account.reset.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
