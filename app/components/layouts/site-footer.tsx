import { type I18n, useI18n } from "../../lib/i18n.tsx";
import { AFTER_NAV, LEGAL_NAV, MAIN_NAV, type NavLink, STAY_INFORMED_NAV } from "./nav-links.ts";
import { Prerendered } from "./prerendered.tsx";
import { SiteLink } from "./site-link.tsx";

export function SiteFooter({ appName }: { appName: string }) {
  const year = new Date().getFullYear();
  const i18n = useI18n();
  const { t, locale, localize } = i18n;
  return (
    <Prerendered
      as="footer"
      cacheKey={`footer:${locale}:${appName}:${year}`}
      className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-brand-900 dark:text-white">{appName}</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t("site.tagline")}</p>
        </div>
        <FooterList title={t("nav.book")} links={[...MAIN_NAV, { to: "/travel-itinerary", key: "nav.tripPlanner" }]} i18n={i18n} />
        <FooterList title={t("nav.stayInformed")} links={STAY_INFORMED_NAV} i18n={i18n} />
        <FooterList title={appName} links={AFTER_NAV} i18n={i18n} />
      </div>
      <div className="border-t border-slate-200 px-4 py-4 text-center text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <nav aria-label={t("nav.legal")}>
          <ul className="flex justify-center gap-1">
            {LEGAL_NAV.map((l) => (
              <li key={l.to}>
                <SiteLink
                  to={localize(l.to)}
                  className="inline-flex min-h-11 items-center px-3 text-sm text-slate-700 underline-offset-2 hover:underline dark:text-slate-300"
                >
                  {t(l.key)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <p>{t("site.footnote", { year: String(year), appName })}</p>
      </div>
    </Prerendered>
  );
}

function FooterList({ title, links, i18n }: { title: string; links: readonly NavLink[]; i18n: I18n }) {
  return (
    <nav aria-label={title}>
      <p className="text-sm font-semibold">{title}</p>
      <ul className="mt-2 space-y-1">
        {links.map((l) => (
          <li key={l.to}>
            <SiteLink
              to={i18n.localize(l.to)}
              className="text-sm text-slate-600 hover:text-brand-900 hover:underline dark:text-slate-400 dark:hover:text-white"
            >
              {i18n.t(l.key)}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
