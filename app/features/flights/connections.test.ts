import { describe, expect, it } from "vitest";
import { legConnections } from "./connections.ts";

const places: Record<string, { city: string; country: string }> = {
  CEB: { city: "Cebu", country: "PH" },
  MNL: { city: "Manila", country: "PH" },
  MPH: { city: "Caticlan", country: "PH" },
  NRT: { city: "Tokyo", country: "JP" },
};
const place = (code: string) => places[code];
const seg = (from: string, to: string, dep: string, arr: string) => ({
  departureAirport: from,
  arrivalAirport: to,
  departureDateTime: dep,
  arrivalDateTime: arr,
});

describe("connections", () => {
  it("give the airport, both local times and the wait, and flag a short domestic change", () => {
    const [c] = legConnections(
      [
        seg("CEB", "MNL", "2026-12-18T06:05:00+08:00", "2026-12-18T07:25:00+08:00"),
        seg("MNL", "MPH", "2026-12-18T08:10:00+08:00", "2026-12-18T09:15:00+08:00"),
      ],
      place,
    );
    expect(c).toMatchObject({ airport: "MNL", city: "Manila", minutes: 45, domestic: true, warnings: ["short"] });
    expect([c.arrival, c.departure]).toEqual(["2026-12-18T07:25:00+08:00", "2026-12-18T08:10:00+08:00"]);
  });

  it("flag an international change under 90 min as short, and a wait across midnight as overnight", () => {
    const [c] = legConnections(
      [
        seg("CEB", "MNL", "2026-12-18T21:00:00+08:00", "2026-12-18T22:20:00+08:00"),
        seg("MNL", "NRT", "2026-12-19T06:00:00+08:00", "2026-12-19T11:30:00+09:00"),
      ],
      place,
    );
    expect(c).toMatchObject({ minutes: 460, domestic: false, warnings: ["overnight"] });
    const [short] = legConnections(
      [
        seg("CEB", "MNL", "2026-12-18T06:00:00+08:00", "2026-12-18T07:20:00+08:00"),
        seg("MNL", "NRT", "2026-12-18T08:35:00+08:00", "2026-12-18T13:30:00+09:00"),
      ],
      place,
    );
    expect(short).toMatchObject({ minutes: 75, warnings: ["short"] });
  });

  it("call a long wait in the small hours overnight, but not a long afternoon wait", () => {
    const [night] = legConnections(
      [
        seg("CEB", "MNL", "2026-12-18T23:00:00+08:00", "2026-12-19T00:20:00+08:00"),
        seg("MNL", "MPH", "2026-12-19T07:00:00+08:00", "2026-12-19T08:05:00+08:00"),
      ],
      place,
    );
    expect(night.warnings).toEqual(["overnight"]);
    const [day] = legConnections(
      [
        seg("CEB", "MNL", "2026-12-18T08:00:00+08:00", "2026-12-18T09:20:00+08:00"),
        seg("MNL", "MPH", "2026-12-18T16:30:00+08:00", "2026-12-18T17:35:00+08:00"),
      ],
      place,
    );
    expect(day.warnings).toEqual([]);
  });
});
