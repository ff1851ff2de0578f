/** The origin offered from where the site knows the traveller is, never assumed. */
import { describe, expect, it } from "vitest";
import { ok } from "../../contracts/application.ts";
import type { IpLocation } from "../../contracts/location.ts";
import { IpLookupInput } from "../../contracts/location-inputs.ts";
import { defineUseCase } from "../../core/application/use-case.ts";
import type { AnswerDeps } from "./deps.ts";
import { offerNearestOrigin } from "./nearest-origin.ts";
import type { Answer, AnswerTurn } from "./types.ts";

const turn: AnswerTurn = {
  message: "flight to Siargao on Dec 12",
  understanding: { intent: "flight_search", slots: { destination: "IAO", departureDate: "2026-12-12" }, confidence: 1 },
  missing: ["origin"],
  context: {},
  caller: { userId: null, clientIp: "203.0.113.9" },
  now: new Date("2026-12-01T01:00:00Z"),
  register: "en",
};
const asked: Answer = {
  intent: "clarify",
  text: "Where are you flying from?",
  cards: [
    {
      kind: "choices",
      question: "From",
      choices: [
        { label: "Manila (MNL)", message: "from Manila" },
        { label: "Cebu (CEB)", message: "from Cebu" },
      ],
    },
  ],
  links: [],
  slots: turn.understanding.slots,
  results: [],
};
const at = (where: Partial<IpLocation>) =>
  ({
    location: {
      ipLookup: defineUseCase({
        name: "location.ipLookup",
        summary: "stand-in",
        input: IpLookupInput,
        run: async () =>
          ok({
            known: true,
            countryCode: "PH",
            countryName: "Philippines",
            region: null,
            city: null,
            latitude: null,
            longitude: null,
            ...where,
          } as IpLocation),
      }),
    },
  }) as unknown as AnswerDeps;

describe("the nearest airport offered as a flight's origin (issue 24)", () => {
  it("offers it first and asks, leaving the origin unset", async () => {
    const a = await offerNearestOrigin(at({ latitude: 10.32, longitude: 123.9 }), turn, asked);
    expect(a.text).toBe("From Cebu (your nearest airport)? Tap it, or tell me where you are flying from.");
    const choices = a.cards[0]?.kind === "choices" ? a.cards[0].choices : [];
    expect(choices[0]).toEqual({ label: "From Cebu (CEB), your nearest airport", message: "from Cebu" });
    expect(choices.filter((c) => c.label.includes("(CEB)"))).toHaveLength(1);
    expect(a.slots.origin).toBeUndefined();
  });

  it("asks as before when the place is unknown, abroad or far from any airport we sell from", async () => {
    expect(await offerNearestOrigin(at({ known: false }), turn, asked)).toBe(asked);
    expect(await offerNearestOrigin(at({ latitude: 35.68, longitude: 139.76 }), turn, asked)).toBe(asked);
    expect(await offerNearestOrigin({} as AnswerDeps, turn, asked)).toBe(asked);
  });
});
