import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/password";
import { AUTH_MESSAGES, PasswordChangeSchema } from "../../../contracts/auth.ts";
import { passwordChangedMail } from "../../../core/mail/templates.ts";
import { parseForm } from "../../../contracts/forms.ts";
import { RATE_LIMITS } from "../../../core/rate-limit/rate-limiter.ts";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { SettingsSection } from "../../components/forms/settings-section.tsx";
import { useFormErrors } from "../../components/forms/use-form-errors.ts";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/input.tsx";
import { NewPasswordFields } from "../../components/forms/new-password-field.tsx";
import { authErrorCode, forwardCookies, invalid, rateLimited, weakPassword } from "../../lib/auth-actions.server.ts";
import { retryAfterHeaders } from "../../lib/headers.ts";
import { titleMeta } from "../../lib/meta.ts";
import { requireSession, services } from "../../lib/session.server.ts";
import { redirectWithToast } from "../../lib/toast.server.ts";
import { readForm } from "../../lib/form-body.server.ts";

export const headers = retryAfterHeaders;

export function meta({}: Route.MetaArgs) {
  return titleMeta("Password settings");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const current = await requireSession(context, request);
  const sessions = await services(context).accounts.countActiveSessions(current.user.id, new Date());
  return { otherSessions: Math.max(0, sessions - 1), name: current.user.name, email: current.user.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const current = await requireSession(context, request);
  if (form.get("intent") === "logout-other-devices") {
    const ended = await services(context).accounts.endOtherSessions(current.user.id, current.sessionId);
    return redirectWithToast("/settings/password", {
      title: ended === 1 ? AUTH_MESSAGES.otherDeviceLoggedOut : AUTH_MESSAGES.otherDevicesLoggedOut(ended),
    });
  }
  const parsed = parseForm(PasswordChangeSchema, form);
  if (!parsed.ok) return invalid(parsed.errors);
  const limited = await rateLimited(context, RATE_LIMITS.confirmPassword, current.user.id);
  if (limited) return limited;
  const weak = weakPassword(parsed.data.password, [current.user.name, current.user.email]);
  if (weak) return weak;
  const { auth, accounts, accountMail, env } = services(context);
  try {
    // A new session replaces this one and every other session ends.
    const { headers } = await auth.api.changePassword({
      body: { currentPassword: parsed.data.current_password, newPassword: parsed.data.password, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
    // Reset links sent before the change die with the old password; the address hears of it.
    await accounts.deleteResetTokens(current.user.id);
    await accountMail.send(
      passwordChangedMail({
        appName: env.appName,
        to: current.user.email,
        name: current.user.name,
        how: "changed",
        resetUrl: `${env.appUrl}/forgot-password`,
      }),
    );
    return redirectWithToast("/settings/password", { title: AUTH_MESSAGES.passwordChanged }, forwardCookies(headers));
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_PASSWORD") return invalid({ current_password: [AUTH_MESSAGES.wrongCurrentPassword] });
    throw error;
  }
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
