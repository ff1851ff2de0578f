import { describe, expect, it } from "vitest";
import type { Recorded } from "./cluster-client.ts";
import { soakFigures } from "./soak.ts";
import { Unexpected } from "./workload.ts";

const start = 1_000_000;
/** A request at `t` ms into the run, taking `ms`. */
const req = (t: number, ms: number, status = 200): Recorded => ({
  method: "GET",
  path: "/api/x",
  port: 1,
  status,
  instance: null,
  error: null,
  start: start + t,
  end: start + t + ms,
});

/** RSS samples every 10 s over `minutes`, from `from` MB growing to `to` MB. */
function rss(minutes: number, from: number, to: number): [number, number][] {
  const n = minutes * 6;
  return Array.from({ length: n }, (_, i) => [i * 10_000, from + ((to - from) * i) / (n - 1)]);
}

describe("the soak run's verdict", () => {
  const log = Array.from({ length: 600 }, (_, i) => req(i * 1000, 20 + (i % 10)));

  it("holds when memory is flat after the warm-up, nothing failed and the last minute is as fast as the first", () => {
    const f = soakFigures({
      minutes: 10,
      travellers: 2,
      startedAt: start,
      log,
      errors: [],
      scenarios: { chat: 3 },
      rss: rss(10, 300, 310),
    });
    expect(f.holds).toEqual({ memory: true, errors: true, latency: true });
    expect(f.perMinute).toHaveLength(10);
    expect(f.perMinute[0].requests).toBe(60);
    expect(f.rssMb.growthPct).toBeLessThan(10);
  });

  it("fails on memory that keeps growing, on a 5xx or a wrong answer, and on a slowing tail", () => {
    const leaking = soakFigures({ minutes: 10, travellers: 2, startedAt: start, log, errors: [], scenarios: {}, rss: rss(10, 300, 400) });
    expect(leaking.holds.memory).toBe(false);
    expect(leaking.rssMb.growthPct).toBeGreaterThan(10);

    const failing = soakFigures({
      minutes: 10,
      travellers: 2,
      startedAt: start,
      log: [...log, req(5000, 10, 502)],
      errors: [new Unexpected("hotel book", 500, "boom")],
      scenarios: {},
      rss: rss(10, 300, 300),
    });
    expect(failing.holds.errors).toBe(false);
    expect(failing.fivexx).toBe(1);
    expect(failing.errors).toEqual(["hotel book: 500 boom"]);

    const slowing = log.map((r, i) => (i >= 540 ? { ...r, end: r.start + 200 } : r));
    const slow = soakFigures({
      minutes: 10,
      travellers: 2,
      startedAt: start,
      log: slowing,
      errors: [],
      scenarios: {},
      rss: rss(10, 300, 300),
    });
    expect(slow.holds.latency).toBe(false);
    expect(slow.p95Ratio).toBeGreaterThan(1.5);
  });

  it("is not decided by one garbage collection's moment right after the warm-up", () => {
    const samples = rss(30, 900, 920);
    samples[61] = [samples[61][0], 560]; // a collection at 10 min 10 s
    const f = soakFigures({ minutes: 30, travellers: 2, startedAt: start, log, errors: [], scenarios: {}, rss: samples });
    expect(f.holds.memory).toBe(true);
    expect(f.rssMb.afterWarmUp).toBeGreaterThan(890);
  });
});
