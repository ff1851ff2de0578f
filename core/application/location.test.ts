import { describe, expect, it } from "vitest";
import { LOCATION_MESSAGES, type SavedPosition } from "../../contracts/location.ts";
import { createLocationApplication } from "./location.ts";
import { invoke } from "./use-case.ts";

const NOW = Date.UTC(2026, 10, 25, 23, 0);
const guest = { userId: null, clientIp: "198.51.100.7" };

function setUp(locate: (ip: string) => Promise<never> | Promise<{ country: null }> = async () => ({ country: null })) {
  const saved: [string, SavedPosition][] = [];
  const warnings: string[] = [];
  const app = createLocationApplication({
    ip: { locate: locate as never },
    saved: {
      put: async (userId, position) => void saved.push([userId, position]),
      get: async (userId) => saved.findLast(([owner]) => owner === userId)?.[1] ?? null,
    },
    logger: { warn: (_o, msg) => void warnings.push(msg ?? "") },
    now: () => NOW,
  });
  return { app, saved, warnings };
}

describe("location.save", () => {
  it("keeps a signed-in traveller's position on the account, a guest's only in the answer", async () => {
    const { app, saved } = setUp();
    const position = { latitude: 10.3157, longitude: 123.8854, timestamp: NOW - 1000 };
    expect(await invoke(app.save, position, guest)).toEqual({ ok: true, value: { ...position, savedTo: "session" } });
    expect(await invoke(app.save, position, { ...guest, userId: "u-1" })).toEqual({ ok: true, value: { ...position, savedTo: "account" } });
    expect(saved).toEqual([["u-1", position]]);
  });

  it("gives a signed-in traveller back the position last saved on the account, and a guest nothing", async () => {
    const { app } = setUp();
    const position = { latitude: 9.8499, longitude: 126.0458, timestamp: NOW - 5000 };
    expect(await invoke(app.saved, {}, { ...guest, userId: "u-2" })).toEqual({ ok: true, value: null });
    await invoke(app.save, position, { ...guest, userId: "u-2" });
    expect(await invoke(app.saved, {}, { ...guest, userId: "u-2" })).toEqual({ ok: true, value: position });
    expect(await invoke(app.saved, {}, { ...guest, userId: "u-3" })).toEqual({ ok: true, value: null });
    expect(await invoke(app.saved, {}, guest)).toEqual({ ok: true, value: null });
  });

  it("refuses a position more than a day old, and saves nothing", async () => {
    const { app, saved } = setUp();
    const old = await invoke(app.save, { latitude: 10, longitude: 123, timestamp: NOW - 2 * 86_400_000 }, { ...guest, userId: "u-1" });
    expect(old).toMatchObject({ ok: false, error: { code: "invalid", fields: { timestamp: ["That position is more than a day old."] } } });
    expect(saved).toEqual([]);
  });
});

describe("location.ipLookup", () => {
  it("answers the spec's message as unavailable when the look-up fails, and logs it", async () => {
    const { app, warnings } = setUp(async () => {
      throw new Error("tables missing");
    });
    expect(await invoke(app.ipLookup, {}, guest)).toEqual({
      ok: false,
      error: { code: "unavailable", reason: "location.ip_failed", message: LOCATION_MESSAGES.ipFailed },
    });
    expect(warnings).toEqual(["ip location failed"]);
  });
});
