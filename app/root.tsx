import { lazy, Suspense, use, useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useHref,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
// The stylesheet by URL, rendered as a React stylesheet resource (precedence) so that it comes first
// in <head>, before the scripts' modulepreload hints: the one render-blocking file is requested first.
import appCss from "./app.css?url";
import { SiteFooter } from "./components/layouts/site-footer.tsx";
import { SiteHeader } from "./components/layouts/site-header.tsx";
import { useSiteLinkNavigation } from "./components/layouts/site-link.tsx";
import { ProgressBar } from "./components/layouts/progress-bar.tsx";
import { ToastHost } from "./components/ui/toast-host.tsx";
import { toast } from "./components/ui/toast-store.tsx";
import { appearanceFromCookie, SYSTEM_THEME_SCRIPT, type Appearance } from "./lib/appearance.ts";
import { APP_NAME_DEFAULT, canonicalUrl } from "./lib/meta.ts";
import { I18nProvider, useI18n } from "./lib/i18n.tsx";
import { useNonce } from "./lib/nonce.tsx";
import { LANGUAGE_TAG, LOCALES, localizePath, splitLocale } from "../i18n/locales.ts";
import { fallbackLanguage } from "./lib/i18n-fallback.ts";
import { pageLanguage } from "./server/language.server.ts";
import { widgetWords } from "./server/page-words.server.ts";
import { getCurrentSession, services } from "./server/session.server.ts";
import { clearFlashToastCookie, readFlashToast } from "./server/toast.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const cookie = request.headers.get("cookie");
  const current = await getCurrentSession(context, request);
  const flash = readFlashToast(cookie);
  const { id, name, email, emailVerified, role } = current?.user ?? {};
  const language = pageLanguage(request);
  return data(
    {
      appName: services(context).host.env.appName,
      /** The public origin (APP_URL): canonical links and Open Graph URLs. */
      origin: services(context).host.env.appUrl,
      appearance: appearanceFromCookie(cookie),
      /** The page's language and the shell's words in it (app/server/language.server.ts). */
      language,
      /** The chat widget's words in the page's language (null in English: built into the widget). */
      widgetWords: widgetWords(language.locale),
      user: current ? { id: id!, name: name!, email: email!, emailVerified: emailVerified!, role: role! } : null,
      flash,
    },
    flash ? { headers: { "Set-Cookie": clearFlashToastCookie } } : undefined,
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const appearance: Appearance = root?.appearance ?? "light";
  const location = useLocation();
  // Without the root loader's data (it failed: the error page), the shell's words load on their own.
  const basename = useHref("/");
  const language = root?.language ?? use(fallbackLanguage(splitLocale(basename).locale ?? "en"));
  // The router's paths leave out the language's prefix (its basename): the page's own address has it.
  const samePage = location.pathname;
  const canonical = root ? canonicalUrl(root.origin, localizePath(language.locale, samePage), location.search) : null;
  const origin = root?.origin ?? "";
  return (
    <html
      lang={LANGUAGE_TAG[language.locale]}
      className={appearance === "dark" ? "dark" : undefined}
      data-appearance={appearance}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#032562" />
        <link rel="stylesheet" href={appCss} precedence="default" />
        {appearance === "system" ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SYSTEM_THEME_SCRIPT }} /> : null}
        <Meta />
        {canonical ? (
          <>
            <link rel="canonical" href={canonical} />
            <meta property="og:url" content={canonical} />
            <meta property="og:site_name" content={root?.appName ?? APP_NAME_DEFAULT} />
            {LOCALES.map((locale) => (
              <link
                key={locale}
                rel="alternate"
                hrefLang={LANGUAGE_TAG[locale]}
                href={canonicalUrl(origin, localizePath(locale, samePage), location.search)}
              />
            ))}
            <link rel="alternate" hrefLang="x-default" href={canonicalUrl(origin, samePage, location.search)} />
          </>
        ) : null}
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <I18nProvider language={language}>
          <SkipLink />
          {children}
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* The travel assistant's launcher on every page (app/widget/loader.ts: a few KB, deferred; the
            panel loads only when opened). The user id is a hint for the widget; the API trusts the session.
            On a page in another language the widget gets its language and its words with the page. */}
        <script
          src="/api/widget/script"
          defer
          data-theme={appearance}
          data-user-id={root?.user?.id}
          data-lang={language.locale === "en" ? undefined : language.locale}
          data-words={root?.widgetWords ?? undefined}
        />
      </body>
    </html>
  );
}

function SkipLink() {
  const { t } = useI18n();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-white px-4 py-2 text-brand-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {t("site.skip")}
    </a>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  useSiteLinkNavigation();
  // The page's JavaScript has taken over (it loads after the content: decision 021). The end-to-end
  // suite waits for this before it uses controls that need JavaScript.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const appName = root?.appName ?? APP_NAME_DEFAULT;
  return (
    <>
      <ProgressBar />
      <SiteHeader appName={appName} user={root?.user ?? null} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter appName={appName} />
      <ToastHost />
    </>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { flash } = loaderData;
  useEffect(() => {
    if (flash) toast(flash);
  }, [flash]);
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

// The error page (and its list of travel circuits) loads only when a page fails, not with every page
// (decision 023). The server's document waits for it (onAllReady), so the page arrives whole.
const ErrorPage = lazy(() => import("./components/layouts/error-page.tsx").then((m) => ({ default: m.ErrorPage })));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let status = 500;
  if (isRouteErrorResponse(error)) status = error.status;
  else if (import.meta.env.DEV || typeof window === "undefined") console.error(error);
  return (
    <Shell>
      <Suspense fallback={null}>
        <ErrorPage status={status} />
      </Suspense>
    </Shell>
  );
}
