import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/verify-email";
import { AuthCard } from "../../components/forms/auth-card.tsx";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { resendVerification } from "../../server/accounts.server.ts";
import { retryAfterHeaders } from "../../lib/headers.ts";
import { titleMeta } from "../../lib/meta.ts";
import { requireSession } from "../../server/session.server.ts";
import { readForm } from "../../server/form-body.server.ts";

export const headers = retryAfterHeaders;

export function meta({}: Route.MetaArgs) {
  return titleMeta("Verify e-mail");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const current = await requireSession(context, request);
  if (current.user.emailVerified) throw redirect("/dashboard");
  return { email: current.user.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  await readForm(request);
  const current = await requireSession(context, request);
  if (current.user.emailVerified) return redirect("/dashboard");
  return resendVerification(context, request, current);
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useNavigation().state === "submitting";
  return (
    <AuthCard title="Verify your e-mail" description="Your dashboard opens once we know this address is yours.">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        We sent a verification link to <strong>{loaderData.email}</strong>. Open it on any device to finish.
      </p>
      <FormAlert messages={actionData?.errors?.form} />
      <Form method="post" className="flex flex-wrap items-center gap-3">
        <Button type="submit" pending={pending}>
          Send a new link
        </Button>
      </Form>
      <Form method="post" action="/logout">
        <Button type="submit" variant="link" className="px-0">
          Log out
        </Button>
      </Form>
    </AuthCard>
  );
}
