/**
 * Transport: a sourced network of places and legs (flights from the flight engine's routes, ferries,
 * boats, buses, vans and short transfers) and a planner for the fastest way between two places.
 * Server-side (it reads the flight engine's data); pages pass what they need to the browser.
 *
 *   import { planRoute, placeForCircuit } from "../core/transport/index.ts";
 *   const from = placeForCircuit("cebu")!, to = placeForCircuit("bohol")!;
 *   const result = planRoute(from.id, to.id, { avoidFlights: false });
 *   if (result.ok) result.plan.totalMinutes; else result.message;
 */
export type { Leg, LocalTransportNote, Mode, Place, PlaceKind, Source } from "./types.ts";
export { airportPlaceId, findPlace, PLACES, placeForCircuit } from "./places.ts";
export { LOCAL_TRANSPORT, SURFACE_LEGS } from "./legs.ts";
export { MODE_LABELS } from "../../contracts/transport.ts";
export { DOMESTIC_AIRLINES, type DomesticAirline } from "./airlines.ts";
export { FLIGHT_LEGS, LEGS } from "./network.ts";
export {
  AFTER_FLIGHT_MINUTES,
  CHECK_IN_MINUTES,
  CONNECTION_MINUTES,
  formatMinutes,
  PLAN_MESSAGES,
  planRoute,
  TRANSFER_MINUTES,
  type Plan,
  type PlanErrorCode,
  type PlannedLeg,
  type PlanOptions,
  type PlanResult,
  type PlaceRef,
} from "./planner.ts";
