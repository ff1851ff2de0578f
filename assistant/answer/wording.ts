/**
 * How replies are worded: the register (English, or English with a few Tagalog words when the
 * traveller wrote Taglish), and facts written the way the site writes them (pesos, Philippine time).
 */
import { formatMoney, type Money } from "../../contracts/money.ts";
import type { Register } from "./types.ts";

// Common Tagalog function words and particles in Taglish messages ("may bagyo ba", "pa-book naman"); not "may",
// which English has too.
const TAGALOG = new Set(
  "ba po naman ng mga sa ang wala kami tayo namin natin ko mo ako ikaw siya nila bukas ngayon kahapon magkano saan paano kailan ano anong sino pa-book pa-plan pa-check pwede puwede gusto lang din rin na nga yung iyong kasi pero tapos dito doon diyan bagyo ulan lipad punta pupunta uwi pauwi sabado linggo lunes martes miyerkules huwebes biyernes salamat sige oo hindi hinde di wag huwag paki pakisabi kelan magkanu".split(
    " ",
  ),
);

export function registerOf(message: string): Register {
  // A word has no digits: a booking reference (WAG8KN, PO2KAM) is a code, not "wag" or "po".
  const words = (message.toLowerCase().match(/[a-z0-9-]+/g) ?? []).filter((w) => !/\d/.test(w));
  const hits = words.filter((w) => TAGALOG.has(w) || /^pa-/.test(w)).length;
  return hits >= 1 && hits / Math.max(words.length, 1) >= 0.1 ? "taglish" : "en";
}

/** The same sentence in the traveller's register: `en`, or `tl` (Taglish-friendly English) when given. */
export function say(register: Register, en: string, tl?: string): string {
  return register === "taglish" && tl ? tl : en;
}

/** "₱2,345" or "₱3,785.84": as the chat's cards show a price (whole pesos without centavos), one format in text and cards. */
export const peso = (m: Money) => formatMoney(m, { compact: true });

const timeFmt = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "Asia/Manila" });
const dayFmt = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "Asia/Manila" });
const dateOnlyFmt = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

/** "6:05 AM" in Philippine time. */
export const manilaTime = (iso: string | number | Date) => timeFmt.format(new Date(iso));
/** "Fri, Dec 4" in Philippine time. */
export const manilaDay = (iso: string | number | Date) => dayFmt.format(new Date(iso));
/** "Fri, Dec 4" for a calendar date "YYYY-MM-DD". */
export const calendarDay = (date: string) => dateOnlyFmt.format(new Date(`${date}T00:00:00Z`));

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "2 adults, 1 infant". */
export function travellers(p: { adults?: number; children?: number; infants?: number }): string {
  return [
    plural(p.adults ?? 1, "adult"),
    p.children ? plural(p.children, "child", "children") : "",
    p.infants ? plural(p.infants, "infant") : "",
  ]
    .filter(Boolean)
    .join(", ");
}

export function minutes(total: number): string {
  const h = Math.floor(total / 60);
  const m = total % 60;
  return h ? (m ? `${h} h ${m} min` : `${h} h`) : `${m} min`;
}
