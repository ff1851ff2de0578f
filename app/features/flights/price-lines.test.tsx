// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { php } from "../../../contracts/money.ts";
import { AddOnRows, PassengerFareRows } from "./price-lines.tsx";
import { withFlightWords } from "./test-words.tsx";

describe("a flight's price rows", () => {
  it("say how many fares of each type and what they cost together, then each add-on", () => {
    render(
      withFlightWords(
        <dl>
          <PassengerFareRows
            fares={[
              { type: "ADT", quantity: 2, totalFare: php(2_500_00) },
              { type: "CHD", quantity: 1, totalFare: php(1_800_00) },
            ]}
          />
          <AddOnRows lines={[{ label: "Checked bag 20 kg", amount: php(650_00) }]} />
        </dl>,
      ),
    );
    const rows = screen.getAllByRole("term").map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(rows).toEqual(["2 × adult fare: ₱5,000.00", "1 × child fare: ₱1,800.00", "Checked bag 20 kg: ₱650.00"]);
  });
});
