import { Form, Link, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { LoginSchema } from "../../../contracts/auth.ts";
import { AuthCard } from "../../components/forms/auth-card.tsx";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { useFormErrors } from "../../components/forms/use-form-errors.ts";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/input.tsx";
import { signIn } from "../../server/accounts.server.ts";
import { retryAfterHeaders } from "../../lib/headers.ts";
import { CREATE_ACCOUNT } from "../../components/layouts/nav-links.ts";
import { titleMeta } from "../../lib/meta.ts";
import { guestAction, guestLoader } from "../../server/session.server.ts";

export const headers = retryAfterHeaders;

export function meta({}: Route.MetaArgs) {
  return titleMeta("Log in", "Log in to Lakbay to see your trips, bookings and requests.");
}

export const loader = guestLoader;

export const action = guestAction(signIn);

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
