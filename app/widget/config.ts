/**
 * The chat widget's configuration (spec §3 "Chat widget config", §9 defaults), read from the loader's
 * `data-*` attributes, `window.LakbayChat = {…}` set before the script, or `LakbayChat.init({…})`.
 * Anything unknown or malformed falls back to the default: a host page can never break the widget
 * with a typo. No zod here: this ships inside the loader, which stays a few KB.
 */

export const WIDGET_THEMES = ["light", "dark", "system"] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];
export const WIDGET_POSITIONS = ["bottom-right", "bottom-left"] as const;
export type WidgetPosition = (typeof WIDGET_POSITIONS)[number];
/** The languages the widget's own words come in (the assistant answers in the traveller's own). */
export const WIDGET_LANGS = ["en", "fil"] as const;
export type WidgetLang = (typeof WIDGET_LANGS)[number];
/** The widget's words: key → text, `{name}` where a value goes. */
export type WidgetWords = Readonly<Record<string, string>>;

export type WidgetConfig = {
  theme: WidgetTheme;
  primaryColor: string;
  position: WidgetPosition;
  /** Where /api/chat/* lives, without a trailing slash (default: the loader script's own origin). */
  apiUrl: string;
  /** The signed-in user's id on the host (null for guests). A hint only: the server never trusts it. */
  userId: string | null;
  /** The assistant's first words in a new conversation (a greeting of our own when null). */
  initialMessage: string | null;
  /** Start a new conversation on every page load instead of continuing the stored one. */
  startFreshChat: boolean;
  /** Open the panel as soon as the page has loaded. */
  autoOpen: boolean;
  /** A short-lived token from POST /api/chat/token, for a signed-in traveller on another site. */
  token: string | null;
  /** The page's language: dates and times on the cards, and links to Lakbay's pages in it (`/fil/…`). */
  lang: WidgetLang;
  /**
   * The widget's words in that language, given by the page (`data-words`, JSON) or the config; the
   * English ones are built in, and any word left out stays English.
   */
  words: WidgetWords;
};

/** Spec §9: theme light, colour #3b82f6, position bottom-right. */
export const WIDGET_DEFAULTS = {
  theme: "light",
  primaryColor: "#3b82f6",
  position: "bottom-right",
  userId: null,
  initialMessage: null,
  startFreshChat: false,
  autoOpen: false,
  token: null,
  lang: "en",
  words: {},
} as const satisfies Omit<WidgetConfig, "apiUrl">;

/** The longest greeting or id taken from a host page. */
const MAX_TEXT = 1000;
const MAX_ID = 200;

function oneOf<T extends string>(list: readonly T[], value: unknown, fallback: T): T {
  return typeof value === "string" && (list as readonly string[]).includes(value.trim().toLowerCase())
    ? (value.trim().toLowerCase() as T)
    : fallback;
}

/** `#rgb` or `#rrggbb`, returned as lower-case `#rrggbb`; anything else null. */
export function normaliseHexColour(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const v = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(v)) return v;
  if (/^#[0-9a-f]{3}$/.test(v)) return `#${v[1]}${v[1]}${v[2]}${v[2]}${v[3]}${v[3]}`;
  return null;
}

/** true, "true", "1", "yes" and an empty attribute (`data-auto-open`) are true; false, "false", "0", "no" false. */
export function parseFlag(value: unknown, fallback: boolean): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value !== "string") return fallback;
  const v = value.trim().toLowerCase();
  if (v === "" || v === "true" || v === "1" || v === "yes") return true;
  if (v === "false" || v === "0" || v === "no") return false;
  return fallback;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

function text(value: unknown, max: number): string | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  // Control characters are dropped (a greeting is plain text; the message API refuses them anyway).
  const v = String(value).replace(CONTROL, "").trim();
  return v.length > 0 && v.length <= max ? v : null;
}

/** An absolute http(s) URL without a trailing slash, or null. */
export function normaliseApiUrl(value: unknown): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  try {
    const u = new URL(value.trim());
    if (u.protocol !== "https:" && u.protocol !== "http:") return null;
    if (u.username || u.password) return null;
    return `${u.origin}${u.pathname}`.replace(/\/+$/, "");
  } catch {
    return null;
  }
}

/** The words a host gave (an object, or JSON in a data attribute): strings only, of sane sizes. */
export function parseWords(value: unknown): WidgetWords {
  let raw = value;
  if (typeof raw === "string") {
    try {
      raw = JSON.parse(raw);
    } catch {
      return {};
    }
  }
  const out: Record<string, string> = {};
  if (!raw || typeof raw !== "object") return out;
  for (const [key, word] of Object.entries(raw).slice(0, 200)) {
    const clean = text(word, MAX_TEXT);
    if (key.length <= 40 && typeof word === "string" && clean) out[key] = clean;
  }
  return out;
}

/**
 * The whole configuration from what the host gave (any shape), with `scriptOrigin` (the origin the
 * loader was fetched from) as the default apiUrl.
 */
export function parseWidgetConfig(raw: unknown, scriptOrigin: string): WidgetConfig {
  const r = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  return {
    theme: oneOf(WIDGET_THEMES, r.theme, WIDGET_DEFAULTS.theme),
    primaryColor: normaliseHexColour(r.primaryColor) ?? WIDGET_DEFAULTS.primaryColor,
    position: oneOf(WIDGET_POSITIONS, r.position, WIDGET_DEFAULTS.position),
    apiUrl: normaliseApiUrl(r.apiUrl) ?? normaliseApiUrl(scriptOrigin) ?? "",
    userId: text(r.userId, MAX_ID),
    initialMessage: text(r.initialMessage, MAX_TEXT),
    startFreshChat: parseFlag(r.startFreshChat, WIDGET_DEFAULTS.startFreshChat),
    autoOpen: parseFlag(r.autoOpen, WIDGET_DEFAULTS.autoOpen),
    token: text(r.token, 4096),
    lang: oneOf(WIDGET_LANGS, r.lang, WIDGET_DEFAULTS.lang),
    words: parseWords(r.words),
  };
}

/**
 * The config named by a script tag's data attributes (`data-primary-color` → primaryColor). Only the
 * attributes present are returned, so they can be laid over `window.LakbayChat`.
 */
export function configFromDataset(dataset: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of [
    "theme",
    "primaryColor",
    "position",
    "apiUrl",
    "userId",
    "initialMessage",
    "startFreshChat",
    "autoOpen",
    "token",
    "lang",
    "words",
  ]) {
    const value = dataset[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}
