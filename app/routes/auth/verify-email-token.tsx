import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/verify-email-token";
import { AUTH_MESSAGES } from "../../../contracts/auth.ts";
import { Button } from "../../components/ui/button.tsx";
import { titleMeta } from "../../lib/meta.ts";
import { verificationLink, verifyEmail } from "../../server/accounts.server.ts";
import { readForm } from "../../server/form-body.server.ts";

export function meta({}: Route.MetaArgs) {
  return titleMeta("Verify e-mail", "Confirm your e-mail address for Lakbay.");
}

/**
 * The link in a verification or e-mail-change mail. Opening it (GET) changes nothing: mail
 * scanners and link previews open links too. The person confirms with a button (POST, checked
 * for our origin), and the link never signs anybody in or switches the browser's session.
 */
export async function loader({ params }: Route.LoaderArgs) {
  return verificationLink(params.token);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await readForm(request);
  return verifyEmail(context, request, params.token);
}

export default function VerifyEmailToken({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useNavigation().state === "submitting";
  const failed = actionData?.ok === false || !loaderData.usable;
  const change = loaderData.kind === "change";
  if (failed) {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{change ? AUTH_MESSAGES.emailChangeInvalid : AUTH_MESSAGES.verifyInvalid}</h1>
        <p className="mt-4 text-slate-600 dark:text-slate-400">
          {change
            ? "Links work once, for 24 hours. Change the address again in your profile settings to get a new one."
            : "Links work for 24 hours and only for the address they were sent to. Log in to send yourself a new one."}
        </p>
        <Link
          to={change ? "/settings/profile" : "/verify-email"}
          className="mt-6 inline-block rounded-md bg-brand-900 px-4 py-2 text-sm font-medium text-white dark:bg-brand-300 dark:text-brand-950"
        >
          {change ? "Open profile settings" : "Send a new link"}
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{change ? "Confirm your new e-mail address" : "Confirm your e-mail address"}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">
        {change
          ? "Press the button to start using this address for your Lakbay account."
          : "Press the button to finish setting up your Lakbay account."}
      </p>
      <Form method="post" className="mt-6">
        <Button type="submit" pending={pending}>
          {change ? "Use this address" : "Verify my address"}
        </Button>
      </Form>
    </div>
  );
}
