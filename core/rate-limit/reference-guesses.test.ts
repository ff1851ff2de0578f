/**
 * The per-reference limit on wrong last names (reference-guesses.ts): only wrong names count, right
 * ones sent together never refuse each other, a locked reference refuses even the right name, and a
 * burst of guesses tests no more names than the limit. The same on PostgreSQL: server/trip-lookup.test.ts.
 */
import { describe, expect, it } from "vitest";
import { createMemoryRateLimitStore } from "./memory-store.ts";
import { createRateLimiter } from "./rate-limiter.ts";
import { lookUpByReference } from "./reference-guesses.ts";

const RIGHT = "soberano";

function world() {
  let now = new Date("2026-11-28T02:00:00Z");
  const limiter = createRateLimiter(createMemoryRateLimitStore(), () => now);
  /** A look-up whose answer comes after a moment, as a database's would. */
  const guess = (name: string) =>
    lookUpByReference(limiter, "flight", "k7q2zm", async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return name.toLowerCase() === RIGHT ? { reference: "K7Q2ZM" } : null;
    });
  return { guess, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

const outcome = (r: Awaited<ReturnType<ReturnType<typeof world>["guess"]>>) => (r.refused ? "refused" : r.found ? "found" : "wrong");

describe("look-ups by reference + last name", () => {
  it("let 10 right names sent at the same moment all in, with 4 wrong ones among them", async () => {
    const { guess } = world();
    const results = await Promise.all([...Array(10).fill("Soberano"), "Santos", "Reyes", "Cruz", "Garcia"].map(guess));
    expect(results.map(outcome)).toEqual([...Array(10).fill("found"), ...Array(4).fill("wrong")]);
    expect(outcome(await guess("Bautista"))).toBe("wrong");
    expect(outcome(await guess("Soberano"))).toBe("refused");
  });

  it("never count a right name: 50 of them between wrong ones use up nothing", async () => {
    const { guess } = world();
    for (let i = 0; i < 4; i++) expect(outcome(await guess(`Wrong${i}`))).toBe("wrong");
    for (let i = 0; i < 50; i++) expect(outcome(await guess("Soberano"))).toBe("found");
    expect(outcome(await guess("Wrong4"))).toBe("wrong");
    const refused = await guess("Soberano");
    expect(refused.refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.refused?.message).toMatch(/^Too many wrong last names for this booking reference\. .*confirmation e-mail\.$/);
  });

  it("let a burst of 30 guesses test at most 5 names: the right one among them is refused once 5 wrong ones are counted", async () => {
    const { guess } = world();
    const names = Array.from({ length: 29 }, (_, i) => `Guess${i}`);
    const results = await Promise.all([...names, "Soberano"].map(guess));
    expect(results.filter((r) => outcome(r) === "wrong").length).toBeLessThanOrEqual(5);
    expect(outcome(results[29])).toBe("refused");
  });

  it("open again once the window has passed", async () => {
    const { guess, advance } = world();
    for (let i = 0; i < 5; i++) await guess(`Wrong${i}`);
    expect(outcome(await guess("Soberano"))).toBe("refused");
    advance(15 * 60_000);
    expect(outcome(await guess("Soberano"))).toBe("found");
  });
});
