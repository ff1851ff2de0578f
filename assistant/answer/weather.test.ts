/**
 * Tides as the assistant tells them, over a stand-in tide use case (the real one is tested on the
 * services in server/assistant.test.ts): every day of a range asked, only tides still to come, and the
 * tide service's notice about its station when it gives one.
 */
import { describe, expect, it } from "vitest";
import { ok } from "../../contracts/application.ts";
import type { ChatSlots } from "../../contracts/assistant.ts";
import { TidePredictionsInput } from "../../contracts/weather-inputs.ts";
import type { WeatherApplication } from "../../core/application/weather.ts";
import { defineUseCase } from "../../core/application/use-case.ts";
import { ungroundedFacts } from "../grounded.ts";
import type { AnswerDeps } from "./deps.ts";
import type { AnswerTurn } from "./types.ts";
import { tide } from "./weather.ts";

// Saturday 28 November 2026, 10:00 in Manila.
const NOW = new Date("2026-11-28T02:00:00Z");

const EXTREMES = [
  { time: "2026-11-28T08:23:00+08:00", height: -0.38, type: "low" as const },
  { time: "2026-11-28T15:40:00+08:00", height: 0.9, type: "high" as const },
  { time: "2026-11-29T00:01:00+08:00", height: 1.27, type: "high" as const },
  { time: "2026-11-29T09:22:00+08:00", height: -0.32, type: "low" as const },
];

function depsWith(extra: Record<string, unknown> = {}) {
  const asked: unknown[] = [];
  const tidePredictions = defineUseCase({
    name: "tides.predictions",
    summary: "stand-in",
    input: TidePredictionsInput,
    run: async (input) => {
      asked.push(input);
      return ok({
        station: { id: "lubang", name: "Lubang", latitude: 13.8, longitude: 120.1, distanceKm: 202 },
        datum: "MLLW" as const,
        attribution: "stand-in",
        extremes: EXTREMES,
        ...extra,
      });
    },
  });
  const deps = { weather: { tidePredictions } as unknown as Pick<WeatherApplication, "report" | "tidePredictions"> } as AnswerDeps;
  return { deps, asked };
}

const turn = (slots: ChatSlots): AnswerTurn => ({
  message: "…",
  understanding: { intent: "tide", slots, confidence: 1 },
  missing: [],
  context: {},
  caller: { userId: null, clientIp: "198.51.100.8" },
  now: NOW,
  register: "en",
});

describe("tides", () => {
  it("covers the whole weekend asked, and leaves out the tide that already passed this morning", async () => {
    const { deps, asked } = depsWith();
    const answer = await tide(deps, turn({ place: "coron", date: "2026-11-28", dateTo: "2026-11-29" }));
    expect(asked[0]).toMatchObject({ from: "2026-11-28", days: 2 });
    expect(ungroundedFacts(answer.text, answer.results)).toEqual([]);
    expect(answer.text).toContain("Sat, Nov 28 to Sun, Nov 29");
    expect(answer.text).not.toContain("8:23 AM");
    expect(answer.text).toContain("Sat, Nov 28: Low tide still to come: none. High tide still to come: 3:40 PM (0.9 m).");
    expect(answer.text).toContain("Sun, Nov 29: Low tide: 9:22 AM (-0.3 m). High tide: 12:01 AM (1.3 m).");
    const card = answer.cards[0];
    expect(card.kind === "tide" && card.events.map((e) => e.at)).toEqual(EXTREMES.slice(1).map((e) => e.time));
  });

  it("links the tide page for the place and the day asked", async () => {
    const { deps } = depsWith();
    const answer = await tide(deps, turn({ place: "el-nido", date: "2026-12-03" }));
    expect(answer.links.map((l) => l.href)).toContain("/stay-informed/tide?place=el-nido-palawan&from=2026-12-03");
  });

  it("opens the tide page of the destination a place without a guide of its own lies in (Moalboal: Cebu's)", async () => {
    const { deps } = depsWith();
    const answer = await tide(deps, turn({ place: "moalboal", date: "2026-11-29" }));
    expect(answer.links.map((l) => l.href)).toContain("/stay-informed/tide?place=cebu&from=2026-11-29");
  });

  it("says the tide service's notice about a far station when it gives one", async () => {
    const notice = "The nearest tide station, Lubang, is 202 km from Coron. Times and heights at Coron may differ from these.";
    const { deps } = depsWith({ fit: { warning: notice.replaceAll("Coron", "the point you chose") } });
    const answer = await tide(deps, turn({ place: "coron", date: "2026-11-29" }));
    expect(answer.text).toContain(notice);
    const plain = await tide(depsWith().deps, turn({ place: "coron", date: "2026-11-29" }));
    expect(plain.text).not.toContain("km away");
  });
});
