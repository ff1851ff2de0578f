/**
 * The part of the day a traveller wants to leave ("umaga sana alis", "after lunch", "gabi na", "tom nyt",
 * "pm only"). Read, not taken out of the text: "2 nights" and "isang gabi" are lengths of stay, never this.
 * Earliest/latest are sorts (choices), not parts of the day.
 */
import type { TimeWindow } from "../../contracts/flights.ts";

export type TimeOfDay = "morning" | "afternoon" | "evening" | "night";

// "3 nights" counts nights; "dec 27 gabi" is the evening of a day (a number right after a month is a day).
const MONTHS = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december)`;
const COUNTED = String.raw`(?<!(?<!\b${MONTHS}\.?\s{0,2})\b(?:\d+|one|two|three|four|five|isang|dalawang|tatlong|kada|per|a|every|last|bawat)\s*)`;
const RULES: [TimeOfDay, RegExp][] = [
  [
    "night",
    new RegExp(
      String.raw`\b(?:tonight|nyt|nite|red-?eye|late night|at night|night flight|midnight|madaling araw|${COUNTED}night)\b(?!\s*(?:stay|s\b))`,
    ),
  ],
  // Morning in Tagalog, Cebuano (buntag), Bikol and Hiligaynon (aga, also said alone between commas), Ilocano (bigat); afternoon (malem); night (rabii, banggi).
  [
    "morning",
    /\b(?:morning|mornin|umaga|umga|buntag|sa aga|ha aga|han aga|ha kaagahon|(?:yung|ang|an|ing|iti) aga|ti bigat|iti bigat|bigat|am only|am flight|a\.m\.|before noon|before lunch)\b|(?:^|,)\s*aga\s*(?:,|\.|$)/,
  ],
  [
    "afternoon",
    /\b(?:afternoon|arvo|hapon|udto|malem|after lunch|pm only|pm flight|after noon|tanghali|(?:mon|tues?|wed|thu|thurs|fri|sat|sun)\w* pm)\b/,
  ],
  ["evening", new RegExp(String.raw`\b(?:evening|${COUNTED}gabi|${COUNTED}gabii|rabii|banggi|gab-i)\b`)],
];

/** The part of the day an hour falls in, as the results page's windows split it. */
const partOfHour = (h: number): TimeOfDay => (h < 12 ? "morning" : h < 17 ? "afternoon" : h < 21 ? "evening" : "night");

/** "after 6pm", "before 10 am", "leaving 2pm": the part of the day of that hour. */
const CLOCK = /\b(?:after|from|past|before|by|around|leaving|alis(?: ng)?|mga)?\s*(\d{1,2})(?::\d{2})?\s*(am|pm|a\.m\.|p\.m\.)(?![a-z])/;
/** A bare "am"/"pm" after a day ("dec 2 am", "bukas pm"). */
const BARE =
  /\b(?:\d{1,2}(?:st|nd|rd|th)?|tom|tomorrow|bukas|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun)\s+(am|pm)\b/;

export function findTimeOfDay(text: string): TimeOfDay | undefined {
  for (const [part, re] of RULES) if (re.test(text)) return part;
  const clock = CLOCK.exec(text);
  if (clock) {
    const h = Number(clock[1]) % 12;
    return partOfHour(clock[2]!.startsWith("p") ? h + 12 : h);
  }
  const bare = BARE.exec(text);
  if (bare) return bare[1] === "am" ? "morning" : "afternoon";
  return undefined;
}

/** The flight results page's departure windows for a part of the day (contracts/flights.ts TIME_WINDOWS). */
export const departWindows = (part: TimeOfDay): TimeWindow[] =>
  part === "morning" ? ["morning"] : part === "afternoon" ? ["afternoon"] : part === "evening" ? ["evening"] : ["evening", "early"];
