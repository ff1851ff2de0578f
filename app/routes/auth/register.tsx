import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/register";
import { RegisterSchema } from "../../../contracts/auth.ts";
import { AuthCard } from "../../components/forms/auth-card.tsx";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { useFormErrors } from "../../components/forms/use-form-errors.ts";
import { Button } from "../../components/ui/button.tsx";
import { LegalConsent } from "../../components/forms/legal-consent.tsx";
import { NewPasswordFields } from "../../components/forms/new-password-field.tsx";
import { Field } from "../../components/ui/input.tsx";
import { register } from "../../server/accounts.server.ts";
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
    ["account.register.title", "Create account"],
    ["account.register.description", "Create a free Lakbay account to book flights and hotels around the Philippines."],
  );
}

export async function loader(args: Route.LoaderArgs) {
  await guestLoader(args);
  return { messages: accountMessages(args.request, "account.form.", "account.register.") };
}

export const action = guestAction(register);

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageTranslator(loaderData.messages);
  const serverErrors = actionData && "errors" in actionData ? actionData.errors : undefined;
  const { errors, onSubmit } = useFormErrors(RegisterSchema, serverErrors);
  const pending = useNavigation().state === "submitting";
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");

  if (actionData && "sentTo" in actionData) {
    return (
      <AuthCard title={t("account.register.sentTitle")} description={t("account.register.sentLead")}>
        <FormAlert tone="success" messages={[t("account.register.sent", { email: actionData.sentTo })]} />
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t("account.register.noMail.before")}{" "}
          <Link to="/login" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            {t("account.register.noMail.link")}
          </Link>{" "}
          {t("account.register.noMail.after")}
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t("account.register.title")}
      description={t("account.register.lead")}
      footer={
        <>
          {t("account.register.haveAccount")}{" "}
          <Link to="/login" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            {t("account.register.logIn")}
          </Link>
        </>
      }
    >
      <FormAlert messages={errors.form} />
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <Field
          name="name"
          label={t("account.form.fullName")}
          autoComplete="name"
          required
          maxLength={100}
          errors={errors.name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Field
          name="email"
          type="email"
          label={t("account.form.email")}
          autoComplete="email"
          required
          maxLength={254}
          errors={errors.email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <NewPasswordFields
          label={t("account.form.password")}
          confirmLabel={t("account.form.confirmPassword")}
          errors={errors}
          context={[name, email]}
          t={t}
        />
        <LegalConsent t={t} />
        <Button type="submit" className="w-full" pending={pending}>
          {t("account.register.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
