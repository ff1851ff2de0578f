/** What every travel note cites: the project's facts file, and the Philippines' country code. */
export const FACTS = "philippines-facts.md";
export const PH = "PH";
