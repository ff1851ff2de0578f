import { describe, expect, it } from "vitest";
import {
  buildPlan,
  checkPlan,
  formatMinutes,
  identityOrder,
  isPermutation,
  moveDay,
  PLAN_MESSAGES,
  type PlannerDeps,
  planToSearch,
} from "./planner.ts";

const destinations = {
  "el-nido": {
    slug: "el-nido",
    name: "El Nido",
    days: [
      { title: "Arrive", activities: ["Check in"], effort: "light" as const },
      { title: "Tour A", activities: ["Lagoons"] },
    ],
  },
  coron: {
    slug: "coron",
    name: "Coron",
    days: [
      { title: "Town", activities: ["Mt Tapyas"], effort: "light" as const },
      { title: "Reefs", activities: ["Twin Lagoon"] },
      { title: "Wrecks", activities: ["Two wreck dives"] },
      { title: "Leave", activities: ["Van to the airport"], effort: "light" as const },
    ],
  },
  davao: {
    slug: "davao",
    name: "Davao",
    days: [
      { title: "Eagles", activities: ["Eagle Center"] },
      { title: "Samal", activities: ["Beach day"] },
    ],
  },
};
const routes: Record<string, { legs: { mode: string; from: string; to: string; minutes: number }[]; minutes: number } | null> = {
  "manila>el-nido": { legs: [{ mode: "flight", from: "MNL", to: "ENI", minutes: 80 }], minutes: 200 },
  "el-nido>coron": { legs: [{ mode: "ferry", from: "El Nido", to: "Coron", minutes: 240 }], minutes: 270 },
  "coron>manila": { legs: [{ mode: "flight", from: "USU", to: "MNL", minutes: 65 }], minutes: 190 },
  "el-nido>manila": { legs: [{ mode: "flight", from: "ENI", to: "MNL", minutes: 80 }], minutes: 200 },
  "coron>el-nido": { legs: [{ mode: "ferry", from: "Coron", to: "El Nido", minutes: 240 }], minutes: 270 },
  "manila>coron": null,
  "manila>davao": { legs: [{ mode: "flight", from: "MNL", to: "DVO", minutes: 110 }], minutes: 230 },
  "davao>manila": { legs: [{ mode: "flight", from: "DVO", to: "MNL", minutes: 115 }], minutes: 235 },
};
const deps: PlannerDeps = {
  destination: (slug) => destinations[slug as keyof typeof destinations],
  origin: (id) => (id === "manila" ? { id, name: "Manila" } : undefined),
  route: (from, to) => routes[`${from}>${to}`] ?? null,
};

describe("checking a plan", () => {
  it("accepts a plan within the limits", () => {
    expect(checkPlan({ from: "manila", stops: [{ slug: "el-nido", days: 3 }] }, deps)).toEqual([]);
  });
  it("names each problem", () => {
    expect(checkPlan({ from: "cebu", stops: [] }, deps).map((p) => p.message)).toEqual([
      PLAN_MESSAGES.unknownOrigin,
      PLAN_MESSAGES.noStops,
    ]);
    expect(checkPlan({ from: "manila", stops: [{ slug: "atlantis", days: 2 }] }, deps)[0].message).toBe(PLAN_MESSAGES.unknownStop);
    expect(
      checkPlan(
        {
          from: "manila",
          stops: [
            { slug: "coron", days: 2 },
            { slug: "coron", days: 1 },
          ],
        },
        deps,
      )[0].message,
    ).toBe(PLAN_MESSAGES.duplicateStop);
    expect(checkPlan({ from: "manila", stops: [{ slug: "coron", days: 8 }] }, deps)[0].message).toBe(PLAN_MESSAGES.daysRange);
    expect(checkPlan({ from: "manila", stops: [{ slug: "coron", days: 0 }] }, deps)[0].message).toBe(PLAN_MESSAGES.daysRange);
    expect(checkPlan({ from: "manila", stops: [{ slug: "coron", days: 2 }], start: "2026-02-30" }, deps)[0].message).toBe(
      PLAN_MESSAGES.badStart,
    );
  });
});

