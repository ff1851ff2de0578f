import { describe, expect, it } from "vitest";
import { correctText, correctWord } from "./spelling.ts";

describe("spelling repair", () => {
  it("repairs typos of travel words and places", () => {
    expect(correctWord("hotles")).toBe("hotels");
    expect(correctWord("tyhpoon")).toBe("typhoon");
    expect(correctWord("zambonga")).toBe("zamboanga");
    expect(correctText("flihgts from manlia")).toBe("flights from manila");
  });

  it("leaves everyday words, numbers and short words alone", () => {
    expect(correctText("looking for a taxi with wifi")).toBe("looking for a taxi with wifi");
    expect(correctWord("3k")).toBe("3k");
    expect(correctWord("sa")).toBe("sa");
  });
});
