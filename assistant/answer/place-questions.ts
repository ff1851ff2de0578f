/**
 * A question about a place answered from its guide's own sections, not with the same blurb: climbing
 * and permits, how many days, with children, crowds, when to go, tours, safety. The guide's sentences
 * that speak to the question are quoted as the guide has them (so nothing is made up), with the section
 * linked; when the guide says nothing on it, the reply says so and links the guide.
 */
import type { Circuit } from "../../contracts/circuits.ts";
import { formatMoney } from "../../contracts/money.ts";
import type { GuideContent } from "../../contracts/travel-guides.ts";

/** A guide as the content use case gives it (core/content/guides.ts). */
type Guide = Circuit & GuideContent;

type Topic = {
  /** What the traveller asks. */
  asks: RegExp;
  /** What a guide sentence must say to answer it. */
  finds: RegExp;
  /** The guide page's section (its anchor). */
  section: string;
  label: string;
};

const TOPICS: Topic[] = [
  {
    asks: /\b(?:which|what|nearest|closest|anong|saang|asa nga) airports?\b|\bairports? (?:is )?(?:close|near|nearest|closest)\b/,
    finds: /\b(?:airports?|fly|flights?)\b/i,
    section: "getting-there",
    label: "Getting there",
  },
  {
    asks: /\b(?:climb\w*|hik(?:e|ing)|trek\w*|akyat|umakyat|summit|crater|go up|bundok|tuktok)\b/,
    finds: /\b(?:climb\w*|danger zone|permit|summit|trail|alert level|hike|trek\w*|crater)\b/i,
    section: "fees",
    label: "Fees and permits",
  },
  {
    asks: /\b(?:permits?|registration|register)\b/,
    finds: /\b(?:permit|register\w*|registration|guide)\b/i,
    section: "fees",
    label: "Fees and permits",
  },
  {
    asks: /\b(?:kids?|children|child|bata|anak|family|pamilya|baby|toddler|stroller|seniors?|elderly|60s|70s|80s|matanda|\d+[- ]?(?:year|yr)s?[- ]?old|walking|lakad|too hard|mahirap|wheelchair|accessible)\b/,
    finds: /\b(?:kids?|children|families|family|young|calm|shallow|easy|gentle|steps|walk\w*|fit\w*|age)\b/i,
    section: "overview",
    label: "Overview",
  },
  {
    asks: /\b(?:cloudy|clouds?|clear (?:view|sky|skies)|visible|see (?:the )?(?:volcano|mayon|view|peak)|rain\w*|ulan|maulan|weather|panahon)\b/,
    finds: /\b(?:clear\w*|cloud\w*|rain\w*|wet|dry|view\w*|visible|morning|haze|season)\b/i,
    section: "when-to-go",
    label: "When to go",
  },
  {
    asks: /\b(?:crowd\w*|busy|peak|siksikan|matao|dami ng tao|holidays?|december|christmas|holy week)\b/,
    finds: /\b(?:crowd\w*|busy|peak|book (?:early|ahead)|holiday\w*|quiet\w*|full)\b/i,
    section: "when-to-go",
    label: "When to go",
  },
  {
    asks: /\b(?:tour [a-d]|tours?|island hopping|lagoons?)\b/,
    finds: /\b(?:tour [a-d]|tours?|island hopping|lagoons?|boat)\b/i,
    section: "itinerary",
    label: "Suggested days",
  },
  {
    asks: /\b(?:safe|ligtas|delikado|dangerous|risk\w*|open pa|bukas pa|pwede pa)\b/,
    finds: /\b(?:danger\w*|closed|safe\w*|alert|careful|warning|suspend\w*|respect|ask)\b/i,
    section: "responsible",
    label: "Travel responsibly",
  },
  {
    asks: /\b(?:sardine|whale sharks?|snorkel\w*|dive|diving|surf\w*|sunrise|sunset)\b/,
    finds: /\b(?:sardine|whale sharks?|snorkel\w*|div(?:e|ing)|surf\w*|sunrise|sunset|morning|early|tide)\b/i,
    section: "highlights",
    label: "Highlights",
  },
];

