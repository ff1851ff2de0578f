/**
 * Blind-2 to blind-12 had their first runs recorded (decision 029) and are tuning sets now. Like blind-2,
 * each is scored on every run for what must always hold whatever the engine learns: its files unchanged
 * since it was frozen, no reply that throws, every reply grounded in our own services, and every wrong
 * answer put under a kind of failure (so the report says what went wrong). Never for its accuracy: that
 * figure counts only on a first run.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtInAssistant } from "../../server/test-assistant.ts";
import { type HttpTestApp, openHttpTestApp } from "../../server/test-http-app.ts";
import { type BlindReport, scoreBlindSet } from "./blind.ts";
import { BLIND_SET_DIR, checkFrozen, loadBlindSet } from "./blind-set.ts";

describe.each(["blind-2", "blind-3", "blind-4", "blind-5", "blind-6", "blind-7", "blind-8", "blind-9", "blind-10", "blind-11", "blind-12"])(
  "%s, after its first run",
  (name) => {
    const dir = join(BLIND_SET_DIR, "..", name);
    const blind = loadBlindSet(dir);
    let app: HttpTestApp;
    let report: BlindReport;
    beforeAll(async () => {
      app = await openHttpTestApp({}, { now: blind.clock });
      report = await scoreBlindSet(builtInAssistant(app.services), blind);
    }, 120_000);
    afterAll(() => app?.close());

    it("is frozen, as large as issue 24 asks, and scored whole and grounded", () => {
      expect(report.hashes).toEqual(checkFrozen(dir));
      expect(blind.messages.length).toBeGreaterThanOrEqual(150);
      expect(blind.conversations.length).toBeGreaterThanOrEqual(30);
      expect(blind.outOfScope.length).toBeGreaterThanOrEqual(20);
      expect(report.errors).toEqual([]);
      expect(report.ungrounded).toEqual([]);
      expect(report.items.filter((i) => !i.right && i.kinds.length === 0).map((i) => i.id)).toEqual([]);
    });
  },
);
