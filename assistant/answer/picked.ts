/**
 * "The second one", "yung pangalawa", "#3": one of the hotels or flights the last reply showed, picked by
 * its place in the list. The reply names it from the card it was shown on (nothing is searched again)
 * and links its page; the conversation keeps the search it came from.
 */
import type { ChatCard, ChatContext } from "../../contracts/assistant.ts";
import type { Answer, Register } from "./types.ts";
import { peso, say } from "./wording.ts";
import { pickedIndex } from "../understand/picks.ts";

export { pickedIndex };

export type PickableCard = Extract<ChatCard, { kind: "hotel" } | { kind: "flight" }>;

const ORDINALS = ["first", "second", "third", "fourth", "fifth"];
const ORDINALS_TL = ["una", "pangalawa", "pangatlo", "pang-apat", "panlima"];
const timeFmt = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Manila",
});

/** The reply naming the picked card, or null when the message picks nothing the last reply showed. */
export function pickShown(message: string, context: ChatContext, register: Register): Answer | null {
  const shown = context.shown ?? [];
  const at = pickedIndex(message);
  if (at === undefined || shown.length === 0 || !context.lastIntent) return null;
  const i = at < 0 ? shown.length - 1 : at;
  const card = shown[i];
  if (!card) {
    const text = say(
      register,
      `I showed ${shown.length === 1 ? "only one" : `only ${shown.length}`}: say which of them, or open the full list.`,
      `${shown.length === 1 ? "Isa lang" : `${shown.length} lang`} po ang pinakita ko: alin po sa kanila, or open the full list.`,
    );
    return { intent: context.lastIntent, text, cards: [], links: [], slots: context.slots ?? {}, results: [] };
  }
  const which = say(register, `The ${at < 0 ? "last" : ORDINALS[i]} one`, `Ang ${at < 0 ? "huli" : ORDINALS_TL[i]}`);
  const what =
    card.kind === "hotel"
      ? `${card.name}${card.area ? `, ${card.area}` : ""}: ${peso(card.pricePerNight)} a night`
      : `${card.airline} ${card.flightNumbers.join(" + ")}, ${card.origin} to ${card.destination}, leaving ${timeFmt.format(new Date(card.departsAt))}`;
  const next =
    card.kind === "hotel"
      ? say(register, "Open it to see its rooms and book.", "Buksan po para makita ang rooms at mag-book.")
      : say(
          register,
          "Open it to pick a fare and book; prices can change until you book.",
          "Buksan po para pumili ng fare at mag-book; prices can change until you book.",
        );
  return {
    intent: context.lastIntent,
    text: `${which}: ${what}. ${next}`,
    cards: [card],
    links: [{ href: card.href, label: card.kind === "hotel" ? "Open the hotel" : "Open the flight" }],
    slots: context.slots ?? {},
    results: [{ shown: card }],
  };
}

/** The hotels and flights a reply showed, kept for "the second one" (at most five). */
export const pickable = (cards: readonly ChatCard[]): PickableCard[] =>
  cards.filter((c): c is PickableCard => c.kind === "hotel" || c.kind === "flight").slice(0, 5);
