/**
 * The travel assistant's shapes (issue 19), fixed by ../shared/design/routes.md (Assistant): the chat
 * widget, /chatbot-demo, /dashboard/chatbot, outside integrations and the evaluation set read them.
 * Keep the names; add fields freely.
 *
 * Three parts meet here:
 * - understanding (assistant/understand/): a message and the conversation's context → an
 *   `Understanding` (intent + slots), with no I/O;
 * - answering (assistant/answer/): an `Understanding` → a `ChatReply` built only from the
 *   application services' results of that turn (core/application/*), never from memory;
 * - the chat service (core/application/chat.ts, server/api/chat.ts): conversations, identity,
 *   limits, streaming.
 */
import type { Money } from "./money.ts";
import { z } from "./zod.ts";

export const CHAT_INTENTS = [
  "flight_search",
  "fare_calendar",
  "hotel_search",
  "booking_status",
  /** void, refund, date change */
  "manage_booking",
  "fees_info",
  "weather_info",
  /** signals, advisories, emergency numbers */
  "safety_info",
  "tide",
  /** how to get from A to B */
  "transport_info",
  /** guides, things to do, seasons */
  "destination_info",
  "itinerary",
  /** hand over to a person */
  "contact",
  "small_talk",
  "out_of_scope",
  /** it asked one question */
  "clarify",
] as const;

export type ChatIntent = (typeof CHAT_INTENTS)[number];

/** The slot names of routes.md. Dates are `YYYY-MM-DD` in Philippine time. */
export type ChatSlots = {
  /** IATA code of the departure airport (flights). */
  origin?: string;
  /** IATA code of the arrival airport (flights). */
  destination?: string;
  /** A destination, city, port or island by its id or name (hotels, weather, tides, guides). */
  place?: string;
  departureDate?: string;
  returnDate?: string;
  checkIn?: string;
  checkOut?: string;
  adults?: number;
  children?: number;
  infants?: number;
  rooms?: number;
  tripType?: "one-way" | "round-trip";
  cabin?: "economy" | "premium-economy" | "business" | "first";
  maxPrice?: Money;
  reference?: string;
  lastName?: string;
  action?: "void" | "refund" | "reissue";
  /** 1–12 */
  month?: number;
  days?: number;
  /** A single day asked about (tides, weather, advisories), `YYYY-MM-DD` in Philippine time. */
  date?: string;
  /** Where a trip starts and ends for the trip planner (transport_info): gazetteer place ids. */
  from?: string;
  to?: string;
  /** What a fees_info or safety_info question is about (CHAT_TOPICS). */
  topic?: ChatTopic;
  /** "cheaper?" asks for the same search, cheapest first; "earliest", "last flight" by departure time. */
  sort?: "cheapest" | "fastest" | "earliest" | "latest";
  /** The last day of a range asked about ("this weekend": Saturday to Sunday), with `date` its first (tides). */
  dateTo?: string;
  /** A fare family named by the traveller ("Sulit", "Economy Flex"), as the flight use cases name it. */
  fareFamily?: string;
  /** Travellers' ages given in years ("a 7-year-old", "edad 2"), for fees that depend on age (travel tax). */
  ages?: number[];
  /** The children's ages as the traveller gave them ("2 kids (7 and 4)"); airlines count 2–11 as children. */
  childrenAges?: number[];
  /** The part of the day to leave ("umaga", "after lunch", "tom nyt"): the flight results' departure windows. */
  timeOfDay?: "morning" | "afternoon" | "evening" | "night";
  /** An area of the hotel destination as the traveller named it ("Panglao", "BGC", "Station 2"). */
  area?: string;
  /** A point to stay near, by its name in the hotels' place index ("Cloud 9", "Coron Port (Tagumpay Pier)"). */
  near?: string;
  /** The least star rating asked ("4 star pataas"). */
  stars?: number;
  /** Amenities asked, by key ("pool", "breakfast", "wifi"; assistant/understand/hotel-qualifiers.ts). */
  amenities?: string[];
};

