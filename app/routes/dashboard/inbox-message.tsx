import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/inbox-message";
import { checkReply, CONTACT_LIMITS } from "../../../contracts/contact.ts";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { useFormErrors } from "../../components/forms/use-form-errors.ts";
import { Button } from "../../components/ui/button.tsx";
import { inboxAction, loadInboxMessage } from "../../server/contact.server.ts";
import { ChatTranscript } from "../../features/contact/chat-transcript.tsx";
import { StatusBadge } from "../../features/contact/status-badge.tsx";
import { TextAreaField, useHydrated } from "../../features/contact/text-area-field.tsx";
import { formatManilaDateTime } from "../../lib/format.ts";
import { accountMeta } from "../../components/forms/account-meta.ts";
import { useI18n, usePageTranslator } from "../../lib/i18n.tsx";
import { accountMessages } from "../../server/account-messages.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountMeta(
    matches,
    loaderData?.messages,
    loaderData
      ? ["account.message.title", "Message {reference}", { reference: loaderData.message.reference }]
      : ["account.message.titleBare", "Message"],
    ["account.message.description", "A message from the contact page and its replies."],
  );
}

/** Opening a new message marks it read (staff only, checked here as well as in the layout). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return {
    message: await loadInboxMessage(context, request, params.id),
    messages: accountMessages(request, "account.message.", "account.contact.", "account.transcript."),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const result = await inboxAction(context, request, params.id);
  // Redirects (with their toast) are thrown; what comes back is a refusal to show on the page.
  return data({ errors: result.errors }, { status: result.status });
}

const checkBody = (values: Record<string, string>) => checkReply(values);

export default function InboxMessage({ loaderData, actionData }: Route.ComponentProps) {
  const m = loaderData.message;
  const t = usePageTranslator(loaderData.messages);
  const { locale } = useI18n();
  const { errors, onSubmit } = useFormErrors(checkBody, actionData?.errors);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const archived = m.status === "archived";
  const hydrated = useHydrated();
  return (
    <article>
      <p>
        <Link to="/dashboard/inbox" className="text-sm font-medium text-brand-800 underline underline-offset-4 dark:text-brand-200">
          {t("account.message.back")}
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap items-baseline gap-3">
        <h1 className="break-words text-2xl font-bold tracking-tight">{m.subject}</h1>
        <StatusBadge status={m.status} t={t} />
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-600 dark:text-slate-400">{t("account.message.from")}</dt>
        <dd className="break-all">
          {m.name} &lt;{m.email}&gt;{m.userId ? t("account.message.signedIn") : null}
        </dd>
        <dt className="font-medium text-slate-600 dark:text-slate-400">{t("account.message.reference")}</dt>
        <dd className="font-mono">{m.reference}</dd>
        {m.bookingReference ? (
          <>
            <dt className="font-medium text-slate-600 dark:text-slate-400">{t("account.message.booking")}</dt>
            <dd className="font-mono">{m.bookingReference}</dd>
          </>
        ) : null}
        <dt className="font-medium text-slate-600 dark:text-slate-400">{t("account.message.received")}</dt>
        <dd>{formatManilaDateTime(m.createdAt, locale)}</dd>
      </dl>
      <div className="mt-6 whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        {m.message}
      </div>

      {m.transcript ? <ChatTranscript messages={m.transcript} earlier={m.transcriptEarlier} t={t} locale={locale} /> : null}

      <div className="mt-4 flex flex-wrap gap-2">
        {archived ? null : (
          <Form method="post">
            <Button type="submit" name="intent" value="mark-unread" variant="secondary" disabled={busy}>
              {t("account.message.markUnread")}
            </Button>
          </Form>
        )}
        <Form method="post">
          <Button type="submit" name="intent" value={archived ? "unarchive" : "archive"} variant="secondary" disabled={busy}>
            {archived ? t("account.message.unarchive") : t("account.message.archive")}
          </Button>
        </Form>
      </div>

      <section aria-labelledby="thread-heading" className="mt-10">
        <h2 id="thread-heading" className="text-lg font-semibold">
          {t("account.message.replies")}
        </h2>
        {m.thread.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t("account.message.noReply")}</p>
        ) : (
          <ol aria-label={t("account.message.replies")} className="mt-3 space-y-4">
            {m.thread.map((r) => (
              <li key={r.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  <span className="font-medium text-slate-900 dark:text-white">{r.authorName}</span> {t("account.message.replied")}{" "}
                  <time dateTime={r.createdAt}>{formatManilaDateTime(r.createdAt, locale)}</time>
                </p>
                <p className="mt-2 whitespace-pre-wrap break-words">{r.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      {archived ? (
        <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">{t("account.message.archived")}</p>
      ) : (
        <Form method="post" noValidate={hydrated} onSubmit={onSubmit} className="mt-8 space-y-4" aria-labelledby="reply-heading">
          <h2 id="reply-heading" className="text-lg font-semibold">
            {t("account.message.replyHeading")}
          </h2>
          <FormAlert messages={errors.form} />
          <TextAreaField
            name="body"
            label={t("account.message.replyLabel", { email: m.email })}
            rows={6}
            maxLength={CONTACT_LIMITS.reply}
            errors={errors.body}
            hint={t("account.message.replyHint", { reference: m.reference })}
            required
          />
          <Button type="submit" name="intent" value="reply" pending={busy && navigation.formData?.get("intent") === "reply"}>
            {t("account.message.send")}
          </Button>
        </Form>
      )}
    </article>
  );
}
