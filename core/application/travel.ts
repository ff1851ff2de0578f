/**
 * The travel application service (issue 18): the itinerary planner's use cases, for the planner
 * pages and the assistant. The planner's destinations are the travel guides' (core/content/guides.ts),
 * with their suggested days; composed once in server/services.ts (`travelApp`), which the pages
 * (app/server/travel.server.ts) and the assistant share.
 */
import { type Caller, fail, ok, type Outcome } from "../../contracts/application.ts";
import { PlanInput, SavedPlanRef, SavePlanInput, SavePlanSchema, SharedPlanRef } from "../../contracts/itinerary.ts";
import type { PlanState } from "../../contracts/itinerary-plan.ts";
import { ITINERARY_MESSAGES, type ItineraryService, MAX_SAVED_PLANS } from "../itinerary/itinerary-service.ts";
import { GUIDES, guideDays } from "../content/guides.ts";
import { createItineraryPlanner, type ItineraryPlanner, planOf } from "../itinerary/planner-deps.ts";
import { z } from "../../contracts/zod.ts";
import { defineUseCase } from "./use-case.ts";

/** The planner over the travel guides' suggested days (docs/decisions/015-travel-guides.md). */
export const GUIDES_PLANNER: ItineraryPlanner = createItineraryPlanner(
  GUIDES.map((g) => ({ slug: g.slug, name: g.name, days: guideDays(g.slug) ?? [] })),
);

export type TravelApplicationDeps = { itineraries: ItineraryService; planner?: ItineraryPlanner };

/** A change to a saved plan: the saved-plan page's forms, as typed input. */
export const EditPlanInput = z.discriminatedUnion("intent", [
  SavedPlanRef.extend({ intent: z.literal("move"), position: z.number().int().min(0).max(50), direction: z.enum(["up", "down"]) }),
  SavedPlanRef.extend({ intent: z.literal("rename"), title: SavePlanSchema.shape.title }),
  SavedPlanRef.extend({ intent: z.literal("new-link") }),
  SavedPlanRef.extend({ intent: z.literal("delete") }),
]);
export type EditPlanInput = z.output<typeof EditPlanInput>;

export const SHARED_PLAN_GONE = "This plan link does not work. Its owner may have replaced or deleted it.";

function signedIn<T>(caller: Caller, run: (userId: string) => Promise<Outcome<T>>): Promise<Outcome<T>> {
  return caller.userId
    ? run(caller.userId)
    : Promise.resolve(fail("unauthenticated", "Please sign in.", { reason: "account.sign_in_first" }));
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
      if ("problems" in built)
        return fail("invalid", built.problems[0], { fields: { form: built.problems }, reason: "itinerary.not_buildable" });
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
        return saved.message === ITINERARY_MESSAGES.tooMany
          ? fail("conflict", saved.message, { reason: "itinerary.too_many", params: { max: MAX_SAVED_PLANS } })
          : fail("invalid", saved.message, { reason: "itinerary.not_saved" });
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
        return found
          ? ok({ saved: found, built: build(found.state) })
          : fail("not_found", ITINERARY_MESSAGES.notFound, { reason: "itinerary.not_found" });
      }),
  });

  const shared = defineUseCase({
    name: "itinerary.shared",
    summary: "A plan someone shared by its link, laid out (read only)",
    input: SharedPlanRef,
    async run({ token }) {
      const found = await itineraries.shared(token);
      return found
        ? ok({ saved: found, built: build(found.state) })
        : fail("not_found", SHARED_PLAN_GONE, { reason: "itinerary.shared_gone" });
    },
  });

  /**
   * The saved-plan page's changes (issue 25): move a day one place earlier or later, rename, make a
   * new share link (the old one stops working) or delete. Only the owner's own plan; anyone else's,
   * or an unknown one, is not_found and nothing changes.
   */
  const edit = defineUseCase({
    name: "itinerary.edit",
    summary: "Signed in: change one of the traveller's saved plans (move a day, rename, new share link, delete)",
    input: EditPlanInput,
    run: (input, caller) =>
      signedIn(caller, async (userId): Promise<Outcome<{ intent: EditPlanInput["intent"] }>> => {
        if (!(await itineraries.get(input.id, userId)))
          return fail("not_found", ITINERARY_MESSAGES.notFound, { reason: "itinerary.not_found" });
        if (input.intent === "move") await itineraries.moveDay(input.id, userId, input.position, input.direction === "up" ? -1 : 1);
        else if (input.intent === "rename") await itineraries.rename(input.id, userId, input.title);
        else if (input.intent === "new-link") await itineraries.newShareLink(input.id, userId);
        else await itineraries.delete(input.id, userId);
        return ok({ intent: input.intent });
      }),
  });

  return { plan, save, list, saved, shared, edit };
}

export type TravelApplication = ReturnType<typeof createTravelApplication>;
