/** GET /api/travel/plan over HTTP: the routes.md shape, places by id, name or IATA code, and every refusal. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpTestApp, openHttpTestApp } from "../test-http-app.ts";
import { resolvePlace, TRAVEL_MESSAGES } from "./travel.ts";

type Leg = { mode: string; from: string; to: string; durationMinutes: number; operators: string[] };
type Reply = {
  data: { from: { id: string }; to: { id: string }; options: { totalMinutes: number; legs: Leg[] }[] };
  message: string;
  errors: Record<string, string[]>;
};

let t: HttpTestApp;
beforeAll(async () => {
  t = await openHttpTestApp();
});
afterAll(() => t?.close());

async function plan(query: string) {
  const res = await t.app.request(`/api/travel/plan?${query}`, { headers: { "X-Forwarded-For": "198.51.100.77" } });
  return { status: res.status, json: (await res.json()) as Reply };
}

describe("GET /api/travel/plan", () => {
  it("answers the fastest ways from Manila to El Nido, fastest first, legs end to end", async () => {
    const { status, json } = await plan("from=Manila&to=El%20Nido");
    expect(status).toBe(200);
    const options = json.data.options;
    expect(options.length).toBeGreaterThanOrEqual(1);
    expect(options.map((o) => o.totalMinutes)).toEqual([...options.map((o) => o.totalMinutes)].sort((a, b) => a - b));
    const fastest = options[0];
    expect(fastest.legs.some((l) => l.mode === "flight")).toBe(true);
    for (const [i, leg] of fastest.legs.entries()) {
      expect(leg.durationMinutes).toBeGreaterThan(0);
      if (i > 0) expect(leg.from).toBe(fastest.legs[i - 1].to);
    }
    expect(fastest.legs[0].from).toBe("Manila");
    expect(fastest.legs.at(-1)?.to).toBe("El Nido");
    // Somewhere between 3 and 14 hours door to door.
    expect(fastest.totalMinutes).toBeGreaterThan(180);
    expect(fastest.totalMinutes).toBeLessThan(14 * 60);
    // The way without flying, a long day by bus and boat, comes second.
    const ground = options.find((o) => !o.legs.some((l) => l.mode === "flight"));
    if (ground) expect(ground.totalMinutes).toBeGreaterThan(fastest.totalMinutes);
  });

  it("takes airport codes and ids", async () => {
    const { status, json } = await plan("from=ceb&to=bohol");
    expect(status).toBe(200);
    expect(json.data.from.id).toBe("airport-ceb");
    expect(resolvePlace("MNL")?.id).toBe("airport-mnl");
    expect(resolvePlace("el nido")?.id).toBe("el-nido");
  });

  it("refuses missing, repeated, control-character, huge and unknown places without a 500", async () => {
    expect((await plan("from=Manila")).status).toBe(400);
    expect((await plan("from=Manila&to=")).json.errors.to).toEqual([TRAVEL_MESSAGES.required]);
    expect((await plan("from=Manila&from=Cebu&to=Bohol")).status).toBe(400);
    expect((await plan("from=Man%00ila&to=Bohol")).status).toBe(400);
    expect((await plan(`from=${"x".repeat(5000)}&to=Bohol`)).status).toBe(400);
    const unknown = await plan("from=Atlantis&to=Bohol");
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors.from).toEqual([TRAVEL_MESSAGES.unknown]);
    expect((await plan("from=Bohol&to=bohol")).json.message).toBe(TRAVEL_MESSAGES.same);
  });
});
