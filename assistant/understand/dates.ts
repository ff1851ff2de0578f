/**
 * Dates as Filipino travellers write them, in Philippine time under a given clock: our own rules for
 * Taglish and the holidays people travel on ("bukas", "sa makalawa", "sa sabado", "pasko", "Holy Week",
 * "the 15th of next month"), then chrono-node for the rest ("Dec 20 to Jan 3", "12/22", "next Friday").
 * A day and month already past rolls to next year. Counts ("3 day", "2 adults") are taken out before
 * this runs, so they are never read as dates.
 */
import * as chrono from "chrono-node";
import { MONTHS_EN, MONTHS_TL } from "./calendar-words.ts";
import { NUMBER_WORDS } from "./numbers.ts";
import {
  HOLIDAYS,
  addDays,
  comingDay,
  comingWeekday,
  isWeekend,
  iso,
  manilaDay,
  nextWeeksWeekday,
  rollDay,
  validDay,
  weekend,
} from "./days.ts";
import { findNights } from "./nights.ts";
import { mask, takeAll } from "./text.ts";

export { NUMBER_WORDS };
export { addDays, iso, manilaDay } from "./days.ts";
export { findNights } from "./nights.ts";

export type DateFinding = {
  /** `YYYY-MM-DD` days in the order written; a range gives two. */
  days: string[];
  /** True when the second day closes a range written as one ("dec 20 to jan 3", "bukas hanggang linggo"). */
  range: boolean;
  /** A month named alone ("sa disyembre", "in february"). */
  month?: number;
  /** "3 nights", "2 gabi": how many nights from the first day. */
  nights?: number;
  /** "hanggang 23", "until Dec 23": the last day of a stay or trip whose first day was said before. */
  until?: string;
  /** The text with every date taken out. */
  rest: string;
};

const MONTH_ALONE = new RegExp(
  `\\b(?:in|sa|ng|for|this|next|nung|ngayong|karong|karung|inton)?\\s*(${MONTHS_EN.join("|")}|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\\b(?!\\s*\\d)`,
  "g",
);

/** 0 = Sunday. Filipino and English names, with the usual short forms. */
const WEEKDAYS: Record<string, number> = {
  linggo: 0,
  domingo: 0,
  sunday: 0,
  lunes: 1,
  monday: 1,
  mon: 1,
  martes: 2,
  tuesday: 2,
  tue: 2,
  tues: 2,
  miyerkules: 3,
  miercoles: 3,
  miyerkoles: 3,
  wednesday: 3,
  wed: 3,
  huwebes: 4,
  jueves: 4,
  thursday: 4,
  thu: 4,
  thurs: 4,
  thur: 4,
  weds: 3,
  biyernes: 5,
  viernes: 5,
  byernes: 5,
  friday: 5,
  fri: 5,
  sabado: 6,
  saturday: 6,
  sat: 6,
  sun: 0,
  // Tausug and the other Malay-derived names of Mindanao's south.
  ahad: 0,
  isnin: 1,
  selasa: 2,
  arba: 3,
  arbaa: 3,
  hamis: 4,
  khamis: 4,
  jumaat: 5,
  jumat: 5,
  sabtu: 6,
};

/** Words that close a range of days, in Tagalog, Cebuano (hangtod, kutob), Hiligaynon (tubtob, asta), Ilocano (agingga), Bikol (sagkod) and English. */
const UNTIL = "(?:to|hanggang|hangtod|hasta|asta|agingga|inggana|tubtob|tubtub|kutob|sagkod|until|til|till|thru|through)";
const NOT_A_DAY_AFTER =
  "(?!\\s*(?:[/:.]\\d|jan\\w*|feb\\w*|mar\\w*|apr\\w*|may\\b|jun\\w*|jul\\w*|aug\\w*|sep\\w*|oct\\w*|nov\\w*|dec\\w*|am\\b|pm\\b|adults?|pax|kids?|nights?|days?|hours?|hrs?|mins?|k\\b|years?|y/?o|anyos|rooms?|people|persons?|kami|tao|km|kg|%|percent|stars?))";

