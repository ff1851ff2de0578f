import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { ForgotPasswordSchema } from "../../../contracts/auth.ts";
import { AuthCard } from "../../components/forms/auth-card.tsx";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { useFormErrors } from "../../components/forms/use-form-errors.ts";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/input.tsx";
import { forgotPassword } from "../../server/accounts.server.ts";
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
    ["account.forgot.title", "Forgot password"],
    ["account.forgot.description", "Get a link to choose a new Lakbay password."],
  );
}

export function loader({ request }: Route.LoaderArgs) {
  return { messages: accountMessages(request, "account.form.", "account.forgot.") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return forgotPassword(context, request, form);
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageTranslator(loaderData.messages);
  const serverErrors = actionData && "errors" in actionData ? actionData.errors : undefined;
  const { errors, onSubmit } = useFormErrors(ForgotPasswordSchema, serverErrors);
  const pending = useNavigation().state === "submitting";
  const sent = actionData && "sent" in actionData;
  return (
    <AuthCard
      title={t("account.forgot.heading")}
      description={t("account.forgot.lead")}
      footer={
        <Link to="/login" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          {t("account.forgot.back")}
        </Link>
      }
    >
      {sent ? <FormAlert tone="success" messages={[t("account.forgot.sent")]} /> : null}
      <FormAlert messages={errors.form} />
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <Field name="email" type="email" label={t("account.form.email")} autoComplete="email" required errors={errors.email} />
        <Button type="submit" className="w-full" pending={pending}>
          {t("account.forgot.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
