import { describe, expect, it } from "vitest";
import { createItineraryService } from "../itinerary/itinerary-service.ts";
import type { ItineraryStore, SavedPlan } from "../itinerary/itinerary-store.ts";
import { createItineraryPlanner } from "../itinerary/planner-deps.ts";
import { PLAN_MESSAGES } from "../itinerary/planner.ts";
import { createTravelApplication, SHARED_PLAN_GONE } from "./travel.ts";
import { invoke } from "./use-case.ts";

function memoryStore(): ItineraryStore {
  const plans: SavedPlan[] = [];
  return {
    async create(input) {
      const plan = { ...input, id: `p${plans.length + 1}`, createdAt: new Date(), updatedAt: new Date() };
      plans.push(plan);
      return plan;
    },
    get: async (id, userId) => plans.find((p) => p.id === id && p.userId === userId) ?? null,
    byShareToken: async (token) => plans.find((p) => p.shareToken === token) ?? null,
    list: async (userId) => plans.filter((p) => p.userId === userId),
    count: async (userId) => plans.filter((p) => p.userId === userId).length,
    async update(id, userId, patch) {
      const plan = plans.find((p) => p.id === id && p.userId === userId);
      if (plan) Object.assign(plan, patch, { updatedAt: new Date() });
      return Boolean(plan);
    },
    async delete(id, userId) {
      const at = plans.findIndex((p) => p.id === id && p.userId === userId);
      if (at >= 0) plans.splice(at, 1);
      return at >= 0;
    },
  };
}

const day = (title: string) => ({ title, activities: ["walk"] });
const planner = createItineraryPlanner([
  { slug: "el-nido-palawan", name: "El Nido", days: [day("Lagoons"), day("Beaches")] },
  { slug: "coron-palawan", name: "Coron", days: [day("Wrecks")] },
]);
const app = createTravelApplication({ itineraries: createItineraryService({ store: memoryStore() }), planner });
const guest = { userId: null, clientIp: "203.0.113.9" };
const ana = { userId: "u-ana", clientIp: "203.0.113.9" };
const ben = { userId: "u-ben", clientIp: "203.0.113.9" };
const link = { from: "manila", stops: "el-nido-palawan:2,coron-palawan:1" };

describe("itinerary.plan", () => {
  it("lays out the days with the travel between places", async () => {
    const outcome = await invoke(app.plan, link, guest);
    if (!outcome.ok || !("plan" in outcome.value)) throw new Error("no plan");
    expect(outcome.value.plan.days.map((d) => d.destinationName)).toEqual(["El Nido", "El Nido", "Coron"]);
    expect(outcome.value.plan.days[2].travel?.route?.minutes).toBeGreaterThan(0);
  });

  it("refuses a broken link with the link's messages, and a plan the planner cannot make with its own", async () => {
    expect(await invoke(app.plan, { from: "manila", stops: "" }, guest)).toMatchObject({
      ok: false,
      error: { code: "invalid", message: "Pick at least one destination." },
    });
    expect(await invoke(app.plan, { from: "manila", stops: "atlantis:2" }, guest)).toMatchObject({
      ok: false,
      error: { code: "invalid", message: PLAN_MESSAGES.unknownStop, fields: { form: [PLAN_MESSAGES.unknownStop] } },
    });
  });
});

describe("saved and shared plans", () => {
  it("needs a sign-in to save; shows a saved plan to its owner only, and to anyone with its link", async () => {
    expect(await invoke(app.save, { title: "Palawan", plan: link }, guest)).toMatchObject({
      ok: false,
      error: { code: "unauthenticated" },
    });
    const saved = await invoke(app.save, { title: "  Palawan  ", plan: link }, ana);
    if (!saved.ok) throw new Error(saved.error.message);
    expect(saved.value.title).toBe("Palawan");
    expect(await invoke(app.saved, { id: saved.value.id }, ana)).toMatchObject({ ok: true, value: { saved: { title: "Palawan" } } });
    expect(await invoke(app.saved, { id: saved.value.id }, ben)).toEqual({
      ok: false,
      error: { code: "not_found", reason: "itinerary.not_found", message: "We could not find that plan." },
    });
    expect(await invoke(app.shared, { token: saved.value.shareToken }, guest)).toMatchObject({
      ok: true,
      value: { saved: { id: saved.value.id } },
    });
    expect(await invoke(app.shared, { token: "nope" }, guest)).toEqual({
      ok: false,
      error: { code: "not_found", reason: "itinerary.shared_gone", message: SHARED_PLAN_GONE },
    });
  });

  it("refuses a nameless plan with the form's message", async () => {
    expect(await invoke(app.save, { title: " ", plan: link }, ana)).toMatchObject({
      ok: false,
      error: { code: "invalid", fields: { title: ["Give your plan a name."] } },
    });
  });
});

describe("itinerary.edit", () => {
  async function savedPlan(title: string) {
    const saved = await invoke(app.save, { title, plan: link }, ana);
    if (!saved.ok) throw new Error("not saved");
    return saved.value.id;
  }

  it("moves a day, renames and makes a new share link on the owner's own plan", async () => {
    const id = await savedPlan("Palawan week");
    const before = await invoke(app.saved, { id }, ana);
    if (!before.ok || !("plan" in before.value.built)) throw new Error("not found");
    const oldToken = before.value.saved.shareToken;
    const [first, second, third] = before.value.built.plan.days.map((d) => d.title);
    expect(await invoke(app.edit, { id, intent: "move", position: 0, direction: "down" }, ana)).toEqual({
      ok: true,
      value: { intent: "move" },
    });
    expect(await invoke(app.edit, { id, intent: "rename", title: "  Palawan, slowly " }, ana)).toMatchObject({ ok: true });
    expect(await invoke(app.edit, { id, intent: "new-link" }, ana)).toMatchObject({ ok: true });
    const after = await invoke(app.saved, { id }, ana);
    if (!after.ok || !("plan" in after.value.built)) throw new Error("no plan");
    expect(after.value.saved.title).toBe("Palawan, slowly");
    expect(after.value.built.plan.days.map((d) => d.title)).toEqual([second, first, third]);
    expect(first).not.toBe(second);
    expect(after.value.saved.shareToken).not.toBe(oldToken);
    expect(await invoke(app.shared, { token: oldToken }, guest)).toMatchObject({ ok: false, error: { code: "not_found" } });
  });

  it("changes nothing on someone else's plan or for a guest, and deletes only for the owner", async () => {
    const id = await savedPlan("Coron dives");
    expect(await invoke(app.edit, { id, intent: "delete" }, ben)).toMatchObject({ ok: false, error: { code: "not_found" } });
    expect(await invoke(app.edit, { id, intent: "rename", title: "Mine now" }, ben)).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    expect(await invoke(app.edit, { id, intent: "delete" }, guest)).toMatchObject({ ok: false, error: { code: "unauthenticated" } });
    expect(await invoke(app.saved, { id }, ana)).toMatchObject({ ok: true, value: { saved: { title: "Coron dives" } } });
    expect(await invoke(app.edit, { id, intent: "delete" }, ana)).toEqual({ ok: true, value: { intent: "delete" } });
    expect(await invoke(app.saved, { id }, ana)).toMatchObject({ ok: false, error: { code: "not_found" } });
  });
});
