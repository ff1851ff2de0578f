import type { Route } from "./+types/outbox";
import { formatManilaDateTime } from "../../lib/format.ts";
import { accountMeta } from "../../components/forms/account-meta.ts";
import { useI18n, usePageTranslator } from "../../lib/i18n.tsx";
import { accountMessages } from "../../server/account-messages.server.ts";
import { requireStaff } from "../../server/session.server.ts";
import { outbox } from "../../server/outbox.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountMeta(matches, loaderData?.messages, ["account.outbox.title", "Mail outbox"]);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context, request);
  return { ...(await outbox(context, request)), messages: accountMessages(request, "account.outbox.") };
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const t = usePageTranslator(loaderData.messages);
  const { locale } = useI18n();
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight">{t("account.outbox.title")}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        {loaderData.smtp ? t("account.outbox.smtp") : t("account.outbox.noSmtp")} {t("account.outbox.hidden")}
      </p>
      {loaderData.entries.length === 0 ? (
        <p className="mt-8 text-sm">{t("account.outbox.empty")}</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {loaderData.entries.map((e) => (
            <li key={e.id}>
              <details className="group p-4">
                <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-4 gap-y-1">
                  <span className="font-medium">{e.subject}</span>
                  <span className="text-sm text-slate-600 dark:text-slate-400">{t("account.outbox.to", { address: e.to })}</span>
                  <span className="text-sm text-slate-600 dark:text-slate-400">{formatManilaDateTime(e.createdAt, locale)}</span>
                  <span className="ml-auto rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium dark:bg-slate-800">
                    {t(`account.outbox.status.${e.status}`)}
                  </span>
                </summary>
                <pre className="mt-3 whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-900">{e.text}</pre>
                {e.lastError ? (
                  <p className="mt-2 text-sm text-red-700 dark:text-red-400">{t("account.outbox.lastError", { error: e.lastError })}</p>
                ) : null}
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
