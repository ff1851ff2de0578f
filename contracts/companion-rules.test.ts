import { describe, expect, it } from "vitest";
import { COMPANION_RULES, companionProblem, companionRule, dayLabel, splitCompanionProblem, type Traveller } from "./companion-rules.ts";

const DAY = "2026-12-18";
const person = (type: Traveller["type"], givenName: string, dateOfBirth: string): Traveller => ({
  type,
  givenName,
  surname: "Cruz",
  dateOfBirth,
});
const mother = person("ADT", "Rosa", "1990-04-02");
const twelve = person("ADT", "Bea", "2014-06-01");
const seven = person("CHD", "Ana", "2019-06-01");
const baby = person("INF", "Leo", "2026-02-01");
const cebu = [{ code: "5J" }];

describe("who may look after a child or hold an infant, per airline", () => {
  it("every Philippine airline we sell has its rule with a public source, and a companion of 18 or over", () => {
    for (const code of ["PR", "2P", "5J", "DG", "T6", "Z2"]) {
      const rule = COMPANION_RULES[code];
      expect(rule.companionAge).toBe(18);
      expect(rule.sources.length).toBeGreaterThan(0);
      for (const s of rule.sources) expect(s.url).toMatch(/^https?:\/\//);
      expect(rule.assumed).toBeUndefined();
    }
    // An airline whose rule we did not find gets the common one, and says so.
    expect(companionRule("CX", "Cathay Pacific")).toMatchObject({ assumed: true, companionAge: 18, airline: "Cathay Pacific" });
  });

  it("a 12-year-old is no companion for an infant on the lap and a 7-year-old (the issue's family)", () => {
    const problem = companionProblem([twelve, seven, baby], cebu, DAY);
    expect(problem?.index).toBe(1);
    expect(problem?.airline).toBe("Cebu Pacific");
    expect(problem?.message).toBe(
      "Cebu Pacific's rule: a child under 12 flies with a companion aged 18 or over (a child under 7 never flies without one; a child of 7 to 11 may fly alone within the Philippines only as an unaccompanied minor, with Cebu Pacific's form and fee at check-in, not here), and an infant flies on the lap of a companion aged 18 or over, one infant each. No traveller on this booking is 18 or over on Fri 18 Dec 2026 to fly with Ana Cruz, Leo Cruz.",
    );
    expect(companionProblem([mother, twelve, seven, baby], cebu, DAY)).toBeNull();
    // Travelling alone, the 12-year-old is fine: the rule is about looking after others.
    expect(companionProblem([twelve], cebu, DAY)).toBeNull();
  });

  it("counts ages on the first flight's day, and the strictest airline of a trip speaks", () => {
    const eighteenTomorrow = person("ADT", "Carlo", "2008-12-19");
    expect(companionProblem([eighteenTomorrow, seven], cebu, DAY)).not.toBeNull();
    expect(companionProblem([eighteenTomorrow, seven], cebu, "2026-12-19")).toBeNull();
    const foreign = companionProblem([twelve, seven], [{ code: "CX", name: "Cathay Pacific" }], DAY);
    expect(foreign?.message).toMatch(
      /^We found no published rule of Cathay Pacific, so we apply the one every Philippine airline we sell publishes: /,
    );
  });

  it("a change or refund that would leave a child with only a 12-year-old is refused on either booking; a booking that never met the rule is not held to it", () => {
    const family = [mother, twelve, seven, baby];
    const open = [0, 1, 2, 3];
    expect(splitCompanionProblem(family, open, [0], cebu, DAY, "ABC123", false)).toMatch(
      /No traveller left on booking ABC123 is 18 or over/,
    );
    expect(splitCompanionProblem(family, open, [1, 2], cebu, DAY, "ABC123", true)).toMatch(
      /No traveller moving to the new booking is 18 or over on Fri 18 Dec 2026 to fly with Ana Cruz\.$/,
    );
    expect(splitCompanionProblem(family, open, [0, 2, 3], cebu, DAY, "ABC123", true)).toBeNull();
    expect(splitCompanionProblem(family, open, [1], cebu, DAY, "ABC123", false)).toBeNull();
    expect(splitCompanionProblem([twelve, seven], [0, 1], [1], cebu, DAY, "ABC123", false)).toBeNull();
  });

  it("writes days as travellers read them", () => {
    expect(dayLabel("2026-12-18")).toBe("Fri 18 Dec 2026");
  });
});
