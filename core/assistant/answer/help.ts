/**
 * Replies that call no search: a greeting, and the hand-over to a person when the assistant cannot
 * help (out of scope, an unusual request, a complaint). It says so plainly and offers the contact form.
 */
import type { ChatCard } from "../../../contracts/assistant.ts";
import { CONTACT_HREF } from "./links.ts";
import type { Answer, AnswerTurn } from "./types.ts";
import { say } from "./wording.ts";

const EXAMPLES: { label: string; message: string }[] = [
  { label: "Flights", message: "Flights from Manila to Cebu next Friday for 2 adults" },
  { label: "Hotels", message: "Hotels in El Nido under 3,000 a night" },
  { label: "Tides", message: "When is low tide in Coron tomorrow?" },
  { label: "Fees", message: "How much is the terminal fee at NAIA?" },
];

export function greeting(turn: AnswerTurn): Answer {
  const text = say(
    turn.register,
    "Hi! I can search flights and hotels, show tides and the weather, typhoon signals and advisories, fees such as the travel tax and terminal fees, check a booking, and plan a trip. What would you like to do?",
    "Hi po! I can search flights and hotels, tides and weather, typhoon signals, fees like the travel tax and terminal fee, check a booking, o mag-plan ng trip. Ano po ang kailangan ninyo?",
  );
  const cards: ChatCard[] = [{ kind: "choices", question: "Try one of these", choices: EXAMPLES }];
  return { intent: "small_talk", text, cards, links: [], slots: {}, results: [] };
}

export const CONTACT_LINK = { href: CONTACT_HREF, label: "Write to the Lakbay team" };

/**
 * The hand-over: `reason` says what the assistant cannot do (its own sentence, never the message's
 * words), then the contact form.
 */
export function handOver(turn: AnswerTurn, reason?: string): Answer {
  const lead =
    reason ??
    say(
      turn.register,
      "I can't help with that here, and I don't want to guess.",
      "Pasensya na po, I can't help with that here and I don't want to guess.",
    );
  const text = `${lead} ${say(
    turn.register,
    "A person from our team can: write to them with the contact form, and they will answer by e-mail with a reference number.",
    "Our team can help po: write to them with the contact form and they will reply by e-mail with a reference number.",
  )}`;
  return { intent: "contact", text, cards: [], links: [CONTACT_LINK], slots: {}, results: [] };
}
