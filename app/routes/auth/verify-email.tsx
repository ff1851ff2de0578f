import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/verify-email";
import { AuthCard } from "../../components/forms/auth-card.tsx";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { resendVerification } from "../../server/accounts.server.ts";
import { retryAfterHeaders } from "../../lib/headers.ts";
import { accountMeta } from "../../components/forms/account-meta.ts";
import { usePageTranslator } from "../../lib/i18n.tsx";
import { accountMessages } from "../../server/account-messages.server.ts";
import { requireSession } from "../../server/session.server.ts";
import { readForm } from "../../server/form-body.server.ts";

export const headers = retryAfterHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountMeta(matches, loaderData?.messages, ["account.verify.title", "Verify e-mail"]);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const current = await requireSession(context, request);
  if (current.user.emailVerified) throw redirect("/dashboard");
  return { email: current.user.email, messages: accountMessages(request, "account.verify.") };
}

export async function action({ request, context }: Route.ActionArgs) {
  await readForm(request);
  const current = await requireSession(context, request);
  if (current.user.emailVerified) return redirect("/dashboard");
  return resendVerification(context, request, current);
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageTranslator(loaderData.messages);
  const pending = useNavigation().state === "submitting";
  return (
    <AuthCard title={t("account.verify.heading")} description={t("account.verify.lead")}>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t("account.verify.sent.before")} <strong>{loaderData.email}</strong>
        {t("account.verify.sent.after")}
      </p>
      <FormAlert messages={actionData?.errors?.form} />
      <Form method="post" className="flex flex-wrap items-center gap-3">
        <Button type="submit" pending={pending}>
          {t("account.verify.resend")}
        </Button>
      </Form>
      <Form method="post" action="/logout">
        <Button type="submit" variant="link" className="px-0">
          {t("account.verify.logOut")}
        </Button>
      </Form>
    </AuthCard>
  );
}
