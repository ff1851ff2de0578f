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

/** Emergency numbers we could confirm from a public source; each is dialled as `tel`. */
export const EMERGENCY_NUMBERS = [
  {
    service: "National emergency hotline (police, fire, ambulance, disaster)",
    display: "911",
    tel: "911",
    note: "Free from any phone, nationwide.",
  },
  {
    service: "Department of Tourism tourist assistance, 24 hours",
    display: "151-TOUR (151-8687)",
    tel: "1518687",
    note: "From Smart and PLDT lines only. Help for tourists: lost documents, complaints about tourism businesses, directions to help.",
  },
  {
    service: "Department of Tourism tourist assistance from any other phone",
    display: "+63 995 835 5155",
    tel: "+639958355155",
    note: "The mobile line of the same 24-hour service, for phones on any other network, where 151-TOUR does not connect.",
  },
  {
    service: "Philippine Coast Guard (call or text)",
    display: "0917 724 3682",
    tel: "+639177243682",
    note: "Boats in trouble, overloaded or unsafe vessels, people missing at sea.",
  },
] as const;
