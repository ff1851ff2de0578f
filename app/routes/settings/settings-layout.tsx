import { Outlet, useLocation } from "react-router";
import { isActivePath, SiteLink } from "../../components/layouts/site-link.tsx";
import type { Route } from "./+types/settings-layout";
import { cn } from "../../lib/utils.ts";
import { requireSession } from "../../server/session.server.ts";
import { usePageTranslator } from "../../lib/i18n.tsx";
import { accountMessages } from "../../server/account-messages.server.ts";

const ITEMS = [
  { to: "/settings/profile", key: "account.settings.profile" },
  { to: "/settings/password", key: "account.settings.password" },
  { to: "/settings/appearance", key: "account.settings.appearance" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSession(context, request);
  return { messages: accountMessages(request, "account.settings.") };
}

export default function SettingsLayout({ loaderData }: Route.ComponentProps) {
  const t = usePageTranslator(loaderData.messages);
  const { pathname } = useLocation();
  const isActive = (to: string) => isActivePath(pathname, to);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("account.settings.heading")}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t("account.settings.lead")}</p>
      <div className="mt-8 flex flex-col gap-8 md:flex-row">
        <nav aria-label={t("account.settings.nav")} className="md:w-48 md:shrink-0">
          <ul className="flex flex-wrap gap-1 md:flex-col">
            <li className="border-r border-slate-200 pr-1 md:mb-1 md:border-r-0 md:border-b md:pb-1 md:pr-0 dark:border-slate-700">
              <SiteLink
                to="/dashboard"
                className="flex min-h-11 items-center gap-1 whitespace-nowrap rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
              >
                <span aria-hidden="true">←</span> {t("account.settings.back")}
              </SiteLink>
            </li>
            {ITEMS.map((item) => (
              <li key={item.to}>
                <SiteLink
                  to={item.to}
                  current={isActive(item.to) ? "page" : undefined}
                  className={cn(
                    "flex min-h-11 items-center whitespace-nowrap rounded-md px-3 text-sm font-medium",
                    isActive(item.to)
                      ? "bg-brand-50 text-brand-900 dark:bg-slate-800 dark:text-white"
                      : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
                  )}
                >
                  {t(item.key)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1 space-y-8">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
