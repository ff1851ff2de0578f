import { describe, expect, it, vi } from "vitest";
import { haversineMeters } from "../../../contracts/geo.ts";
import {
  GEOLOCATION_TIMEOUT_MS,
  HOTEL_GEOLOCATION_TIMEOUT_MS,
  LOCATION_MESSAGES,
  LOCATION_STORAGE_KEY,
  type SavedPosition,
  UNKNOWN_LOCATION,
} from "../../../contracts/location.ts";
import {
  type GeolocationLike,
  getPosition,
  isReusable,
  type LocationDeps,
  lookUpIp,
  movedEnough,
  readSaved,
  refreshPosition,
  startPosition,
} from "./rules.ts";

const MANILA = { latitude: 14.5995, longitude: 120.9842 };
const MIN = 60_000;
/** Metres per degree of latitude on the spec's 6371 km sphere. */
const M_PER_DEG = (Math.PI * 6371_000) / 180;
const north = (p: { latitude: number; longitude: number }, metres: number) => ({
  latitude: p.latitude + metres / M_PER_DEG,
  longitude: p.longitude,
});

function memoryStorage(initial?: SavedPosition) {
  const map = new Map<string, string>();
  if (initial) map.set(LOCATION_STORAGE_KEY, JSON.stringify(initial));
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

/** A device that answers with `answer` (a position, an error code, or never). */
function device(answer: { latitude: number; longitude: number } | { code: number } | "never"): GeolocationLike & { calls: unknown[] } {
  const calls: unknown[] = [];
  return {
    calls,
    getCurrentPosition(ok, fail, options) {
      calls.push(options);
      if (answer === "never") return;
      if ("code" in answer) fail?.({ code: answer.code });
      else ok({ coords: answer });
    },
  };
}

function setup(opts: { now?: number; saved?: SavedPosition; geo?: GeolocationLike | undefined; sync?: boolean | "throw" }) {
  let now = opts.now ?? Date.UTC(2026, 10, 22, 2, 0);
  const storage = memoryStorage(opts.saved);
  const sync = vi.fn(async () => {
    if (opts.sync === "throw") throw new Error("offline");
    return opts.sync ?? true;
  });
  const reload = vi.fn();
  const deps: LocationDeps = {
    now: () => now,
    geolocation: "geo" in opts ? opts.geo : device(MANILA),
    storage,
    sync,
    fetchIp: async () => UNKNOWN_LOCATION,
    reload,
  };
  return { deps, storage, sync, reload, advance: (ms: number) => (now += ms), at: () => now };
}

describe("haversine (spec §9: 6371 km)", () => {
  it("matches known distances", () => {
    // One degree of latitude on a 6371 km sphere is 111.195 km.
    expect(haversineMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_194.93, 0);
    // NAIA to Mactan–Cebu: about 566 km great-circle.
    const km = haversineMeters({ lat: 14.5086, lng: 121.02 }, { lat: 10.3075, lng: 123.979 }) / 1000;
    expect(km).toBeGreaterThan(560);
    expect(km).toBeLessThan(572);
    expect(haversineMeters({ lat: 14.6, lng: 121 }, { lat: 14.6, lng: 121 })).toBe(0);
  });
});

describe("reuse window (1 hour)", () => {
  const t = Date.UTC(2026, 10, 22, 2, 0);
  it("reuses a position 59 minutes old and not one 61 minutes old", () => {
    expect(isReusable({ ...MANILA, timestamp: t - 59 * MIN }, t)).toBe(true);
    expect(isReusable({ ...MANILA, timestamp: t - 61 * MIN }, t)).toBe(false);
    expect(isReusable(null, t)).toBe(false);
  });

  it("on start, a 59-minute-old saved position is used without asking the device", async () => {
    const geo = device(north(MANILA, 5000));
    const s = setup({ saved: { ...MANILA, timestamp: Date.UTC(2026, 10, 22, 2, 0) - 59 * MIN }, geo });
    const out = await startPosition(s.deps);
    expect(out.kind).toBe("reused");
    expect(geo.calls).toHaveLength(0);
    expect(s.sync).not.toHaveBeenCalled();
    expect(s.reload).not.toHaveBeenCalled();
  });

  it("on start, a 61-minute-old saved position makes us ask the device again", async () => {
    const geo = device(north(MANILA, 5000));
    const s = setup({ saved: { ...MANILA, timestamp: Date.UTC(2026, 10, 22, 2, 0) - 61 * MIN }, geo });
    const out = await startPosition(s.deps);
    expect(geo.calls).toHaveLength(1);
    expect(out.kind).toBe("synced");
  });
});

describe("first-load threshold (100 m)", () => {
  const old = { ...MANILA, timestamp: Date.UTC(2026, 10, 22, 0, 0) }; // two hours old: not reused

  it("a move of 101 m is sent to /user-current-location/json and the page reloads", async () => {
    const s = setup({ saved: old, geo: device(north(MANILA, 101)) });
    const out = await startPosition(s.deps);
    expect(out.kind).toBe("synced");
    expect(s.sync).toHaveBeenCalledWith("/user-current-location/json", expect.objectContaining({ timestamp: s.at() }));
    expect(s.reload).toHaveBeenCalledTimes(1);
    expect(readSaved(s.storage)?.latitude).toBeCloseTo(north(MANILA, 101).latitude, 8);
  });

  it("a move of 99 m is only saved locally: no request, no reload", async () => {
    const s = setup({ saved: old, geo: device(north(MANILA, 99)) });
    const out = await startPosition(s.deps);
    expect(out.kind).toBe("unchanged");
    expect(s.sync).not.toHaveBeenCalled();
    expect(s.reload).not.toHaveBeenCalled();
    expect(readSaved(s.storage)?.timestamp).toBe(s.at());
  });

  it("the first position ever is sent and reloads", async () => {
    const s = setup({});
    expect((await startPosition(s.deps)).kind).toBe("synced");
    expect(s.reload).toHaveBeenCalledTimes(1);
  });

  it("movedEnough draws the line at exactly the threshold", () => {
    const a = { ...MANILA, timestamp: 0 };
    expect(movedEnough(a, { ...north(MANILA, 99), timestamp: 0 }, 100)).toBe(false);
    expect(movedEnough(a, { ...north(MANILA, 101), timestamp: 0 }, 100)).toBe(true);
    expect(movedEnough(a, { ...north(MANILA, 999), timestamp: 0 }, 1000)).toBe(false);
    expect(movedEnough(a, { ...north(MANILA, 1001), timestamp: 0 }, 1000)).toBe(true);
  });
});

describe("refresh (1000 m)", () => {
  const saved = { ...MANILA, timestamp: Date.UTC(2026, 10, 22, 1, 50) };

  it("without a saved position says so and asks nothing", async () => {
    const geo = device(MANILA);
    const s = setup({ geo });
    expect(await refreshPosition(s.deps)).toEqual({ kind: "failed", message: "No previous location saved. Please allow location first." });
    expect(geo.calls).toHaveLength(0);
  });

  it("a move of 1001 m syncs to /user-current-location/refresh and reloads", async () => {
    const s = setup({ saved, geo: device(north(MANILA, 1001)) });
    expect((await refreshPosition(s.deps)).kind).toBe("synced");
    expect(s.sync).toHaveBeenCalledWith("/user-current-location/refresh", expect.anything());
    expect(s.reload).toHaveBeenCalledTimes(1);
  });

  it("a move of 999 m is saved locally but not synced", async () => {
    const s = setup({ saved, geo: device(north(MANILA, 999)) });
    expect((await refreshPosition(s.deps)).kind).toBe("unchanged");
    expect(s.sync).not.toHaveBeenCalled();
    expect(s.reload).not.toHaveBeenCalled();
    expect(readSaved(s.storage)?.latitude).toBeCloseTo(north(MANILA, 999).latitude, 8);
  });

  it("a failed sync still saves the position locally and does not reload", async () => {
    for (const sync of [false, "throw"] as const) {
      const s = setup({ saved, geo: device(north(MANILA, 5000)), sync });
      expect((await refreshPosition(s.deps)).kind).toBe("sync-failed");
      expect(readSaved(s.storage)?.latitude).toBeCloseTo(north(MANILA, 5000).latitude, 8);
      expect(s.reload).not.toHaveBeenCalled();
    }
  });

  it("a failed first-load sync also keeps the position", async () => {
    const s = setup({ geo: device(MANILA), sync: false });
    expect((await startPosition(s.deps)).kind).toBe("sync-failed");
    expect(readSaved(s.storage)).toMatchObject(MANILA);
  });
});

describe("device failures (spec §8 messages)", () => {
  it.each([
    [1, "Location access denied by user"],
    [2, "Location information is unavailable"],
    [3, "Location request timed out"],
    [99, "An unknown error occurred while retrieving location."],
  ])("error code %i → %s", async (code, message) => {
    const s = setup({ geo: device({ code }) });
    expect(await startPosition(s.deps)).toEqual({ kind: "failed", message });
    expect(s.sync).not.toHaveBeenCalled();
  });

  it("no geolocation API → not supported", async () => {
    const s = setup({ geo: undefined });
    expect(await startPosition(s.deps)).toEqual({ kind: "failed", message: "Geolocation is not supported by your browser" });
  });

  it("a nonsense position → unable to retrieve", async () => {
    const s = setup({ geo: device({ latitude: Number.NaN, longitude: 500 }) });
    expect(await startPosition(s.deps)).toEqual({ kind: "failed", message: "Unable to retrieve your location" });
  });

  it("IP failure → Failed to fetch user location by IP", async () => {
    expect(await lookUpIp({ fetchIp: () => Promise.reject(new Error("503")) })).toEqual({
      ok: false,
      message: "Failed to fetch user location by IP",
    });
    expect(LOCATION_MESSAGES.ipFailed).toBe("Failed to fetch user location by IP");
  });
});

describe("timeouts (15 s, 5 s for the hotel search)", () => {
  function timers() {
    const pending: { fn: () => void; at: number }[] = [];
    let clock = 0;
    return {
      setTimer: (fn: () => void, ms: number) => {
        const t = { fn, at: clock + ms };
        pending.push(t);
        return t;
      },
      clearTimer: (h: unknown) => {
        const i = pending.indexOf(h as (typeof pending)[number]);
        if (i >= 0) pending.splice(i, 1);
      },
      advance(ms: number) {
        clock += ms;
        for (const t of [...pending])
          if (t.at <= clock) {
            pending.splice(pending.indexOf(t), 1);
            t.fn();
          }
      },
    };
  }

  it("a device that never answers times out at 15 s, not at 14.9 s, and asks the browser for 15 s too", async () => {
    const geo = device("never");
    const t = timers();
    let result: unknown = null;
    void getPosition({ geolocation: geo, now: () => 0, ...t }).then((r) => (result = r));
    t.advance(14_900);
    await Promise.resolve();
    expect(result).toBeNull();
    t.advance(100);
    await Promise.resolve();
    expect(result).toEqual({ ok: false, message: "Location request timed out" });
    expect(geo.calls[0]).toMatchObject({ timeout: GEOLOCATION_TIMEOUT_MS });
  });

  it("the hotel option gives up at 5 s", async () => {
    const geo = device("never");
    const t = timers();
    let result: unknown = null;
    void getPosition({ geolocation: geo, now: () => 0, ...t }, HOTEL_GEOLOCATION_TIMEOUT_MS).then((r) => (result = r));
    t.advance(4_999);
    await Promise.resolve();
    expect(result).toBeNull();
    t.advance(1);
    await Promise.resolve();
    expect(result).toEqual({ ok: false, message: "Location request timed out" });
    expect(geo.calls[0]).toMatchObject({ timeout: 5_000 });
  });
});
