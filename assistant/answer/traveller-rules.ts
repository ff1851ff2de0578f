/**
 * fees_info about who may fly and on what terms (understand/traveller-rules.ts): the passenger types
 * and the companion rule the airlines we sell publish (contracts/flights.ts, contracts/companion-rules.ts),
 * and, for what we hold no rule of (flying while pregnant, a senior's or PWD's discount, a child's papers),
 * plainly that the airline decides, with the airlines page and the team. Never medical advice, never a
 * figure we have not checked; a route and day named in the question get their flights' link.
 */
import type { ChatLink } from "../../contracts/assistant.ts";
import { companionRule, ruleSentence } from "../../contracts/companion-rules.ts";
import { travellerRuleAsked } from "../understand/traveller-rules.ts";
import { correctText } from "../understand/spelling.ts";
import { normalise } from "../understand/text.ts";
import { flightSearchOf } from "./flights.ts";
import { CONTACT_LINK } from "./help.ts";
import { flightResultsHref } from "./links.ts";
import type { Answer, AnswerTurn } from "./types.ts";
import { say } from "./wording.ts";

const AIRLINES_LINK: ChatLink = { href: "/flights/airlines", label: "Airlines we sell and their rules" };

const TYPES_EN =
  "On the flights we sell, a traveller of 12 or over books an adult fare, a child of 2 to 11 a child fare with a seat, and a baby under 2 an infant fare on an adult's lap, with no seat or bag of its own.";
const TYPES_TL =
  "Sa flights na bine-book namin, adult fare ang 12 pataas, child fare (may sariling upuan) ang 2 hanggang 11, at infant fare ang baby na wala pang 2, nakakandong sa adult, walang sariling upuan o bag.";

/** The answer about a traveller's terms, or null when the message asks none (the fare's rules answer). */
export function travellerRules(turn: AnswerTurn): Answer | null {
  const rule = travellerRuleAsked(correctText(normalise(turn.message)));
  if (!rule) return null;
  const slots = turn.understanding.slots;
  const companion = ruleSentence(companionRule(""));
  const checkAirline = say(
    turn.register,
    "The airline decides that, so check with it before you book: the airlines page lists the airlines we sell, and our team can ask the airline for you.",
    "Ang airline po ang nagdedesisyon diyan, kaya i-check muna sa airline bago mag-book: nasa airlines page ang airlines na bine-book namin, at our team can ask the airline for you.",
  );
  const lead: Record<typeof rule, string> = {
    pregnancy: say(
      turn.register,
      "Each airline sets its own rules for flying while pregnant (up to which week, and when it asks for a doctor's certificate).",
      "May sariling rules po ang bawat airline para sa buntis na lilipad (hanggang ilang linggo, at kailan kailangan ng medical certificate).",
    ),
    discount: say(
      turn.register,
      `${TYPES_EN} There is no separate senior citizen, PWD or student fare to pick when you book with us; whether and how the airline grants such a discount is the airline's rule.`,
      `${TYPES_TL} Walang hiwalay na senior citizen, PWD o student fare na pipiliin sa booking; ang airline po ang bahala kung paano nila ibinibigay ang discount.`,
    ),
    infant: `${say(turn.register, TYPES_EN, TYPES_TL)} ${companion}`,
    minor_papers: say(
      turn.register,
      `${companion} Which papers a companion who is not a parent must carry for the child (a letter from the parents, an ID) is the airline's rule.`,
      `${companion} Kung anong papers ang dala ng kasama na hindi magulang (sulat ng parents, ID), ang airline po ang nagsasabi.`,
    ),
  };
  const links: ChatLink[] = [AIRLINES_LINK];
  const day = slots.departureDate ?? slots.date;
  if (slots.origin && slots.destination && day) {
    const search = flightSearchOf({ ...slots, returnDate: undefined, tripType: "one-way" }, day);
    links.unshift({ href: flightResultsHref(search), label: `Flights ${slots.origin} to ${slots.destination}` });
  }
  const text = rule === "infant" ? lead[rule] : `${lead[rule]} ${checkAirline}`;
  return { intent: "fees_info", text, cards: [], links: rule === "infant" ? links : [...links, CONTACT_LINK], slots, results: [] };
}
