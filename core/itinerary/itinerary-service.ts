/**
 * Saved plans: an account saves the state of a plan under a name, reopens it, reorders its days, renames
 * it, shares it by a read-only link (and can replace that link to revoke it), deletes it.
 */
import { randomBytes } from "node:crypto";
import type { ItineraryStore, SavedPlan } from "./itinerary-store.ts";
import { checkPlan, isPermutation, moveDay, identityOrder, type PlannerDeps, type PlanState, totalDays } from "./planner.ts";

/** At most this many saved plans per account. */
export const MAX_SAVED_PLANS = 50;

export const ITINERARY_MESSAGES = {
  tooMany: `You can keep up to ${MAX_SAVED_PLANS} plans. Delete one you no longer need first.`,
  invalid: "This plan cannot be saved as it is. Check the destinations and days.",
  notFound: "We could not find that plan.",
} as const;

export type ItineraryResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** 24 random bytes: a link nobody guesses. */
export const newShareToken = () => randomBytes(24).toString("base64url");
const SHARE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

export function createItineraryService(deps: { store: ItineraryStore }) {
  const { store } = deps;
  return {
    /** Saves a plan that passes the planner's checks (the guides and starting points it knows). */
    async save(
      userId: string,
      title: string,
      state: PlanState,
      planner: Pick<PlannerDeps, "destination" | "origin">,
    ): Promise<ItineraryResult<SavedPlan>> {
      if (checkPlan(state, planner).length > 0) return { ok: false, message: ITINERARY_MESSAGES.invalid };
      if ((await store.count(userId)) >= MAX_SAVED_PLANS) return { ok: false, message: ITINERARY_MESSAGES.tooMany };
      const clean: PlanState = { ...state, order: state.order && isPermutation(state.order, totalDays(state)) ? state.order : undefined };
      return { ok: true, value: await store.create({ userId, title, state: clean, shareToken: newShareToken() }) };
    },
    get: (id: string, userId: string) => store.get(id, userId),
    list: (userId: string, limit = MAX_SAVED_PLANS) => store.list(userId, limit),
    async shared(token: string): Promise<SavedPlan | null> {
      return SHARE_TOKEN.test(token) ? store.byShareToken(token) : null;
    },
    /** Moves the day at `position` one place up or down in an own plan. */
    async moveDay(id: string, userId: string, position: number, direction: -1 | 1): Promise<ItineraryResult<SavedPlan>> {
      const plan = await store.get(id, userId);
      if (!plan) return { ok: false, message: ITINERARY_MESSAGES.notFound };
      const n = totalDays(plan.state);
      const order = plan.state.order && isPermutation(plan.state.order, n) ? plan.state.order : identityOrder(n);
      const state = { ...plan.state, order: moveDay(order, position, direction) };
      await store.update(id, userId, { state });
      return { ok: true, value: { ...plan, state } };
    },
    async rename(id: string, userId: string, title: string): Promise<boolean> {
      return store.update(id, userId, { title });
    },
    /** A new share link; the old one stops working. */
    async newShareLink(id: string, userId: string): Promise<string | null> {
      const token = newShareToken();
      return (await store.update(id, userId, { shareToken: token })) ? token : null;
    },
    delete: (id: string, userId: string) => store.delete(id, userId),
  };
}

export type ItineraryService = ReturnType<typeof createItineraryService>;
