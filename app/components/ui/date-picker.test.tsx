// @vitest-environment happy-dom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DatePicker, daysBetween, formatDisplayDate, parseIsoDate, toIsoDate } from "./date-picker.tsx";

// West of Greenwich, `new Date("2026-11-21")` would show as 20 Nov; make sure we never do that.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "America/Los_Angeles";
});
afterAll(() => {
  process.env.TZ = originalTz;
});

function hiddenValue(container: HTMLElement, name: string) {
  return (container.querySelector(`input[type="hidden"][name="${name}"]`) as HTMLInputElement | null)?.value;
}

describe("calendar date helpers", () => {
  it("parses and formats ISO dates as calendar dates, without time-zone shifts", () => {
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBeGreaterThan(0); // really west of UTC
    const date = parseIsoDate("2026-11-21");
    expect(date && formatDisplayDate(date)).toBe("Sat, 21 Nov 2026");
    expect(date && toIsoDate(date)).toBe("2026-11-21");
    expect(parseIsoDate("2026-02-30")).toBeUndefined();
    expect(parseIsoDate("21/11/2026")).toBeUndefined();
    expect(parseIsoDate("")).toBeUndefined();
  });

  it("counts nights across a daylight-saving change", () => {
    expect(daysBetween(new Date(2026, 10, 1), new Date(2026, 10, 3))).toBe(2);
    expect(daysBetween(new Date(2026, 2, 7), new Date(2026, 2, 9))).toBe(2);
  });
});

describe("DatePicker", () => {
  it("shows the chosen date on a button named by its label and submits it as YYYY-MM-DD", () => {
    const { container } = render(<DatePicker name="departDate" label="Departure" defaultValue="2026-11-21" />);
    const button = screen.getByRole("button", { name: "Departure Sat, 21 Nov 2026" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(hiddenValue(container, "departDate")).toBe("2026-11-21");
  });

  it("shows a placeholder and submits nothing when empty", () => {
    const { container } = render(<DatePicker name="returnDate" label="Return" placeholder="Add a return date" />);
    expect(screen.getByRole("button", { name: "Return Add a return date" })).toBeTruthy();
    expect(hiddenValue(container, "returnDate")).toBe("");
  });

  it("opens on the chosen day, moves with the arrow keys and picks with Enter", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<DatePicker name="departDate" label="Departure" defaultValue="2026-11-21" onChange={onChange} />);
    const button = screen.getByRole("button", { name: /^Departure/ });

    button.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Departure: choose a date" });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await waitFor(() => expect(document.activeElement?.getAttribute("aria-label")).toMatch(/November 21st, 2026/));
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard("{ArrowRight}");
    expect(document.activeElement?.getAttribute("aria-label")).toMatch(/November 22nd, 2026/);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement?.getAttribute("aria-label")).toMatch(/November 29th, 2026/);
    await user.keyboard("{Enter}");

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onChange).toHaveBeenCalledWith("2026-11-29");
    expect(hiddenValue(container, "departDate")).toBe("2026-11-29");
    expect(button.textContent).toContain("Sun, 29 Nov 2026");
    expect(document.activeElement).toBe(button);
  });

  it("closes with Escape, leaving the date alone", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<DatePicker name="d" label="Check-in" defaultValue="2026-12-24" onChange={onChange} />);
    await user.click(screen.getByRole("button", { name: /^Check-in/ }));
    await screen.findByRole("dialog");
    await waitFor(() => expect(document.activeElement?.getAttribute("aria-label")).toMatch(/December 24th/));
    await user.keyboard("{ArrowRight}{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
    expect(hiddenValue(container, "d")).toBe("2026-12-24");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: /^Check-in/ }));
  });

  it("picks with a click", async () => {
    const user = userEvent.setup();
    const { container } = render(<DatePicker name="d" label="Date" defaultValue="2026-11-21" />);
    await user.click(screen.getByRole("button", { name: /^Date/ }));
    await user.click(await screen.findByRole("button", { name: /November 5th, 2026/ }));
    await waitFor(() => expect(hiddenValue(container, "d")).toBe("2026-11-05"));
    expect(screen.getByRole("button", { name: "Date Thu, 5 Nov 2026" })).toBeTruthy();
  });

  it("does not allow days outside min and max", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DatePicker name="d" label="Date" defaultValue="2026-11-10" min="2026-11-10" max="2026-11-20" onChange={onChange} />);
    await user.click(screen.getByRole("button", { name: /^Date/ }));
    await screen.findByRole("dialog");
    const before = screen.getByRole("button", { name: /November 9th, 2026/ }) as HTMLButtonElement;
    const after = screen.getByRole("button", { name: /November 21st, 2026/ }) as HTMLButtonElement;
    expect(before.disabled).toBe(true);
    expect(after.disabled).toBe(true);
    expect((screen.getByRole("button", { name: /November 15th, 2026/ }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(before);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("follows a controlled value", () => {
    const { container, rerender } = render(<DatePicker name="d" label="Date" value="2026-01-01" onChange={() => {}} />);
    expect(hiddenValue(container, "d")).toBe("2026-01-01");
    rerender(<DatePicker name="d" label="Date" value="2026-06-12" onChange={() => {}} />);
    expect(screen.getByRole("button", { name: "Date Fri, 12 Jun 2026" })).toBeTruthy();
    expect(hiddenValue(container, "d")).toBe("2026-06-12");
  });

  it("wires errors to the button", () => {
    render(<DatePicker name="d" label="Date" errors={["Choose a departure date"]} />);
    const button = screen.getByRole("button", { name: /^Date/ });
    expect(button.getAttribute("aria-invalid")).toBe("true");
    const describedBy = button.getAttribute("aria-describedby");
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe("Choose a departure date");
  });
});
