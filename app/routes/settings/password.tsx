import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/password";
import { PasswordChangeSchema } from "../../../contracts/auth.ts";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { SettingsSection } from "../../components/forms/settings-section.tsx";
import { useFormErrors } from "../../components/forms/use-form-errors.ts";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/input.tsx";
import { NewPasswordFields } from "../../components/forms/new-password-field.tsx";
import { changePassword, endOtherSessions, passwordSettings } from "../../server/accounts.server.ts";
import { retryAfterHeaders } from "../../lib/headers.ts";
import { accountMeta } from "../../components/forms/account-meta.ts";
import { usePageTranslator } from "../../lib/i18n.tsx";
import { accountMessages } from "../../server/account-messages.server.ts";
import { requireSession } from "../../server/session.server.ts";
import { readForm } from "../../server/form-body.server.ts";

export const headers = retryAfterHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountMeta(matches, loaderData?.messages, ["account.password.title", "Password settings"]);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const current = await requireSession(context, request);
  return {
    ...(await passwordSettings(context, request, current)),
    messages: accountMessages(request, "account.form.", "account.password."),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const current = await requireSession(context, request);
  if (form.get("intent") === "logout-other-devices") return endOtherSessions(context, request, current);
  return changePassword(context, request, form, current);
}

export default function PasswordSettings({ actionData, loaderData }: Route.ComponentProps) {
  const t = usePageTranslator(loaderData.messages);
  const { errors, onSubmit } = useFormErrors(PasswordChangeSchema, actionData?.errors);
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && !navigation.formData?.get("intent");
  const { otherSessions } = loaderData;
  return (
    <>
      <SettingsSection title={t("account.password.heading")} description={t("account.password.lead")}>
        <FormAlert messages={errors.form} />
        <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
          <Field
            name="current_password"
            type="password"
            label={t("account.password.current")}
            autoComplete="current-password"
            required
            errors={errors.current_password}
          />
          <NewPasswordFields
            label={t("account.form.newPassword")}
            confirmLabel={t("account.form.confirmNewPassword")}
            errors={errors}
            context={[loaderData.name, loaderData.email]}
            t={t}
          />
          <Button type="submit" pending={pending}>
            {t("account.password.save")}
          </Button>
        </Form>
      </SettingsSection>
      <SettingsSection title={t("account.password.devices.heading")} description={t("account.password.devices.lead")}>
        <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
          {otherSessions === 0
            ? t("account.password.devices.none")
            : t(otherSessions === 1 ? "account.password.devices.one" : "account.password.devices.many", { count: otherSessions })}
        </p>
        <Form method="post">
          <input type="hidden" name="intent" value="logout-other-devices" />
          <Button type="submit" variant="secondary" disabled={otherSessions === 0}>
            {t("account.password.devices.end")}
          </Button>
        </Form>
      </SettingsSection>
    </>
  );
}
