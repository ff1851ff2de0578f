import { Form, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/profile";
import { AUTH_MESSAGES, ProfileSchema } from "../../../contracts/auth.ts";
import { countryOptions, findCountry } from "../../../contracts/countries.ts";
import { parseForm } from "../../../contracts/forms.ts";
import { isPasswordConfirmationFresh, updateProfile } from "../../../core/accounts/accounts.ts";
import { RATE_LIMITS } from "../../../core/rate-limit/rate-limiter.ts";
import { accountDeletedMail } from "../../../core/mail/templates.ts";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { SettingsSection } from "../../components/forms/settings-section.tsx";
import { useFormErrors } from "../../components/forms/use-form-errors.ts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from "../../components/ui/dialog.tsx";
import { Field } from "../../components/ui/input.tsx";
import { NativeSelect } from "../../components/ui/select.tsx";
import { forwardCookies, invalid, rateLimited } from "../../lib/auth-actions.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { requireRecentPassword, requireSession, services } from "../../lib/session.server.ts";
import { redirectWithToast } from "../../lib/toast.server.ts";
import { readForm } from "../../lib/form-body.server.ts";

export function meta({}: Route.MetaArgs) {
  return titleMeta("Profile settings");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const current = await requireSession(context, request);
  // Read with the session (no query of its own); the actions that need it check it again themselves.
  const { name, email, emailVerified, phone, phoneCountry } = current.user;
  return {
    profile: { name, email, emailVerified, phone, phoneCountry },
    passwordConfirmed: isPasswordConfirmationFresh(current.passwordConfirmedAt),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const current = await requireSession(context, request);
  const { auth, accounts, mail, emailChange, env } = services(context);

  if (form.get("intent") === "delete-account") {
    await requireRecentPassword(context, request, current);
    const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    await accounts.delete(current.user.id);
    await mail.send(accountDeletedMail({ appName: env.appName, to: current.user.email, name: current.user.name }));
    return redirectWithToast("/", { title: AUTH_MESSAGES.accountDeleted, variant: "info" }, forwardCookies(headers));
  }

  const parsed = parseForm(ProfileSchema, form);
  if (!parsed.ok) return invalid(parsed.errors);
  const newEmail = parsed.data.email !== current.user.email;
  // A new e-mail address changes where reset links go: that needs the password first.
  if (newEmail) {
    await requireRecentPassword(context, request, current);
    const limited = await rateLimited(context, RATE_LIMITS.emailChange, current.user.id);
    if (limited) return limited;
  }
  const profile = await accounts.findById(current.user.id);
  if (!profile) return invalid({ form: ["Your account could not be found. Please log in again."] }, 404);
  await updateProfile(accounts, profile, parsed.data);
  if (newEmail) {
    // The same answer whether or not another account uses the new address (no enumeration).
    await emailChange.request(profile, parsed.data.email);
    return redirectWithToast("/settings/profile", {
      title: AUTH_MESSAGES.profileSaved,
      description: AUTH_MESSAGES.emailChangeSent(parsed.data.email, profile.email),
    });
  }
  return redirectWithToast("/settings/profile", { title: AUTH_MESSAGES.profileSaved });
}

export default function ProfileSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, passwordConfirmed } = loaderData;
  const { errors, onSubmit } = useFormErrors(ProfileSchema, actionData?.errors);
  const navigation = useNavigation();
  const location = useLocation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "profile";
  const dial = findCountry(profile.phoneCountry)?.dialCode ?? "+63";
  return (
    <>
      <SettingsSection title="Profile" description="Your name, e-mail address and phone number for bookings.">
        <FormAlert messages={errors.form} />
        {/* A new key after every save: the fields show what was stored, not what was typed. */}
        <Form key={location.key} method="post" noValidate onSubmit={onSubmit} className="space-y-4">
          <input type="hidden" name="intent" value="profile" />
          <Field name="name" label="Full name" autoComplete="name" defaultValue={profile.name} required errors={errors.name} />
          <Field
            name="email"
            type="email"
            label="E-mail address"
            autoComplete="email"
            defaultValue={profile.email}
            required
            errors={errors.email}
            hint={
              profile.emailVerified
                ? "Verified. To change it, we ask for your password and send a link to the new address; this one stays in use until you open it."
                : "Not verified yet: open the link we sent you."
            }
          />
          <div className="grid gap-4 sm:grid-cols-[minmax(0,16rem)_1fr]">
            <NativeSelect
              name="phoneCountry"
              label="Country code"
              defaultValue={profile.phoneCountry}
              options={countryOptions()}
              errors={errors.phoneCountry}
            />
            <Field
              name="phone"
              // text, not tel: HTML allows "tel-national" (the number without its country code) only on text fields.
              type="text"
              label="Phone number"
              autoComplete="tel-national"
              inputMode="tel"
              placeholder="917 123 4567"
              defaultValue={profile.phone ?? ""}
              hint={`Without the country code (currently ${dial}).`}
              errors={errors.phone}
            />
          </div>
          <Button type="submit" pending={pending}>
            Save profile
          </Button>
        </Form>
      </SettingsSection>

      <SettingsSection
        danger
        title="Delete account"
        description="Deletes your account, your saved trips and your settings. Bookings already paid stay with the airline or hotel."
      >
        {passwordConfirmed ? (
          <Dialog>
            <DialogTrigger asChild>
              <Button variant="danger">Delete account</Button>
            </DialogTrigger>
            <DialogContent>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>This cannot be undone. You will be logged out and your account removed.</DialogDescription>
              <DialogFooter>
                <Form method="post">
                  <input type="hidden" name="intent" value="delete-account" />
                  <Button type="submit" variant="danger">
                    Yes, delete my account
                  </Button>
                </Form>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="delete-account" />
            <Button type="submit" variant="danger">
              Delete account
            </Button>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">We'll ask for your password first.</p>
          </Form>
        )}
      </SettingsSection>
    </>
  );
}
