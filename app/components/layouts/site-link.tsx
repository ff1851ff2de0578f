import { useEffect, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { DEFAULT_LOCALE, splitLocale } from "../../../i18n/locales.ts";
import { useI18n } from "../../lib/i18n.tsx";

/**
 * The site's own navigation lists (footer, menus) repeat some fifty links on every page. A React
 * Router <Link> resolves its path with several hooks on every render, which made those lists the
 * largest part of rendering a signed-in page. These are plain anchors instead (they work before
 * hydration and without JavaScript), and one click listener for the whole document
 * (`useSiteLinkNavigation`, mounted once by the root) turns a plain click on them into a client-side
 * navigation. Only absolute paths of this site belong here.
 */
export function SiteLink({
  to,
  className,
  current,
  children,
}: {
  to: string;
  className?: string;
  /** aria-current, for the link to the page (or section) being shown. */
  current?: "page";
  children: ReactNode;
}) {
  return (
    <a href={to} className={className} aria-current={current} data-site-link="">
      {children}
    </a>
  );
}

export function useSiteLinkNavigation(): void {
  const navigate = useNavigate();
  const { locale } = useI18n();
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = e.target instanceof Element ? e.target.closest("a[data-site-link]") : null;
      if (!(a instanceof HTMLAnchorElement) || a.target || a.hasAttribute("download")) return;
      const url = new URL(a.href);
      if (url.origin !== window.location.origin) return;
      // The router's paths leave out the page language's prefix (its basename); a link to the other
      // language loads that page whole.
      const { locale: linked, path } = splitLocale(url.pathname);
      if ((linked ?? DEFAULT_LOCALE) !== locale) return;
      e.preventDefault();
      void navigate(path + url.search + url.hash);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate, locale]);
}

/**
 * Whether a link to `to` marks the page at `pathname` as current, as React Router's NavLink judges
 * it: the same path, or (unless `end`) a page below it; case and trailing slashes do not count.
 */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  return path === to || (!end && path.startsWith(`${to}/`));
}
