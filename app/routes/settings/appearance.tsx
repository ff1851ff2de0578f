import { Form, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/appearance";
import { AppearanceFormSchema, AUTH_MESSAGES } from "../../../contracts/auth.ts";
import { parseForm } from "../../../contracts/forms.ts";
import { SettingsSection } from "../../components/forms/settings-section.tsx";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toast-store.tsx";
import { useAppearance } from "../../features/appearance/use-appearance.ts";
import { appearanceCookie, type Appearance } from "../../lib/appearance.ts";
import { invalid } from "../../server/auth-actions.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { requireSession, services } from "../../server/session.server.ts";
import { redirectWithToast } from "../../server/toast.server.ts";
import { cn } from "../../lib/utils.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { LANGUAGE_TAG, LOCALE_NAMES, LOCALES } from "../../../i18n/locales.ts";
import type { loader as rootLoader } from "../../root.tsx";
import { readForm } from "../../server/form-body.server.ts";

export function meta({}: Route.MetaArgs) {
  return titleMeta("Appearance settings");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSession(context, request);
  return null;
}

/** Without JavaScript the form posts here; with it, the choice applies at once in the browser. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  await requireSession(context, request);
  const parsed = parseForm(AppearanceFormSchema, form);
  if (!parsed.ok) return invalid(parsed.errors);
  return redirectWithToast(
    "/settings/appearance",
    { title: AUTH_MESSAGES.appearanceSaved },
    new Headers({ "Set-Cookie": appearanceCookie(parsed.data.appearance, services(context).host.env.publicDeployment) }),
  );
}

const OPTIONS: Array<{ value: Appearance; label: string; description: string }> = [
  { value: "light", label: "Light", description: "Bright pages, best in daylight." },
  { value: "dark", label: "Dark", description: "Easy on the eyes at night." },
  { value: "system", label: "System", description: "Follows your device's setting." },
];

export default function AppearanceSettings() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { appearance, setAppearance } = useAppearance(root?.appearance ?? "light");
  return (
    <SettingsSection title="Appearance" description="Choose how Lakbay looks on this device.">
      <Form method="post">
        <fieldset>
          <legend className="sr-only">Theme</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {OPTIONS.map((o) => (
              <label
                key={o.value}
                data-selected={appearance === o.value || undefined}
                className={cn(
                  "relative flex cursor-pointer flex-col rounded-lg border-2 p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 dark:has-[:focus-visible]:outline-brand-300",
                  appearance === o.value
                    ? "border-brand-700 bg-brand-50 dark:border-brand-300 dark:bg-brand-300/15"
                    : "border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:bg-transparent dark:hover:border-slate-500 dark:hover:bg-slate-800/60",
                )}
              >
                <span className="flex items-center gap-2 font-medium">
                  <input
                    type="radio"
                    name="appearance"
                    value={o.value}
                    checked={appearance === o.value}
                    onChange={() => {
                      setAppearance(o.value);
                      toast({ title: AUTH_MESSAGES.appearanceSaved, variant: "success" });
                    }}
                    className="h-4 w-4 accent-brand-900 dark:accent-brand-300"
                  />
                  {o.label}
                  {appearance === o.value ? (
                    // The radio's checked state already tells screen readers; this is for the eye.
                    <span
                      aria-hidden="true"
                      className="ml-auto rounded-full bg-brand-900 px-2 py-0.5 text-xs font-semibold text-white dark:bg-brand-300 dark:text-brand-950"
                    >
                      ✓ In use
                    </span>
                  ) : null}
                </span>
                <span className="mt-1 text-sm text-slate-600 dark:text-slate-300">{o.description}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <noscript>
          <Button type="submit" className="mt-4">
            Save appearance
          </Button>
        </noscript>
      </Form>
      <LanguageChoice />
    </SettingsSection>
  );
}

/**
 * The site's language, as the header's switch sets it (a plain form to the host's POST /language: the
 * `lang` cookie, then this page in that language). Each choice is named in its own language.
 */
function LanguageChoice() {
  const { locale } = useI18n();
  return (
    <form method="post" action="/language" className="mt-8">
      <input type="hidden" name="next" value="/settings/appearance" />
      <fieldset>
        <legend className="font-medium">Language · Wika</legend>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Pages in English or Filipino. Guides, posts and news stay in the language they were written in.
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          {LOCALES.map((l) => (
            <button
              key={l}
              type="submit"
              name="to"
              value={l}
              lang={LANGUAGE_TAG[l]}
              aria-pressed={locale === l}
              className={cn(
                "min-h-11 rounded-lg border-2 px-4 font-medium",
                locale === l
                  ? "border-brand-700 bg-brand-50 dark:border-brand-300 dark:bg-brand-300/15"
                  : "border-slate-200 hover:border-slate-300 dark:border-slate-700 dark:hover:border-slate-500",
              )}
            >
              {LOCALE_NAMES[l]}
            </button>
          ))}
        </div>
      </fieldset>
    </form>
  );
}
