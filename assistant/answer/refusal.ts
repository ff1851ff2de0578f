/**
 * When a service says no: its own sentence for the traveller (and the fields it names), with the page
 * where it can be fixed. Never the error's internals; a fault the service did not describe is handed
 * over to the team.
 */
import type { ChatIntent, ChatLink } from "../../contracts/assistant.ts";
import type { UseCaseError } from "../../contracts/application.ts";
import { CONTACT_LINK } from "./help.ts";
import type { Answer, AnswerTurn } from "./types.ts";
import { say } from "./wording.ts";

const TRAVELLER_CODES = new Set<UseCaseError["code"]>([
  "invalid",
  "unprocessable",
  "not_found",
  "rate_limited",
  "gone",
  "conflict",
  "unauthenticated",
]);

export function refusal(turn: AnswerTurn, intent: ChatIntent, error: UseCaseError | null, page: ChatLink): Answer {
  const slots = turn.understanding.slots;
  if (error && TRAVELLER_CODES.has(error.code)) {
    const details = [...new Set(Object.values(error.fields ?? {}).flat())].filter((d) => d !== error.message).slice(0, 3);
    const text = [error.message, ...details].join(" ");
    return { intent, text, cards: [], links: [page], slots, results: [error] };
  }
  const text = say(
    turn.register,
    "I could not get an answer from our search just now. The page below runs the same search, or our team can help.",
    "Hindi po sumagot ang search namin ngayon. Try the page below (same search), or our team can help.",
  );
  return { intent, text, cards: [], links: [page, CONTACT_LINK], slots, results: error ? [error] : [] };
}
