import type { Route } from "./+types/outbox";
import { formatManilaDateTime } from "../../lib/format.ts";
import { titleMeta } from "../../lib/meta.ts";
import { requireStaff } from "../../server/session.server.ts";
import { outbox } from "../../server/outbox.server.ts";

export function meta({}: Route.MetaArgs) {
  return titleMeta("Mail outbox");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context, request);
  return outbox(context, request);
}

const STATUS_LABEL = { pending: "Waiting", sent: "Sent", kept: "Kept (no SMTP)", failed: "Failed" } as const;

export default function Outbox({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight">Mail outbox</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        {loaderData.smtp
          ? "Every e-mail Lakbay sends, newest first, with its delivery status."
          : "No SMTP server is configured (SMTP_URL), so mail is kept here instead of being sent; the person running Lakbay finds each message, links included, under DATA_DIR/mail."}{" "}
        Links that open an account are hidden here.
      </p>
      {loaderData.entries.length === 0 ? (
        <p className="mt-8 text-sm">No mail yet.</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {loaderData.entries.map((e) => (
            <li key={e.id}>
              <details className="group p-4">
                <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-4 gap-y-1">
                  <span className="font-medium">{e.subject}</span>
                  <span className="text-sm text-slate-600 dark:text-slate-400">to {e.to}</span>
                  <span className="text-sm text-slate-600 dark:text-slate-400">{formatManilaDateTime(e.createdAt)}</span>
                  <span className="ml-auto rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium dark:bg-slate-800">
                    {STATUS_LABEL[e.status]}
                  </span>
                </summary>
                <pre className="mt-3 whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-900">{e.text}</pre>
                {e.lastError ? <p className="mt-2 text-sm text-red-700 dark:text-red-400">Last error: {e.lastError}</p> : null}
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
