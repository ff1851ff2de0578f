import { Form, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/profile";
import { ProfileSchema } from "../../../contracts/auth.ts";
import { countryOptions, findCountry } from "../../../contracts/countries.ts";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { SettingsSection } from "../../components/forms/settings-section.tsx";
import { useFormErrors } from "../../components/forms/use-form-errors.ts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from "../../components/ui/dialog.tsx";
import { Field } from "../../components/ui/input.tsx";
import { NativeSelect } from "../../components/ui/select.tsx";
import { deleteAccount, profilePage, updateProfile } from "../../server/accounts.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { requireSession } from "../../server/session.server.ts";
import { readForm } from "../../server/form-body.server.ts";

export function meta({}: Route.MetaArgs) {
  return titleMeta("Profile settings");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const current = await requireSession(context, request);
  // Read with the session (no query of its own); the actions that need it check it again themselves.
  return profilePage(current);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const current = await requireSession(context, request);
  if (form.get("intent") === "delete-account") return deleteAccount(context, request, current);
  return updateProfile(context, request, form, current);
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
