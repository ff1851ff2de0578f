import { Form, Link, useLocation } from "react-router";
import { isActivePath, SiteLink } from "./site-link.tsx";
import type { SessionUser } from "../../../contracts/auth.ts";
import { cn } from "../../lib/utils.ts";
import { DisclosureMenu } from "./disclosure-menu.tsx";
import { Prerendered } from "./prerendered.tsx";
import { type I18n, useI18n } from "../../lib/i18n.tsx";
import { LOCALE_NAMES, LOCALES, splitLocale } from "../../../i18n/locales.ts";
import { accountNav, AFTER_NAV, MAIN_NAV, type NavLink, STAY_INFORMED_NAV } from "./nav-links.ts";

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    "whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors",
    isActive
      ? "bg-brand-50 text-brand-900 dark:bg-slate-800 dark:text-white"
      : "text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
  );

const menuItem = "block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";

/** Rows of the phone menu: at least 44 px tall, the smallest comfortable touch target. */
const phoneItem =
  "flex min-h-11 items-center rounded-md px-3 text-base text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800";

export function Logo({ appName }: { appName: string }) {
  const { t, localize } = useI18n();
  return (
    <a
      href={localize("/")}
      className="flex items-center gap-2 rounded-md font-bold text-brand-900 dark:text-white"
      aria-label={t("site.home", { appName })}
      data-site-link=""
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <circle cx="16" cy="16" r="15.25" className="fill-brand-900 stroke-transparent dark:stroke-brand-300" strokeWidth="1.5" />
        <path d="M6 21c4-1 6-6 10-6s6 5 10 6" stroke="#fbbf24" strokeWidth="2.5" fill="none" strokeLinecap="round" />
        <circle cx="21" cy="10" r="3" fill="#fbbf24" />
      </svg>
      <span className="text-xl tracking-tight">{appName}</span>
    </a>
  );
}

/** The main-navigation entry whose section the path is in (as NavLink judges it: the path or below it). */
export function activeSection(pathname: string): string | undefined {
  const path = splitLocale(pathname).path;
  return [...MAIN_NAV, ...AFTER_NAV].find((l) => isActivePath(path, l.to))?.to;
}

/** Top-level links; the one for the section being shown is marked. Static for a given `active` and language. */
function SectionLinks({ links, active, i18n }: { links: readonly NavLink[]; active: string | undefined; i18n: I18n }) {
  return links.map((l) => (
    <SiteLink
      key={l.to}
      to={i18n.localize(l.to)}
      className={navLink({ isActive: l.to === active })}
      current={l.to === active ? "page" : undefined}
    >
      {i18n.t(l.key)}
    </SiteLink>
  ));
}

function AccountMenu({ user }: { user: SessionUser | null }) {
  const i18n = useI18n();
  const { t } = i18n;
  if (!user) {
    return (
      <div className="flex items-center gap-2">
        <Link to="/login" className={navLink({ isActive: false })}>
          {t("account.logIn")}
        </Link>
        <Link
          to="/register"
          className="whitespace-nowrap rounded-md bg-brand-900 px-3 py-2 text-sm font-medium text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-brand-950"
        >
          {t("account.create")}
        </Link>
      </div>
    );
  }
  const initials = user.name
    .split(/\s+/)
    .map((p) => p[0])
    .slice(0, 2)
    .join("")
    .toUpperCase();
  return (
    <DisclosureMenu
      summaryClassName="rounded-full p-1 pr-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
      panelClassName="right-0 mt-2 w-60"
      summary={
        <span className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="grid h-8 w-8 place-items-center rounded-full bg-brand-900 text-xs font-semibold text-white dark:bg-brand-300 dark:text-brand-950"
          >
            {initials}
          </span>
          <span className="sr-only">{t("account.menuFor")}</span>
          <span className="sr-only max-w-32 truncate sm:not-sr-only">{user.name}</span>
        </span>
      }
    >
      <div className="border-b border-slate-200 px-3 pb-2 pt-1 dark:border-slate-700">
        <p className="truncate text-sm font-medium">{user.name}</p>
        <p className="truncate text-xs text-slate-600 dark:text-slate-400">{user.email}</p>
      </div>
      <LinkList links={accountNav(user.role)} className="py-1" i18n={i18n} />
      <Form method="post" action="/logout" className="border-t border-slate-200 pt-1 dark:border-slate-700">
        <button type="submit" className={cn(menuItem, "w-full text-left")}>
          {t("account.logOut")}
        </button>
      </Form>
    </DisclosureMenu>
  );
}

