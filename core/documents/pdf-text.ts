/**
 * Text for the PDFs drawn with pdf-lib's standard fonts (the e-ticket, eticket-pdf.ts; the hotel voucher,
 * hotel-voucher-pdf.ts): those fonts only encode WinAnsi (Latin-1 and a few typographic marks), so every
 * string passes through `toWinAnsi`; amounts as "PHP 12,345.00"; a local date and time as written.
 */
import { clockLabel } from "../../contracts/local-time.ts";
import type { Money } from "../../contracts/money.ts";
import type { Locale } from "../../i18n/locales.ts";
import { calendarDay } from "../mail/render.ts";

// WinAnsiEncoding beyond Latin-1 (the 0x80–0x9F block of Windows-1252).
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

const REPLACEMENTS: [RegExp, string][] = [
  [/₱\s?/g, "PHP "],
  [/[\u2010-\u2012\u2212]/g, "-"],
  [/[\u2192\u27f6]/g, "->"],
  [/[\u2190]/g, "<-"],
  [/\u2009|\u202f|\u2007/g, " "],
  [/[\t\n\r\u2028\u2029]/g, " "],
];

function isWinAnsi(ch: string): boolean {
  const c = ch.codePointAt(0)!;
  return (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.has(ch);
}

/** Text the standard PDF fonts can draw: never throws, never loses Latin letters. */
export function toWinAnsi(text: string): string {
  let value = text;
  for (const [pattern, replacement] of REPLACEMENTS) value = value.replace(pattern, replacement);
  let out = "";
  for (const ch of value) {
    if (isWinAnsi(ch)) {
      out += ch;
      continue;
    }
    const base = ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
    out += base && [...base].every(isWinAnsi) ? base : /\p{C}/u.test(ch) ? "" : "?";
  }
  return out;
}

/** "PHP 12,345.00" (the peso sign is not in the standard fonts). */
export function formatMoneyForPdf(value: Money): string {
  const sign = value.amount < 0 ? "-" : "";
  const abs = Math.abs(value.amount);
  const whole = Math.floor(abs / 100).toLocaleString("en-US");
  return `${value.currency} ${sign}${whole}.${String(abs % 100).padStart(2, "0")}`;
}

/** The local date and time written in an ISO string ("2026-12-18T06:05:00+08:00" → "Fri 18 Dec 2026", "6:05 AM"; Filipino "Biy 18 Dis 2026"). */
export function localParts(iso: string, locale: Locale = "en"): { date: string; time: string; day: string } {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(iso);
  if (!m) return { date: iso, time: "", day: iso };
  const [, y, mo, d, hh] = m;
  return { date: calendarDay(locale, `${y}-${mo}-${d}`), time: hh ? clockLabel(iso) : "", day: `${y}-${mo}-${d}` };
}
