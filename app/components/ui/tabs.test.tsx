// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.tsx";

function SearchTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="flights" onValueChange={onValueChange}>
      <TabsList aria-label="What are you looking for?">
        <TabsTrigger value="flights">Flights</TabsTrigger>
        <TabsTrigger value="hotels">Hotels</TabsTrigger>
        <TabsTrigger value="guides">Guides</TabsTrigger>
      </TabsList>
      <TabsContent value="flights">Search flights</TabsContent>
      <TabsContent value="hotels">Search hotels</TabsContent>
      <TabsContent value="guides">Read guides</TabsContent>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("exposes a labelled tablist with the default tab selected and its panel shown", () => {
    render(<SearchTabs />);
    expect(screen.getByRole("tablist", { name: "What are you looking for?" })).toBeTruthy();
    const flights = screen.getByRole("tab", { name: "Flights" });
    expect(flights.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tab", { name: "Hotels" }).getAttribute("aria-selected")).toBe("false");
    const panel = screen.getByRole("tabpanel");
    expect(panel.textContent).toBe("Search flights");
    expect(panel.getAttribute("aria-labelledby")).toBe(flights.id);
  });

  it("moves between tabs with the arrow keys and shows the matching panel", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<SearchTabs onValueChange={onValueChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Flights" }));

    await user.keyboard("{ArrowRight}");
    const hotels = screen.getByRole("tab", { name: "Hotels" });
    expect(document.activeElement).toBe(hotels);
    expect(hotels.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("Search hotels");
    expect(onValueChange).toHaveBeenLastCalledWith("hotels");

    await user.keyboard("{End}");
    expect(screen.getByRole("tabpanel").textContent).toBe("Read guides");
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Flights" }));
  });

  it("switches on click", async () => {
    const user = userEvent.setup();
    render(<SearchTabs />);
    await user.click(screen.getByRole("tab", { name: "Guides" }));
    expect(screen.getByRole("tabpanel").textContent).toBe("Read guides");
  });
});
