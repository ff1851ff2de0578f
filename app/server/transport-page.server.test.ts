import { describe, expect, it } from "vitest";
import { CIRCUITS } from "../features/travel-circuits/circuits.ts";
import { placeForCircuit, PLAN_MESSAGES } from "../../core/transport/index.ts";
import { layersFromQuery } from "./local-map.server.ts";
import { PLANNER_MESSAGES, plannerFromQuery, transportTables } from "./transport-page.server.ts";
import { createTransportApplication } from "../../core/application/transport.ts";
import { invoke } from "../../core/application/use-case.ts";
import type { Layer } from "../features/transport/map-layers.ts";

const transport = createTransportApplication();
const q = (s: string) =>
  plannerFromQuery(new URLSearchParams(s), (input) => invoke(transport.route, input, { userId: null, clientIp: "203.0.113.9" }));

describe("the transport network and the travel circuits", () => {
  it("has a place for each circuit, at the circuit's own point (Mayon: Legazpi, the town travellers go to)", () => {
    for (const c of CIRCUITS) {
      const place = placeForCircuit(c.slug);
      expect(place, c.slug).toBeDefined();
      if (c.slug === "mt-mayon-albay") continue;
      expect(place?.lat).toBe(c.lat);
      expect(place?.lng).toBe(c.lng);
    }
    expect(placeForCircuit("mt-mayon-albay")?.id).toBe("legazpi");
  });
});

describe("the planner's query string", () => {
  it("plans a shareable URL and offers the way without flying", async () => {
    const r = await q("from=manila&to=el-nido");
    expect(r.status).toBe(200);
    expect(r.form).toEqual({ from: "manila", to: "el-nido", avoidFlights: false });
    if (r.answer.kind !== "plan") throw new Error("no plan");
    expect(r.answer.plan.legs.length).toBeGreaterThan(0);
    // Without flying: the 2GO ship to Coron, then the fast ferry to El Nido, much longer.
    const surface = r.answer.withoutFlights;
    expect(surface?.legs.some((l) => l.mode === "flight")).toBe(false);
    expect(surface?.totalMinutes).toBeGreaterThan(r.answer.plan.totalMinutes);
    const baguio = await q("from=manila&to=baguio");
    expect(baguio.answer.kind).toBe("plan");
  });

  it("answers a bad, unknown, missing or identical place with a message and a 400, and never echoes it", async () => {
    expect(await q("")).toMatchObject({ status: 200, answer: { kind: "none" } });
    expect(await q("from=manila")).toMatchObject({ status: 400, answer: { kind: "error", message: PLANNER_MESSAGES.missing } });
    for (const bad of [
      "from=manila&to=atlantis",
      "from=%3Cscript%3E&to=manila",
      `from=${"a".repeat(500)}&to=manila`,
      "from=MANILA&to=cebu-city",
      "from=man%00ila&to=bohol",
    ]) {
      const r = await q(bad);
      expect(r.status, bad).toBe(400);
      expect(r.answer).toEqual({ kind: "error", message: PLAN_MESSAGES["unknown-place"] });
      expect(r.form.from === "" || r.form.from === "manila").toBe(true);
    }
    expect(await q("from=manila&to=manila")).toMatchObject({ status: 400, answer: { message: PLAN_MESSAGES["same-place"] } });
  });

  it("says when there is no way without flying", async () => {
    expect(await q("from=manila&to=davao-city&avoid=1")).toMatchObject({
      status: 200,
      form: { avoidFlights: true },
      answer: { kind: "error", message: PLANNER_MESSAGES.noRouteWithoutFlights },
    });
  });
});

describe("the page's tables", () => {
  it("lists which airport serves which destination, and the ferries with their operators", () => {
    const t = transportTables();
    const mph = t.airports.find((a) => a.code === "MPH");
    expect(mph?.destinations.map((d) => d.name)).toContain("Boracay");
    expect(mph?.nonstop).toContain("CRK");
    expect(t.ferries.find((f) => f.id === "cebu-tagbilaran-fast-craft")?.operators).toContain("OceanJet");
    expect(t.roads.some((r) => r.from === "Manila" && r.to === "Baguio")).toBe(true);
    expect(t.local.map((n) => n.name)).toEqual(["Jeepney", "Tricycle", "Habal-habal", "Bangka", "Grab"]);
  });
});

describe("the local map's layers", () => {
  it("shows destinations, airports and ports by default, hotels only when asked, and ignores unknown layers", async () => {
    const mapMarkers = async (layers: Layer[]) => {
      const outcome = await invoke(transport.mapPoints, { layers }, { userId: null, clientIp: "203.0.113.9" });
      if (!outcome.ok) throw new Error(outcome.error.message);
      return { ...outcome.value, markers: outcome.value.points };
    };
    expect(layersFromQuery(new URLSearchParams(""))).toEqual(["destination", "airport", "port"]);
    expect(layersFromQuery(new URLSearchParams("layers=1"))).toEqual([]);
    expect(layersFromQuery(new URLSearchParams("layers=1&layer=hotel&layer=bogus&layer=airport"))).toEqual(["airport", "hotel"]);
    const plain = await mapMarkers(["destination", "airport"]);
    expect(plain.markers.filter((m) => m.kind === "destination")).toHaveLength(10);
    expect(plain.markers.some((m) => m.kind === "hotel" || m.kind === "port")).toBe(false);
    const hotels = await mapMarkers(["hotel"]);
    expect(hotels.markers.length).toBe(hotels.counts.hotel);
    expect(hotels.hotelGroups.reduce((n, g) => n + g.hotels.length, 0)).toBe(hotels.counts.hotel);
  });
});
