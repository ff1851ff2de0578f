import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { AUTH_MESSAGES, LoginSchema } from "../../../contracts/auth.ts";
import { parseForm } from "../../../contracts/forms.ts";
import { LOGIN_ACCOUNT_RULES, RATE_LIMITS } from "../../../core/rate-limit/rate-limiter.ts";
import { AuthCard } from "../../components/forms/auth-card.tsx";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { useFormErrors } from "../../components/forms/use-form-errors.ts";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/input.tsx";
import { knownDeviceId, knownDeviceValue, KNOWN_DEVICE_MAX_AGE_SECONDS } from "../../../core/accounts/known-device.ts";
import {
  authErrorCode,
  clearRateLimit,
  countFailure,
  failuresLimited,
  forwardCookies,
  invalid,
  rateLimited,
  rateLimitedOn,
} from "../../lib/auth-actions.server.ts";
import { retryAfterHeaders } from "../../lib/headers.ts";
import { CREATE_ACCOUNT } from "../../components/layouts/nav-links.ts";
import { titleMeta } from "../../lib/meta.ts";
import { requireGuest, services } from "../../lib/session.server.ts";
import { cookieAttributes, cookiePrefix, readCookie } from "../../../contracts/cookies.ts";
import { readForm } from "../../lib/form-body.server.ts";

export const headers = retryAfterHeaders;

export function meta({}: Route.MetaArgs) {
  return titleMeta("Log in", "Log in to Lakbay to see your trips, bookings and requests.");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireGuest(context, request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  await requireGuest(context, request);
  const parsed = parseForm(LoginSchema, form);
  if (!parsed.ok) return invalid(parsed.errors);
  const { email, password, remember, redirectTo } = parsed.data;
  const { auth, env } = services(context);
  const deviceCookie = `${cookiePrefix(env.publicDeployment)}.device`;
  const device = knownDeviceId(env.authSecret, readCookie(request.headers.get("cookie"), deviceCookie), email);
  // Failed logins per account, across every client, unless this browser logged in to it before.
  const accountRules = LOGIN_ACCOUNT_RULES;
  const limited =
    (await rateLimited(context, RATE_LIMITS.loginPerClient)) ??
    (device
      ? await rateLimitedOn(context, RATE_LIMITS.loginKnownDevice, `${device}|${email}`)
      : ((await rateLimited(context, RATE_LIMITS.login, email)) ?? (await failuresLimited(context, accountRules, email))));
  if (limited) return limited;
  try {
    const { headers } = await auth.api.signInEmail({
      body: { email, password, rememberMe: remember },
      headers: request.headers,
      returnHeaders: true,
    });
    await clearRateLimit(context, RATE_LIMITS.login, email);
    for (const rule of accountRules) await services(context).rateLimiter.reset(rule, email);
    const out = forwardCookies(headers);
    out.append(
      "Set-Cookie",
      `${deviceCookie}=${knownDeviceValue(env.authSecret, email)}; Max-Age=${KNOWN_DEVICE_MAX_AGE_SECONDS}; HttpOnly; ${cookieAttributes(env.publicDeployment)}`,
    );
    return redirect(redirectTo ?? "/dashboard", { headers: out });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_EMAIL" || code === "INVALID_PASSWORD") {
      if (!device) await countFailure(context, accountRules, email);
      return invalid({ form: [AUTH_MESSAGES.loginFailed] }, 401);
    }
    throw error;
  }
}

export default function Login({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { errors, onSubmit } = useFormErrors(LoginSchema, actionData?.errors);
  const pending = useNavigation().state === "submitting";
  return (
    <AuthCard
      title="Log in"
      description="Welcome back. Log in to see your trips and bookings."
      footer={
        <>
          New to Lakbay?{" "}
          <Link to="/register" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            {CREATE_ACCOUNT}
          </Link>
        </>
      }
    >
      <FormAlert messages={errors.form} />
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
        <Field name="email" type="email" label="E-mail address" autoComplete="email" required errors={errors.email} />
        <div>
          <Field name="password" type="password" label="Password" autoComplete="current-password" required errors={errors.password} />
          <p className="mt-1 text-right text-sm">
            <Link to="/forgot-password" className="text-brand-700 hover:underline dark:text-brand-300">
              Forgot your password?
            </Link>
          </p>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="remember" className="h-4 w-4 rounded border-slate-300 accent-brand-900" />
          Keep me logged in on this device
        </label>
        <Button type="submit" className="w-full" pending={pending}>
          Log in
        </Button>
      </Form>
    </AuthCard>
  );
}
