import { describe, expect, it } from "vitest";
import { createTravelInfoApplication, sourcesText } from "../../application/travel-info.ts";
import { invoke } from "../../application/use-case.ts";

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
