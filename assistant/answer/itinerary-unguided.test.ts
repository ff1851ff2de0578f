/**
 * An itinerary asked for a place we know but no travel guide of ours covers: said plainly, with the
 * trip planner, never "which place do you mean?" (issue 24, blind-10's kinds).
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ok } from "../../contracts/application.ts";
import type { ChatSlots } from "../../contracts/assistant.ts";
import { defineUseCase } from "../../core/application/use-case.ts";
import type { AnswerDeps } from "./deps.ts";
import { destinationInfo, itinerary } from "./guides.ts";
import type { AnswerTurn } from "./types.ts";

const guides = defineUseCase({ name: "content.guides", summary: "stand-in", input: z.object({}), run: async () => ok([]) });
const deps = { content: { guides } } as unknown as AnswerDeps;

const turn = (slots: ChatSlots, register: "en" | "taglish" = "en"): AnswerTurn => ({
  message: "…",
  understanding: { intent: "itinerary", slots, confidence: 1 },
  missing: [],
  context: {},
  caller: { userId: null, clientIp: "198.51.100.9" },
  now: new Date("2026-12-05T03:00:00Z"),
  register,
});

describe("an itinerary for a place without a guide", () => {
  it("says we have no guide for it and links the trip planner", async () => {
    const a = await itinerary(deps, turn({ place: "tagaytay", days: 3 }));
    expect(a.intent).toBe("itinerary");
    expect(a.text).toMatch(/no travel guide for Tagaytay/);
    expect(a.links.map((l) => l.href)).toContain("/travel-itinerary");
    expect(a.text).not.toMatch(/which place/i);
  });

  it("says it in Taglish to a Taglish question", async () => {
    const a = await itinerary(deps, turn({ place: "tagaytay" }, "taglish"));
    expect(a.text).toMatch(/Wala pa po kaming travel guide/);
  });

  it("still asks which place when it knows none", async () => {
    const a = await itinerary(deps, turn({ place: "zzqx" }));
    expect(a.intent).toBe("clarify");
  });
});

describe("a question about a place we have hotels in but no guide for", () => {
  const search = defineUseCase({
    name: "content.search",
    summary: "stand-in",
    input: z.object({ q: z.string() }),
    run: async () => ok({ hits: [] }),
  });
  const guide = defineUseCase({
    name: "content.guide",
    summary: "stand-in",
    input: z.object({ slug: z.string() }),
    run: async () => ok(null),
  });
  const withSearch = { content: { guides, search, guide } } as unknown as AnswerDeps;
  const ask = (message: string) => ({
    ...turn({ place: "cagayan-de-oro" }),
    message,
    understanding: { intent: "destination_info" as const, slots: { place: "cagayan-de-oro" }, confidence: 1 },
  });

  it("says we have no guide for it and offers its hotels, without guessing", async () => {
    const a = await destinationInfo(withSearch, ask("what is there to see in Cagayan de Oro?"));
    expect(a.intent).toBe("destination_info");
    expect(a.text).toMatch(/no travel guide for Cagayan de Oro/);
    expect(a.links.map((l) => l.href).join(" ")).not.toContain("/contact");
  });

  it("hands a price we know nothing of to the team", async () => {
    const a = await destinationInfo(withSearch, ask("magkano ang pasalubong sa Cagayan de Oro?"));
    expect(a.links.map((l) => l.href)).toContain("/contact");
  });
});
