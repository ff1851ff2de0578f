/**
 * The names a guide's landmark goes by ("Kawasan Falls" → "Kawasan", "Mines View Park" → "Mines View"),
 * for the gazetteer (gazetteer.ts), and the English words that are never a place's name on their own.
 */
import { DESTINATIONS } from "../../core/hotels/destinations.ts";
import { normalise } from "./text.ts";
import { dictionary as english } from "@zxcvbn-ts/language-en";

const EVERYDAY = new Set(english["commonWords-en"]);
/** An everyday English word ("naked", "twin", "small") is never a place's name on its own. */
export const isEverydayWord = (w: string) => EVERYDAY.has(w);
const COMMON_RANK = new Map((english["commonWords-en"] as string[]).map((w, i) => [w, i]));
/** A word among the 30,000 commonest English ones ("haneda" is in the list, far down; "clark" is not far). */
export const isCommonWord = (w: string) => (COMMON_RANK.get(w) ?? Number.POSITIVE_INFINITY) < 30_000;

/** The names of our hotel destinations' areas ("sabang", "white beach"), never a guide landmark's short name. */
const HOTEL_AREA_NAMES = new Set(
  DESTINATIONS.flatMap((d) => (d.areas ?? []).flatMap((a) => [a.name, ...(a.aliases ?? [])]).map((n) => normalise(n))),
);

const GENERIC_TAIL =
  /\s+(?:rock pools?|falls|lake|lagoon|volcano|ruins|church|park|island|beach|hot spring|sanctuary|museum|viewpoint|hill|bay|wrecks|river|center|centre|sardine run|island hopping)$/;

/**
 * The names a guide's highlight goes by: its name, each part of "X, Town" and "Town: X", and the name
 * without its kind ("Kawasan Falls" → "Kawasan", "Mayon Volcano" → "Mayon") when that is a proper name.
 */
export function landmarkNames(name: string): string[] {
  // "Magellan's Cross and the Basilica del Santo Niño": two landmarks, each a name, unless a part is named
  // like a hotel area elsewhere ("Sabang Beach and wharf": Puerto Galera has a Sabang).
  const split = name
    .replace(/^the\s+/i, "")
    .split(/[,:]\s*|\s+and\s+(?:the\s+)?/)
    .map((x) => x.trim().replace(/^the\s+/i, ""))
    .filter(Boolean);
  const areaLike = split.some((x) => HOTEL_AREA_NAMES.has(normalise(x).replace(GENERIC_TAIL, "")));
  const parts = areaLike
    ? name
        .replace(/^the\s+/i, "")
        .split(/[,:]\s*/)
        .map((x) => x.trim())
        .filter(Boolean)
    : split;
  const out = new Set<string>();
  for (const part of parts) {
    out.add(part);
    out.add(part.replace(/^mount\s+/i, "Mt "));
    const bare = normalise(part).replace(GENERIC_TAIL, "");
    if (bare !== normalise(part) && bare.length >= 5 && !bare.includes(" ") && !isCommonWord(bare)) out.add(bare);
    // "Mines View Park" → "Mines View": a name of two words or more without its kind.
    else if (bare !== normalise(part) && bare.includes(" ") && bare.length >= 9) out.add(bare);
  }
  return [...out].filter((n) => !isEverydayWord(normalise(n)));
}
