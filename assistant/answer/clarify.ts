/**
 * One question for the first missing detail, with choices the traveller can tap (each choice is the
 * message it sends). The conversation's context remembers which slot was asked for.
 */
import type { ChatSlots } from "../../contracts/assistant.ts";
import { CIRCUITS } from "../../contracts/circuits.ts";
import { addDays } from "../../contracts/flights.ts";
import { manilaDate } from "../../contracts/manila-time.ts";
import type { Answer, AnswerTurn } from "./types.ts";
import { calendarDay, say } from "./wording.ts";

type Choice = { label: string; message: string };

const AIRPORT_CHOICES: [string, string][] = [
  ["Manila", "MNL"],
  ["Cebu", "CEB"],
  ["Davao", "DVO"],
  ["Clark", "CRK"],
  ["Iloilo", "ILO"],
];
const DESTINATION_CHOICES: [string, string][] = [
  ["Cebu", "CEB"],
  ["Boracay (Caticlan)", "MPH"],
  ["Puerto Princesa", "PPS"],
  ["Bohol (Panglao)", "TAG"],
  ["Siargao", "IAO"],
];

const monthDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "numeric", timeZone: "UTC" });

function dateChoices(now: Date): Choice[] {
  const today = manilaDate(now);
  // Tomorrow, the coming Saturday, a week and two weeks out.
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const saturday = addDays(today, (6 - weekday + 7) % 7 || 7);
  const days = [addDays(today, 1), saturday, addDays(today, 7), addDays(today, 14)];
  return [...new Set(days)].map((d) => ({ label: calendarDay(d), message: monthDay(d) }));
}

type Question = { en: string; tl: string; choices: Choice[] };

function questionFor(slot: keyof ChatSlots, turn: AnswerTurn): Question {
  const intent = turn.understanding.intent;
  switch (slot) {
    case "from":
      return {
        en: "Where are you starting from?",
        tl: "Saan po kayo manggagaling?",
        choices: CIRCUITS.slice(0, 5).map((c) => ({ label: c.name, message: `from ${c.name}` })),
      };
    case "to":
      return {
        en: "Where do you want to go?",
        tl: "Saan po ang punta ninyo?",
        choices: CIRCUITS.slice(0, 5).map((c) => ({ label: c.name, message: `to ${c.name}` })),
      };
    case "topic":
      return {
        en: "What would you like to know?",
        tl: "Ano po ang gusto ninyong malaman?",
        choices: [
          { label: "Travel tax", message: "How much is the travel tax?" },
          { label: "Terminal fee at NAIA", message: "How much is the terminal fee at NAIA?" },
          { label: "eTravel", message: "Do I need eTravel?" },
          { label: "Typhoon signals", message: "What do the typhoon signals mean for ferries?" },
        ],
      };
    case "origin":
      return {
        en: "Where are you flying from?",
        tl: "Saan po kayo manggagaling?",
        choices: AIRPORT_CHOICES.map(([name, code]) => ({ label: `${name} (${code})`, message: `from ${name}` })),
      };
    case "destination":
      return {
        en: "Where are you flying to?",
        tl: "Saan po ang punta ninyo?",
        choices: DESTINATION_CHOICES.map(([name, code]) => ({ label: `${name} (${code})`, message: `to ${name.replace(/ \(.*\)/, "")}` })),
      };
    case "departureDate":
    case "date":
    case "checkIn":
      return {
        en: intent === "hotel_search" ? "When do you check in?" : slot === "date" ? "Which day?" : "Which day do you want to fly?",
        tl: intent === "hotel_search" ? "Kailan po ang check-in?" : slot === "date" ? "Anong araw po?" : "Kailan po ang alis ninyo?",
        choices: dateChoices(turn.now),
      };
    case "returnDate":
    case "checkOut":
      return {
        en: slot === "checkOut" ? "When do you check out?" : "When do you fly back?",
        tl: slot === "checkOut" ? "Kailan po ang check-out?" : "Kailan po ang balik ninyo?",
        choices: dateChoices(turn.now),
      };
    case "place":
      return {
        en: intent === "hotel_search" ? "Where do you want to stay?" : "Which place do you mean?",
        tl: intent === "hotel_search" ? "Saan po kayo mag-stay?" : "Saang lugar po?",
        choices: CIRCUITS.slice(0, 6).map((c) => ({ label: c.name, message: c.name })),
      };
    case "adults":
      return {
        en: "How many are travelling?",
        tl: "Ilan po kayo?",
        choices: [1, 2, 3, 4].map((n) => ({ label: `${n} adult${n === 1 ? "" : "s"}`, message: `${n} adult${n === 1 ? "" : "s"}` })),
      };
    case "reference":
      return {
        en: "What is the booking reference? It is on your confirmation e-mail (6 letters and digits for a flight; H and 5 for a hotel).",
        tl: "Ano po ang booking reference? Nasa confirmation e-mail po ninyo (6 letters and digits for a flight; H and 5 for a hotel).",
        choices: [{ label: "I can't find it", message: "I need help from a person" }],
      };
    case "lastName":
      return {
        en: "What is the last name of a traveller on that booking?",
        tl: "Ano po ang last name ng isang traveller sa booking?",
        choices: [{ label: "I don't know it", message: "I need help from a person" }],
      };
    case "action":
      return {
        en: "What would you like to do with the booking?",
        tl: "Ano po ang gusto ninyong gawin sa booking?",
        choices: [
          { label: "Change the date", message: "change the date" },
          { label: "Refund", message: "refund" },
          { label: "Void (cancel on the day of ticketing)", message: "void" },
        ],
      };
    case "days":
      return {
        en: "How many days is the trip?",
        tl: "Ilang araw po ang trip?",
        choices: [3, 5, 7].map((n) => ({ label: `${n} days`, message: `${n} days` })),
      };
    case "month":
      return {
        en: "Which month?",
        tl: "Anong buwan po?",
        choices: [0, 1, 2].map((i) => {
          const d = new Date(turn.now.getTime() + 8 * 3_600_000);
          d.setUTCDate(1);
          d.setUTCMonth(d.getUTCMonth() + i);
          const name = d.toLocaleDateString("en-US", { month: "long", timeZone: "UTC" });
          return { label: name, message: name };
        }),
      };
    default:
      return { en: "Could you tell me a little more?", tl: "Pwede po bang pakidagdag ng detalye?", choices: [] };
  }
}

export function clarify(turn: AnswerTurn, slot: keyof ChatSlots): Answer {
  const q = questionFor(slot, turn);
  const question = say(turn.register, q.en, q.tl);
  return {
    intent: "clarify",
    text: question,
    cards: [{ kind: "choices", question, choices: q.choices }],
    links: [],
    slots: turn.understanding.slots,
    results: [],
    awaiting: slot,
  };
}
