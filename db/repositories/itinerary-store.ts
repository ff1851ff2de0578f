/** Saved itineraries on PGlite and PostgreSQL: every read and write is scoped to the owning account. */
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { ItineraryStore, SavedPlan } from "../../core/itinerary/itinerary-store.ts";
import type { PlanState } from "../../core/itinerary/planner.ts";
import type { Db } from "../client.ts";
import { travelItinerary } from "../schema.ts";

type Row = typeof travelItinerary.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toPlan = (r: Row): SavedPlan => ({
  id: r.id,
  userId: r.userId,
  title: r.title,
  state: r.plan as PlanState,
  shareToken: r.shareToken,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export function createItineraryStore(db: Db): ItineraryStore {
  return {
    async create(input) {
      const [row] = await db
        .insert(travelItinerary)
        .values({ userId: input.userId, title: input.title, plan: input.state, shareToken: input.shareToken })
        .returning();
      return toPlan(row);
    },
    async get(id, userId) {
      if (!UUID.test(id)) return null;
      const [row] = await db
        .select()
        .from(travelItinerary)
        .where(and(eq(travelItinerary.id, id), eq(travelItinerary.userId, userId)));
      return row ? toPlan(row) : null;
    },
    async byShareToken(token) {
      const [row] = await db.select().from(travelItinerary).where(eq(travelItinerary.shareToken, token));
      return row ? toPlan(row) : null;
    },
    async list(userId, limit) {
      const rows = await db
        .select()
        .from(travelItinerary)
        .where(eq(travelItinerary.userId, userId))
        .orderBy(desc(travelItinerary.updatedAt))
        .limit(limit);
      return rows.map(toPlan);
    },
    async count(userId) {
      const [row] = await db.select({ n: count() }).from(travelItinerary).where(eq(travelItinerary.userId, userId));
      return Number(row?.n ?? 0);
    },
    async update(id, userId, patch) {
      if (!UUID.test(id)) return false;
      const rows = await db
        .update(travelItinerary)
        .set({
          ...(patch.title !== undefined ? { title: patch.title } : {}),
          ...(patch.state !== undefined ? { plan: patch.state } : {}),
          ...(patch.shareToken !== undefined ? { shareToken: patch.shareToken } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(travelItinerary.id, id), eq(travelItinerary.userId, userId)))
        .returning({ id: travelItinerary.id });
      return rows.length > 0;
    },
    async delete(id, userId) {
      if (!UUID.test(id)) return false;
      const rows = await db
        .delete(travelItinerary)
        .where(and(eq(travelItinerary.id, id), eq(travelItinerary.userId, userId)))
        .returning({ id: travelItinerary.id });
      return rows.length > 0;
    },
  };
}
