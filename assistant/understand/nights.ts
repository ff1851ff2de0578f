/**
 * A stay's length said in nights, in the languages we read ("3 nights", "isang gabi", "2 ka gab-i", "duwa
 * dum", "tallo a rabii", "sanlabi"), taken out of the text before the days are read.
 */
import { NUMBER_WORDS } from "./numbers.ts";
import { takeAll } from "./text.ts";

// A day of a month is never a count of nights ("dec 27 gabi" is the evening of the 27th).
/** Night in the languages we read: Cebuano gabii, Hiligaynon gab-i, Bikol banggi, Ilocano rabii, Tausug dum, Kapampangan bengi, Pangasinan labi. */
const NIGHT_WORDS = String.raw`nights?|gabi|gabii|gab-i|gab i|banggi|rabii|dum|bengi|labi|nites?|nyts?|nytes?|nts|evenings?|noches?`;
/** Numbers before nights, with Tausug "tu" (three), said only before its night word. */
const NIGHT_NUMBERS: Record<string, number> = { ...NUMBER_WORDS, tu: 3 };
const NIGHTS_WORDS = new RegExp(
  String.raw`(?<!(?<!\d\s{0,2})\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december)\.?\s{0,2})\b(\d{1,2}|apat na|${Object.keys(
    NIGHT_NUMBERS,
  )
    .filter((w) => !w.includes("_"))
    .join("|")})\s*-?\s*(?:(?:ka|a|nga|na|ng|ya)\s+)?(?:${NIGHT_WORDS})\b`,
  "g",
);

/** "3 nights", "1 nyt", "isang gabi", "two-night": how many nights, taken out of the text. */
export function findNights(input: string): { nights?: number; rest: string } {
  let nights: number | undefined;
  // "2nyt", "2nite" written as one word are text-speak for tonight, not two nights.
  let rest = input.replace(/\b2(nyt|nite|night)\b/g, "to$1");
  rest = takeAll(rest, NIGHTS_WORDS, (m) => {
    nights ??= NIGHT_NUMBERS[m[1]!.replace(" ", "_")] ?? Number(m[1]);
  });
  // Pangasinan "sanlabi": one night.
  rest = takeAll(rest, /\bsanlabi\b/g, () => {
    nights ??= 1;
  });
  // "dec 13 overnight", "overnight stay": one night (an overnight bus or ferry is a way to travel, not a stay).
  rest = takeAll(rest, /\bovernight\b(?!\s*(?:bus|ferry|ferries|boat|trip|travel|flight|byahe|biyahe))/g, () => {
    nights ??= 1;
  });
  return { nights, rest };
}
