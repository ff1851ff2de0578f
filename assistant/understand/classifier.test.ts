import { describe, expect, it } from "vitest";
import { classify, INTENT_EXAMPLES } from "./classifier.ts";

describe("the naive Bayes intent classifier", () => {
  it("is trained from our examples and gives them back", () => {
    let right = 0;
    let all = 0;
    for (const [intent, examples] of Object.entries(INTENT_EXAMPLES)) {
      for (const e of examples ?? []) {
        all++;
        if (classify(e).intent === intent) right++;
      }
    }
    expect(right / all).toBeGreaterThan(0.9);
  });

  it("generalises to phrasings it has not seen, deterministically", () => {
    expect(classify("any resorts with a pool near the beach").intent).toBe("hotel_search");
    expect(classify("tell me a funny joke please")).toEqual(classify("tell me a funny joke please"));
  });

  it("says when it knows none of the words", () => {
    expect(classify("qwerty zxcv").known).toBe(0);
  });
});
