import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/verify-email-token";
import { Button } from "../../components/ui/button.tsx";
import { accountMeta } from "../../components/forms/account-meta.ts";
import { usePageTranslator } from "../../lib/i18n.tsx";
import { accountMessages } from "../../server/account-messages.server.ts";
import { verificationLink, verifyEmail } from "../../server/accounts.server.ts";
import { readForm } from "../../server/form-body.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountMeta(
    matches,
    loaderData?.messages,
    ["account.verify.title", "Verify e-mail"],
    ["account.verify.description", "Confirm your e-mail address for Lakbay."],
  );
}

/**
 * The link in a verification or e-mail-change mail. Opening it (GET) changes nothing: mail
 * scanners and link previews open links too. The person confirms with a button (POST, checked
 * for our origin), and the link never signs anybody in or switches the browser's session.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return { ...verificationLink(params.token), messages: accountMessages(request, "account.verify.") };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await readForm(request);
  return verifyEmail(context, request, params.token);
}

export default function VerifyEmailToken({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageTranslator(loaderData.messages);
  const pending = useNavigation().state === "submitting";
  const failed = actionData?.ok === false || !loaderData.usable;
  const change = loaderData.kind === "change";
  if (failed) {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{change ? t("account.verify.invalidChange") : t("account.verify.invalid")}</h1>
        <p className="mt-4 text-slate-600 dark:text-slate-400">
          {change ? t("account.verify.invalidChangeNote") : t("account.verify.invalidNote")}
        </p>
        <Link
          to={change ? "/settings/profile" : "/verify-email"}
          className="mt-6 inline-block rounded-md bg-brand-900 px-4 py-2 text-sm font-medium text-white dark:bg-brand-300 dark:text-brand-950"
        >
          {change ? t("account.verify.openProfile") : t("account.verify.resend")}
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{change ? t("account.verify.confirmChangeHeading") : t("account.verify.confirmHeading")}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">
        {change ? t("account.verify.confirmChangeLead") : t("account.verify.confirmLead")}
      </p>
      <Form method="post" className="mt-6">
        <Button type="submit" pending={pending}>
          {change ? t("account.verify.confirmChange") : t("account.verify.confirm")}
        </Button>
      </Form>
    </div>
  );
}
