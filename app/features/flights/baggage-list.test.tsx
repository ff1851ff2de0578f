// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { familyBooking } from "../../../tests/support/family-booking.ts";
import { bookingBaggage } from "../../server/trip-details.server.ts";
import { BaggageList } from "./baggage-list.tsx";
import { withFlightWords } from "./test-words.tsx";

describe("the trip page's baggage", () => {
  it("shows each traveller's fare allowance plus the bags bought, per leg", () => {
    const booking = familyBooking();
    booking.extras = {
      ...booking.extras,
      baggage: [
        {
          serviceId: "BAG-L0-32",
          segmentIndex: 0,
          legIndex: 0,
          passengerQuantities: { 0: 1 },
          behavior: "PER_PAX_OUTBOUND",
          name: "Checked bag 32 kg",
          description: "1 bag - 32 kg",
        },
      ],
    };
    render(withFlightWords(<BaggageList legs={bookingBaggage(booking)} />));
    const out = screen.getByRole("region", { name: "Baggage MNL → MPH" });
    expect(
      within(out)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Juan Dela Cruz: 52 kg checked (20 kg in the fare + 32 kg bought, 1 bag), 7 kg carry-on",
      "Ana Dela Cruz: 20 kg checked (in the fare), 7 kg carry-on",
      "Lia Dela Cruz: 20 kg checked (in the fare), 7 kg carry-on",
    ]);
    const back = screen.getByRole("region", { name: "Baggage MPH → MNL" });
    expect(within(back).getAllByRole("listitem")[0].textContent).toBe("Juan Dela Cruz: 20 kg checked (in the fare), 7 kg carry-on");
  });
});
