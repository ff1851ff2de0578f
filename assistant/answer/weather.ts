/**
 * weather_info and tide: the weather service's forecast when it has one, else PAGASA's climate
 * normals for the month; the tide predictions of the station nearest the place for the day asked
 * (times and heights exactly as the tide service gives them), with links to the weather and tide pages.
 */
import type { ChatCard } from "../../contracts/assistant.ts";
import { addDays } from "../../contracts/flights.ts";
import { manilaDate } from "../../contracts/manila-time.ts";
import { invoke } from "../../core/application/use-case.ts";
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
  // Samal's weather page is Davao's: the guide of the destination it lies in.
  const href = weatherHref(slug || (place?.areaOfCircuit?.slug ?? ""));
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

/** The tide service's word on how well its station stands for the place (far away, another sea), when it gives one. */
function noticeOf(value: unknown): string | undefined {
  const v = value as { fit?: { warning?: unknown } | null; notice?: unknown };
  const found = v.fit?.warning ?? v.notice;
  return typeof found === "string" && found.trim() ? found.trim() : undefined;
}

/**
 * The station's fit for the place asked: the tide outlook's for a destination (it knows which sea the
 * place faces), else the predictions' own for the point (named as the place).
 */
async function stationNotice(deps: AnswerDeps, turn: AnswerTurn, slug: string, predictions: unknown, placeName: string) {
  if (slug && deps.weather.tideOutlook) {
    const outlook = await invoke(deps.weather.tideOutlook, { place: slug }, turn.caller);
    if (outlook.ok) return { notice: noticeOf(outlook.value), result: { fit: outlook.value.fit } };
  }
  const own = noticeOf(predictions)?.replaceAll("the point you chose", placeName);
  return { notice: own, result: null };
}

export async function tide(deps: AnswerDeps, turn: AnswerTurn): Promise<Answer> {
  const { slots } = turn.understanding;
  const place = resolvePlace(slots.place);
  const slug = place?.circuit?.slug ?? "";
  // An area without a guide of its own (Moalboal, Samal, Panglao) opens its destination's tide page.
  const href = tideHref(slug || place?.areaOfCircuit?.slug || "", slots.date);
  if (!place || place.lat === undefined || place.lng === undefined)
    return refusal(
      turn,
      "tide",
      {
        code: "not_found",
        reason: "tide.unknown_place",
        message: say(turn.register, "I don't know that place's tides.", "Hindi ko po alam ang tides ng lugar na iyan."),
      },
      {
        href,
        label: "Open the tide page",
      },
    );
  const day = dayOf(turn);
  // A range ("this weekend") is every day of it; the days run from the first to the last asked.
  const last = slots.dateTo && slots.dateTo > day ? slots.dateTo : day;
  const days = Math.min(14, Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000) + 1);
  const outcome = await invoke(deps.weather.tidePredictions, { latitude: place.lat, longitude: place.lng, from: day, days }, turn.caller);
  if (!outcome.ok) return refusal(turn, "tide", outcome.error, { href, label: "Open the tide page" });
  const { station, extremes } = outcome.value;
  // Only tides still to come: a low tide that already passed this morning is no use to plan by.
  const upcoming = extremes.filter((e) => Date.parse(e.time) > turn.now.getTime());
  const events = upcoming.map((e) => ({ type: e.type, at: e.time, heightMetres: e.height }));
  const dayList = Array.from({ length: days }, (_, i) => addDays(day, i));
  const onDay = (d: string, type: "high" | "low") =>
    events
      .filter((e) => e.type === type && manilaDate(new Date(e.at)) === d)
      .map((e) => `${manilaTime(e.at)} (${e.heightMetres.toFixed(1)} m)`)
      .join(", ");
  const passed = (d: string) =>
    d === manilaDate(turn.now) && extremes.some((e) => manilaDate(new Date(e.time)) === d && Date.parse(e.time) <= turn.now.getTime());
  const lines = dayList.flatMap((d) => {
    const lows = onDay(d, "low");
    const highs = onDay(d, "high");
    const later = passed(d) ? say(turn.register, " still to come", " pa po") : "";
    const head = days > 1 ? `${calendarDay(d)}: ` : "";
    if (!lows && !highs && passed(d))
      return [`${head}${say(turn.register, "no more high or low tide today.", "wala nang high o low tide ngayong araw.")}`];
    return [`${head}Low tide${later}: ${lows || "none"}. High tide${later}: ${highs || "none"}.`];
  });
  const span = days > 1 ? `${calendarDay(day)} to ${calendarDay(last)}` : calendarDay(day);
  // The tide service says when its nearest station is far away or on another coast; say it too.
  const { notice, result: fit } = await stationNotice(deps, turn, slug, outcome.value, place.name);
  const text = [
    say(
      turn.register,
      `Tides at ${station.name} (the station nearest ${place.name}) on ${span}, Philippine time:`,
      `Tides po sa ${station.name} (nearest station to ${place.name}) on ${span}, Philippine time:`,
    ),
    ...(notice ? [notice] : []),
    ...lines,
    say(
      turn.register,
      "Heights are metres above the lowest tides (MLLW); predictions, not observations.",
      "Heights are metres above MLLW; predictions lang po, not observations.",
    ),
  ].join("\n");
  const card: ChatCard = { kind: "tide", href, station: station.name, date: day, events };
  return {
    intent: "tide",
    text,
    cards: [card],
    links: [{ href, label: "See the week's tides" }],
    slots,
    results: [outcome.value, ...(fit ? [fit] : [])],
  };
}
