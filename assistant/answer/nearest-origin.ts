/**
 * A flight asked for without its origin: where the site already knows the traveller's approximate place
 * (from their internet address, as the weather and tide pages use it), the question offers the nearest
 * airport we sell from as the first choice: "From Manila (your nearest airport)? Tap it, or tell me
 * another." It is offered, never assumed: the origin stays unset until the traveller says so.
 */
import type { ChatCard } from "../../contracts/assistant.ts";
import { isInPhilippines, nearest } from "../../contracts/geo.ts";
import { invoke } from "../../core/application/use-case.ts";
import { PH_AIRPORT_POSITIONS } from "../understand/place-data.ts";
import type { AnswerDeps } from "./deps.ts";
import type { Answer, AnswerTurn } from "./types.ts";
import { say } from "./wording.ts";

/** Beyond this, the nearest airport is no real suggestion (the address is placed too roughly). */
const NEAR_ENOUGH_KM = 150;

/** The clarifying question for the origin, with the traveller's nearest airport offered first when known. */
export async function offerNearestOrigin(deps: AnswerDeps, turn: AnswerTurn, asked: Answer): Promise<Answer> {
  if (!deps.location) return asked;
  const found = await invoke(deps.location.ipLookup, {}, turn.caller);
  if (!found.ok || !found.value.known || found.value.latitude === null || found.value.longitude === null) return asked;
  const here = { lat: found.value.latitude, lng: found.value.longitude };
  if (!isInPhilippines(here)) return asked;
  const hit = nearest(here, PH_AIRPORT_POSITIONS);
  if (!hit || hit.km > NEAR_ENOUGH_KM) return asked;
  const city = hit.place.city.replace(/\s*\(.*\)$/, "");
  const text = say(
    turn.register,
    `From ${city} (your nearest airport)? Tap it, or tell me where you are flying from.`,
    `From ${city} po (your nearest airport)? I-tap, o sabihin kung saan kayo manggagaling.`,
  );
  const offer = { label: `From ${city} (${hit.place.code}), your nearest airport`, message: `from ${city}` };
  const cards: ChatCard[] = asked.cards.map((c) =>
    c.kind === "choices" ? { ...c, choices: [offer, ...c.choices.filter((x) => !x.label.includes(`(${hit.place.code})`))] } : c,
  );
  return { ...asked, text, cards, results: [...asked.results, { nearestAirport: hit.place.code, city }] };
}
