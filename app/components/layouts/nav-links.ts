/**
 * The site's main navigation (routes.md). Each link's words are a key of the shell's catalogue
 * (i18n/en/common.ts, i18n/fil/common.ts); `to` is the English path, localised where it is drawn.
 */
import type { MessageKey } from "../../../i18n/catalogues.ts";

export type NavLink = { to: string; key: MessageKey<"common"> };
export type NavLinkWithHint = NavLink & { hint: MessageKey<"common"> };

export const MAIN_NAV = [
  { to: "/flights", key: "nav.flights" },
  { to: "/hotels", key: "nav.hotels" },
  { to: "/travel-circuits", key: "nav.circuits" },
] as const satisfies readonly NavLink[];

export const STAY_INFORMED_NAV = [
  { to: "/stay-informed/weather", key: "nav.weather", hint: "nav.weather.hint" },
  { to: "/stay-informed/tide", key: "nav.tide", hint: "nav.tide.hint" },
  { to: "/stay-informed/transportation", key: "nav.transportation", hint: "nav.transportation.hint" },
  { to: "/stay-informed/travel-news", key: "nav.news", hint: "nav.news.hint" },
  { to: "/stay-informed/safety-security", key: "nav.safety", hint: "nav.safety.hint" },
  { to: "/stay-informed/local-map", key: "nav.localMap", hint: "nav.localMap.hint" },
] as const satisfies readonly NavLinkWithHint[];

export const AFTER_NAV = [
  { to: "/blog", key: "nav.blog" },
  { to: "/contact", key: "nav.contact" },
  { to: "/about", key: "nav.about" },
] as const satisfies readonly NavLink[];

/**
 * The one wording for making an account, on every link and button that does it. The page itself is
 * titled "Create account" too (routes.md keeps its path, /register). In Filipino: `account.create`.
 */
export const CREATE_ACCOUNT = "Create account";

/** The site's legal pages, in the footer. */
export const LEGAL_NAV = [
  { to: "/privacy", key: "nav.privacy" },
  { to: "/terms", key: "nav.terms" },
] as const satisfies readonly NavLink[];

/** The signed-in person's own pages, in the account menu (desktop) and the mobile menu. */
export function accountNav(role: "user" | "staff"): NavLink[] {
  return [
    { to: "/dashboard", key: "account.dashboard" },
    { to: "/settings/profile", key: "account.settings" },
    ...(role === "staff"
      ? ([
          { to: "/dashboard/inbox", key: "account.inbox" },
          { to: "/dashboard/outbox", key: "account.outbox" },
          { to: "/dashboard/posts", key: "account.posts" },
        ] as const)
      : []),
  ];
}
