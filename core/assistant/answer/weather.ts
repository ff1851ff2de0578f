/**
 * weather_info and tide: the weather service's forecast when it has one, else PAGASA's climate
 * normals for the month; the tide predictions of the station nearest the place for the day asked
 * (times and heights exactly as the tide service gives them), with links to the weather and tide pages.
 */
import type { ChatCard } from "../../../contracts/assistant.ts";
import { manilaDate } from "../../../contracts/manila-time.ts";
import { invoke } from "../../application/use-case.ts";
import type { AnswerDeps } from "./deps.ts";
import { tideHref, weatherHref } from "./links.ts";
import { resolvePlace } from "../understand/places.ts";
import { refusal } from "./refusal.ts";
import type { Answer, AnswerTurn } from "./types.ts";
import { calendarDay, manilaTime, say } from "./wording.ts";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** The day a tide or weather question is about: the date the understanding found, else today. */
function dayOf(turn: AnswerTurn): string {
  const s = turn.understanding.slots;
  return s.date ?? s.departureDate ?? s.checkIn ?? manilaDate(turn.now);
}

export async function weather(deps: AnswerDeps, turn: AnswerTurn): Promise<Answer> {
  const { slots } = turn.understanding;
  const place = resolvePlace(slots.place);
  const slug = place?.circuit?.slug ?? "";
  const href = weatherHref(slug);
  const input = slug ? { place: slug } : place?.lat !== undefined ? { latitude: place.lat, longitude: place.lng } : {};
  const outcome = await invoke(deps.weather.report, input, turn.caller);
  if (!outcome.ok) return refusal(turn, "weather_info", outcome.error, { href, label: "Open the weather page" });
  const report = outcome.value.report;
  const here = (slug ? report.destinations.find((d) => d.id === slug) : null) ?? report.traveller;
  if (!here) return refusal(turn, "weather_info", null, { href, label: "Open the weather page" });
  const day = dayOf(turn);
  const forecast = here.live?.daily.find((d) => d.date === day);
  const month = slots.month ?? Number(day.slice(5, 7));
  const normal = here.normals.find((n) => n.month === month);
  const name = place?.name ?? here.name;
  let summary: string;
  let details: string[] = [];
  if (forecast && !slots.month) {
    summary = `${calendarDay(day)}: ${forecast.minC}–${forecast.maxC} °C, ${forecast.rainMm} mm of rain expected${forecast.rainChance !== null ? ` (${forecast.rainChance}% chance)` : ""}.`;
  } else if (normal) {
    summary = `In ${MONTHS[month - 1]}, usually ${normal.minC}–${normal.maxC} °C with ${normal.rainMm} mm of rain over about ${normal.rainyDays} rainy days.`;
    details = [`PAGASA climate normals (${here.station.period}), ${here.station.officialName} station`];
  } else {
    return refusal(turn, "weather_info", null, { href, label: "Open the weather page" });
  }
  const best = place?.circuit ? ` ${say(turn.register, "Best time to go:", "Best time to go po:")} ${place.circuit.bestTime}` : "";
  const source = forecast && !slots.month ? "Forecast" : `Source: PAGASA climate normals, ${here.station.officialName} station`;
  const text = `${name}: ${summary} ${source}.${best}`;
  const card: ChatCard = { kind: "weather", href, place: name, summary, ...(details.length ? { details } : {}) };
  return {
    intent: "weather_info",
    text,
    cards: [card],
    links: [{ href, label: say(turn.register, "Open the weather page", "Open the weather page") }],
    slots,
    results: [outcome.value, place?.circuit ?? null],
  };
}

export async function tide(deps: AnswerDeps, turn: AnswerTurn): Promise<Answer> {
  const { slots } = turn.understanding;
  const place = resolvePlace(slots.place);
  const slug = place?.circuit?.slug ?? "";
  const href = tideHref(slug);
  if (!place || place.lat === undefined || place.lng === undefined)
    return refusal(
      turn,
      "tide",
      {
        code: "not_found",
        message: say(turn.register, "I don't know that place's tides.", "Hindi ko po alam ang tides ng lugar na iyan."),
      },
      {
        href,
        label: "Open the tide page",
      },
    );
  const day = dayOf(turn);
  const outcome = await invoke(
    deps.weather.tidePredictions,
    { latitude: place.lat, longitude: place.lng, from: day, days: 1 },
    turn.caller,
  );
  if (!outcome.ok) return refusal(turn, "tide", outcome.error, { href, label: "Open the tide page" });
  const { station, extremes } = outcome.value;
  const events = extremes.map((e) => ({ type: e.type, at: e.time, heightMetres: e.height }));
  const list = (type: "high" | "low") =>
    events
      .filter((e) => e.type === type)
      .map((e) => `${manilaTime(e.at)} (${e.heightMetres.toFixed(1)} m)`)
      .join(", ");
  const lows = list("low");
  const highs = list("high");
  const text = [
    say(
      turn.register,
      `Tides at ${station.name} (the station nearest ${place.name}) on ${calendarDay(day)}, Philippine time:`,
      `Tides po sa ${station.name} (nearest station to ${place.name}) on ${calendarDay(day)}, Philippine time:`,
    ),
    `Low tide: ${lows || "none that day"}.`,
    `High tide: ${highs || "none that day"}.`,
    say(
      turn.register,
      "Heights are metres above the lowest tides (MLLW); predictions, not observations.",
      "Heights are metres above MLLW; predictions lang po, not observations.",
    ),
  ].join("\n");
  const card: ChatCard = { kind: "tide", href, station: station.name, date: day, events };
  return { intent: "tide", text, cards: [card], links: [{ href, label: "See the week's tides" }], slots, results: [outcome.value] };
}
