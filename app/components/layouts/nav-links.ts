/** The site's main navigation (routes.md). Later areas fill in the pages behind these links. */
export const MAIN_NAV = [
  { to: "/flights", label: "Flights" },
  { to: "/hotels", label: "Hotels" },
  { to: "/travel-circuits", label: "Travel circuits" },
] as const;

export const STAY_INFORMED_NAV = [
  { to: "/stay-informed/weather", label: "Weather", hint: "Forecasts and seasons by destination" },
  { to: "/stay-informed/tide", label: "Tide", hint: "High and low tides for island hopping" },
  { to: "/stay-informed/transportation", label: "Transportation", hint: "Ferries, buses and getting around" },
  { to: "/stay-informed/travel-news", label: "Travel news", hint: "Advisories, suspensions and updates" },
  { to: "/stay-informed/safety-security", label: "Safety & security", hint: "Typhoon signals and emergency numbers" },
  { to: "/stay-informed/local-map", label: "Local map", hint: "What is around you" },
] as const;

export const AFTER_NAV = [
  { to: "/blog", label: "Blog" },
  { to: "/contact", label: "Contact" },
  { to: "/about", label: "About" },
] as const;

/**
 * The one wording for making an account, on every link and button that does it. The page itself is
 * titled "Create account" too (routes.md keeps its path, /register).
 */
export const CREATE_ACCOUNT = "Create account";

/** The site's legal pages, in the footer. */
export const LEGAL_NAV = [
  { to: "/privacy", label: "Privacy notice" },
  { to: "/terms", label: "Terms of use" },
] as const;

/** The signed-in person's own pages, in the account menu (desktop) and the mobile menu. */
export function accountNav(role: "user" | "staff") {
  return [
    { to: "/dashboard", label: "Dashboard" },
    { to: "/settings/profile", label: "Settings" },
    ...(role === "staff"
      ? [
          { to: "/dashboard/inbox", label: "Contact inbox" },
          { to: "/dashboard/outbox", label: "Mail outbox" },
          { to: "/dashboard/posts", label: "Posts" },
        ]
      : []),
  ];
}
