import { describe, expect, it } from "vitest";
import type { FlightSearchQuery, FlightSearchResponse } from "../../contracts/flights.ts";
import { cachedSearch } from "./search-cache.ts";

const query = (origin: string) => ({ search: { legs: [{ origin }] } }) as unknown as FlightSearchQuery;

describe("search answers cached for a few seconds", () => {
  it("answers the same query from memory until the time is up, and other queries afresh", async () => {
    let t = 0;
    let runs = 0;
    const search = cachedSearch(
      async () => {
        runs += 1;
        return { sessionId: `s${runs}` } as FlightSearchResponse;
      },
      { ttlMs: 5_000, now: () => t },
    );
    const [a, b] = await Promise.all([search(query("MNL")), search(query("MNL"))]);
    expect(a.sessionId).toBe("s1");
    expect(b.sessionId).toBe("s1");
    t = 4_999;
    expect((await search(query("MNL"))).sessionId).toBe("s1");
    expect((await search(query("CEB"))).sessionId).toBe("s2");
    t = 5_000;
    expect((await search(query("MNL"))).sessionId).toBe("s3");
  });

  it("keeps a search asked for all fares apart from the same search with the usual limit", async () => {
    const search = cachedSearch(async (_q, options) => ({ sessionId: `limit ${options?.limit ?? "default"}` }) as FlightSearchResponse);
    expect((await search(query("MNL"))).sessionId).toBe("limit default");
    expect((await search(query("MNL"), { limit: 2000 })).sessionId).toBe("limit 2000");
  });

  it("does not keep a failed search", async () => {
    let fail = true;
    const search = cachedSearch(async () => {
      if (fail) throw new Error("supplier down");
      return { sessionId: "ok" } as FlightSearchResponse;
    });
    await expect(search(query("MNL"))).rejects.toThrow("supplier down");
    fail = false;
    expect((await search(query("MNL"))).sessionId).toBe("ok");
  });

  it("forgets the oldest query beyond its size", async () => {
    let runs = 0;
    const search = cachedSearch(async () => ({ sessionId: `s${++runs}` }) as FlightSearchResponse, { maxEntries: 2 });
    await search(query("A"));
    await search(query("B"));
    await search(query("C"));
    expect((await search(query("A"))).sessionId).toBe("s4");
  });
});
