/** Questions about a place, answered from its guide's own sections with the section named. */
import { describe, expect, it } from "vitest";
import { findGuide } from "../../core/content/guides.ts";
import { answerFromGuide } from "./place-questions.ts";

const guide = (slug: string) => {
  const g = findGuide(slug);
  if (!g) throw new Error(slug);
  return g;
};

describe("a place question answered from the guide (issue 24)", () => {
  it("answers climbing a volcano with the danger zone and links the section it comes from", () => {
    const a = answerFromGuide(guide("mt-mayon-albay"), "pwede ba umakyat sa tuktok ng Mayon?");
    expect(a?.found).toBe(true);
    expect(a?.text).toMatch(/danger zone/i);
  });

  it("answers how many days with the guide's own plan", () => {
    const a = answerFromGuide(guide("bohol"), "is 2 days enough for Bohol?");
    expect(a).toMatchObject({ section: "itinerary", found: true });
    expect(a?.text).toMatch(/^Our Bohol guide plans \d days: Day 1: /);
  });

  it("answers a permit question from the guide's fees", () => {
    const a = answerFromGuide(guide("davao"), "need ba ng permit sa Apo?");
    expect(a?.found).toBe(true);
    expect(a?.text).toMatch(/Climbing Mount Apo needs a permit/);
    expect(["fees", "getting-there", "highlights"]).toContain(a?.section);
  });

  it("says nothing of its own for a question with no subject it knows, and never invents", () => {
    expect(answerFromGuide(guide("siargao"), "tell me about Siargao")).toBeNull();
    const none = answerFromGuide(guide("siargao"), "is it ok for seniors in wheelchairs?");
    if (none?.found)
      expect(guide("siargao").overview.join(" ") + JSON.stringify(guide("siargao"))).toContain(none.text.split(". ")[0]!.slice(0, 20));
  });

  it("answers whether the view or the weather will be clear from the guide's season, with its section", () => {
    const a = answerFromGuide(guide("mt-mayon-albay"), "will the volcano be cloudy in january? can we see it?");
    expect(a).toMatchObject({ section: "when-to-go", found: true });
    expect(a?.text).toMatch(/clear|cloud|rain/i);
  });

  it("answers whether a place suits someone older or younger from what the guide says about walking", () => {
    const a = answerFromGuide(guide("baguio-cordilleras"), "too hard for my lola? lots of walking?");
    expect(a?.found).toBe(true);
    expect(a?.text).toMatch(/walk|steps|fit|easy/i);
  });
});
