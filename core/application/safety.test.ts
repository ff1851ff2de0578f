import { describe, expect, it } from "vitest";
import { createSafetyApplication } from "./safety.ts";
import { invoke } from "./use-case.ts";

const caller = { userId: null, clientIp: "198.51.100.9" };
const app = createSafetyApplication({ now: () => new Date("2026-11-25T01:00:00Z") });

describe("safety as use cases (safety.advisories, safety.signals)", () => {
  it("lists the advisories in force now, warnings first, and only those at another moment", async () => {
    const now = await invoke(app.advisories, {}, caller);
    expect(now.ok && now.value.map((a) => a.id)).toEqual(["mayon-permanent-danger-zone", "late-season-cyclones-2026"]);
    const later = await invoke(app.advisories, { at: "2027-02-01T09:00:00+08:00" }, caller);
    expect(later.ok && later.value.map((a) => a.id)).toEqual(["mayon-permanent-danger-zone"]);
    const bad = await invoke(app.advisories, { at: "next week" }, caller);
    expect(bad.ok).toBe(false);
  });

  it("gives one wind signal with the Coast Guard's rule, and refuses a signal past 5", async () => {
    const one = await invoke(app.signals, { signal: 1 }, caller);
    if (!one.ok) throw new Error(one.error.message);
    expect(one.value.signals.map((s) => s.signal)).toEqual([1]);
    expect(one.value.ferryRule).toContain("no vessel of any size");
    const all = await invoke(app.signals, {}, caller);
    expect(all.ok && all.value.signals).toHaveLength(5);
    const bad = await invoke(app.signals, { signal: 6 }, caller);
    expect(bad.ok ? null : bad.error).toMatchObject({ code: "invalid", message: "A wind signal is 1 to 5." });
  });
});