const DAYS_ASKED =
  /\b(?:how many days|ilang araw|gaano katagal|days? (?:is|are|would be) enough|enough days|worth it|sulit|\d+ ?days?|isang araw|one day|1 day)\b/;
const WHEN_ASKED =
  /\b(?:best (?:month|time|season)|(?:pinaka)?magandang (?:panahon|buwan|time|month)|when (?:to|should|is the best)|kailan (?:ang )?(?:maganda|best|pinakamaganda\w*)|anong buwan|kanus-a (?:maayo|nindot|ang labing)|(?:pinaka-?)?maayong (?:panahon|bulan))\b/;

const LABELS: Record<string, string> = {
  overview: "Overview",
  highlights: "Highlights",
  "getting-there": "Getting there",
  "when-to-go": "When to go",
  itinerary: "Suggested days",
  fees: "Fees and permits",
  responsible: "Travel responsibly",
};

export type PlaceAnswer = { text: string; section: string; label: string; found: boolean };

/** Every sentence the guide writes, tagged with its section, in the guide's order. */
function sentences(g: Guide): { text: string; section: string }[] {
  const split = (t: string) => t.split(/(?<=[.!?])\s+(?=[A-Z0-9])/).filter((s) => s.length > 0);
  return [
    ...g.overview.flatMap((p) => split(p).map((text) => ({ text, section: "overview" }))),
    ...g.highlights.flatMap((h) => split(`${h.name}: ${h.text}`).map((text) => ({ text, section: "highlights" }))),
    ...g.access.tips.flatMap((t) => split(t).map((text) => ({ text, section: "getting-there" }))),
    ...[g.seasons.best, g.seasons.wet, g.seasons.typhoon].flatMap((t) => split(t).map((text) => ({ text, section: "when-to-go" }))),
    ...g.days.flatMap((d) => d.activities.map((text) => ({ text: `${d.title}: ${text}`, section: "itinerary" }))),
    ...g.fees.map((f) => ({
      text: `${f.name}${f.amount ? ` (${formatMoney(f.amount, { compact: true })}${f.upTo ? ` to ${formatMoney(f.upTo, { compact: true })}` : ""})` : ""}: ${f.detail}`,
      section: "fees",
    })),
    ...g.responsible.flatMap((t) => split(t).map((text) => ({ text, section: "responsible" }))),
  ];
}

/** The answer to a question about the guide's place, or null when the message asks nothing in particular. */
export function answerFromGuide(g: Guide, message: string): PlaceAnswer | null {
  const m = message.toLowerCase();
  if (DAYS_ASKED.test(m)) {
    const plan = g.days.map((d, i) => `Day ${i + 1}: ${d.title}`).join("; ");
    return {
      text: `Our ${g.name} guide plans ${g.days.length} days: ${plan}.`,
      section: "itinerary",
      label: `Suggested ${g.days.length} days`,
      found: true,
    };
  }
  if (WHEN_ASKED.test(m))
    return { text: `${g.seasons.bestMonths}: ${g.seasons.best}`, section: "when-to-go", label: "When to go", found: true };
  const topic = TOPICS.find((t) => t.asks.test(m));
  if (!topic) return null;
  const all = sentences(g);
  const best = all
    .map((s, i) => ({ ...s, i, score: (s.text.match(new RegExp(topic.finds.source, "gi")) ?? []).length }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || (a.section === topic.section ? -1 : 0) - (b.section === topic.section ? -1 : 0) || a.i - b.i)
    .slice(0, 2);
  if (best.length === 0) return { text: "", section: topic.section, label: topic.label, found: false };
  // The section linked is the best answer's; the sentences read in the guide's order.
  const section = best[0]!.section;
  const hits = [...best].sort((a, b) => a.i - b.i);
  const text = hits.map((h) => (/[.!?)]$/.test(h.text) ? h.text : `${h.text}.`)).join(" ");
  return { text, section, label: LABELS[section] ?? topic.label, found: true };
}
