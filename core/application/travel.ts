/**
 * The travel application service (issue 18): the itinerary planner's use cases, for the planner
 * pages and the assistant. The planner's destinations are the travel guides' (core/content/guides.ts),
 * with their suggested days; composed once in server/services.ts (`travelApp`), which the pages
 * (app/server/travel.server.ts) and the assistant share.
 */
import { type Caller, fail, ok, type Outcome } from "../../contracts/application.ts";
import { PlanInput, SavedPlanRef, SavePlanInput, SharedPlanRef } from "../../contracts/itinerary.ts";
import type { PlanState } from "../../contracts/itinerary-plan.ts";
import { ITINERARY_MESSAGES, type ItineraryService } from "../itinerary/itinerary-service.ts";
import { GUIDES, guideDays } from "../content/guides.ts";
import { createItineraryPlanner, type ItineraryPlanner, planOf } from "../itinerary/planner-deps.ts";
import { z } from "../../contracts/zod.ts";
import { defineUseCase } from "./use-case.ts";

/** The planner over the travel guides' suggested days (docs/decisions/015-travel-guides.md). */
export const GUIDES_PLANNER: ItineraryPlanner = createItineraryPlanner(
  GUIDES.map((g) => ({ slug: g.slug, name: g.name, days: guideDays(g.slug) ?? [] })),
);

export type TravelApplicationDeps = { itineraries: ItineraryService; planner?: ItineraryPlanner };

export const SHARED_PLAN_GONE = "This plan link does not work. Its owner may have replaced or deleted it.";

function signedIn<T>(caller: Caller, run: (userId: string) => Promise<Outcome<T>>): Promise<Outcome<T>> {
  return caller.userId ? run(caller.userId) : Promise.resolve(fail("unauthenticated", "Please sign in."));
}

export function createTravelApplication(deps: TravelApplicationDeps) {
  const { itineraries, planner = GUIDES_PLANNER } = deps;

  const build = (state: PlanState) => planOf(state, planner);

  const plan = defineUseCase({
    name: "itinerary.plan",
    summary: "Lay out a trip day by day from a starting place and days at each destination, with the travel between them",
    input: PlanInput,
    async run(state) {
      const built = build(state);
      if ("problems" in built) return fail("invalid", built.problems[0], { fields: { form: built.problems } });
      return ok(built);
    },
  });

  const save = defineUseCase({
    name: "itinerary.save",
    summary: "Signed in: keep a plan under a name (up to 50)",
    input: SavePlanInput,
    run: ({ title, plan: state }, caller) =>
      signedIn(caller, async (userId) => {
        const saved = await itineraries.save(userId, title, state, planner);
        if (saved.ok) return ok(saved.value);
        return fail(saved.message === ITINERARY_MESSAGES.tooMany ? "conflict" : "invalid", saved.message);
      }),
  });

  const list = defineUseCase({
    name: "itinerary.list",
    summary: "Signed in: the traveller's saved plans, newest first",
    input: z.object({}),
    run: (_input, caller) => signedIn(caller, async (userId) => ok(await itineraries.list(userId, 20))),
  });

  const saved = defineUseCase({
    name: "itinerary.saved",
    summary: "Signed in: one of the traveller's saved plans, laid out",
    input: SavedPlanRef,
    run: ({ id }, caller) =>
      signedIn(caller, async (userId) => {
        const found = await itineraries.get(id, userId);
        return found ? ok({ saved: found, built: build(found.state) }) : fail("not_found", ITINERARY_MESSAGES.notFound);
      }),
  });

  const shared = defineUseCase({
    name: "itinerary.shared",
    summary: "A plan someone shared by its link, laid out (read only)",
    input: SharedPlanRef,
    async run({ token }) {
      const found = await itineraries.shared(token);
      return found ? ok({ saved: found, built: build(found.state) }) : fail("not_found", SHARED_PLAN_GONE);
    },
  });

  return { plan, save, list, saved, shared };
}

export type TravelApplication = ReturnType<typeof createTravelApplication>;
