// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { loadFlightState, resetFlightState, saveFlightState } from "./flight-state.ts";

describe("flight state in session storage", () => {
  beforeEach(() => sessionStorage.clear());

  it("keeps the search and the selection across a reload of the page", () => {
    saveFlightState({ flightQueryUrl: "/flights/results?origin=MNL&destination=CEB&departureDate=2026-12-18" });
    saveFlightState({ selectedFlight: { fareSourceCode: "abc" }, sessionId: "s1" });
    // A reload keeps sessionStorage: what the next page load reads.
    expect(loadFlightState()).toEqual({
      flightQueryUrl: "/flights/results?origin=MNL&destination=CEB&departureDate=2026-12-18",
      selectedFlight: { fareSourceCode: "abc" },
      sessionId: "s1",
    });
  });

  it("reset clears the booking, extras, revalidation and search, and typed passenger details", () => {
    saveFlightState({ flightQueryUrl: "/flights/results?x=1", newValidatedFareSourceCode: "def", bookingReference: "ABC123" });
    sessionStorage.setItem("lakbay.flight.passengers.s1", "{}");
    sessionStorage.setItem("lakbay.other", "kept");
    resetFlightState();
    expect(loadFlightState()).toEqual({});
    expect(sessionStorage.getItem("lakbay.flight.passengers.s1")).toBeNull();
    expect(sessionStorage.getItem("lakbay.other")).toBe("kept");
  });

  it("survives a damaged entry", () => {
    sessionStorage.setItem("lakbay.flight", "{not json");
    expect(loadFlightState()).toEqual({});
  });
});
