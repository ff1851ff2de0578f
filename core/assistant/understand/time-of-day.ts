/**
 * The part of the day a traveller wants to leave ("umaga sana alis", "after lunch", "gabi na", "tom nyt",
 * "pm only"). Read, not taken out of the text: "2 nights" and "isang gabi" are lengths of stay, never this.
 * Earliest/latest are sorts (choices), not parts of the day.
 */
import type { TimeWindow } from "../../../contracts/flights.ts";

export type TimeOfDay = "morning" | "afternoon" | "evening" | "night";

const COUNTED = String.raw`(?<!\b(?:\d+|one|two|three|four|five|isang|dalawang|tatlong|kada|per|a|every|last|bawat)\s*)`;
const RULES: [TimeOfDay, RegExp][] = [
  ["night", /\b(?:tonight|nyt|nite|red-?eye|late night|at night|night flight|midnight|madaling araw)\b/],
  ["morning", /\b(?:morning|umaga|am only|am flight|a\.m\.|before noon|before lunch)\b/],
  ["afternoon", /\b(?:afternoon|hapon|after lunch|pm only|pm flight|after noon|tanghali)\b/],
  ["evening", new RegExp(String.raw`\b(?:evening|${COUNTED}gabi)\b`)],
];

export function findTimeOfDay(text: string): TimeOfDay | undefined {
  for (const [part, re] of RULES) if (re.test(text)) return part;
  return undefined;
}

/** The flight results page's departure windows for a part of the day (contracts/flights.ts TIME_WINDOWS). */
export const departWindows = (part: TimeOfDay): TimeWindow[] =>
  part === "morning" ? ["morning"] : part === "afternoon" ? ["afternoon"] : part === "evening" ? ["evening"] : ["evening", "early"];
