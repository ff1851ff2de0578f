import { describe, expect, it } from "vitest";
import type { ServiceSelection } from "../../../contracts/flight-extras.ts";
import { familyBooking } from "../../../tests/support/family-booking.ts";
import { checkedBagOf, travellerBaggage } from "./traveller-baggage.ts";

const bag = (kg: 20 | 32 | 40, legIndex: number, passengerQuantities: Record<number, number>): ServiceSelection => ({
  serviceId: `BAG-L${legIndex}-${kg}`,
  segmentIndex: legIndex,
  legIndex,
  passengerQuantities,
  behavior: legIndex === 0 ? "PER_PAX_OUTBOUND" : "PER_PAX_INBOUND",
  name: kg === 40 ? "Checked bags 40 kg" : `Checked bag ${kg} kg`,
  description: kg === 40 ? "2 bags - 40 kg in all" : `1 bag - ${kg} kg`,
});

describe("a traveller's baggage per leg", () => {
  it("gives an infant on the lap no allowance of their own (never the fare's 20 kg + 7 kg)", () => {
    const booking = familyBooking();
    booking.passengers = [
      ...booking.passengers,
      { type: "INF", title: "Mstr", givenName: "Leo", surname: "Dela Cruz", dateOfBirth: "2026-03-01", gender: "M", nationality: "PH" },
    ];
    const [out] = travellerBaggage(booking);
    expect(out[3]).toMatchObject({ includedKg: 0, cabinKg: 0, text: "No baggage allowance (on an adult's lap; a stroller travels free)" });
    expect(out[0].text).toBe("20 kg checked (in the fare), 7 kg carry-on");
  });

  it("adds the bags bought to the fare's allowance, per traveller and leg", () => {
    const booking = familyBooking();
    booking.extras = { ...booking.extras, baggage: [bag(32, 0, { 0: 1 }), bag(40, 1, { 1: 1 })] };
    const [out, back] = travellerBaggage(booking);
    expect(out.map((b) => b.text)).toEqual([
      "52 kg checked (20 kg in the fare + 32 kg bought, 1 bag), 7 kg carry-on",
      "20 kg checked (in the fare), 7 kg carry-on",
      "20 kg checked (in the fare), 7 kg carry-on",
    ]);
    expect(back[1]).toMatchObject({ includedKg: 20, boughtKg: 40, boughtPieces: 2 });
    expect(back[0].boughtKg).toBe(0);
  });

  it("says what was bought when the fare has no checked bag", () => {
    const booking = familyBooking();
    booking.fare = { ...booking.fare, baggage: { checkedKg: 0, checkedPieces: 0, cabinKg: 7 } };
    booking.extras = { ...booking.extras, baggage: [bag(20, 0, { 0: 1, 1: 1 })] };
    expect(travellerBaggage(booking)[0].map((b) => b.text)).toEqual([
      "20 kg checked (bought, 1 bag), 7 kg carry-on",
      "20 kg checked (bought, 1 bag), 7 kg carry-on",
      "No checked bag, 7 kg carry-on",
    ]);
  });

  it("reads the offer's descriptions, and the engine's ids of selections priced before names were kept", () => {
    expect(checkedBagOf({ serviceId: "X", name: "Checked bags 40 kg", description: "2 bags - 40 kg in all" })).toEqual({
      pieces: 2,
      kg: 40,
    });
    expect(checkedBagOf({ serviceId: "BAG-L1-32" })).toEqual({ pieces: 1, kg: 32 });
    expect(checkedBagOf({ serviceId: "CABIN7", name: "Cabin bag 7 kg", description: "Carry-on" })).toBeNull();
  });
});
