import { describe, expect, it } from "vitest";
import type { ChatSlots } from "../../contracts/assistant.ts";
import { EMERGENCY_NUMBERS } from "../../contracts/emergency-numbers.ts";
import { createSafetyApplication } from "../../core/application/safety.ts";
import type { AnswerDeps } from "./deps.ts";
import { safetyInfo } from "./safety.ts";
import type { AnswerTurn } from "./types.ts";

const caller = { userId: null, clientIp: "198.51.100.9" };
const turn = (message: string, slots: ChatSlots, register: AnswerTurn["register"] = "en"): AnswerTurn => ({
  message,
  understanding: { intent: "safety_info", slots, confidence: 1 },
  missing: [],
  context: {},
  caller,
  now: new Date("2026-12-02T01:00:00Z"),
  register,
});

describe("the emergency numbers, from the safety application", () => {
  const deps = { safety: createSafetyApplication({ now: () => new Date("2026-12-02T01:00:00Z") }) } as unknown as AnswerDeps;

  it("gives 911, the tourist hotline and the Coast Guard in the reply, each as the safety page lists it, and links the section", async () => {
    const a = await safetyInfo(deps, turn("what number do I call if my kid gets lost in Cebu?", { topic: "emergency" }));
    expect(a.intent).toBe("safety_info");
    expect(a.text).toMatch(/\b911 for police, fire and ambulance\b/);
    for (const n of EMERGENCY_NUMBERS.filter((x) => !/any other phone/.test(x.service))) expect(a.text).toContain(n.display);
    expect(a.links.map((l) => l.href)).toEqual(["/stay-informed/safety-security#emergency-numbers"]);
    // Grounded: the numbers it names are the use case's result.
    expect(a.results).toEqual([EMERGENCY_NUMBERS]);
  });

  it("says them in Taglish to a traveller who writes it", async () => {
    const a = await safetyInfo(deps, turn("ano po ang emergency number dito?", { topic: "emergency" }, "taglish"));
    expect(a.text).toMatch(/^Kapag emergency kahit saan sa Pilipinas, tumawag po sa 911/);
  });
});
