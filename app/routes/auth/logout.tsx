import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { forwardCookies } from "../../server/auth-actions.server.ts";
import { getCurrentSession, services } from "../../server/session.server.ts";
import { redirectWithToast } from "../../server/toast.server.ts";
import { readForm } from "../../server/form-body.server.ts";
import { accountWords } from "../../server/account-messages.server.ts";

/** Logging out is a POST (a link could be followed by anything); a GET just goes home. */
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  await readForm(request);
  if (!(await getCurrentSession(context, request))) return redirect("/");
  const { headers } = await services(context).host.auth.api.signOut({ headers: request.headers, returnHeaders: true });
  return redirectWithToast("/", { title: accountWords(request)("account.toast.loggedOut"), variant: "info" }, forwardCookies(headers));
}
