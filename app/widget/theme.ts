/**
 * The traveller's theme choice for the chat widget (spec §4: light, dark or system, stored locally and
 * in a cookie lasting one year), and the colours each theme paints with the host's primaryColor.
 * On a host page the storage and the cookie are that page's own (first-party): nothing is shared
 * across sites.
 */
import { accentOn, readableTextOn } from "./colour.ts";
import { WIDGET_THEMES, type WidgetTheme } from "./config.ts";

export const THEME_STORAGE_KEY = "lakbay-chat-theme";
export const THEME_COOKIE = "lakbay_chat_theme";
export const THEME_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function parseTheme(value: unknown): WidgetTheme | null {
  return (WIDGET_THEMES as readonly unknown[]).includes(value) ? (value as WidgetTheme) : null;
}

/** The stored choice: localStorage first, then the cookie (storage may be blocked); null when none. */
export function readStoredTheme(doc: Document = document): WidgetTheme | null {
  try {
    const stored = parseTheme(doc.defaultView?.localStorage.getItem(THEME_STORAGE_KEY));
    if (stored) return stored;
  } catch {
    // storage blocked (a sandboxed frame, privacy settings): the cookie may still be there
  }
  const m = doc.cookie.match(new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=([^;]*)`));
  return parseTheme(m?.[1]);
}

/** The `Set-Cookie`-style string written to document.cookie. */
export function themeCookie(theme: WidgetTheme, secure: boolean): string {
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function storeTheme(theme: WidgetTheme, doc: Document = document): void {
  try {
    doc.defaultView?.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // the cookie below still keeps it
  }
  doc.cookie = themeCookie(theme, doc.location?.protocol === "https:");
}

export type Palette = Record<
  "bg" | "surface" | "fg" | "muted" | "border" | "primary" | "onPrimary" | "accent" | "userBg" | "userFg" | "focus",
  string
>;

/** The CSS custom properties of a theme (`--lc-bg`…), all text at 4.5:1 or better. */
export function palette(dark: boolean, primary: string): Palette {
  const bg = dark ? "#0f172a" : "#ffffff";
  const surface = dark ? "#1e293b" : "#f1f5f9";
  return {
    bg,
    surface,
    fg: dark ? "#f1f5f9" : "#0f172a",
    muted: dark ? "#cbd5e1" : "#475569",
    border: dark ? "#475569" : "#94a3b8",
    primary,
    onPrimary: readableTextOn(primary),
    // Links and outlines in the host's colour, shaded until they read on both surfaces.
    accent: accentOn(accentOn(primary, bg), surface),
    userBg: primary,
    userFg: readableTextOn(primary),
    focus: accentOn(primary, bg, 3),
  };
}