/** The subjects of fees_info and safety_info questions. */
export const CHAT_TOPICS = [
  "terminal_fee",
  "travel_tax",
  "environmental_fee",
  "entrance_fee",
  "etravel",
  "baggage",
  /** A fare's rules: changes, refunds, what it includes. */
  "fare_rules",
  "signal",
  "advisory",
  "emergency",
] as const;
export type ChatTopic = (typeof CHAT_TOPICS)[number];

export type ChatLink = { href: string; label: string };

/**
 * A card is built from one service result of the turn. Every fact on it (amount, time, flight
 * number, name, reference) is a value that result returned, and `href` opens the page that shows it.
 */
export type ChatCard =
  | {
      kind: "flight";
      href: string;
      flightNumbers: string[];
      airline: string;
      origin: string;
      destination: string;
      /** ISO instants (UTC); the widget shows them in Philippine time. */
      departsAt: string;
      arrivesAt: string;
      stops: number;
      /** The cheapest fare of this flight. */
      price: Money;
      fareFamily?: string;
      /** Every fare family this flight is sold in, cheapest first (the same flight shown once). */
      fares?: { family: string; price: Money }[];
    }
  | { kind: "fare_day"; href: string; date: string; price: Money | null }
  | { kind: "hotel"; href: string; name: string; area?: string; stars?: number; rating?: number; pricePerNight: Money; total?: Money }
  | { kind: "tide"; href: string; station: string; date: string; events: { type: "high" | "low"; at: string; heightMetres: number }[] }
  | { kind: "weather"; href: string; place: string; summary: string; asOf?: string; details?: string[] }
  | { kind: "fee"; href: string; title: string; amount: Money | null; note?: string; source: string; sourceUrl?: string; checked?: string }
  | { kind: "advisory"; href: string; title: string; level?: string; issuedAt?: string; body: string }
  | { kind: "booking"; href: string; reference: string; status: string; summary: string; total?: Money }
  | {
      kind: "route";
      href: string;
      from: string;
      to: string;
      totalMinutes: number;
      legs: { mode: string; from: string; to: string; durationMinutes: number }[];
    }
  | { kind: "article"; href: string; title: string; excerpt?: string; date?: string }
  | { kind: "choices"; question: string; choices: { label: string; message: string }[] };

export type ChatReply = {
  text: string;
  intent: ChatIntent;
  slots: ChatSlots;
  cards: ChatCard[];
  links: ChatLink[];
  source: "engine" | "llm";
};

/** What the understanding step makes of one message, given the conversation so far. */
export type Understanding = {
  intent: ChatIntent;
  slots: ChatSlots;
  /** 0–1: how sure the classifier is of the intent. */
  confidence: number;
  /** The intent before a follow-up was merged into the previous turn's ("cheaper?", "for 3 instead"). */
  followUp?: boolean;
};

/**
 * The context a conversation carries from turn to turn (stored with the conversation as JSON):
 * the last intent and slots, so "what about the day after?" or "cheaper?" can be resolved.
 */
export type ChatContext = {
  lastIntent?: ChatIntent;
  slots?: ChatSlots;
  /** The slot the last `clarify` asked for, if any. */
  awaiting?: keyof ChatSlots;
  /** The place, days and party the conversation has settled, whatever kind of question set them (assistant/understand/memory.ts). */
  memory?: ChatSlots;
  /** The hotels and flights the last reply showed (at most five), for "the second one". */
  shown?: Extract<ChatCard, { kind: "hotel" } | { kind: "flight" }>[];
};

export const CHAT_MESSAGE_MAX = 1000;

/** The body of POST /api/chat/messages. */
export const ChatMessageInput = z.strictObject({
  message: z
    .string()
    .trim()
    .min(1, "Please type a message.")
    .max(CHAT_MESSAGE_MAX, `Please keep a message to ${CHAT_MESSAGE_MAX.toLocaleString("en-PH")} characters.`)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
    .refine((m) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(m), "A message cannot contain control characters."),
  conversationId: z.string().uuid("That conversation does not exist.").optional(),
});
export type ChatMessageInput = z.infer<typeof ChatMessageInput>;
