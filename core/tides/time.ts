/** Philippine-time helpers for tides: they live in contracts (the tide page's browser code uses them). */
export { MANILA_OFFSET_HOURS, manilaDate, manilaMidnight, manilaMinutes, manilaToday } from "../../contracts/manila-time.ts";
