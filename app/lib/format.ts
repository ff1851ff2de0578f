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

/** Formatted dates by instant: Intl formatting is slow, and the same few dates recur on every page view. */
const formattedDates = new Map<number, string>();

/** "November 21, 2026" (the calendar date in Manila). */
export function formatManilaDate(value: Date | string): string {
  const instant = new Date(value).getTime();
  let text = formattedDates.get(instant);
  if (text === undefined) {
    text = dateOnly.format(instant);
    if (formattedDates.size >= 1000) formattedDates.clear();
    formattedDates.set(instant, text);
  }
  return text;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A calendar date as people write it: "2026-11-21" as "21 Nov 2026", "2016-05" as "May 2016", "2015" as
 * "2015" (no locale data needed, so server and browser agree). For dates with no time of day: a source's
 * publication, the day a fact was checked, a date of birth.
 */
export function formatCheckedDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  if (!m) return String(y);
  return d ? `${d} ${MONTHS[m - 1]} ${y}` : `${MONTHS[m - 1]} ${y}`;
}

const stayDay = new Intl.DateTimeFormat("en-PH", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" });

/**
 * A hotel stay's dates as a traveller reads them: "Thu, 17 Dec – Sat, 19 Dec 2026" (check-in and
 * check-out are calendar days at the hotel, so no time zone moves them).
 */
export function formatStayDates(checkIn: string, checkOut: string): string {
  const day = (iso: string) => stayDay.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  return `${day(checkIn)} – ${day(checkOut)}, ${checkOut.slice(0, 4)}`;
}
