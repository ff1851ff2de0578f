import { describe, expect, it } from "vitest";
import { understand } from "./understand.ts";
import { travellerRuleAsked } from "./traveller-rules.ts";
import { normalise } from "./text.ts";

const NOW = new Date("2027-02-10T02:00:00Z");
const rule = (text: string) => travellerRuleAsked(normalise(text));

describe("who may fly and on what terms: a fare's rules, not medical advice nor a search", () => {
  it("knows pregnancy, discounts, a baby's seat and a child's papers, when flying is named", () => {
    expect(rule("at 33 weeks pregnant will the airline let me board?")).toBe("pregnancy");
    expect(rule("buntis ako 6 months, pwede pa ba lumipad pa-Iloilo?")).toBe("pregnancy");
    expect(rule("do students get a discount on plane tickets?")).toBe("discount");
    expect(rule("may diskwento ba ang senior citizens sa eroplano")).toBe("discount");
    expect(rule("does my 8 month old need her own seat on the plane")).toBe("infant");
    expect(rule("consent letter needed if my niece flies with me on a domestic flight?")).toBe("minor_papers");
    expect(rule("PWD ako, 60 years old, may discount ba sa flight?")).toBe("discount");
    expect(rule("need ba ng valid ID ng bata sa domestic flight?")).toBe("minor_papers");
    expect(rule("is Sagada tiring for a pregnant traveller?")).toBeUndefined();
  });

  it("reads them as fees_info with the fare_rules topic, even with a route and a day", () => {
    for (const m of [
      "I'm 28 weeks pregnant, ok lang ba mag-fly Cebu to Davao on Jan 20?",
      "lola is 81, any senior discount on your airfares?",
      "kailangan ba ng ticket ang 10 months old naming baby sa plane?",
      "my nephew (9) flies with his nanny, does she need a letter from the parents for the flight?",
    ]) {
      const u = understand(m, {}, NOW);
      expect(u.intent, m).toBe("fees_info");
      expect(u.slots.topic, m).toBe("fare_rules");
    }
  });

  it("keeps a place question about a pregnant traveller a place question", () => {
    const u = understand("Is Kawasan Falls in Cebu too hard for a pregnant woman?", {}, NOW);
    expect(u.intent).toBe("destination_info");
    expect(u.slots.place).toBe("cebu");
  });

  it("takes what a place offers after its weather as a place question (what can we do there)", () => {
    const context = { lastIntent: "weather_info" as const, slots: { place: "baguio-cordilleras", month: 3 } };
    const u = understand("what can we do in Baguio that's easy on the knees? I'm expecting", context, NOW);
    expect(u.intent).toBe("destination_info");
  });
});
