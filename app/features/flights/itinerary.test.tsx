// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { FareItinerary } from "../../../contracts/flights.ts";
import { familyBooking } from "../../../tests/support/family-booking.ts";
import { fareView, LegSummary } from "./itinerary.tsx";
import { withFlightWords } from "./test-words.tsx";

const places: Record<string, { city: string; country: string }> = {
  CEB: { city: "Cebu", country: "PH" },
  MNL: { city: "Manila", country: "PH" },
  MPH: { city: "Caticlan", country: "PH" },
};

function viaManila(): FareItinerary {
  const fare = familyBooking().fare;
  const [direct] = fare.legs[0].segments;
  const first = { ...direct, departureAirport: "CEB", arrivalAirport: "MNL", arrivalDateTime: "2026-12-18T07:25:00+08:00" };
  const second = {
    ...direct,
    flightNumber: "2043",
    departureDateTime: "2026-12-18T08:10:00+08:00",
    arrivalDateTime: "2026-12-18T09:15:00+08:00",
  };
  return { ...fare, legs: [{ segments: [first, second], durationMinutes: 190, stops: 1 }] };
}

describe("a leg with a change of planes", () => {
  it("shows the stop's airport, landing and leaving times, the wait, and warns of a short connection", () => {
    const view = fareView(viaManila(), (code) => places[code]);
    const { container } = render(withFlightWords(<LegSummary leg={view.legs[0]} airlines={{ PR: "Philippine Airlines" }} />));
    const summary = container.querySelector("summary")!;
    expect(summary.textContent).toBe("Change at MNL, 45m (short)");
    expect(summary.querySelector("p, div")).toBeNull();
    expect(screen.getByText(/Manila \(MNL\): lands 07:25, leaves 08:10, a 45m wait\./)).toBeTruthy();
    expect(screen.getByText("Short connection: under 1h to change planes.")).toBeTruthy();
    expect(container.querySelector("details")?.open).toBe(true);
  });
});
