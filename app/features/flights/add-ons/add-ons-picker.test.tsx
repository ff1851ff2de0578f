// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { parseExtrasSelectionJson, priceExtras } from "../../../../contracts/extras-selection.ts";
import { SAMPLE_EXTRAS_OFFER } from "../../../../contracts/extras-sample.ts";
import { EMPTY_EXTRAS, type ExtraServicesData, type ExtrasSelection } from "../../../../contracts/flight-extras.ts";
import { php } from "../../../../contracts/money.ts";
import { AddOnsPicker, type FareAllowance } from "./add-ons-picker.tsx";
import type { AddOnsFlight, AddOnsPassenger } from "./types.ts";
import { withFlightWords } from "../test-words.tsx";

const PASSENGERS: AddOnsPassenger[] = [
  { name: "Ana Santos", type: "ADT" },
  { name: "Ben Santos", type: "ADT" },
  { name: "Carlo Santos", type: "CHD" },
  { name: "Dina Santos", type: "INF" },
];
const FLIGHTS: AddOnsFlight[] = [
  { flightNumber: "5J 561", from: "MNL", to: "CEB", legIndex: 0 },
  { flightNumber: "5J 562", from: "CEB", to: "MNL", legIndex: 1 },
];

function Page({
  onChange,
  offer = SAMPLE_EXTRAS_OFFER,
  allowance,
}: {
  onChange?: (s: ExtrasSelection) => void;
  offer?: ExtraServicesData;
  allowance?: FareAllowance;
}) {
  const [selection, setSelection] = useState<ExtrasSelection>(EMPTY_EXTRAS);
  return withFlightWords(
    <form data-testid="form">
      <AddOnsPicker
        allowance={allowance}
        offer={offer}
        passengers={PASSENGERS}
        flights={FLIGHTS}
        selection={selection}
        onChange={(next) => {
          setSelection(next);
          onChange?.(next);
        }}
      />
    </form>,
  );
}

const total = () => screen.getByTestId("addons-total").textContent;

