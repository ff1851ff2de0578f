import { describe, expect, it } from "vitest";
import { publicSource } from "./fees.ts";

describe("publicSource", () => {
  it("names the publications, never our notes' file, section or tags", () => {
    expect(publicSource("philippines-facts.md §4.2: S31 SunStar, S98 Filipino Times (Aug 2025)")).toBe(
      "SunStar, Filipino Times (Aug 2025)",
    );
    expect(publicSource("philippines-facts.md §4.1: PD 1183 as amended; TIEZA Citizen's Charter (S94)")).toBe(
      "PD 1183 as amended; TIEZA Citizen's Charter",
    );
    expect(publicSource("philippines-facts.md §4.3: etravel.gov.ph (S100–S102)")).toBe("etravel.gov.ph");
    expect(publicSource("philippines-facts.md §4.4: S103 Manila Bulletin 30 Jan 2025")).toBe("Manila Bulletin 30 Jan 2025");
    expect(publicSource("philippines-facts.md §4.4: S105, S106")).toBe("Lakbay's travel facts");
  });
});
