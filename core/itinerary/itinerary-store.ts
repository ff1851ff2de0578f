/** Persistence of saved plans, declared by core and implemented in db/repositories/itinerary-store.ts. */
import type { PlanState } from "./planner.ts";

export type SavedPlan = {
  id: string;
  userId: string;
  title: string;
  state: PlanState;
  shareToken: string;
  createdAt: Date;
  updatedAt: Date;
};

export type ItineraryStore = {
  create(input: { userId: string; title: string; state: PlanState; shareToken: string }): Promise<SavedPlan>;
  /** The plan only when it belongs to this account. */
  get(id: string, userId: string): Promise<SavedPlan | null>;
  byShareToken(token: string): Promise<SavedPlan | null>;
  list(userId: string, limit: number): Promise<SavedPlan[]>;
  count(userId: string): Promise<number>;
  /** Changes an own plan; false when there is none. */
  update(id: string, userId: string, patch: Partial<Pick<SavedPlan, "title" | "state" | "shareToken">>): Promise<boolean>;
  delete(id: string, userId: string): Promise<boolean>;
};
