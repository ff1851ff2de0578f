import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createItineraryService, ITINERARY_MESSAGES, MAX_SAVED_PLANS } from "../../core/itinerary/itinerary-service.ts";
import { openTestDatabase, type TestDatabase, testDatabaseKind } from "../test-database.ts";
import { createItineraryStore } from "./itinerary-store.ts";

const planner = {
  destination: (slug: string) => (["bohol", "cebu"].includes(slug) ? { slug, name: slug, days: [] } : undefined),
  origin: (id: string) => (id === "manila" ? { id, name: "Manila" } : undefined),
};

describe(`saved itineraries (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  let service: ReturnType<typeof createItineraryService>;
  beforeAll(async () => {
    database = await openTestDatabase();
    service = createItineraryService({ store: createItineraryStore(database.db) });
    const now = new Date().toISOString();
    await database.db.execute(
      sql`insert into "user" (id, name, email, email_verified, created_at, updated_at) values ('u-ana', 'Ana', 'ana-plan@example.com', true, ${now}, ${now}), ('u-ben', 'Ben', 'ben-plan@example.com', true, ${now}, ${now})`,
    );
  });
  afterAll(() => database?.cleanup());

  const state = {
    from: "manila",
    stops: [
      { slug: "bohol", days: 2 },
      { slug: "cebu", days: 1 },
    ],
  };

  it("saves a plan, reopens it for its owner only, and shares it read-only by its link", async () => {
    const saved = await service.save("u-ana", "Visayas week", state, planner);
    if (!saved.ok) throw new Error(saved.message);
    expect(saved.value.shareToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await service.get(saved.value.id, "u-ana"))?.title).toBe("Visayas week");
    expect(await service.get(saved.value.id, "u-ben")).toBeNull();
    expect(await service.get("not-a-uuid", "u-ana")).toBeNull();
    expect((await service.shared(saved.value.shareToken))?.id).toBe(saved.value.id);
    expect(await service.shared("x".repeat(32))).toBeNull();
    expect(await service.shared("'; drop table travel_itinerary; --")).toBeNull();
    expect((await service.list("u-ana")).map((p) => p.title)).toEqual(["Visayas week"]);
    expect(await service.list("u-ben")).toEqual([]);
  });

  it("reorders days, renames, replaces the share link and deletes — only for the owner", async () => {
    const saved = await service.save("u-ana", "Reorder me", state, planner);
    if (!saved.ok) throw new Error(saved.message);
    const id = saved.value.id;
    expect((await service.moveDay(id, "u-ben", 0, 1)).ok).toBe(false);
    const moved = await service.moveDay(id, "u-ana", 0, 1);
    expect(moved.ok && moved.value.state.order).toEqual([1, 0, 2]);
    expect((await service.get(id, "u-ana"))?.state.order).toEqual([1, 0, 2]);

    expect(await service.rename(id, "u-ben", "Mine now")).toBe(false);
    expect(await service.rename(id, "u-ana", "Bohol first")).toBe(true);
    expect((await service.get(id, "u-ana"))?.title).toBe("Bohol first");

    const old = saved.value.shareToken;
    expect(await service.newShareLink(id, "u-ben")).toBeNull();
    const fresh = await service.newShareLink(id, "u-ana");
    expect(fresh).not.toBe(old);
    expect(await service.shared(old)).toBeNull();
    expect((await service.shared(fresh as string))?.id).toBe(id);

    expect(await service.delete(id, "u-ben")).toBe(false);
    expect(await service.delete(id, "u-ana")).toBe(true);
    expect(await service.get(id, "u-ana")).toBeNull();
  });

  it("refuses an invalid plan and more than the limit of plans", async () => {
    expect(await service.save("u-ben", "Bad", { from: "manila", stops: [{ slug: "atlantis", days: 2 }] }, planner)).toEqual({
      ok: false,
      message: ITINERARY_MESSAGES.invalid,
    });
    const now = new Date().toISOString();
    await database.db.execute(
      sql`insert into "user" (id, name, email, email_verified, created_at, updated_at) values ('u-many', 'M', 'many-plan@example.com', true, ${now}, ${now})`,
    );
    await database.db.execute(
      sql`insert into travel_itinerary (user_id, title, plan, share_token) select 'u-many', 'p' || g, '{"from":"manila","stops":[{"slug":"bohol","days":1}]}', 'tok' || g from generate_series(1, ${MAX_SAVED_PLANS}) g`,
    );
    expect(await service.save("u-many", "One more", state, planner)).toEqual({ ok: false, message: ITINERARY_MESSAGES.tooMany });
  });
});
