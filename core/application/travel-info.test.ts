import { describe, expect, it } from "vitest";
import { createTravelInfoApplication } from "./travel-info.ts";
import { invoke } from "./use-case.ts";

const caller = { userId: null, clientIp: "198.51.100.9" };
const app = createTravelInfoApplication();

describe("the travel facts as use cases (travel.fees, travel.formalities)", () => {
  it("gives the travel tax, one airport's terminal fee and the destination fees in centavos, each with public sources dated by themselves", async () => {
    const outcome = await invoke(app.fees, { airport: "mnl" }, caller);
    if (!outcome.ok) throw new Error(outcome.error.message);
    const v = outcome.value;
    expect(v.travelTax.regular.economy).toEqual({ amount: 162_000, currency: "PHP" });
    expect(Object.keys(v.terminalFees)).toEqual(["MNL"]);
    expect(v.destinationFees.boracay.environmentalDomestic.amount).toBe(15_000);
    expect(v.destinationFees.coron.environmental.amount).toBe(20_000);
    expect(v).not.toHaveProperty("checked");
    const all = [v.travelTax, v.terminalFees.MNL, ...Object.values(v.destinationFees)];
    for (const fact of all) {
      expect(fact.sources.length).toBeGreaterThan(0);
      // The source's own date, or (an undated page) the day it was read; never absent.
      for (const s of fact.sources) expect(s.date ?? s.read).toMatch(/^\d{4}(-\d{2}(-\d{2})?)?$/);
    }
    expect(v.terminalFees.MNL.sources.map((s) => s.date)).toEqual(["2025-08-24", "2025-08-24"]);
  });

  it("gives a 7-year-old the child's reduced rate (₱810), with TIEZA's certificate and no online payment; infants of 2 and below nothing", async () => {
    const seven = await invoke(app.fees, { age: 7 }, caller);
    if (!seven.ok) throw new Error(seven.error.message);
    expect(seven.value.travelTax.forAge).toMatchObject({ age: 7, band: "reduced", economy: { amount: 81_000, currency: "PHP" } });
    expect(seven.value.travelTax.forAge?.needs).toMatch(/Reduced Travel Tax certificate.*cannot be paid online/);
    const one = await invoke(app.fees, { age: 1 }, caller);
    expect(one.ok && one.value.travelTax.forAge).toMatchObject({ band: "exempt", economy: null });
    // A 2-year-old is past "2 years and below" once the second birthday has gone: the rule says so, not "exempt".
    const two = await invoke(app.fees, { age: 2 }, caller);
    expect(two.ok && two.value.travelTax.forAge).toMatchObject({ band: "reduced" });
    expect(two.ok && two.value.travelTax.forAge?.rule).toMatch(/exemption for infants ends on the second birthday itself/);
    expect(one.ok && one.value.travelTax.rules.exempt).toBe("Infants 2 years old and below on the day of departure are exempt");
    const thirteen = await invoke(app.fees, { age: "13" }, caller);
    expect(thirteen.ok && thirteen.value.travelTax.forAge?.economy).toEqual({ amount: 162_000, currency: "PHP" });
    const bad = await invoke(app.fees, { age: -3 }, caller);
    expect(bad.ok ? null : bad.error).toMatchObject({ code: "invalid", message: "Give the age in whole years, e.g. 7." });
  });

  it("gives every airport's terminal fee without one, and refuses a code that is not three letters", async () => {
    const all = await invoke(app.fees, {}, caller);
    expect(all.ok && Object.keys(all.value.terminalFees).length).toBeGreaterThan(1);
    const bad = await invoke(app.fees, { airport: "MANILA" }, caller);
    expect(bad.ok ? null : bad.error).toMatchObject({ code: "invalid", message: "Enter a three-letter airport code, e.g. MNL." });
  });

  it("says eTravel is free at etravel.gov.ph within 72 hours of the flight", async () => {
    const outcome = await invoke(app.formalities, {}, caller);
    expect(outcome.ok && outcome.value.eTravel).toMatchObject({ url: "https://etravel.gov.ph", windowHours: 72, free: true });
    expect(outcome.ok && outcome.value.eTravel.sources.map((s) => s.date)).toEqual(["2023-12-14", "2023-04-23"]);
  });
});
