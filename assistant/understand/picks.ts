/**
 * "The second one", "yung pangalawa", "#3": a pick of one of the cards the last reply showed, by its
 * place in the list. Read by the understanding (the conversation stays on its search) and by the answer
 * (which names the card picked).
 */

const WORDS: [RegExp, number][] = [
  [/^(?:first|1st|una|unang|nauna)$/, 0],
  [/^(?:second|2nd|pangalawa|ikalawa|ikaduha)$/, 1],
  [/^(?:third|3rd|pangatlo|ikatlo|ikatulo)$/, 2],
  [/^(?:fourth|4th|pang-?apat|ikaapat)$/, 3],
  [/^(?:fifth|5th|panlima|ikalima)$/, 4],
  [/^(?:last|huli|huling|katapusan)$/, -1],
];

const PICK =
  /^(?:(?:ok(?:ay)?|sige|i'?ll take|i want|gusto ko|kunin ko|book|show me|open)\s+)?(?:(?:the|yung|ung|iyong|yang|ang|un)\s+)?(?:(first|1st|una|unang|nauna|second|2nd|pangalawa|ikalawa|ikaduha|third|3rd|pangatlo|ikatlo|ikatulo|fourth|4th|pang-?apat|ikaapat|fifth|5th|panlima|ikalima|last|huli|huling|katapusan)|(?:#|no\.?\s*|number\s*|option\s*)([1-5]))(?:\s+(?:one|po|hotel|flight|option|choice|na|nalang|lang|please|pls|dun|doon))*\s*$/;

/** The index of the card a message picks (-1 is the last), or undefined when it picks none. */
export function pickedIndex(message: string): number | undefined {
  const text = message
    .toLowerCase()
    .replace(/[.!?,]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (text.split(" ").length > 7) return undefined;
  // "the last flight", "yung huling flight": the day's latest departure, not the last card shown.
  if (/\b(?:last|huli|huling|katapusan)\s+flight\b/.test(text)) return undefined;
  const m = PICK.exec(text);
  if (!m) return undefined;
  if (m[2]) return Number(m[2]) - 1;
  return WORDS.find(([re]) => re.test(m[1]!))?.[1];
}