describe("AddOnsPicker", () => {
  it("picks a bag, a meal and a seat, and the total follows", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Page onChange={onChange} />);
    // The fare's cabin bags are there from the start, free.
    expect(total()).toBe("₱0.00");

    const outbound = screen.getByRole("region", { name: "Outbound: MNL → CEB" });
    const anaBags = within(outbound).getByRole("group", { name: "Baggage: Ana Santos" });
    await user.click(within(anaBags).getByRole("radio", { name: /Checked bag 20 kg/ }));
    expect(total()).toBe("₱700.00");

    await user.click(within(outbound).getByRole("button", { name: "One more Chicken adobo for Ben Santos" }));
    expect(total()).toBe("₱1,050.00");

    const seat = within(outbound).getByRole("button", { name: "Seat 12A, window, ₱350, available" });
    await user.click(seat);
    expect(total()).toBe("₱1,400.00");
    expect(
      within(outbound).getByRole("button", { name: "Seat 12A, window, ₱350, selected for Ana Santos" }).getAttribute("aria-pressed"),
    ).toBe("true");

    // The hidden field carries what the server re-prices to the same total.
    const posted = new FormData(screen.getByTestId("form") as HTMLFormElement).get("extras") as string;
    const selection = parseExtrasSelectionJson(posted)!;
    expect(priceExtras(SAMPLE_EXTRAS_OFFER, selection, ["ADT", "ADT", "CHD", "INF"]).total.amount).toBe(140_000);
    expect(onChange).toHaveBeenLastCalledWith(selection);
  });

  it("chooses seats from the keyboard, refuses a companion's seat, and deselects", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const outbound = screen.getByRole("region", { name: "Outbound: MNL → CEB" });
    within(outbound).getByRole("button", { name: "Seat 2C, aisle, ₱450, available" }).focus();
    await user.keyboard("{Enter}");
    expect(total()).toBe("₱450.00");

    await user.click(within(outbound).getByRole("radio", { name: /Ben Santos/ }));
    const held = within(outbound).getByRole("button", { name: "Seat 2C, aisle, ₱450, chosen for Ana Santos" });
    expect((held as HTMLButtonElement).disabled).toBe(true);
    expect((within(outbound).getByRole("button", { name: "Seat 1A, window, ₱450, taken" }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(outbound).getByRole("radio", { name: /Ana Santos/ }));
    await user.click(within(outbound).getByRole("button", { name: "Seat 2C, aisle, ₱450, selected for Ana Santos" }));
    expect(total()).toBe("₱0.00");
    expect(within(outbound).getByText(/Infants sit on an adult's lap/)).toBeTruthy();
  });

  it("marks exit rows and refuses them for a child and for the adult holding the infant, saying why", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const outbound = screen.getByRole("region", { name: "Outbound: MNL → CEB" });
    expect(within(outbound).getByText(/Row 10 is an exit row/)).toBeTruthy();
    expect(within(outbound).getByText(/Ana Santos holds the infant/)).toBeTruthy();

    // Ana holds the infant on her lap.
    const forAna = within(outbound).getByRole("button", {
      name: "Seat 10A, window, exit row, ₱600, not for Ana Santos: An adult travelling with an infant on their lap cannot sit in an exit row.",
    });
    expect((forAna as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(outbound).getByRole("radio", { name: /Carlo Santos/ }));
    const forCarlo = within(outbound).getByRole("button", {
      name: "Seat 10A, window, exit row, ₱600, not for Carlo Santos: Children cannot sit in an exit row.",
    });
    expect((forCarlo as HTMLButtonElement).disabled).toBe(true);
    expect(within(outbound).getByText("Carlo Santos cannot take an exit-row seat: Children cannot sit in an exit row.")).toBeTruthy();

    await user.click(within(outbound).getByRole("radio", { name: /Ben Santos/ }));
    await user.click(within(outbound).getByRole("button", { name: "Seat 10A, window, exit row, ₱600, available" }));
    expect(total()).toBe("₱600.00");
  });

  it("says what the fare includes next to the bag choice, and heads priority boarding as boarding, not meals", () => {
    const offer = structuredClone(SAMPLE_EXTRAS_OFFER);
    offer.DynamicMeal.push({
      Behavior: "SEGMENT",
      IsMultiSelect: false,
      SegmentIndex: 0,
      Title: "Boarding",
      Services: [
        [{ ServiceId: "PRIO", ServiceName: "Priority boarding", Description: "Board first", ServiceCost: php(25_000), IsMandatory: false }],
        [],
      ],
    });
    render(<Page offer={offer} allowance={{ fareName: "Sulit", checkedKg: 20, checkedPieces: 1, cabinKg: 7 }} />);
    const outbound = screen.getByRole("region", { name: "Outbound: MNL → CEB" });
    expect(
      within(outbound).getByText(
        "Your Sulit fare includes 20 kg of checked baggage and 7 kg carry-on per traveller with a seat (an infant on the lap has no allowance of their own; a stroller travels free). Bags you add here come on top.",
      ),
    ).toBeTruthy();
    const boarding = within(outbound).getByRole("region", { name: "Boarding on 5J 561 (MNL → CEB)" });
    expect(within(boarding).getAllByText("Priority boarding").length).toBeGreaterThan(0);
    // The infant on the lap is told why, not offered priority boarding, a meal or a bag.
    expect(within(boarding).queryByRole("radiogroup", { name: /Dina Santos/ })).toBeNull();
    expect(within(boarding).queryByRole("group", { name: /Dina Santos/ })).toBeNull();
    expect(within(boarding).getByText(/has no bag, meal or priority boarding of their own/)).toBeTruthy();
    // Only what the fare includes for everybody (the sample's cabin bag) is listed for her.
    const hers = within(outbound).queryAllByRole("button", { name: /for Dina Santos/ });
    expect(hers.map((b) => b.getAttribute("aria-label")).filter((l) => !/Cabin bag 7 kg/.test(l ?? ""))).toEqual([]);
    expect(within(outbound).queryByRole("region", { name: /^Meals.*Priority/ })).toBeNull();
  });

  it("shows mandatory services as included, refuses their removal, and removes a meal for all passengers", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const outbound = screen.getByRole("region", { name: "Outbound: MNL → CEB" });
    expect(within(outbound).getAllByText("Included, cannot be removed")).toHaveLength(4);
    expect((within(outbound).getByRole("button", { name: "One fewer Cabin bag 7 kg for Ana Santos" }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await user.click(within(outbound).getByRole("button", { name: "One more Chicken adobo for Ana Santos" }));
    await user.click(within(outbound).getByRole("button", { name: "One more Chicken adobo for Carlo Santos" }));
    expect(total()).toBe("₱700.00");
    await user.click(within(outbound).getByRole("button", { name: "Remove for all passengers: Chicken adobo" }));
    expect(total()).toBe("₱0.00");
  });

  it("charges a whole-booking service once, and offers the return-only snack on the return only", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const outbound = screen.getByRole("region", { name: "Outbound: MNL → CEB" });
    await user.click(within(outbound).getByRole("button", { name: "One more Sports equipment for all passengers" }));
    expect(total()).toBe("₱1,500.00");
    // Only the return leg offers the snack.
    const back = screen.getByRole("region", { name: "Return: CEB → MNL" });
    expect(within(outbound).queryByText("Ensaymada and coffee")).toBeNull();
    expect(within(back).getAllByText("Ensaymada and coffee").length).toBeGreaterThan(0);
  });
});
