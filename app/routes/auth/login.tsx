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
import { accountMeta } from "../../components/forms/account-meta.ts";
import { usePageTranslator } from "../../lib/i18n.tsx";
import { accountMessages } from "../../server/account-messages.server.ts";
import { guestAction, guestLoader } from "../../server/session.server.ts";

export const headers = retryAfterHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountMeta(
    matches,
    loaderData?.messages,
    ["account.login.title", "Log in"],
    ["account.login.description", "Log in to Lakbay to see your trips, bookings and requests."],
  );
}

export async function loader(args: Route.LoaderArgs) {
  await guestLoader(args);
  return { messages: accountMessages(args.request, "account.form.", "account.login.") };
}

export const action = guestAction(signIn);

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageTranslator(loaderData.messages);
  const [params] = useSearchParams();
  const { errors, onSubmit } = useFormErrors(LoginSchema, actionData?.errors);
  const pending = useNavigation().state === "submitting";
  return (
    <AuthCard
      title={t("account.login.title")}
      description={t("account.login.lead")}
      footer={
        <>
          {t("account.login.newHere")}{" "}
          <Link to="/register" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            {t("account.login.create")}
          </Link>
        </>
      }
    >
      <FormAlert messages={errors.form} />
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
        <Field name="email" type="email" label={t("account.form.email")} autoComplete="email" required errors={errors.email} />
        <div>
          <Field
            name="password"
            type="password"
            label={t("account.form.password")}
            autoComplete="current-password"
            required
            errors={errors.password}
          />
          <p className="mt-1 text-right text-sm">
            <Link to="/forgot-password" className="text-brand-700 hover:underline dark:text-brand-300">
              {t("account.login.forgot")}
            </Link>
          </p>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="remember" className="h-4 w-4 rounded border-slate-300 accent-brand-900" />
          {t("account.login.remember")}
        </label>
        <Button type="submit" className="w-full" pending={pending}>
          {t("account.login.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