const MONTH_WORD = `(?:${MONTHS_EN.join("|")}|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\\.?`;
const WEEKDAY_WORD = `(?:${Object.keys(WEEKDAYS).join("|")})`;
const WEEKDAY_BEFORE_DATE = new RegExp(`\\b${WEEKDAY_WORD}\\.?,?\\s+(?=${MONTH_WORD}\\s*\\d{1,2}(?!\\d))`, "g");
const WEEKDAY_AFTER_DATE = new RegExp(`(\\b${MONTH_WORD}\\s*\\d{1,2}(?:st|nd|rd|th)?)\\b,?\\s*\\(?${WEEKDAY_WORD}\\)?(?![a-z])`, "g");

type Found = { index: number; days: string[]; range: boolean; holiday?: boolean; weekend?: boolean; until?: boolean };

/** A day named before the date (a month's day alone) as the last day of something begun earlier. */
const UNTIL_BEFORE =
  /\b(?:hanggang|hangtod|hasta|asta|agingga|inggana|tubtob|tubtub|kutob|sagkod|until|til|till)\s*(?:the\s+|sa\s+|on\s+)?$/;

export function findDates(input: string, now: Date): DateFinding {
  const today = iso(manilaDay(now));
  const year = Number(today.slice(0, 4));
  const found: Found[] = [];
  /** Where a weekday was named (its index in the text) and which: placed again after the day before it. */
  const weekdays = new Map<number, number>();
  // "Juma'at" (Friday) is one word however its glottal stop is written.
  let text = input
    .toLowerCase()
    .replace(/\bjum'?a'?at\b/g, "jumaat")
    // Kapampangan "ampo" (and): "Dec 26 ampo balik Dec 29" (the date reader would take its "am" for a time).
    .replace(/\bampo\b/g, "and")
    .replace(/\b[a-z]+\b/g, (w) => MONTHS_TL[w] ?? w);
  let nights: number | undefined;
  let tonight = false;

  // An en or em dash between days is a range ("Dec 21–24"); a part of the day after a date is not a time
  // of it ("dec 2 am", "Jan 5 pm": time-of-day.ts reads it).
  text = text.replace(/\s*[\u2013\u2014]\s*/g, " - ");
  text = text.replace(MONTH_DAY_PART, "$1");
  // "sun the 6th", "friday the 11th": the day of the month says which; the weekday only confirms it.
  text = text.replace(
    /\b(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|rsday|urday)?,?\s+(the\s+\d{1,2}(?:st|nd|rd|th)?)\b(?!\s*(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/g,
    (_m, day: string) => day,
  );
  // "fri feb 5", "Sabado, Peb 13", "feb 7 (sun)": a weekday said beside its month's day only confirms it.
  text = text.replace(WEEKDAY_BEFORE_DATE, (m) => " ".repeat(m.length)).replace(WEEKDAY_AFTER_DATE, "$1");
  // An age or a length ("baby 10 months", "3 years old", "2 weeks") is never a date, unless said as one ("in 2 weeks").
  text = text.replace(/(?<!\bin\s)\b\d{1,2}\s*-?\s*(?:months?|mos?|buwan|years?|yrs?|taon)\b(?!\s*(?:from now|later|after|ago))/g, (m) =>
    " ".repeat(m.length),
  );
  const n = findNights(text);
  nights = n.nights;
  text = n.rest;
  // "for the night of Dec 25": that one night; chrono-node reads "night of" as a time and drops the day.
  text = takeAll(text, /\b(?:the )?(?:night|evening|gabi) of\b/g, () => {
    nights ??= 1;
  });
  for (const h of HOLIDAYS) {
    text = takeAll(text, h.re, (m) => {
      const days = h.days(year, today);
      found.push({ index: m.index, days, range: days.length === 2, holiday: true });
    });
  }
  const own: [RegExp, (m: RegExpExecArray) => string | [string, string] | null][] = [
    [/\b(?:(?:sa )?makalawa|day after tomorrow)\b/g, () => addDays(today, 2)],
    [
      /\b(?:bukas|bukas ng \w+|ugma|buas|buwas|manana|tomorrow|tmrw|tmr|tmw|tom|tomm|2moro|2morrow|2mrw|tomorow|tommorow|tommorrow)\b/g,
      () => addDays(today, 1),
    ],
    [
      // Today in Tagalog, Cebuano (karon), Hiligaynon (subong), Waray (yana), Bikol (ngonyan), Kapampangan (ngeni), text-speak (rn).
      /\b(?:ngayon|ngayong (?:araw|gabi|umaga|hapon|tanghali)|ngaun|today|tonight|tonite|tonyt|2nyt|2nite|2night|mamaya|mamayang (?:gabi|hapon|umaga|tanghali)|this evening|this afternoon|karon|karong adlawa|subong|yana|ngonyan|ngeni|ahora|hoy|rn)\b/g,
      () => today,
    ],
    [
      /\b(?:the )?(\d{1,2})(?:st|nd|rd|th)? (?:of )?next month\b/g,
      (m) => {
        const d = manilaDay(now);
        const y = d.getUTCMonth() === 11 ? year + 1 : year;
        const mo = ((d.getUTCMonth() + 1) % 12) + 1;
        const day = Number(m[1]);
        return validDay(y, mo, day) ? `${y}-${String(mo).padStart(2, "0")}-${String(day).padStart(2, "0")}` : null;
      },
    ],
    // "dec 22 hanggang 24", "Dec 3 hangtod 5", "jan 12 to 15": one month, two days (chrono misses the Filipino words).
    [
      new RegExp(
        `\\b(${MONTHS_EN.join("|")}|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s*(?:-|${UNTIL})\\s*(\\d{1,2})(?:st|nd|rd|th)?\\b(?!\\s*(?:[/:]|\\.\\d|${MONTHS_EN.join("|")}|jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec|am|pm|adults?|pax|kids?|nights?|days?))`,
        "g",
      ),
      (m) => {
        const mo = MONTHS_EN.findIndex((name) => name.startsWith(m[1]!.slice(0, 3))) + 1;
        const [a, b] = [Number(m[2]), Number(m[3])];
        if (b <= a || !validDay(year, mo, a) || !validDay(year, mo, b)) return null;
        const first = rollDay(year, mo, a, today);
        return [first, `${first.slice(0, 8)}${String(b).padStart(2, "0")}`];
      },
    ],
    [/\bnext (?:weekend|wknd|wkend)\b/g, () => weekend(today, 1)],
    [/\b(?:this |sa |ngayong )?(?:weekend|wknd|wkend)\b/g, () => weekend(today, 0)],
    [
      /\b(?:(next|this|sa|on|starting|ngayong|sa darating na)\s+)?([a-z]+)\b/g,
      (m) => {
        const wd = WEEKDAYS[m[2]];
        if (wd === undefined) return null;
        // "sun" is a Sunday only as a day is named ("sat to sun", "this sun"), never the sun of "sun and beach".
        if (m[2] === "sun" && !m[1] && !/(?:\b(?:to|til|till|until|hanggang|and|or|o)|-)\s*$/.test(text.slice(0, m.index))) return null;
        // "isang linggo", "1 linggo": a week, not a Sunday.
        if (m[2] === "linggo" && /\b(?:isang|1|dalawang|2|ng|na)\s*$/.test(text.slice(0, m.index))) return null;
        weekdays.set(m.index, wd);
        // "ngayong Sabado" / "this Saturday" said on a Saturday is today.
        if ((m[1] === "this" || m[1] === "ngayong") && new Date(`${today}T00:00:00Z`).getUTCDay() === wd) return today;
        return m[1] === "next" ? nextWeeksWeekday(today, wd) : comingWeekday(today, wd);
      },
    ],
    // "balik 17", "back on the 20th": a day of the month said with the way back.
    [
      new RegExp(
        `\\b(?:balik|pabalik|back|return(?:ing)?|uwi|pauwi|uli|mouli)\\s+(?:on\\s+)?(?:the\\s+|sa\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\b${NOT_A_DAY_AFTER}(?![-/]\\d)`,
        "g",
      ),
      (m) => comingDay(now, year, Number(m[1])) ?? null,
    ],
    // "11 to 13", "27 agingga 29", "sa 20-23": two days of the coming month a day named alone would be in.
    [
      new RegExp(
        `(?<![/.:\\d-]|\\b(?:ages?|aged|edad|kids?|children|bata|anak)\\s)\\b(?:(?:from|sa|on|the)\\s+)?(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s*(?:-|${UNTIL})\\s*(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\b${NOT_A_DAY_AFTER}`,
        "g",
      ),
      (m) => {
        const [a, b] = [Number(m[1]), Number(m[2])];
        if (a < 1 || b <= a || b > 31) return null;
        const first = comingDay(now, year, a);
        if (!first || !validDay(Number(first.slice(0, 4)), Number(first.slice(5, 7)), b)) return null;
        return [first, `${first.slice(0, 8)}${String(b).padStart(2, "0")}`];
      },
    ],
    [
      /\b(?:sa|on the|on|the)\s+(\d{1,2})(?:st|nd|rd|th)?\b(?![/.-]\d)(?!\s*(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)(?!\s*(?:[a-z]*\s*)?(?:adults?|kids?|pax|days?|nights?|kami|tao|rooms?|persons?|people|children|infants?|k\b))/g,
      (m) => comingDay(now, year, Number(m[1])) ?? null,
    ],
  ];
  // A weekend said with no "this" or "next" ("weekend ng Feb 13", "valentines weekend feb 13-15") is the
  // reason for the days named beside it, not a weekend of its own.
  const bareWeekends = [...text.matchAll(/(?<!\b(?:this|next|ngayong|sunod nga|sunod na) )\b(?:weekend|wknd|wkend)\b/g)].map(
    (m) => m.index,
  );
  // "tonight", "ngayong gabi": a stay of one night unless a number of nights or a second day is given.
  if (TONIGHT.test(text)) tonight = true;
  for (const [re, read] of own) {
    text = takeAll(text, re, (m) => {
      const r = read(m);
      if (!r) return false;
      found.push({ index: m.index, days: Array.isArray(r) ? r : [r], range: Array.isArray(r) });
    });
  }

  // chrono-node misses "12 december" followed by a run of spaces (where a count was taken out): the run
  // keeps its length, as a filler chrono reads as a break, and becomes spaces again after.
  text = text.replace(/ {2,}/g, (run) => ` ${";".repeat(run.length - 1)}`);
  // "w/ breakfast" is "with", never "1 w" (a week) to chrono-node; the text keeps it (it parts "Cebu City w/ airport shuttle").
  // Nor is "worth a day" or "a day trip" a day from now.
  // "from 17 Dec": chrono reads "from 17" as five o'clock; the day before its month is read without the "from".
  const forChrono = text
    .replace(/\bw\//g, "  ")
    .replace(/(?<!\bin )\ba day\b/g, "     ")
    .replace(/\bfrom(?=\s+\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)/g, "    ");
  for (const r of chrono.en.parse(forChrono, { instant: now, timezone: 480 }, { forwardDate: true })) {
    const s = r.start;
    if (!s.isCertain("month") && !s.isCertain("weekday") && !s.isCertain("day")) continue;
    if (!s.isCertain("day") && !s.isCertain("weekday")) continue; // a month alone is read below
    // "right now" and "next week" name no day a search could use.
    if (/^(?:right )?now$|^(?:next|this|last|sa susunod na) (?:week|month|year|linggo|buwan)$/.test(r.text.trim())) continue;
    const y = s.get("year") ?? year;
    if (y < year || y > year + 2) continue;
    const day = ymd(s);
    if (!day) continue;
    const days = [day];
    const end = r.end ? ymd(r.end) : null;
    if (end && end > day) days.push(end);
    found.push({ index: r.index, days, range: days.length === 2 });
    text = mask(text, r.index, r.text.length);
  }

  text = text.replace(/;/g, " ");
  let month: number | undefined;
  text = takeAll(text, /\b(this|next|ngayong|sa susunod na) (?:month|buwan)\b/g, (m) => {
    const current = manilaDay(now).getUTCMonth() + 1;
    month ??= m[1] === "this" || m[1] === "ngayong" ? current : (current % 12) + 1;
  });
  text = takeAll(text, MONTH_ALONE, (m) => {
    if (m[1] === "may" && !/\b(?:in|sa|for|this|next|ngayong)\s*$/.test(m[0].slice(0, m[0].length - 3))) return false;
    const i = MONTHS_EN.findIndex((name) => name.startsWith(m[1].slice(0, 3)));
    month ??= i + 1;
  });

  // "hanggang 23", "until Dec 23", "hangtod sa 23": the end of a stay or trip begun before, said alone.
  text = takeAll(
    text,
    new RegExp(
      `\\b(?:hanggang|hangtod|hasta|asta|agingga|inggana|tubtob|tubtub|kutob|until|til|till)\\s+(?:the\\s+|sa\\s+|on\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\b${NOT_A_DAY_AFTER}`,
      "g",
    ),
    (m) => {
      const day = comingDay(now, year, Number(m[1]));
      if (!day) return false;
      found.push({ index: m.index, days: [day], range: false, until: true });
    },
  );
  found.sort((a, b) => a.index - b.index);
  // Each bare weekend is found at its word or a word before it ("sa weekend"): within a few letters.
  const isBareWeekend = (f: Found) => f.days.length === 2 && bareWeekends.some((i) => i >= f.index && i - f.index <= 10);
  if (found.some((f) => !isBareWeekend(f) && !f.until)) {
    for (let i = found.length - 1; i >= 0; i--) if (isBareWeekend(found[i]!)) found.splice(i, 1);
  }
  const ends = found.filter((f) => f.until || (found.length === 1 && UNTIL_BEFORE.test(input.toLowerCase().slice(0, f.index))));
  if (found.length === 1 && ends.length === 1 && ends[0]!.days.length === 1)
    return { days: [], range: false, ...(month !== undefined ? { month } : {}), nights, until: ends[0]!.days[0], rest: text };
  const kept = placeInOrder(
    explicitOverHolidays(
      found.filter((f) => !f.until),
      input,
    ),
    weekdays,
  );
  // "tues dec 1": a weekday said with its date is one day, not two.
  const days = kept.flatMap((f) => f.days).filter((d, i, all) => i === 0 || d !== all[i - 1]);
  const range = kept.length === 1 && kept[0].range;
  if (tonight && nights === undefined && days.length <= 1) nights = 1;
  return {
    days,
    range:
      range || (kept.length >= 2 && /\b(?:to|hanggang|until|til|till|thru|through|-)(?:\b|\s)/.test(input.replace(/[\u2013\u2014]/g, "-"))),
    month,
    nights,
    rest: text,
  };
}

const RANGE_WORD = /\b(?:to|hanggang|until|til|till|thru|through)\b|-/;

/**
 * A holiday said beside a date of its own is the reason for the trip, not a second date ("uuwi for
 * Christmas, sa Dec 20"), unless a range joins them ("Dec 20 to Christmas").
 */
function explicitOverHolidays(found: Found[], input: string): Found[] {
  if (!found.some((f) => f.holiday) || found.every((f) => f.holiday)) return found;
  const lower = input.toLowerCase();
  return found.filter((f, i) => {
    if (!f.holiday) return true;
    const neighbours = [found[i - 1], found[i + 1]].filter((x): x is Found => x !== undefined && !x.holiday);
    return neighbours.some((x) => {
      const [a, b] = x.index < f.index ? [x.index, f.index] : [f.index, x.index];
      return RANGE_WORD.test(lower.slice(a, b));
    });
  });
}

/**
 * Weekdays named after another day count from it ("next weekend, Saturday to Monday", "Dec 12 hanggang
 * Lunes"): each is the first such weekday on or after the day before it (after it, for the second day of a
 * range). A weekend followed by its own weekdays gives way to them.
 */
function placeInOrder(found: Found[], weekdays: Map<number, number>): Found[] {
  const out: Found[] = [];
  for (const f of found) {
    const wd = weekdays.get(f.index);
    const prev = out[out.length - 1];
    if (wd === undefined || !prev) {
      out.push(f);
      continue;
    }
    const prevWeekend = prev.days.length === 2 && !weekdays.has(prev.index) && isWeekend(prev.days);
    const from = prevWeekend ? prev.days[0]! : prev.days[prev.days.length - 1]!;
    let day = from;
    const strictlyAfter = !prevWeekend;
    const dow = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
    if (strictlyAfter) day = addDays(day, 1);
    while (dow(day) !== wd) day = addDays(day, 1);
    if (prevWeekend && prev.days.includes(day)) out.pop();
    out.push({ ...f, days: [day] });
  }
  return out;
}

const TONIGHT = /\b(?:tonight|tonite|tonyt|tonyt|2nyt|2nite|2night|ngayong gabi|ngaung gabi|this evening|karong gabii|subong gab-i)\b/;
const MONTH_DAY_PART = new RegExp(
  `\\b((?:${["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"].join("|")}|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?)\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)(?![a-z])`,
  "gi",
);

function ymd(c: chrono.ParsedComponents): string | null {
  const y = c.get("year");
  const m = c.get("month");
  const d = c.get("day");
  if (!y || !m || !d || !validDay(y, m, d)) return null;
  return `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}
