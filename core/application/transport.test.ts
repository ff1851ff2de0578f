import { describe, expect, it } from "vitest";
import { TRAVEL_MESSAGES } from "../../contracts/transport-inputs.ts";
import { createTransportApplication } from "./transport.ts";
import { invoke } from "./use-case.ts";

const app = createTransportApplication();
const caller = { userId: null, clientIp: "203.0.113.9" };

describe("transport.route", () => {
  it("takes ids, names or airport codes, and offers the way without flying when the fastest flies", async () => {
    const outcome = await invoke(app.route, { from: "MNL", to: "el nido" }, caller);
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(outcome.value.from.id).toBe("airport-mnl");
    expect(outcome.value.to).toEqual({ id: "el-nido", name: expect.stringContaining("El Nido") });
    expect(outcome.value.plan.legs.some((l) => l.mode === "flight")).toBe(true);
    expect(outcome.value.withoutFlights?.legs.every((l) => l.mode !== "flight")).toBe(true);
    const ground = await invoke(app.route, { from: "manila", to: "el-nido", avoidFlights: true }, caller);
    expect(ground.ok && ground.value.plan.legs.every((l) => l.mode !== "flight")).toBe(true);
    expect(ground.ok && ground.value.withoutFlights).toBeNull();
  });

  it("names the field of an unknown place, refuses the same place twice and a blank one", async () => {
    expect(await invoke(app.route, { from: "Atlantis", to: "Cebu" }, caller)).toMatchObject({
      ok: false,
      error: { code: "unprocessable", fields: { from: [TRAVEL_MESSAGES.unknown] } },
    });
    expect(await invoke(app.route, { from: "Bohol", to: "bohol" }, caller)).toMatchObject({
      ok: false,
      error: { code: "unprocessable", message: TRAVEL_MESSAGES.same },
    });
    expect(await invoke(app.route, { from: " ", to: "Cebu" }, caller)).toMatchObject({
      ok: false,
      error: { code: "invalid", fields: { from: [TRAVEL_MESSAGES.required] } },
    });
  });
});