describe("building a plan", () => {
  const state = {
    from: "manila",
    stops: [
      { slug: "el-nido", days: 3 },
      { slug: "coron", days: 2 },
    ],
    start: "2026-12-30",
  };

  it("lays out the guides' days with a travel leg wherever the place changes, and the way home", () => {
    const { plan } = buildPlan(state, deps);
    // Coron's two days are both days of travel (the ferry in, the way home after): its light days.
    expect(plan.days.map((d) => `${d.destinationName}:${d.title}`)).toEqual([
      "El Nido:Arrive",
      "El Nido:Tour A",
      "El Nido:Slow day in El Nido",
      "Coron:Town",
      "Coron:Leave",
    ]);
    expect(plan.days[0].travel).toMatchObject({ fromName: "Manila", toName: "El Nido" });
    expect(plan.days[1].travel).toBeUndefined();
    expect(plan.days[3].travel).toMatchObject({ fromName: "El Nido", toName: "Coron" });
    expect(plan.homeward).toMatchObject({ fromName: "Coron", toName: "Manila" });
    expect(plan.travelMinutes).toBe(200 + 270 + 190);
  });

  it("never plans a day out on a day of travel: El Nido then Coron puts the wreck dives before the last day", () => {
    const { plan } = buildPlan(
      {
        from: "manila",
        stops: [
          { slug: "el-nido", days: 2 },
          { slug: "coron", days: 3 },
        ],
      },
      deps,
    );
    expect(plan.days.map((d) => d.title)).toEqual(["Arrive", "Tour A", "Town", "Reefs", "Leave"]);
    for (const [i, day] of plan.days.entries()) {
      const travelDay = !!day.travel || (i === plan.days.length - 1 && !!plan.homeward);
      if (travelDay) expect(day.full, day.title).toBe(false);
    }
    expect(plan.days.some((d) => d.fullOnTravelDay)).toBe(false);
    // A longer stay keeps the dives, on a day without travel.
    const longer = buildPlan(
      {
        from: "manila",
        stops: [
          { slug: "el-nido", days: 2 },
          { slug: "coron", days: 4 },
        ],
      },
      deps,
    ).plan;
    expect(longer.days.map((d) => d.title)).toEqual(["Arrive", "Tour A", "Town", "Reefs", "Wrecks", "Leave"]);
  });

  it("gives a guide without light days plain travel days, and one day at a stop its arrival", () => {
    const { plan } = buildPlan({ from: "manila", stops: [{ slug: "davao", days: 3 }] }, deps);
    expect(plan.days.map((d) => d.title)).toEqual(["Arrive in Davao", "Eagles", "Last morning in Davao, then on your way"]);
    expect(plan.days.map((d) => d.full)).toEqual([false, true, false]);
    const one = buildPlan({ from: "manila", stops: [{ slug: "coron", days: 1 }] }, deps).plan;
    expect(one.days.map((d) => d.title)).toEqual(["Town"]);
  });

  it("says so when the traveller's own order puts a day out on a day of travel", () => {
    const { plan } = buildPlan({ from: "manila", stops: [{ slug: "coron", days: 3 }], order: [0, 2, 1] }, deps);
    expect(plan.days.map((d) => d.title)).toEqual(["Town", "Leave", "Reefs"]);
    expect(plan.days.map((d) => d.fullOnTravelDay ?? false)).toEqual([false, false, true]);
  });

  it("dates the days from the start date, across the new year", () => {
    const { plan } = buildPlan(state, deps);
    expect(plan.days.map((d) => d.date)).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02", "2027-01-03"]);
  });

  it("follows a reordered plan with the legs it implies", () => {
    const { plan, orderReset } = buildPlan({ ...state, order: [3, 4, 0, 1, 2] }, deps);
    expect(orderReset).toBe(false);
    expect(plan.days.map((d) => d.destinationName)).toEqual(["Coron", "Coron", "El Nido", "El Nido", "El Nido"]);
    // No route from Manila to Coron in this network: the leg is there, without a way.
    expect(plan.days[0].travel).toEqual({ fromName: "Manila", toName: "Coron", route: null });
    expect(plan.days[2].travel?.fromName).toBe("Coron");
    expect(plan.homeward?.fromName).toBe("El Nido");
  });

  it("falls back to the usual order when the order is not a permutation of the days", () => {
    const { plan, orderReset } = buildPlan({ ...state, order: [0, 0, 1, 2, 3] }, deps);
    expect(orderReset).toBe(true);
    expect(plan.days.map((d) => d.key)).toEqual([0, 1, 2, 3, 4]);
    expect(plan.state.order).toBeUndefined();
  });

  it("refuses an unchecked state", () => {
    expect(() => buildPlan({ from: "manila", stops: [] }, deps)).toThrow();
  });
});

describe("moving days", () => {
  it("swaps with the neighbour and stays put at the ends", () => {
    expect(moveDay([0, 1, 2], 1, -1)).toEqual([1, 0, 2]);
    expect(moveDay([0, 1, 2], 1, 1)).toEqual([0, 2, 1]);
    expect(moveDay([0, 1, 2], 0, -1)).toEqual([0, 1, 2]);
    expect(moveDay([0, 1, 2], 2, 1)).toEqual([0, 1, 2]);
  });
  it("recognises permutations", () => {
    expect(isPermutation(identityOrder(4), 4)).toBe(true);
    expect(isPermutation([1, 0, 2], 3)).toBe(true);
    expect(isPermutation([1, 0], 3)).toBe(false);
    expect(isPermutation([1, 1, 2], 3)).toBe(false);
    expect(isPermutation([0, 1, 3], 3)).toBe(false);
  });
});

describe("plan links", () => {
  it("writes the state into a URL query and leaves out the usual order", () => {
    expect(planToSearch({ from: "manila", stops: [{ slug: "coron", days: 2 }] }).toString()).toBe("from=manila&stops=coron%3A2");
    expect(planToSearch({ from: "manila", stops: [{ slug: "coron", days: 2 }], order: [1, 0], start: "2026-12-30" }).toString()).toBe(
      "from=manila&stops=coron%3A2&order=1.0&start=2026-12-30",
    );
  });
  it("formats durations", () => {
    expect(formatMinutes(45)).toBe("45 min");
    expect(formatMinutes(120)).toBe("2 h");
    expect(formatMinutes(150)).toBe("2 h 30 min");
  });
});
