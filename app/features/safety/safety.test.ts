import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ADVISORIES, type Advisory, currentAdvisories } from "./advisories.ts";
import { EMERGENCY_NUMBERS } from "../../../contracts/emergency-numbers.ts";
import { SAFETY_SECTIONS } from "./sections.ts";
import { FERRY_RULE, FERRY_RULE_SHORT, NO_SAILING_FROM_SIGNAL, RAINFALL_WARNINGS, WIND_SIGNALS } from "./typhoon-signals.ts";

const FACTS = new URL("./typhoon-facts.md", import.meta.url);
const manilaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

describe("the safety page's sections", () => {
  it("each has a last-reviewed date that is a real date and not in the future", () => {
    expect(SAFETY_SECTIONS.map((s) => s.id)).toEqual(["emergency-numbers", "advisories", "typhoons", "health", "scams", "local-rules"]);
    for (const s of SAFETY_SECTIONS) {
      expect(s.lastReviewed, s.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${s.lastReviewed}T00:00:00Z`).toISOString().slice(0, 10), s.id).toBe(s.lastReviewed);
      expect(s.lastReviewed <= manilaToday(), `${s.id} reviewed in the future`).toBe(true);
    }
  });

  it("dials only the numbers we could confirm, 911 first, with the tourism hotline's mobile line for other networks", () => {
    expect(EMERGENCY_NUMBERS.map((n) => n.tel)).toEqual(["911", "1518687", "+639958355155", "+639177243682"]);
    for (const n of EMERGENCY_NUMBERS) expect(n.tel).toMatch(/^\+?\d+$/);
    expect(EMERGENCY_NUMBERS[1].note).toMatch(/^From Smart and PLDT lines only\./);
    expect(EMERGENCY_NUMBERS[2].display).toBe("+63 995 835 5155");
  });
});

describe("typhoon signals", () => {
  it("has exactly the five signals of the 2022 scale, with rising winds and shrinking lead times", () => {
    expect(WIND_SIGNALS.map((s) => s.signal)).toEqual([1, 2, 3, 4, 5]);
    expect(WIND_SIGNALS.map((s) => s.windKmh)).toEqual([
      [39, 61],
      [62, 88],
      [89, 117],
      [118, 184],
      [185, null],
    ]);
    expect(WIND_SIGNALS.map((s) => s.leadTimeHours)).toEqual([36, 24, 18, 12, 12]);
    expect(RAINFALL_WARNINGS.map((w) => w.colour)).toEqual(["Yellow", "Orange", "Red"]);
  });

  it("states the Coast Guard rule: from Signal No. 1, no vessel of any size sails", () => {
    expect(NO_SAILING_FROM_SIGNAL).toBe(1);
    expect(FERRY_RULE).toContain("no vessel of any size may sail: big ships stay in port too");
    expect(FERRY_RULE).toContain("In practice every ferry and banca stops.");
    for (const s of WIND_SIGNALS) expect(s.ferries).toMatch(/^No vessel/);
    for (const text of [FERRY_RULE, ...WIND_SIGNALS.map((s) => s.ferries)]) expect(text).not.toMatch(/gross tonnage|master's discretion/);
  });

  it("matches the sourced facts kept beside it (typhoon-facts.md) on the ferry rule and the signal table", () => {
    const facts = readFileSync(FACTS, "utf8");
    expect(facts).toContain(
      "no vessel of any size sails (except to take shelter, without passengers) when Signal No. 1 or higher is raised",
    );
    for (const s of WIND_SIGNALS) {
      const wind = s.windKmh[1] === null ? `≥${s.windKmh[0]} km/h` : `${s.windKmh[0]}–${s.windKmh[1]} km/h`;
      expect(facts).toMatch(new RegExp(`\\| ${s.signal} \\| ${wind}[^|]*\\| [^|]+ \\| ${s.leadTimeHours} h \\|`));
    }
  });
});

describe("currentAdvisories", () => {
  const at = (iso: string) => new Date(iso);
  const list: Advisory[] = [
    { ...ADVISORIES[0], id: "standing", level: "info", issued: "2026-01-01T00:00:00+08:00", expires: null },
    { ...ADVISORIES[0], id: "january", level: "watch", issued: "2026-01-05T00:00:00+08:00", expires: "2026-02-01T00:00:00+08:00" },
    { ...ADVISORIES[0], id: "future", level: "warning", issued: "2026-12-01T00:00:00+08:00", expires: null },
    {
      ...ADVISORIES[0],
      id: "january-warning",
      level: "warning",
      issued: "2026-01-10T00:00:00+08:00",
      expires: "2026-01-20T00:00:00+08:00",
    },
  ];

  it("shows only advisories issued and not yet expired, warnings first", () => {
    expect(currentAdvisories(at("2026-01-15T12:00:00+08:00"), list).map((a) => a.id)).toEqual(["january-warning", "january", "standing"]);
    expect(currentAdvisories(at("2026-01-31T23:59:59+08:00"), list).map((a) => a.id)).toEqual(["january", "standing"]);
    expect(currentAdvisories(at("2026-02-01T00:00:00+08:00"), list).map((a) => a.id)).toEqual(["standing"]);
    expect(currentAdvisories(at("2025-12-31T00:00:00+08:00"), list)).toEqual([]);
    expect(currentAdvisories(at("2026-12-01T00:00:00+08:00"), list).map((a) => a.id)).toEqual(["future", "standing"]);
  });

  it("ships advisories with valid dates, an official source and expiry after issue", () => {
    for (const a of ADVISORIES) {
      expect(Number.isNaN(Date.parse(a.issued)), a.id).toBe(false);
      if (a.expires) expect(Date.parse(a.expires), a.id).toBeGreaterThan(Date.parse(a.issued));
      expect(a.source.url, a.id).toMatch(/^https:\/\/[^/]*\.gov\.ph\//);
    }
    expect(currentAdvisories(at("2026-11-22T09:00:00+08:00")).map((a) => a.id)).toEqual([
      "mayon-permanent-danger-zone",
      "late-season-cyclones-2026",
    ]);
  });
});

describe("the Coast Guard's sailing rule: one source for every page (issue 23)", () => {
  const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");

  it("the weather page, the trip notes and the safety page word it from contracts/typhoon-signals.ts, from Signal No. 1", () => {
    // The weather page shows the rule its loader words (app/server/weather.server.ts), not words of its own.
    const weather = read("../../routes/stay-informed/weather.tsx");
    expect(weather).toContain("{ferryRule}");
    expect(weather).not.toMatch(/Signal No\. [2-5] the Coast Guard/);
    expect(read("../../server/weather.server.ts")).toMatch(/ferryRule: `\$\{FERRY_RULE_SHORT\} \(\$\{FERRY_RULE_SOURCE\}\.\)`/);
    expect(read("../../../core/travel-notes/transfers.ts")).toContain("const BOAT_WEATHER = FERRY_RULE_SHORT;");
    expect(read("../../routes/stay-informed/safety-security.tsx")).toContain("{FERRY_RULE}");
    expect(NO_SAILING_FROM_SIGNAL).toBe(1);
    expect(FERRY_RULE_SHORT).toMatch(/^From Signal No\. 1 .*no vessel of any size sail, big ships included/);
  });

  it("no post, guide or page source says vessels stop only from a higher signal", () => {
    const blog = read("../../../content/blog/typhoon-signals-and-ferry-suspensions.md");
    expect(blog).toContain("under Signal No. 1 or higher, no vessel of any size sails");
    for (const path of ["../../routes/stay-informed/weather.tsx", "../../../content/blog/island-hopping-and-tides.md"])
      expect(read(path)).not.toMatch(/from Signal No\. [2-5]\b[^.]*(?:vessel|ferr|boat)/i);
  });
});
