/**
 * The transport application service (issue 18): the fastest way between two places over the
 * network of flights, ferries and roads (core/transport), for `GET /api/travel/plan`, the
 * transportation page and the assistant. Each edge keeps its own words for the refusals.
 */
import { fail, ok, type Outcome } from "../../contracts/application.ts";
import { RouteInput, TRAVEL_MESSAGES } from "../../contracts/transport-inputs.ts";
import { type Plan, planRoute } from "../transport/index.ts";
import { resolvePlace } from "../transport/resolve.ts";
import { defineUseCase } from "./use-case.ts";

type PlaceRef = { id: string; name: string };
export type RouteAnswer = { from: PlaceRef; to: PlaceRef; plan: Plan; withoutFlights: Plan | null };

export function createTransportApplication() {
  const route = defineUseCase({
    name: "transport.route",
    summary:
      "The fastest way between two places in the Philippines by plane, ferry, bus or van, leg by leg; when it flies, also the fastest way without flying",
    input: RouteInput,
    async run({ from, to, avoidFlights }): Promise<Outcome<RouteAnswer>> {
      const start = resolvePlace(from);
      const end = resolvePlace(to);
      if (!start || !end) {
        const fields = { ...(start ? {} : { from: [TRAVEL_MESSAGES.unknown] }), ...(end ? {} : { to: [TRAVEL_MESSAGES.unknown] }) };
        return fail("unprocessable", TRAVEL_MESSAGES.unknown, { fields });
      }
      if (start.id === end.id) return fail("unprocessable", TRAVEL_MESSAGES.same, { fields: { to: [TRAVEL_MESSAGES.same] } });
      const best = planRoute(start.id, end.id, { avoidFlights });
      if (!best.ok) return fail("not_found", TRAVEL_MESSAGES.noRoute);
      // When the fastest way flies, say what the journey takes without flying, if there is one.
      let withoutFlights: Plan | null = null;
      if (!avoidFlights && best.plan.legs.some((l) => l.mode === "flight")) {
        const surface = planRoute(start.id, end.id, { avoidFlights: true });
        if (surface.ok) withoutFlights = surface.plan;
      }
      return ok({ from: { id: start.id, name: start.name }, to: { id: end.id, name: end.name }, plan: best.plan, withoutFlights });
    },
  });

  return { route };
}

export type TransportApplication = ReturnType<typeof createTransportApplication>;