export function SiteHeader({ appName, user }: { appName: string; user: SessionUser | null }) {
  const location = useLocation();
  const active = activeSection(location.pathname);
  const i18n = useI18n();
  const { t, locale, localize } = i18n;
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Logo appName={appName} />
        <nav aria-label={t("nav.main")} className="ml-2 hidden flex-1 items-center gap-1 lg:flex">
          <Prerendered as="div" className="flex items-center gap-1" cacheKey={`main-nav:${locale}:${active}`}>
            <SectionLinks links={MAIN_NAV} active={active} i18n={i18n} />
          </Prerendered>
          <DisclosureMenu summary={t("nav.stayInformed")} summaryClassName={navLink({ isActive: false })} panelClassName="left-0 mt-2 w-80">
            <Prerendered as="ul" cacheKey={`stay-informed-menu:${locale}`}>
              {STAY_INFORMED_NAV.map((l) => (
                <li key={l.to}>
                  <SiteLink to={localize(l.to)} className={menuItem}>
                    <span className="block font-medium">{t(l.key)}</span>
                    <span className="block text-xs text-slate-600 dark:text-slate-400">{t(l.hint)}</span>
                  </SiteLink>
                </li>
              ))}
            </Prerendered>
          </DisclosureMenu>
          {/* Blog, Contact and About (also in the footer and the phone menu) where the row has room for
              them: Filipino's longer words need a wider screen. */}
          <Prerendered
            as="div"
            className={cn("hidden items-center gap-1", locale === "en" ? "2xl:flex" : "min-[1900px]:flex")}
            cacheKey={`after-nav:${locale}:${active}`}
          >
            <SectionLinks links={AFTER_NAV} active={active} i18n={i18n} />
          </Prerendered>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <HeaderSearch i18n={i18n} />
          <LanguageSwitch here={location.pathname + location.search} className="hidden lg:block" compact />
          <div className="hidden lg:block">
            <AccountMenu user={user} />
          </div>
          <MobileMenu user={user} />
        </div>
      </div>
    </header>
  );
}

/**
 * The language switch: a form (it works without JavaScript) that sets the `lang` cookie, saves the
 * choice on the account of a signed-in traveller, and opens this page in the other language
 * (app/routes/language.tsx). Its words are in the language it switches to, with that `lang`.
 */
export function LanguageSwitch({ here, className, compact = false }: { here: string; className?: string; compact?: boolean }) {
  const { t, locale } = useI18n();
  const to = LOCALES.find((l) => l !== locale) ?? "en";
  const next = splitLocale(here.split("?")[0]).path + (here.includes("?") ? here.slice(here.indexOf("?")) : "");
  return (
    // A plain form (not React Router's, which would put the page's /fil before the action): server/middleware/language.ts.
    <form method="post" action="/language" className={className}>
      <input type="hidden" name="to" value={to} />
      <input type="hidden" name="next" value={next} />
      <button
        type="submit"
        lang={to === "fil" ? "fil" : "en"}
        className={cn(navLink({ isActive: false }), "min-h-11 lg:min-h-0")}
        title={`${t("language.label")}: ${LOCALE_NAMES[locale]}`}
        aria-label={compact ? t("language.switch") : undefined}
      >
        {compact ? LOCALE_NAMES[to] : t("language.switch")}
      </button>
    </form>
  );
}

