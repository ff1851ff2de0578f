import { describe, expect, it } from "vitest";
import { understand } from "./understand.ts";

const now = new Date("2026-12-05T03:00:00Z");
const u = (text: string) => understand(text, {}, now);

describe("ways by sea (issue 24, blind-10's kinds)", () => {
  it("reads a port named as the port, and a town named as the town (Batangas is its port in our gazetteer)", () => {
    expect(u("how long is the boat from Calapan port to Batangas port?").slots).toMatchObject({ from: "port-calapan", to: "batangas" });
    expect(u("how do I get from Manila to Calapan?").slots).toMatchObject({ from: "manila", to: "calapan" });
  });

  it("reads two places with a port or a boat and a day as the way there, not a flight", () => {
    expect(u("Batangas port to Calapan on Saturday")).toMatchObject({
      intent: "transport_info",
      slots: { from: "batangas", to: "calapan" },
    });
    expect(u("barko Cebu pa Tagbilaran ugma?").intent).toBe("transport_info");
  });

  it("still reads a seafarer's flight to join a ship, and a ticket asked with a date, as a flight", () => {
    expect(u("one way Manila to Singapore Dec 8, mag-join sa barko").intent).toBe("flight_search");
    expect(u("Cebu to Manila flight Dec 20, after the boat from Bohol").intent).toBe("flight_search");
  });
});
