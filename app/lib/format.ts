/** Times are stored in UTC and shown in Philippine time. */
export const MANILA_TZ = "Asia/Manila";

const dateTime = new Intl.DateTimeFormat("en-PH", {
  timeZone: MANILA_TZ,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

const dateOnly = new Intl.DateTimeFormat("en-PH", { timeZone: MANILA_TZ, day: "numeric", month: "long", year: "numeric" });

/** "Nov 21, 2026, 7:15 PM PHT" */
export function formatManilaDateTime(value: Date | string): string {
  return `${dateTime.format(new Date(value))} PHT`;
}

/** "November 21, 2026" (the calendar date in Manila). */
export function formatManilaDate(value: Date | string): string {
  return dateOnly.format(new Date(value));
}
