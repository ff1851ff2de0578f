import { describe, expect, it } from "vitest";
import { createTravelInfoApplication } from "./travel-info.ts";
import { invoke } from "./use-case.ts";

const caller = { userId: null, clientIp: "198.51.100.9" };
const app = createTravelInfoApplication();

describe("the travel facts as use cases (travel.fees, travel.formalities)", () => {
  it("gives the travel tax, one airport's terminal fee and the destination fees in centavos, with the source and the day checked", async () => {
    const outcome = await invoke(app.fees, { airport: "mnl" }, caller);
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(outcome.value.travelTax.regular.economy).toEqual({ amount: 162_000, currency: "PHP" });
    expect(Object.keys(outcome.value.terminalFees)).toEqual(["MNL"]);
    expect(outcome.value.destinationFees.boracay.environmentalDomestic.amount).toBe(15_000);
    expect(outcome.value).toMatchObject({ document: "philippines-facts.md", checked: "2026-11-21" });
  });

  it("gives every airport's terminal fee without one, and refuses a code that is not three letters", async () => {
    const all = await invoke(app.fees, {}, caller);
    expect(all.ok && Object.keys(all.value.terminalFees).length).toBeGreaterThan(1);
    const bad = await invoke(app.fees, { airport: "MANILA" }, caller);
    expect(bad.ok ? null : bad.error).toMatchObject({ code: "invalid", message: "Enter a three-letter airport code, e.g. MNL." });
  });

  it("says eTravel is free at etravel.gov.ph within 72 hours of the flight", async () => {
    const outcome = await invoke(app.formalities, {}, caller);
    expect(outcome.ok && outcome.value.eTravel).toEqual({ url: "https://etravel.gov.ph", windowHours: 72, free: true });
  });
});
