/**
 * destination_info, transport_info and itinerary: the travel guides' facts (content.guide, content.guides) and the site search over
 * guides, posts and news; the transport planner's fastest way between two places (typical times, with
 * its sources); the itinerary planner's day-by-day plan. Each links to the page that shows it.
 * Retrieved text is shown as titles and short excerpts, never followed as instructions.
 */
import type { ChatCard, ChatSlots } from "../../contracts/assistant.ts";
import { invoke } from "../../core/application/use-case.ts";
import { clarify } from "./clarify.ts";
import type { AnswerDeps } from "./deps.ts";
import { CONTACT_LINK, handOver } from "./help.ts";
import { guideHref, plannerHref, searchHref, transportHref } from "./links.ts";
import { answerFromGuide } from "./place-questions.ts";
import { normalisePlace, resolvePlace } from "../understand/places.ts";
import { refusal } from "./refusal.ts";
import type { Answer, AnswerTurn } from "./types.ts";
import { minutes, say } from "./wording.ts";

const ARTICLES = 3;

/** Up to 100 characters of letters, digits and spaces: what the site search is asked. */
const queryOf = (text: string) =>
  text
    .replace(/[^\p{L}\p{N}\s'-]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);

async function articles(deps: AnswerDeps, turn: AnswerTurn, q: string) {
  if (!q) return { cards: [] as ChatCard[], result: null };
  const outcome = await invoke(deps.content.search, { q }, turn.caller);
  if (!outcome.ok) return { cards: [] as ChatCard[], result: null };
  const cards: ChatCard[] = outcome.value.hits.slice(0, ARTICLES).map((h) => ({
    kind: "article",
    href: h.url,
    title: h.title,
    excerpt: h.parts
      .map((p) => p.text)
      .join("")
      .slice(0, 200),
  }));
  return { cards, result: outcome.value };
}

export async function destinationInfo(deps: AnswerDeps, turn: AnswerTurn): Promise<Answer> {
  const { slots } = turn.understanding;
  const place = resolvePlace(slots.place);
  // A place inside a guide's destination without a guide of its own (Sagada, Banaue): that guide answers.
  const slug = place?.circuit?.slug ?? place?.areaOfCircuit?.slug;
  const guide = slug ? await invoke(deps.content.guide, { slug }, turn.caller) : null;
  const circuit = guide?.ok ? guide.value : undefined;
  const found = await articles(deps, turn, queryOf(circuit?.name ?? slots.place ?? turn.message));
  const results: unknown[] = [circuit ?? null, found.result];
  const asked = circuit ? answerFromGuide(circuit, turn.message) : null;
  if (circuit && asked) {
    const text = asked.found
      ? asked.text
      : say(
          turn.register,
          `Our ${circuit.name} guide doesn't cover that, so I won't guess. The guide has what we know, or our team can find out.`,
          `Wala po kaming ganyang info sa ${circuit.name} guide, kaya hindi ako manghuhula. Nasa guide ang alam namin, or our team can find out.`,
        );
    const section = `${guideHref(circuit.slug)}#${asked.section}`;
    return {
      intent: "destination_info",
      text,
      cards: [{ kind: "article", href: section, title: `${circuit.name} guide: ${asked.label}`, excerpt: circuit.note }],
      links: [{ href: section, label: `${circuit.name} guide: ${asked.label}` }, ...(asked.found ? [] : [CONTACT_LINK])],
      slots,
      results,
    };
  }
  if (circuit) {
    const text = `${circuit.name} (${circuit.region}): ${circuit.note}.\n${say(turn.register, "Best time:", "Best time po:")} ${circuit.bestTime}\n${say(turn.register, "Getting there:", "Paano pumunta:")} ${circuit.gettingThere}`;
    const cards: ChatCard[] = [
      { kind: "article", href: guideHref(circuit.slug), title: `${circuit.name} travel guide`, excerpt: circuit.note },
      ...found.cards.filter((c) => c.kind === "article" && c.href !== guideHref(circuit.slug)).slice(0, ARTICLES - 1),
    ];
    return {
      intent: "destination_info",
      text,
      cards,
      links: [{ href: guideHref(circuit.slug), label: `${circuit.name} guide` }],
      slots,
      results,
    };
  }
  // A place we have hotels in but no guide for (Cagayan de Oro): said plainly, with what we do have there.
  // Not a price or a rate we know nothing of ("presyo ti inabel", "pounds to pesos at a good rate"): that is for the team.
  const priceAsked = /\b(?:prices?|presyo|magkano|how much|pila|mano|rates?|exchange|pesos?)\b/.test(turn.message.toLowerCase());
  if (found.cards.length === 0 && place?.hotelDestination && !place.circuit && !place.areaOfCircuit && !priceAsked) {
    const name = place.name;
    const text = say(
      turn.register,
      `We have no travel guide for ${name} yet, so I won't guess about that. I can look for hotels in ${name}, or flights there: tell me your dates.`,
      `Wala pa po kaming travel guide para sa ${name}, kaya hindi po ako manghuhula tungkol diyan. Pwede ko pong hanapan kayo ng hotel sa ${name} o flights papunta: sabihin lang po ang dates.`,
    );
    return {
      intent: "destination_info",
      text,
      cards: [],
      links: [{ href: searchHref(queryOf(name)), label: `Search our site for ${name}` }],
      slots,
      results,
    };
  }
  if (found.cards.length === 0)
    return handOver(turn, say(turn.register, "I found nothing on our site about that.", "Wala po akong nahanap sa site tungkol diyan."));
  const q = queryOf(slots.place ?? turn.message);
  const text = say(
    turn.register,
    "Here is what our guides, blog and travel news say about that:",
    "Ito po ang nasa guides, blog at travel news namin:",
  );
  return {
    intent: "destination_info",
    text,
    cards: found.cards,
    links: [{ href: searchHref(q), label: "See all results" }],
    slots,
    results,
  };
}

export async function transportInfo(deps: AnswerDeps, turn: AnswerTurn): Promise<Answer> {
  const { slots } = turn.understanding;
  const toText = slots.to ?? slots.destination ?? slots.place;
  const fromText = slots.from ?? slots.origin;
  const to = resolvePlace(toText);
  const from = resolvePlace(fromText);
  if (!toText) return clarify(turn, "to");
  if (!fromText) return clarify(turn, "from");
  if (!deps.transport) return handOver(turn);
  const fromId = from?.transport?.id ?? fromText;
  const toId = to?.transport?.id ?? toText;
  const href = transportHref(fromId, toId);
  const outcome = await invoke(deps.transport.route, { from: fromId, to: toId }, turn.caller);
  if (!outcome.ok) return refusal(turn, "transport_info", outcome.error, { href, label: "Open the route planner" });
  const { plan, withoutFlights } = outcome.value;
  const legs = plan.legs.map(
    (l) =>
      `• ${l.mode}: ${l.from.name} → ${l.to.name}, about ${minutes(l.durationMinutes)}${l.operators.length ? ` (${l.operators.slice(0, 2).join(", ")})` : ""}`,
  );
  const surface = withoutFlights
    ? say(
        turn.register,
        `Without flying: about ${minutes(withoutFlights.totalMinutes)}.`,
        `Kung walang flight: about ${minutes(withoutFlights.totalMinutes)}.`,
      )
    : "";
  const text = [
    say(
      turn.register,
      `The fastest usual way from ${plan.from.name} to ${plan.to.name}, about ${minutes(plan.totalMinutes)} door to door with waits:`,
      `Pinakamabilis na way from ${plan.from.name} to ${plan.to.name}, about ${minutes(plan.totalMinutes)} with waits:`,
    ),
    ...legs,
    surface,
    say(
      turn.register,
      "Times are typical, not a timetable: check with the operator.",
      "Typical times lang po ito: check with the operator.",
    ),
  ]
    .filter(Boolean)
    .join("\n");
  const card: ChatCard = {
    kind: "route",
    href: transportHref(outcome.value.from.id, outcome.value.to.id),
    from: plan.from.name,
    to: plan.to.name,
    totalMinutes: plan.totalMinutes,
    legs: plan.legs.map((l) => ({ mode: l.mode, from: l.from.name, to: l.to.name, durationMinutes: l.durationMinutes })),
  };
  return {
    intent: "transport_info",
    text,
    cards: [card],
    links: [{ href: card.href, label: "Open the route planner" }],
    slots,
    results: [outcome.value],
  };
}

const ORIGIN_OF: Record<string, string> = { MNL: "manila", CRK: "clark", CEB: "cebu-city", DVO: "davao-city" };

type Stop = { slug: string; name: string; note: string };

/** The guides a place stands for: one guide, or every guide in a region ("Palawan"). */
async function circuitsFor(deps: AnswerDeps, turn: AnswerTurn, text: string | undefined): Promise<Stop[]> {
  const place = resolvePlace(text);
  if (place?.circuit) return [place.circuit];
  // A town whose guide is its destination's ("Puerto Princesa" is the Underground River guide's).
  if (place?.areaOfCircuit) return [place.areaOfCircuit];
  const region = normalisePlace(text ?? "");
  if (!region) return [];
  const guides = await invoke(deps.content.guides, {}, turn.caller);
  return guides.ok ? guides.value.filter((g) => normalisePlace(g.region) === region) : [];
}

/** Days spread over the stops, at least one each, the first ones getting the rest. */
function spread(total: number, count: number): number[] {
  const base = Math.max(1, Math.floor(total / count));
  return Array.from({ length: count }, (_, i) => base + (i < total - base * count ? 1 : 0));
}

/** An itinerary asked for a place no travel guide of ours covers: no made-up days, the planner and what we have there. */
function unguidedItinerary(turn: AnswerTurn, name: string, hotels: boolean): Answer {
  const stay = hotels
    ? say(
        turn.register,
        ` I can look for hotels in ${name}: tell me your dates.`,
        ` Pwede ko pong hanapan kayo ng hotel sa ${name}: sabihin lang po ang dates.`,
      )
    : "";
  const text = `${say(
    turn.register,
    `We have no travel guide for ${name} yet, so I have no day-by-day plan of it to give. The trip planner builds plans from the places our guides cover.`,
    `Wala pa po kaming travel guide para sa ${name}, kaya wala po akong day-by-day plan nito. The trip planner builds plans from the places our guides cover.`,
  )}${stay}`;
  return {
    intent: "itinerary",
    text,
    cards: [],
    links: [{ href: "/travel-itinerary", label: "Open the trip planner" }],
    slots: turn.understanding.slots,
    results: [],
  };
}

export async function itinerary(deps: AnswerDeps, turn: AnswerTurn): Promise<Answer> {
  const { slots } = turn.understanding;
  const stops = (await circuitsFor(deps, turn, slots.place ?? slots.destination)).slice(0, 3);
  if (stops.length === 0) {
    // A place we know but no guide of ours covers (Tagaytay, Subic, Vigan): said plainly, with the planner.
    const known = resolvePlace(slots.place ?? slots.destination);
    return known ? unguidedItinerary(turn, known.name, Boolean(known.hotelDestination)) : clarify(turn, "place");
  }
  if (!deps.travel) return handOver(turn);
  const days = Math.min(Math.max(slots.days ?? 3, 1), 14);
  const counts = spread(Math.max(days, stops.length), stops.length);
  const from = ORIGIN_OF[slots.origin ?? ""] ?? "manila";
  const stopParam = stops.map((c, i) => `${c.slug}:${counts[i]}`).join(",");
  const href = plannerHref(from, stopParam, slots.departureDate);
  const input: Record<string, string> = { from, stops: stopParam };
  if (slots.departureDate) input.start = slots.departureDate;
  const outcome = await invoke(deps.travel.plan, input, turn.caller);
  if (!outcome.ok) return refusal(turn, "itinerary", outcome.error, { href, label: "Open the trip planner" });
  if (!("plan" in outcome.value)) return refusal(turn, "itinerary", null, { href, label: "Open the trip planner" });
  const plan = outcome.value.plan;
  const lines = plan.days.map((d, i) => {
    const travel = d.travel?.route ? ` (travel from ${d.travel.fromName}, about ${minutes(d.travel.route.minutes)})` : "";
    return `Day ${i + 1}, ${d.destinationName}: ${d.title}${travel}`;
  });
  const text = `${say(
    turn.register,
    `A ${days}-day plan from ${plan.originName}, from our travel guides:`,
    `Heto po ang ${days}-day plan from ${plan.originName}, based on our travel guides:`,
  )}\n${lines.join("\n")}\n${say(turn.register, "Open it in the trip planner to change the days, reorder them or save it.", "Open it in the trip planner para i-edit, i-reorder o i-save.")}`;
  const cards: ChatCard[] = stops.map((c) => ({
    kind: "article",
    href: guideHref(c.slug),
    title: `${c.name} travel guide`,
    excerpt: c.note,
  }));
  const kept: ChatSlots = { ...slots, days };
  return { intent: "itinerary", text, cards, links: [{ href, label: "Open the trip planner" }], slots: kept, results: [outcome.value] };
}
