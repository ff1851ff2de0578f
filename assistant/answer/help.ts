/**
 * Replies that call no search: a greeting, and the hand-over to a person when the assistant cannot
 * help (out of scope, an unusual request, a complaint). It says so plainly and offers the contact form.
 */
import type { ChatCard, ChatLink } from "../../contracts/assistant.ts";
import { type Limit, limitAsked } from "../understand/limits.ts";
import { correctText } from "../understand/spelling.ts";
import { normalise } from "../understand/text.ts";
import { CONTACT_HREF } from "./links.ts";
import type { Answer, AnswerTurn } from "./types.ts";
import { say } from "./wording.ts";

const EXAMPLES: { label: string; message: string }[] = [
  { label: "Flights", message: "Flights from Manila to Cebu next Friday for 2 adults" },
  { label: "Hotels", message: "Hotels in El Nido under 3,000 a night" },
  { label: "Tides", message: "When is low tide in Coron tomorrow?" },
  { label: "Fees", message: "How much is the terminal fee at NAIA?" },
];

const THANKS = /\b(?:salamat|thanks?|thank (?:you|u)|ty|tnx|thx|tysm|daghang salamat)\b/;

export function greeting(turn: AnswerTurn): Answer {
  // Thanks get a "you're welcome", not the introduction again.
  if (THANKS.test(normalise(turn.message)))
    return {
      intent: "small_talk",
      text: say(turn.register, "You're welcome! Anything else for your trip?", "Walang anuman po! May iba pa po ba para sa trip ninyo?"),
      cards: [],
      links: [],
      slots: {},
      results: [],
    };
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
  // About a booking: the form opens with its reference filled in.
  const reference = turn.understanding.slots.reference;
  const links = reference ? [{ ...CONTACT_LINK, href: `${CONTACT_HREF}?${new URLSearchParams({ reference })}` }] : [CONTACT_LINK];
  return { intent: "contact", text, cards: [], links, slots: reference ? { reference } : {}, results: [] };
}

/** What we do not do, said plainly, and the page of ours nearest to it. */
const LIMIT_WORDS: Record<Limit, { en: string; tl: string; link?: ChatLink }> = {
  tickets: {
    en: "We don't sell bus, train or ferry tickets: Lakbay books flights and hotels. The trip planner shows the usual way there, with its operators, who sell the tickets.",
    tl: "Hindi po kami nagbebenta ng bus, train o ferry tickets: flights at hotels lang po ang bine-book ng Lakbay. Nasa trip planner po ang usual na way papunta, with the operators na nagbebenta ng tickets.",
    link: { href: "/stay-informed/transportation", label: "Trip planner" },
  },
  activities: {
    en: "We don't book tours, lessons or other activities. Our travel guides say what there is to do and what it costs.",
    tl: "Hindi po kami nagbo-book ng tours, lessons o ibang activities. Nasa travel guides po namin kung ano ang pwedeng gawin at magkano.",
    link: { href: "/travel-circuits", label: "Travel guides" },
  },
  events: {
    en: "I don't have festival schedules or event tickets: the organisers publish and sell them. Our travel guides say when a place is at its busiest.",
    tl: "Wala po akong schedule ng festivals o event tickets: ang organisers po ang naglalabas at nagbebenta. Nasa travel guides po namin kung kailan pinakamatao ang lugar.",
    link: { href: "/travel-circuits", label: "Travel guides" },
  },
  errands: {
    en: "That isn't something we can do for you: Lakbay books flights and hotels and keeps you informed for your trip.",
    tl: "Pasensya na po, hindi po namin magagawa iyan: flights at hotels po ang bine-book ng Lakbay, at may travel info para sa trip ninyo.",
  },
  ride_fares: {
    en: "I don't have Grab, taxi, tricycle or jeepney fares, and I can't book a ride. The trip planner shows the usual ways between places and how long they take.",
    tl: "Wala po akong Grab, taxi, tricycle o jeepney fares, at hindi po ako nakaka-book ng ride. Nasa trip planner po ang usual na ways between places at gaano katagal.",
    link: { href: "/stay-informed/transportation", label: "Trip planner" },
  },
  dining: {
    en: "I don't have restaurant recommendations. Our travel guides say what a place is known for, food included.",
    tl: "Wala po akong restaurant recommendations. Nasa travel guides po namin kung ano ang kilala sa isang lugar, pati pagkain.",
    link: { href: "/travel-circuits", label: "Travel guides" },
  },
  cargo: {
    en: "We don't send cargo or parcels: Lakbay books seats and rooms for travellers. The airline's cargo office or a courier handles freight.",
    tl: "Hindi po kami nagpapadala ng cargo o parcels: seats at rooms lang po para sa travellers ang bine-book ng Lakbay. Ang cargo office ng airline o courier po ang bahala sa padala.",
  },
  discounts: {
    en: "I can't apply a PWD, senior citizen or student discount to a fare here.",
    tl: "Hindi ko po ma-apply dito ang PWD, senior citizen o student discount sa fare.",
  },
  papers: {
    en: "We don't handle passports, visas or other government papers.",
    tl: "Hindi po namin hawak ang passports, visas o ibang government papers.",
  },
  health: {
    en: "I can't give medical advice, recommend doctors or hospitals, or give health figures.",
    tl: "Hindi po ako makapagbigay ng medical advice, doctor o hospital recommendations, o health figures.",
  },
  other: {
    en: "That isn't a service we offer, and I don't want to guess.",
    tl: "Pasensya na po, hindi po namin offer iyan, at ayaw kong manghula.",
  },
};

/** The reply to something we do not do: which thing, plainly, the nearest page of ours, and the team. */
export function outOfScope(turn: AnswerTurn): Answer {
  const limit = limitAsked(correctText(normalise(turn.message)));
  if (!limit) return handOver(turn);
  const words = LIMIT_WORDS[limit];
  const reply = handOver(turn, say(turn.register, words.en, words.tl));
  return { ...reply, intent: "out_of_scope", links: [...(words.link ? [words.link] : []), ...reply.links] };
}

/** Asked how to reach us: the team, by the contact form (with the booking's reference when one was given). */
export function reachUs(turn: AnswerTurn): Answer {
  return handOver(
    turn,
    say(turn.register, "I can't arrange that myself: our team does.", "Hindi ko po maaayos iyan dito: ang team po namin ang bahala."),
  );
}

/** A name to correct on a ticket: the team does it with the airline; nothing is changed here. */
export function nameCorrection(turn: AnswerTurn): Answer {
  const reply = handOver(
    turn,
    say(
      turn.register,
      "Our team corrects names on tickets with the airline, which may charge a fee, and nothing has changed on your booking yet: send them the reference and the right spelling with the contact form.",
      "Ang team po namin ang nagko-correct ng pangalan sa ticket with the airline, na baka may fee; wala pa pong nabago sa booking ninyo. Ipadala po ang reference at ang tamang spelling sa contact form.",
    ),
  );
  return { ...reply, intent: "manage_booking" };
}
