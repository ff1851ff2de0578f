/**
 * Days and times as travellers read them, from the wall-clock a flight's ISO time carries (the airport's
 * own offset): "Fri 18 Dec 2026", "1:20 PM", "Fri 18 Dec 2026, 1:20 PM". No locale data is needed, so the
 * server, the browser, the mails and the PDF say the same thing (never "2026-12-18 13:20").
 */
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Fri 18 Dec 2026" for "2026-12-18" (or the date part of an ISO time). */
export function dayLabel(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return `${DAYS[new Date(Date.UTC(y, mo - 1, d)).getUTCDay()]} ${d} ${MONTHS[mo - 1]} ${y}`;
}

/** "1:20 PM" for the wall-clock time of "2026-12-18T13:20:00+08:00" ("" when there is none). */
export function clockLabel(iso: string): string {
  const m = /^\d{4}-\d{2}-\d{2}[T ](\d{2}):(\d{2})/.exec(iso);
  if (!m) return "";
  const h = Number(m[1]);
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${h < 12 ? "AM" : "PM"}`;
}

/** "Fri 18 Dec 2026, 1:20 PM" for "2026-12-18T13:20:00+08:00". */
export function localDateTimeLabel(iso: string): string {
  const clock = clockLabel(iso);
  return clock ? `${dayLabel(iso)}, ${clock}` : dayLabel(iso);
}
