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
import { accountMeta } from "../../components/forms/account-meta.ts";
import { usePageTranslator } from "../../lib/i18n.tsx";
import { accountMessages } from "../../server/account-messages.server.ts";
import { requireSession } from "../../server/session.server.ts";
import { readForm } from "../../server/form-body.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountMeta(matches, loaderData?.messages, ["account.profile.title", "Profile settings"]);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const current = await requireSession(context, request);
  // Read with the session (no query of its own); the actions that need it check it again themselves.
  return { ...profilePage(current), messages: accountMessages(request, "account.form.", "account.profile.") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const current = await requireSession(context, request);
  if (form.get("intent") === "delete-account") return deleteAccount(context, request, current);
  return updateProfile(context, request, form, current);
}

export default function ProfileSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, passwordConfirmed } = loaderData;
  const t = usePageTranslator(loaderData.messages);
  const { errors, onSubmit } = useFormErrors(ProfileSchema, actionData?.errors);
  const navigation = useNavigation();
  const location = useLocation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "profile";
  const dial = findCountry(profile.phoneCountry)?.dialCode ?? "+63";
  return (
    <>
      <SettingsSection title={t("account.profile.heading")} description={t("account.profile.lead")}>
        <FormAlert messages={errors.form} />
        {/* A new key after every save: the fields show what was stored, not what was typed. */}
        <Form key={location.key} method="post" noValidate onSubmit={onSubmit} className="space-y-4">
          <input type="hidden" name="intent" value="profile" />
          <Field
            name="name"
            label={t("account.form.fullName")}
            autoComplete="name"
            defaultValue={profile.name}
            required
            errors={errors.name}
          />
          <Field
            name="email"
            type="email"
            label={t("account.form.email")}
            autoComplete="email"
            defaultValue={profile.email}
            required
            errors={errors.email}
            hint={profile.emailVerified ? t("account.profile.emailVerified") : t("account.profile.emailUnverified")}
          />
          <div className="grid gap-4 sm:grid-cols-[minmax(0,16rem)_1fr]">
            <NativeSelect
              name="phoneCountry"
              label={t("account.profile.country")}
              defaultValue={profile.phoneCountry}
              options={countryOptions()}
              errors={errors.phoneCountry}
            />
            <Field
              name="phone"
              // text, not tel: HTML allows "tel-national" (the number without its country code) only on text fields.
              type="text"
              label={t("account.profile.phone")}
              autoComplete="tel-national"
              inputMode="tel"
              placeholder="917 123 4567"
              defaultValue={profile.phone ?? ""}
              hint={t("account.profile.phoneHint", { dial })}
              errors={errors.phone}
            />
          </div>
          <Button type="submit" pending={pending}>
            {t("account.profile.save")}
          </Button>
        </Form>
      </SettingsSection>

      <SettingsSection danger title={t("account.profile.delete.heading")} description={t("account.profile.delete.lead")}>
        {passwordConfirmed ? (
          <Dialog>
            <DialogTrigger asChild>
              <Button variant="danger">{t("account.profile.delete.button")}</Button>
            </DialogTrigger>
            <DialogContent>
              <DialogTitle>{t("account.profile.delete.confirmTitle")}</DialogTitle>
              <DialogDescription>{t("account.profile.delete.confirmLead")}</DialogDescription>
              <DialogFooter>
                <Form method="post">
                  <input type="hidden" name="intent" value="delete-account" />
                  <Button type="submit" variant="danger">
                    {t("account.profile.delete.confirm")}
                  </Button>
                </Form>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="delete-account" />
            <Button type="submit" variant="danger">
              {t("account.profile.delete.button")}
            </Button>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t("account.profile.delete.passwordFirst")}</p>
          </Form>
        )}
      </SettingsSection>
    </>
  );
}
