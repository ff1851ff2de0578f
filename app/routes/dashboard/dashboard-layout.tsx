import { Outlet, useLocation } from "react-router";
import { isActivePath, SiteLink } from "../../components/layouts/site-link.tsx";
import type { Route } from "./+types/dashboard-layout";
import { cn } from "../../lib/utils.ts";
import { requireVerifiedSession } from "../../server/session.server.ts";
import { usePageTranslator } from "../../lib/i18n.tsx";
import { accountMessages } from "../../server/account-messages.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const current = await requireVerifiedSession(context, request);
  return { isStaff: current.user.role === "staff", messages: accountMessages(request, "account.nav.") };
}

const link = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-11 items-center whitespace-nowrap rounded-md px-3 text-sm font-medium",
    isActive
      ? "bg-brand-50 text-brand-900 dark:bg-slate-800 dark:text-white"
      : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
  );

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const t = usePageTranslator(loaderData.messages);
  const items = [
    { to: "/dashboard", label: t("account.nav.overview"), end: true },
    { to: "/dashboard/chatbot", label: t("account.nav.conversations") },
    { to: "/settings/profile", label: t("account.nav.settings") },
    ...(loaderData.isStaff
      ? [
          { to: "/dashboard/inbox", label: t("account.nav.inbox") },
          { to: "/dashboard/outbox", label: t("account.nav.outbox") },
          { to: "/dashboard/posts", label: t("account.nav.posts") },
        ]
      : []),
  ];
  const { pathname } = useLocation();
  const isActive = (i: { to: string; end?: boolean }) => isActivePath(pathname, i.to, i.end);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 md:flex-row">
      <nav aria-label={t("account.nav.label")} className="md:w-52 md:shrink-0">
        <ul className="flex flex-wrap gap-1 md:flex-col">
          {items.map((i) => (
            <li key={i.to}>
              <SiteLink to={i.to} className={link({ isActive: isActive(i) })} current={isActive(i) ? "page" : undefined}>
                {i.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
