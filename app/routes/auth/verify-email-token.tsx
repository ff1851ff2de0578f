import { Link } from "react-router";
import type { Route } from "./+types/verify-email-token";
import { AUTH_MESSAGES } from "../../../contracts/auth.ts";
import { forwardCookies } from "../../lib/auth-actions.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { services } from "../../lib/session.server.ts";
import { redirectWithToast } from "../../lib/toast.server.ts";

export function meta({}: Route.MetaArgs) {
  return titleMeta("Verify e-mail");
}

/** The link in the verification mail: verifies, signs the person in, and opens the dashboard. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.token.length > 2048) return { ok: false as const };
  const response = await services(context).auth.api.verifyEmail({
    query: { token: params.token },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) return { ok: false as const };
  return redirectWithToast("/dashboard", { title: AUTH_MESSAGES.verified }, forwardCookies(response.headers));
}

export default function VerifyEmailToken() {
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{AUTH_MESSAGES.verifyInvalid}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">
        Links work for 24 hours and only for the address they were sent to. Log in to send yourself a new one.
      </p>
      <Link to="/verify-email" className="mt-6 inline-block rounded-md bg-brand-900 px-4 py-2 text-sm font-medium text-white dark:bg-brand-300 dark:text-brand-950">
        Send a new link
      </Link>
    </div>
  );
}
