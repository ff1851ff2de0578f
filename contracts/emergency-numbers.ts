/**
 * The emergency numbers a traveller in the Philippines may need, each confirmed from a public source
 * (the safety page's "Emergency numbers" section, last reviewed 2026-11-25; sources in
 * ../shared/reference/philippines-facts.md). The safety page lists them and the assistant answers with
 * them, through the safety application (core/application/safety.ts `safety.emergencyNumbers`).
 */
export type EmergencyNumber = { service: string; display: string; tel: string; note: string };

/** Emergency numbers we could confirm from a public source; each is dialled as `tel`. */
export const EMERGENCY_NUMBERS: readonly EmergencyNumber[] = [
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
];
