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
import { titleMeta } from "../../lib/meta.ts";
import { requireSession } from "../../server/session.server.ts";
import { readForm } from "../../server/form-body.server.ts";

export const headers = retryAfterHeaders;

export function meta({}: Route.MetaArgs) {
  return titleMeta("Password settings");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const current = await requireSession(context, request);
  return passwordSettings(context, request, current);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const current = await requireSession(context, request);
  if (form.get("intent") === "logout-other-devices") return endOtherSessions(context, request, current);
  return changePassword(context, request, form, current);
}

export default function PasswordSettings({ actionData, loaderData }: Route.ComponentProps) {
  const { errors, onSubmit } = useFormErrors(PasswordChangeSchema, actionData?.errors);
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && !navigation.formData?.get("intent");
  const { otherSessions } = loaderData;
  return (
    <>
      <SettingsSection
        title="Update password"
        description="Use a long password you don't use anywhere else. Changing it logs out your other devices."
      >
        <FormAlert messages={errors.form} />
        <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
          <Field
            name="current_password"
            type="password"
            label="Current password"
            autoComplete="current-password"
            required
            errors={errors.current_password}
          />
          <NewPasswordFields
            label="New password"
            confirmLabel="Confirm new password"
            errors={errors}
            context={[loaderData.name, loaderData.email]}
          />
          <Button type="submit" pending={pending}>
            Save password
          </Button>
        </Form>
      </SettingsSection>
      <SettingsSection
        title="Other devices"
        description="Lost a phone, or logged in on a shared computer? End every session except this one."
      >
        <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
          {otherSessions === 0
            ? "You are logged in on this device only."
            : `You are also logged in on ${otherSessions} other ${otherSessions === 1 ? "device or browser" : "devices or browsers"}.`}
        </p>
        <Form method="post">
          <input type="hidden" name="intent" value="logout-other-devices" />
          <Button type="submit" variant="secondary" disabled={otherSessions === 0}>
            Log out other devices
          </Button>
        </Form>
      </SettingsSection>
    </>
  );
}
