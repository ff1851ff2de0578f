/**
 * The sections of /stay-informed/safety-security, each with the date its facts were last checked
 * (YYYY-MM-DD, Philippine calendar date). Update the date whenever a section's facts are re-checked.
 */
export type SafetySection = { id: string; title: string; lastReviewed: string };

export const SAFETY_SECTIONS = [
  { id: "emergency-numbers", title: "Emergency numbers", lastReviewed: "2026-11-25" },
  { id: "advisories", title: "Advisories", lastReviewed: "2026-11-22" },
  { id: "typhoons", title: "Typhoon readiness", lastReviewed: "2026-11-25" },
  { id: "health", title: "Health", lastReviewed: "2026-11-22" },
  { id: "scams", title: "Common scams", lastReviewed: "2026-11-22" },
  { id: "local-rules", title: "Respecting local rules", lastReviewed: "2026-11-22" },
] as const satisfies readonly SafetySection[];

export type SafetySectionId = (typeof SAFETY_SECTIONS)[number]["id"];
