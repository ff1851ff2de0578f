/**
 * Where people reach us about their data and these terms. PLACEHOLDERS: replace with the real
 * mailboxes (and the Data Protection Officer's name, once appointed) before a public launch.
 */
export const PRIVACY_EMAIL = "privacy@lakbay.example";
export const HELP_EMAIL = "help@lakbay.example";
/** When the privacy notice and the terms last changed, shown on both pages. */
export const LEGAL_UPDATED = "22 November 2026";
