/**
 * The transportation and local-map pages' server code: the route planner and the map's points
 * through the transport use cases (core/application/transport.ts), the place lists and the tables
 * (app/features/transport).
 */
import { data, type RouterContextProvider } from "react-router";
import { invoke } from "../../core/application/use-case.ts";
import { layersFromQuery } from "./local-map.server.ts";
import { PLANNER_MESSAGES, type PlannerAnswer, placeGroups, plannerFromQuery, transportTables } from "./transport-page.server.ts";
import { PLAN_MESSAGES } from "../../core/transport/index.ts";
import type { Translate } from "../../i18n/format.ts";
import { infoMessages, infoTranslator } from "./info-messages.server.ts";
import { services } from "./session.server.ts";
import { anonymousCaller } from "./caller.server.ts";
import { valueOrThrow } from "./outcome.server.ts";

export async function transportPage(context: Readonly<RouterContextProvider>, request: Request) {
  const { transport: transportApp } = services(context).apps;
  const planner = await plannerFromQuery(new URL(request.url).searchParams, (input) =>
    invoke(transportApp.route, input, anonymousCaller(context)),
  );
  const t = infoTranslator(request);
  return data(
    {
      ...planner,
      answer: wordAnswer(planner.answer, t),
      groups: placeGroups().map((g) => ({ ...g, label: t(GROUP_KEYS[g.label] ?? g.label) })),
      tables: transportTables(),
      /** The page's words in its language (i18n/<language>/info.ts). */
      messages: infoMessages(request, "info.transport.", "info.source."),
    },
    { status: planner.status },
  );
}

const GROUP_KEYS: Record<string, string> = {
  Destinations: "info.transport.group.destinations",
  "Cities and towns": "info.transport.group.cities",
  Airports: "info.transport.group.airports",
  "Ferry ports": "info.transport.group.ports",
};

/** The planner's own messages, by their English words. */
const MESSAGE_KEYS: Record<string, string> = {
  [PLANNER_MESSAGES.missing]: "info.transport.msg.missing",
  [PLANNER_MESSAGES.noRouteWithoutFlights]: "info.transport.msg.noRouteWithoutFlights",
  [PLAN_MESSAGES["unknown-place"]]: "info.transport.msg.unknownPlace",
  [PLAN_MESSAGES["same-place"]]: "info.transport.msg.samePlace",
  [PLAN_MESSAGES["no-route"]]: "info.transport.msg.noRoute",
};

const WAIT_KEYS: Record<string, string> = {
  "Connection between flights": "info.transport.wait.connection",
  "Get to the airport, check in and board": "info.transport.wait.toAirport",
  "Check in and board": "info.transport.wait.checkIn",
  "Leave the airport and find the next ride": "info.transport.wait.leaveAirport",
};

/**
 * The planner's answer in the page's language: its messages, each wait's words and a flight's own
 * lines (how often, where its time comes from), which Lakbay writes. A sea or road leg's frequency and
 * note are the operators' and sources' own (English) words: `worded` is false and the page marks them.
 */
function wordAnswer(answer: PlannerAnswer, t: Translate) {
  if (answer.kind === "error") return { ...answer, message: t(MESSAGE_KEYS[answer.message] ?? answer.message) };
  if (answer.kind !== "plan") return answer;
  const wordPlan = (plan: NonNullable<typeof answer.withoutFlights>) => ({
    ...plan,
    legs: plan.legs.map((leg) => {
      const waitNote = WAIT_KEYS[leg.waitNote] ? t(WAIT_KEYS[leg.waitNote]) : leg.waitNote;
      if (leg.mode !== "flight") return { ...leg, waitNote, worded: false };
      const weekly = /(\d+) flights a week/.exec(leg.frequency ?? "")?.[1];
      const frequency = weekly
        ? t(leg.frequency?.includes("(estimate)") ? "info.transport.flight.weeklyEstimate" : "info.transport.flight.weekly", { weekly })
        : leg.frequency;
      const note = leg.note?.startsWith("Flight time from")
        ? t("info.transport.flight.published")
        : leg.note
          ? t("info.transport.flight.estimated")
          : undefined;
      return { ...leg, waitNote, frequency, note, worded: true };
    }),
  });
  return { ...answer, plan: wordPlan(answer.plan), withoutFlights: answer.withoutFlights ? wordPlan(answer.withoutFlights) : null };
}

/** The local map: the layers asked for (`?layer=`), their points, the hotels by destination and every layer's count. */
export async function localMapPage(context: Readonly<RouterContextProvider>, request: Request) {
  const layers = layersFromQuery(new URL(request.url).searchParams);
  const { points, hotelGroups, counts } = valueOrThrow(
    await invoke(services(context).apps.transport.mapPoints, { layers }, anonymousCaller(context)),
  );
  return { layers, markers: points, hotelGroups, counts };
}