function MobileMenu({ user }: { user: SessionUser | null }) {
  const location = useLocation();
  const i18n = useI18n();
  const { t, locale } = i18n;
  return (
    <div className="lg:hidden">
      <DisclosureMenu
        id="mobile-menu"
        label={t("nav.menu")}
        chevron={false}
        backdrop
        summaryClassName="h-11 w-11 justify-center rounded-md text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        panelClassName="fixed inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain rounded-none rounded-b-lg border-x-0 border-t-0 p-4 pb-6"
        summary={
          <>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6 group-open:hidden"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
            </svg>
            <svg
              aria-hidden="true"
              data-testid="menu-close-icon"
              viewBox="0 0 24 24"
              className="hidden h-6 w-6 group-open:block"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </>
        }
      >
        <SearchForm id="mobile-search-q" className="mb-4" i18n={i18n} />
        <nav aria-label={t("nav.mobile")}>
          <Prerendered as="div" cacheKey={`phone-menu-links:${locale}`}>
            <LinkList links={MAIN_NAV} className="space-y-1" itemClassName={phoneItem} i18n={i18n} />
            <p className="mt-4 px-3 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
              {t("nav.stayInformed")}
            </p>
            <LinkList links={STAY_INFORMED_NAV} className="mt-1 grid grid-cols-2 gap-1" itemClassName={phoneItem} i18n={i18n} />
            <LinkList
              links={AFTER_NAV}
              className="mt-3 space-y-1 border-t border-slate-200 pt-3 dark:border-slate-700"
              itemClassName={phoneItem}
              i18n={i18n}
            />
          </Prerendered>
          <LanguageSwitch
            here={location.pathname + location.search}
            className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-700"
          />
          <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-700">
            {user ? (
              <>
                <p className="px-3 text-sm font-medium text-slate-600 dark:text-slate-400">{user.name}</p>
                <LinkList links={accountNav(user.role)} className="mt-1 space-y-1" itemClassName={phoneItem} i18n={i18n} />
                <Form method="post" action="/logout">
                  <button type="submit" className={cn(phoneItem, "w-full text-left")}>
                    {t("account.logOut")}
                  </button>
                </Form>
              </>
            ) : (
              <div className="flex gap-2 px-3">
                <Link
                  to="/login"
                  className="flex min-h-11 flex-1 items-center justify-center rounded-md border border-slate-300 px-3 text-base font-medium dark:border-slate-600"
                >
                  {t("account.logIn")}
                </Link>
                <Link
                  to="/register"
                  className="flex min-h-11 flex-1 items-center justify-center rounded-md bg-brand-900 px-3 text-base font-medium text-white dark:bg-brand-300 dark:text-brand-950"
                >
                  {t("account.create")}
                </Link>
              </div>
            )}
          </div>
        </nav>
      </DisclosureMenu>
    </div>
  );
}

const searchIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" strokeLinecap="round" />
  </svg>
);

/** Site search as a plain GET form to /search (no JavaScript needed). */
function SearchForm({ id, className, i18n }: { id: string; className?: string; i18n: I18n }) {
  const { t, locale, localize } = i18n;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark; React's types do not know <search> yet
    <Prerendered
      as="form"
      cacheKey={`search-form:${locale}:${id}`}
      method="get"
      action={localize("/search")}
      role="search"
      className={cn("flex items-center", className)}
    >
      <label htmlFor={id} className="sr-only">
        {t("search.label", { appName: "Lakbay" })}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        maxLength={200}
        placeholder={t("search.placeholder")}
        className="h-11 w-full min-w-0 rounded-l-md border border-r-0 border-slate-300 bg-white px-3 text-base placeholder:text-slate-500 lg:h-9 lg:text-sm dark:border-slate-600 dark:bg-slate-900 dark:placeholder:text-slate-400"
      />
      <button
        type="submit"
        className="grid h-11 w-11 shrink-0 place-items-center rounded-r-md border border-slate-300 text-slate-700 hover:bg-slate-100 lg:h-9 lg:w-9 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {searchIcon}
        <span className="sr-only">{t("search.submit")}</span>
      </button>
    </Prerendered>
  );
}

/** Wide screens: the search box; between lg and xl a link to the search page (the nav fills the row). */
function HeaderSearch({ i18n }: { i18n: I18n }) {
  return (
    <>
      <SearchForm id="header-search-q" className="hidden w-56 xl:flex" i18n={i18n} />
      <SiteLink
        to={i18n.localize("/search")}
        className="hidden h-9 w-9 place-items-center rounded-md text-slate-700 hover:bg-slate-100 lg:grid xl:hidden dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {searchIcon}
        <span className="sr-only">{i18n.t("search.submit")}</span>
      </SiteLink>
    </>
  );
}

function LinkList({
  links,
  className,
  itemClassName = menuItem,
  i18n,
}: {
  links: readonly NavLink[];
  className?: string;
  itemClassName?: string;
  i18n: I18n;
}) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.to}>
          <SiteLink to={i18n.localize(l.to)} className={itemClassName}>
            {i18n.t(l.key)}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
