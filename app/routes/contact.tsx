import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/contact";
import { CONTACT_CONVERSATION_FIELD, CONTACT_LIMITS, checkContactForm, HONEYPOT_FIELD } from "../../contracts/contact.ts";
import { FormAlert } from "../components/forms/form-alert.tsx";
import { useFormErrors } from "../components/forms/use-form-errors.ts";
import { Button } from "../components/ui/button.tsx";
import { Field } from "../components/ui/input.tsx";
import { TextAreaField, useHydrated } from "../features/contact/text-area-field.tsx";
import { retryAfterHeaders } from "../lib/headers.ts";
import { titleMeta } from "../lib/meta.ts";
import { loadContactPage, submitContactForm } from "../server/contact.server.ts";
import { pageStatus } from "../server/outcome.server.ts";
import { createTranslator } from "../../i18n/format.ts";
import { localeOfMatches, usePageTranslator } from "../lib/i18n.tsx";
import { pagesWords } from "../server/page-words.server.ts";

export const headers = retryAfterHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  return loaderData ? titleMeta(t("pages.contact.meta.title"), t("pages.contact.meta.description")) : titleMeta("Contact");
}

/**
 * Signed-in people find their name and address filled in (their pages are never cached); the
 * assistant's hand-over (`?conversation=<id>`) offers to attach the caller's own conversation.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadContactPage(context, request);
  // The words offering to attach a conversation go only to the page that offers one (its owner's).
  const all = pagesWords(request, "pages.contact.");
  const messages = page.conversation
    ? all
    : Object.fromEntries(Object.entries(all).filter(([key]) => !key.startsWith("pages.contact.form.attach")));
  return { messages, ...page };
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await submitContactForm(context, request);
  if (outcome.status === "accepted") return { sent: { reference: outcome.reference } };
  if (outcome.status === "invalid") return data({ errors: outcome.errors }, { status: pageStatus("invalid") });
  return data(
    { errors: { form: [outcome.message] } },
    { status: pageStatus("rate_limited"), headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
  );
}

// The browser's check is the server's, without zod (contracts/contact.ts).
const check = (values: Record<string, string>) => checkContactForm(values);

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const sent = actionData && "sent" in actionData ? actionData.sent : null;
  const serverErrors = actionData && "errors" in actionData ? actionData.errors : null;
  const { errors, onSubmit } = useFormErrors(check, serverErrors as Record<string, string[]> | null);
  const pending = useNavigation().state === "submitting";
  const hydrated = useHydrated();
  const t = usePageTranslator(loaderData.messages);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t("pages.contact.heading")}</h1>
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        {sent ? (
          <section
            aria-labelledby="sent-heading"
            role="status"
            className="rounded-xl border border-emerald-200 bg-emerald-50 p-6 dark:border-emerald-900 dark:bg-emerald-950"
          >
            <h2 id="sent-heading" className="text-xl font-semibold text-emerald-950 dark:text-emerald-100">
              {t("pages.contact.sent.heading")}
            </h2>
            {/* The specification's message (contracts/contact.ts CONTACT_MESSAGES.sent, verbatim in English; a test keeps the two equal). */}
            <p className="mt-2 text-emerald-950 dark:text-emerald-100">{t("pages.contact.sent.message")}</p>
            <p className="mt-4 text-emerald-950 dark:text-emerald-100">
              {t("pages.contact.sent.reference")}{" "}
              <strong data-testid="contact-reference" className="font-mono text-lg">
                {sent.reference}
              </strong>
              {t("pages.contact.sent.quote")}
            </p>
            <p className="mt-4">
              <Link to="/" className="font-medium text-brand-800 underline underline-offset-4 dark:text-brand-200">
                {t("pages.contact.sent.home")}
              </Link>
            </p>
          </section>
        ) : (
          <Form method="post" noValidate={hydrated} onSubmit={onSubmit} className="space-y-5" aria-labelledby="contact-form-heading">
            <h2 id="contact-form-heading" className="sr-only">
              {t("pages.contact.form.heading")}
            </h2>
            <p className="text-slate-700 dark:text-slate-300">{t("pages.contact.form.lead")}</p>
            <FormAlert messages={errors.form} />
            <div className="grid gap-5 sm:grid-cols-2">
              <Field
                name="name"
                label={t("pages.contact.form.name")}
                autoComplete="name"
                defaultValue={loaderData.name}
                maxLength={CONTACT_LIMITS.name}
                errors={errors.name}
                required
              />
              <Field
                name="email"
                label={t("pages.contact.form.email")}
                type="email"
                autoComplete="email"
                defaultValue={loaderData.email}
                maxLength={CONTACT_LIMITS.email}
                errors={errors.email}
                hint={t("pages.contact.form.emailHint")}
                required
              />
            </div>
            <Field
              name="subject"
              label={t("pages.contact.form.subject")}
              maxLength={CONTACT_LIMITS.subject}
              errors={errors.subject}
              required
            />
            <Field
              name="bookingReference"
              label={t("pages.contact.form.reference")}
              defaultValue={loaderData.bookingReference}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={CONTACT_LIMITS.bookingReferenceInput}
              hint={t("pages.contact.form.referenceHint")}
              errors={errors.bookingReference}
              className="sm:max-w-xs"
            />
            <TextAreaField
              name="message"
              label={t("pages.contact.form.message")}
              rows={8}
              minLength={CONTACT_LIMITS.messageMin}
              maxLength={CONTACT_LIMITS.message}
              errors={errors.message}
              required
            />
            {loaderData.conversation ? (
              <div className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900">
                <input
                  id="contact-conversation"
                  type="checkbox"
                  name={CONTACT_CONVERSATION_FIELD}
                  value={loaderData.conversation.id}
                  defaultChecked
                  className="mt-1 size-4"
                />
                <label htmlFor="contact-conversation" className="text-slate-800 dark:text-slate-200">
                  {t(loaderData.conversation.messageCount === 1 ? "pages.contact.form.attach.one" : "pages.contact.form.attach.other", {
                    count: loaderData.conversation.messageCount,
                  })}
                  <span className="block text-sm text-slate-600 dark:text-slate-400">{t("pages.contact.form.attachHint")}</span>
                </label>
              </div>
            ) : null}
            {/* The honeypot: off screen, hidden from assistive technology, skipped by the keyboard. */}
            <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
              <label htmlFor="contact-website">{t("pages.contact.form.honeypot")}</label>
              <input id="contact-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            <Button type="submit" pending={pending}>
              {t("pages.contact.form.send")}
            </Button>
          </Form>
        )}
        <aside className="space-y-6 text-sm text-slate-700 dark:text-slate-300">
          <section aria-labelledby="help-heading">
            <h2 id="help-heading" className="text-base font-semibold text-slate-900 dark:text-white">
              {t("pages.contact.help.heading")}
            </h2>
            <ul className="mt-2 space-y-2">
              <li>
                <Link to="/flights/manage" className="text-brand-800 underline underline-offset-4 dark:text-brand-200">
                  {t("pages.contact.help.find")}
                </Link>{" "}
                {t("pages.contact.help.findRest")}
              </li>
              <li>
                <Link to="/flights/requests" className="text-brand-800 underline underline-offset-4 dark:text-brand-200">
                  {t("pages.contact.help.requests")}
                </Link>
              </li>
            </ul>
          </section>
          <section aria-labelledby="emergency-heading">
            <h2 id="emergency-heading" className="text-base font-semibold text-slate-900 dark:text-white">
              {t("pages.contact.emergency.heading")}
            </h2>
            <p className="mt-2">
              {t("pages.contact.emergency.call")}{" "}
              <a href="tel:911" className="font-semibold text-brand-800 underline underline-offset-4 dark:text-brand-200">
                911
              </a>
              {t("pages.contact.emergency.more")}{" "}
              <Link to="/stay-informed/safety-security" className="text-brand-800 underline underline-offset-4 dark:text-brand-200">
                {t("pages.contact.emergency.safety")}
              </Link>
              .
            </p>
          </section>
        </aside>
      </div>
    </div>
  );
}
