/** What every travel note cites: the project's facts file, and the Philippines' country code. */
export const FACTS = "philippines-facts.md";
export const PH = "PH";
/** When the facts file was compiled (its figures were checked then): shown with every fee the assistant states. */
export const FACTS_CHECKED = "2026-11-21";
