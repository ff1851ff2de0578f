import { describe, expect, it } from "vitest";
import { createTravelInfoApplication, sourcesText } from "../../core/application/travel-info.ts";
import { invoke } from "../../core/application/use-case.ts";
import type { ChatSlots } from "../../contracts/assistant.ts";
import type { AnswerDeps } from "./deps.ts";
import { feesInfo } from "./fees.ts";
import type { AnswerTurn } from "./types.ts";

const caller = { userId: null, clientIp: "198.51.100.9" };

describe("a fee card's source", () => {
  it("names the publications with their own dates, never our notes' file, our check date or 'Lakbay's travel facts'", async () => {
    const outcome = await invoke(createTravelInfoApplication().fees, { airport: "MNL" }, caller);
    if (!outcome.ok) throw new Error(outcome.error.message);
    const naia = sourcesText(outcome.value.terminalFees.MNL.sources);
    expect(naia).toBe("SunStar, NAIA terminal fees (24 Aug 2025); The Filipino Times, NAIA terminal fees (24 Aug 2025)");
    const elNido = sourcesText(outcome.value.destinationFees.elNido.sources);
    expect(elNido).toContain("Municipality of El Nido, the Eco-Tourism Development Fee (Dec 2009)");
    const tax = sourcesText(outcome.value.travelTax.sources);
    expect(tax).toContain("TIEZA, Reduced Travel Tax page (undated page, read 28 Nov 2026)");
    for (const text of [naia, elNido, tax]) {
      expect(text).not.toMatch(/philippines-facts|§|\bS\d+\b|Lakbay's travel facts|checked/);
    }
  });
});

describe("fees the travel facts hold, and airports they do not", () => {
  const deps = { travelInfo: createTravelInfoApplication() } as unknown as AnswerDeps;
  const turn = (message: string, slots: ChatSlots): AnswerTurn => ({
    message,
    understanding: { intent: "fees_info", slots, confidence: 1 },
    missing: [],
    context: {},
    caller,
    now: new Date("2027-02-10T02:00:00Z"),
    register: "en",
  });

  it("answers Coron's environmental fee from the facts, with its source", async () => {
    const a = await feesInfo(deps, turn("how much do visitors pay to enter Coron town?", { topic: "environmental_fee", place: "coron" }));
    expect(a.intent).toBe("fees_info");
    expect(a.text).toMatch(/Coron charges visitors an environmental fee of ₱[\d,]+/);
    expect(a.text).toMatch(/Sources: Palawan News/);
  });

  it("says an airport's fee is not held and is in the ticket, without handing a fee question to the team", async () => {
    const a = await feesInfo(deps, turn("terminal fee at Tacloban airport?", { topic: "terminal_fee", origin: "TAC" }));
    expect(a.text).toMatch(/I don't have a checked terminal fee/);
    expect(a.links.map((l) => l.href)).not.toContain("/contact");
  });
});
