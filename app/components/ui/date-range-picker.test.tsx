// @vitest-environment happy-dom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DateRangePicker } from "./date-range-picker.tsx";

const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Asia/Manila";
});
afterAll(() => {
  process.env.TZ = originalTz;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function hidden(container: HTMLElement, name: string) {
  return (container.querySelector(`input[type="hidden"][name="${name}"]`) as HTMLInputElement | null)?.value;
}

function stubViewport(wide: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: wide && query.includes("min-width: 640px"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe("DateRangePicker", () => {
  it("shows both dates and the number of nights, and submits two ISO dates", () => {
    const { container } = render(
      <DateRangePicker
        startName="checkIn"
        endName="checkOut"
        label="Dates of stay"
        defaultValue={{ from: "2026-11-21", to: "2026-11-24" }}
      />,
    );
    expect(screen.getByRole("button", { name: "Dates of stay Sat, 21 Nov 2026 – Tue, 24 Nov 2026 (3 nights)" })).toBeTruthy();
    expect(hidden(container, "checkIn")).toBe("2026-11-21");
    expect(hidden(container, "checkOut")).toBe("2026-11-24");
  });

  it("picks check-in then check-out from the keyboard and closes", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <DateRangePicker
        startName="checkIn"
        endName="checkOut"
        label="Dates of stay"
        min="2026-11-01"
        defaultValue={{ from: "2026-11-21", to: "2026-11-24" }}
        onChange={onChange}
      />,
    );
    const button = screen.getByRole("button", { name: /^Dates of stay/ });
    button.focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("dialog", { name: "Dates of stay: choose dates" });
    await waitFor(() => expect(document.activeElement?.getAttribute("aria-label")).toMatch(/November 21st, 2026/));

    // New check-in a week later, then check-out two nights after it.
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(screen.getByText("Check-in Sat, 28 Nov 2026. Choose your check-out date.")).toBeTruthy();
    expect(hidden(container, "checkIn")).toBe("2026-11-21"); // not committed until complete
    await user.keyboard("{ArrowRight}{ArrowRight}{Enter}");

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onChange).toHaveBeenCalledWith({ from: "2026-11-28", to: "2026-11-30" });
    expect(hidden(container, "checkIn")).toBe("2026-11-28");
    expect(hidden(container, "checkOut")).toBe("2026-11-30");
    expect(button.textContent).toContain("(2 nights)");
    expect(document.activeElement).toBe(button);
  });

  it("needs at least one night: the same day twice does not complete the range", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateRangePicker startName="a" endName="b" label="Stay" min="2026-11-01" max="2026-12-31" onChange={onChange} />);
    await user.click(screen.getByRole("button", { name: /^Stay/ }));
    await screen.findByRole("dialog");
    const day = screen.getByRole("button", { name: /November 10th, 2026/ });
    await user.click(day);
    await user.click(screen.getByRole("button", { name: /November 10th, 2026/ }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("keeps the previous dates when closed half-way with Escape", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <DateRangePicker startName="a" endName="b" label="Stay" defaultValue={{ from: "2026-11-21", to: "2026-11-24" }} />,
    );
    await user.click(screen.getByRole("button", { name: /^Stay/ }));
    await screen.findByRole("dialog");
    await user.click(screen.getByRole("button", { name: /November 5th, 2026/ }));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(hidden(container, "a")).toBe("2026-11-21");
    expect(hidden(container, "b")).toBe("2026-11-24");
  });

  it("shows two months on wide screens and one on phones", async () => {
    const user = userEvent.setup();
    stubViewport(true);
    const { unmount } = render(
      <DateRangePicker startName="a" endName="b" label="Stay" defaultValue={{ from: "2026-11-21", to: "2026-11-24" }} />,
    );
    await user.click(screen.getByRole("button", { name: /^Stay/ }));
    await screen.findByRole("dialog");
    expect(screen.getAllByRole("grid").map((g) => g.getAttribute("aria-label"))).toEqual(["November 2026", "December 2026"]);
    unmount();

    stubViewport(false);
    render(<DateRangePicker startName="a" endName="b" label="Stay" defaultValue={{ from: "2026-11-21", to: "2026-11-24" }} />);
    await user.click(screen.getByRole("button", { name: /^Stay/ }));
    await screen.findByRole("dialog");
    expect(screen.getAllByRole("grid")).toHaveLength(1);
  });

  it("disables days before min", async () => {
    const user = userEvent.setup();
    render(
      <DateRangePicker startName="a" endName="b" label="Stay" min="2026-11-15" defaultValue={{ from: "2026-11-20", to: "2026-11-22" }} />,
    );
    await user.click(screen.getByRole("button", { name: /^Stay/ }));
    await screen.findByRole("dialog");
    expect((screen.getByRole("button", { name: /November 14th, 2026/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: /November 15th, 2026/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows a placeholder and wires errors", () => {
    const { container } = render(<DateRangePicker startName="a" endName="b" label="Stay" errors={["Choose your dates"]} />);
    const button = screen.getByRole("button", { name: "Stay Select dates" });
    expect(button.getAttribute("aria-invalid")).toBe("true");
    const describedBy = button.getAttribute("aria-describedby");
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe("Choose your dates");
    expect(hidden(container, "a")).toBe("");
    expect(hidden(container, "b")).toBe("");
  });
});
