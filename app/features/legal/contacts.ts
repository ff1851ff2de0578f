/**
 * Where people reach us about their data and these terms. PLACEHOLDERS: replace with the real
 * mailboxes (and the Data Protection Officer's name, once appointed) before a public launch.
 */
import type { Locale } from "../../../i18n/locales.ts";
import { formatCheckedDate } from "../../lib/format.ts";

export const PRIVACY_EMAIL = "privacy@lakbay.example";
export const HELP_EMAIL = "help@lakbay.example";
/** When the privacy notice and the terms last changed, shown on both pages. */
export const LEGAL_UPDATED = "22 November 2026";
export const LEGAL_UPDATED_ON = "2026-11-22";

/** The date the legal texts last changed, as the page's language writes it ("22 November 2026", "22 Nob 2026"). */
export function legalUpdated(locale: Locale): string {
  return locale === "en" ? LEGAL_UPDATED : formatCheckedDate(LEGAL_UPDATED_ON, locale);
}
