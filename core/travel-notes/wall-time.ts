/** Times: the wall-clock time of the departure airport, kept with its own offset. */

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export type WallTime = { wall: Date; offset: string; instant: Date };

/** Reads "2026-12-17T06:05:00+08:00": `wall` holds the local time in its UTC fields. */
export function readTime(iso: string): WallTime | null {
  const m = ISO.exec(iso);
  if (!m) return null;
  const wall = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] ?? 0)));
  const offset = m[7] === "Z" ? "+00:00" : m[7];
  const sign = offset[0] === "-" ? -1 : 1;
  const offsetMinutes = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  return { wall, offset, instant: new Date(wall.getTime() - offsetMinutes * 60_000) };
}

/** "Mon 14 Dec, 06:05" (the wall time's own day and hour). */
export function formatWallTime(wall: Date): string {
  const hh = String(wall.getUTCHours()).padStart(2, "0");
  const mm = String(wall.getUTCMinutes()).padStart(2, "0");
  return `${DAYS[wall.getUTCDay()]} ${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]}, ${hh}:${mm}`;
}

export function toIso(wall: Date, offset: string): string {
  return `${wall.toISOString().slice(0, 19)}${offset}`;
}
