/**
 * The travel-circuit guides as site search indexes them. Today: the facts of circuits.ts. When the
 * full guides land (guides.ts), return their text here instead; nothing else changes.
 */
import type { GuideText } from "../../../core/content/search.ts";
import { CIRCUITS } from "./circuits.ts";

export function guideSearchTexts(): GuideText[] {
  return CIRCUITS.map((c) => ({
    slug: c.slug,
    title: c.name,
    summary: `${c.region}. ${c.note}.`,
    text: [`${c.name}, ${c.region}.`, c.note, `Getting there: ${c.gettingThere}`, `Best time to go: ${c.bestTime}`].join(" "),
  }));
}
