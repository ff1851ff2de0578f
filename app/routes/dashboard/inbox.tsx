import { Link } from "react-router";
import type { Route } from "./+types/inbox";
import { CONTACT_STATUS_LABELS, type ContactStatus } from "../../../contracts/contact.ts";
import { StatusBadge } from "../../features/contact/status-badge.tsx";
import { formatManilaDateTime } from "../../lib/format.ts";
import { titleMeta } from "../../lib/meta.ts";
import { loadInbox } from "../../server/contact.server.ts";
import { cn } from "../../lib/utils.ts";

export function meta({}: Route.MetaArgs) {
  return titleMeta("Contact inbox", "Messages sent through the contact page, for Lakbay staff to answer.");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadInbox(context, request);
}

type Filter = "open" | ContactStatus;
const FILTERS: { value: Filter; label: string }[] = [
  { value: "open", label: "All open" },
  { value: "new", label: CONTACT_STATUS_LABELS.new },
  { value: "read", label: CONTACT_STATUS_LABELS.read },
  { value: "answered", label: CONTACT_STATUS_LABELS.answered },
  { value: "archived", label: CONTACT_STATUS_LABELS.archived },
];

const EMPTY: Record<Filter, string> = {
  open: "New messages from the contact page will appear here.",
  new: "Every message has been read.",
  read: "No message is waiting for an answer.",
  answered: "No answered message yet.",
  archived: "Nothing is archived.",
};

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { status, messages, counts } = loaderData;
  const countOf = (f: Filter) => (f === "open" ? counts.new + counts.read + counts.answered : counts[f]);
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight">Contact inbox</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Messages sent through the contact page, for staff to answer.{" "}
        <strong data-testid="unread-count" className="font-semibold text-slate-900 dark:text-white">
          {counts.new} unread
        </strong>
        .
      </p>
      <nav aria-label="Filter messages" className="mt-6">
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
                {f.label}
                <span className="tabular-nums">({countOf(f.value)})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {messages.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <p className="font-medium">No messages</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{EMPTY[status]}</p>
        </div>
      ) : (
        <ul
          aria-label="Messages"
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
                  {m.status === "new" ? <span className="sr-only"> (unread)</span> : null}
                </Link>
                <StatusBadge status={m.status} className="ml-auto" />
              </div>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                <span className="break-all">
                  {m.name} · {m.email}
                </span>{" "}
                · <span className="font-mono">{m.reference}</span>
                {m.bookingReference ? (
                  <>
                    {" "}
                    · booking <span className="font-mono">{m.bookingReference}</span>
                  </>
                ) : null}
                {m.replies > 0 ? ` · ${m.replies} ${m.replies === 1 ? "reply" : "replies"}` : null}
              </p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{formatManilaDateTime(m.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
