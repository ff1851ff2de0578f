import { Link } from "react-router";
import type { Route } from "./+types/inbox";
import type { ContactStatus } from "../../../contracts/contact.ts";
import { StatusBadge } from "../../features/contact/status-badge.tsx";
import { formatManilaDateTime } from "../../lib/format.ts";
import { accountMeta } from "../../components/forms/account-meta.ts";
import { useI18n, usePageTranslator } from "../../lib/i18n.tsx";
import { accountMessages } from "../../server/account-messages.server.ts";
import { loadInbox } from "../../server/contact.server.ts";
import { cn } from "../../lib/utils.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountMeta(
    matches,
    loaderData?.words,
    ["account.inbox.title", "Contact inbox"],
    ["account.inbox.description", "Messages sent through the contact page, for Lakbay staff to answer."],
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const inbox = await loadInbox(context, request);
  // `messages` are the contact messages here: the page's words travel as `words`.
  return { ...inbox, words: accountMessages(request, "account.inbox.", "account.contact.") };
}

type Filter = "open" | ContactStatus;
const FILTERS: { value: Filter; key: string }[] = [
  { value: "open", key: "account.inbox.filter.open" },
  { value: "new", key: "account.contact.status.new" },
  { value: "read", key: "account.contact.status.read" },
  { value: "answered", key: "account.contact.status.answered" },
  { value: "archived", key: "account.contact.status.archived" },
];

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { status, messages, counts } = loaderData;
  const t = usePageTranslator(loaderData.words);
  const { locale } = useI18n();
  const countOf = (f: Filter) => (f === "open" ? counts.new + counts.read + counts.answered : counts[f]);
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight">{t("account.inbox.title")}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        {t("account.inbox.lead")}{" "}
        <strong data-testid="unread-count" className="font-semibold text-slate-900 dark:text-white">
          {t("account.inbox.unread", { count: counts.new })}
        </strong>
        .
      </p>
      <nav aria-label={t("account.inbox.filters")} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {FILTERS.map((f) => (
            <li key={f.value}>
              <Link
                to={f.value === "open" ? "/dashboard/inbox" : `/dashboard/inbox?status=${f.value}`}
                aria-current={status === f.value ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium",
                  status === f.value
                    ? "border-brand-800 bg-brand-900 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-brand-950"
                    : "border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800",
                )}
              >
                {t(f.key)}
                <span className="tabular-nums">({countOf(f.value)})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {messages.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <p className="font-medium">{t("account.inbox.empty")}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t(`account.inbox.empty.${status}`)}</p>
        </div>
      ) : (
        <ul
          aria-label={t("account.inbox.list")}
          className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        >
          {messages.map((m) => (
            <li key={m.id} className="relative p-4 hover:bg-slate-50 dark:hover:bg-slate-900">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <Link
                  to={`/dashboard/inbox/${m.id}`}
                  className={cn("break-words after:absolute after:inset-0", m.status === "new" ? "font-bold" : "font-medium")}
                >
                  {m.subject}
                  {m.status === "new" ? <span className="sr-only">{t("account.inbox.unreadMark")}</span> : null}
                </Link>
                <StatusBadge status={m.status} className="ml-auto" t={t} />
              </div>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                <span className="break-all">
                  {m.name} · {m.email}
                </span>{" "}
                · <span className="font-mono">{m.reference}</span>
                {m.bookingReference ? (
                  <>
                    {" "}
                    · {t("account.inbox.booking")} <span className="font-mono">{m.bookingReference}</span>
                  </>
                ) : null}
                {m.replies > 0 ? ` · ${t(m.replies === 1 ? "account.inbox.reply" : "account.inbox.replies", { count: m.replies })}` : null}
              </p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{formatManilaDateTime(m.createdAt, locale)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
