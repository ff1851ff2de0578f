/**
 * The appearance preference: light, dark or system (default light, spec §9). Kept in localStorage
 * and in a cookie lasting 365 days, so the server renders the right theme on the first byte.
 */
export const APPEARANCES = ["light", "dark", "system"] as const;
export type Appearance = (typeof APPEARANCES)[number];

/** Narrows any value to an appearance, or null (no zod here: this module ships on every page). */
export function parseAppearance(value: unknown): Appearance | null {
  return (APPEARANCES as readonly unknown[]).includes(value) ? (value as Appearance) : null;
}

export const DEFAULT_APPEARANCE: Appearance = "light";
export const APPEARANCE_COOKIE = "appearance";
/** Over https (every public deployment) the cookie is Secure and host-bound. */
export const SECURE_APPEARANCE_COOKIE = "__Host-appearance";
export const APPEARANCE_STORAGE_KEY = "appearance";
export const APPEARANCE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Reads the preference from a Cookie header; anything unknown falls back to light. */
export function appearanceFromCookie(cookieHeader: string | null | undefined): Appearance {
  const secure = cookieHeader?.match(/(?:^|;\s*)__Host-appearance=([^;]*)/);
  const plain = cookieHeader?.match(/(?:^|;\s*)appearance=([^;]*)/);
  return parseAppearance(secure?.[1]) ?? parseAppearance(plain?.[1]) ?? DEFAULT_APPEARANCE;
}

/** `secure`: the site is served over https (then the cookie is `__Host-appearance; Secure`). */
export function appearanceCookie(value: Appearance, secure = false): string {
  const name = secure ? SECURE_APPEARANCE_COOKIE : APPEARANCE_COOKIE;
  return `${name}=${value}; Path=/; Max-Age=${APPEARANCE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * Runs in <head> before the page paints, so "system" never flashes the wrong theme. Light and dark
 * are already right in the server's HTML.
 */
export const SYSTEM_THEME_SCRIPT = `(function(){try{var m=window.matchMedia('(prefers-color-scheme: dark)');var d=document.documentElement;if(d.dataset.appearance==='system'){d.classList.toggle('dark',m.matches);}}catch(e){}})();`;
