// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { HotelSearchResult } from "../../../contracts/hotels.ts";
import { PH_OUTLINE_PATH } from "../../components/map/ph-basemap.ts";
import { ResultCard } from "./hotel-ui.tsx";
import { hotelMapLayout, ResultsMap } from "./results-map.tsx";
import { HotelWords } from "./hotel-words.tsx";
import { messagesFor } from "../../../i18n/catalogues.ts";

const EN = messagesFor("en", "hotels");

const result: HotelSearchResult = {
  hotelId: "BOR001",
  productId: "P-BOR001",
  tokenId: "t",
  hotelName: "Casa Amihan",
  // Nights of ₱2,345, ₱2,345 and ₱2,346: an average of ₱2,345 and a total of ₱7,036.
  basePrice: { amount: 234_500, currency: "PHP" },
  totalPrice: { amount: 703_600, currency: "PHP" },
  starRating: 3,
  distance: 0.4,
  amenities: ["Free Wi-Fi"],
  latitude: 11.96,
  longitude: 121.92,
  propertyType: "hotel",
  address: "",
  area: "Station 2",
  city: "Boracay",
  refundable: false,
  thumbnail: "/hotels/photos/pool.svg",
};

function card(r: HotelSearchResult, nights: number) {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <HotelWords messages={EN}>
          <ol>
            <ResultCard result={r} href="/hotels/BOR001" index={0} nights={nights} rooms={1} />
          </ol>
        </HotelWords>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

describe("a hotel result card", () => {
  it("shows the total as the sum of the nights and calls the nightly price an average when the nights differ", () => {
    const { container } = card(result, 3);
    expect(container.textContent).toContain("₱2,345average per room per night");
    expect(container.textContent).toContain("₱7,036 in total for 3 nights");
    expect(container.textContent).toContain("Non-refundable at this price");
    expect(container.textContent).not.toContain("Free cancellation");
  });

  it("says per night plainly when every night costs the same", () => {
    const { container } = card({ ...result, totalPrice: { amount: 703_500, currency: "PHP" }, refundable: true }, 3);
    expect(container.textContent).toContain("₱2,345per room per night");
    expect(container.textContent).toContain("Free cancellation");
  });
});

describe("the hotel results map", () => {
  const dense = Array.from({ length: 24 }, (_, i) => ({
    ...result,
    hotelId: `BOR${String(i + 1).padStart(3, "0")}`,
    hotelName: `Hotel ${i + 1}`,
    latitude: 11.955 + (i % 4) * 0.002,
    longitude: 121.925 + (i % 6) * 0.002,
  }));

  it("draws the coast under the markers and keeps markers apart", () => {
    render(
      <HotelWords messages={EN}>
        <ResultsMap results={dense} hrefFor={(r) => `/hotels/${r.hotelId}`} />
      </HotelWords>,
    );
    const map = screen.getByRole("group", { name: /Map of the hotels/ });
    expect(map.querySelector('[data-testid="coast"]')?.getAttribute("d")).toBe(PH_OUTLINE_PATH);
    expect(screen.getAllByRole("link")).toHaveLength(24);
    const circles = [...map.querySelectorAll("a circle")].map((c) => ({
      x: Number(c.getAttribute("cx")),
      y: Number(c.getAttribute("cy")),
    }));
    for (let i = 0; i < circles.length; i++)
      for (let j = i + 1; j < circles.length; j++)
        expect(Math.hypot(circles[i].x - circles[j].x, circles[i].y - circles[j].y)).toBeGreaterThanOrEqual(22);
  });

  it("starts the interactive map on the hotels", () => {
    const { bounds } = hotelMapLayout(dense);
    for (const h of dense) {
      expect(h.latitude).toBeGreaterThan(bounds.south);
      expect(h.latitude).toBeLessThan(bounds.north);
      expect(h.longitude).toBeGreaterThan(bounds.west);
      expect(h.longitude).toBeLessThan(bounds.east);
    }
    expect(bounds.north - bounds.south).toBeLessThan(1);
  });
});
