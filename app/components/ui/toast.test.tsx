// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOAST_DURATION_MS, Toaster, dismissAllToasts, toast } from "./toast.tsx";

afterEach(() => {
  act(() => dismissAllToasts());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function toastTitles() {
  return within(screen.getByRole("list", { name: "Notifications" }))
    .queryAllByRole("listitem")
    .map((item) => item.querySelector("p")?.textContent);
}

describe("toast", () => {
  it("announces success and info politely and errors assertively, through regions that stay mounted", () => {
    render(<Toaster />);
    const status = screen.getByRole("status");
    const alert = screen.getByRole("alert");
    expect(status.textContent).toBe("");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(alert.getAttribute("aria-live")).toBe("assertive");

    act(() => toast({ title: "Booking confirmed", description: "Reference LKB-4821", variant: "success" }));
    expect(screen.getByRole("status")).toBe(status);
    expect(status.textContent).toBe("Booking confirmed. Reference LKB-4821");

    act(() => toast({ title: "Payment failed", variant: "error" }));
    expect(screen.getByRole("alert")).toBe(alert);
    expect(alert.textContent).toBe("Payment failed");
    expect(status.textContent).toBe("Booking confirmed. Reference LKB-4821");

    act(() => toast({ title: "Prices may change" }));
    expect(status.textContent).toBe("Prices may change");
  });

  it("puts the newest toast on top", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "First" });
      toast({ title: "Second" });
      toast({ title: "Third" });
    });
    expect(toastTitles()).toEqual(["Third", "Second", "First"]);
  });

  it("dismisses with the button named Dismiss, moving focus to the next toast", async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast({ title: "Older" });
      toast({ title: "Saved to your trips", variant: "success" });
    });
    const [newest] = screen.getAllByRole("button", { name: "Dismiss" });
    await user.click(newest!);
    expect(toastTitles()).toEqual(["Older"]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Dismiss" }));
    await user.keyboard("{Escape}");
    expect(toastTitles()).toEqual([]);
  });

  it("disappears by itself after 5 seconds", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => toast({ title: "Link copied" }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(toastTitles()).toEqual(["Link copied"]);
    act(() => vi.advanceTimersByTime(1));
    expect(toastTitles()).toEqual([]);
  });

  it("pauses the countdown while hovered or focused", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => toast({ title: "Hold on" }));
    const list = screen.getByRole("list", { name: "Notifications" });

    act(() => vi.advanceTimersByTime(3000));
    fireEvent.mouseEnter(list);
    act(() => vi.advanceTimersByTime(20_000));
    expect(toastTitles()).toEqual(["Hold on"]);

    fireEvent.mouseLeave(list);
    act(() => vi.advanceTimersByTime(1500));
    expect(toastTitles()).toEqual(["Hold on"]);

    act(() => screen.getByRole("button", { name: "Dismiss" }).focus());
    act(() => vi.advanceTimersByTime(20_000));
    expect(toastTitles()).toEqual(["Hold on"]);

    act(() => screen.getByRole("button", { name: "Dismiss" }).blur());
    act(() => vi.advanceTimersByTime(500));
    expect(toastTitles()).toEqual([]);
  });

  it("does not stack identical toasts: the repeat moves to the top and its time starts again", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: "Appearance saved.", variant: "success" });
      toast({ title: "Link copied" });
    });
    act(() => vi.advanceTimersByTime(4000));
    act(() => toast({ title: "Appearance saved.", variant: "success" }));
    expect(toastTitles()).toEqual(["Appearance saved.", "Link copied"]);
    act(() => vi.advanceTimersByTime(1000));
    expect(toastTitles()).toEqual(["Appearance saved."]);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1000));
    expect(toastTitles()).toEqual([]);
  });

  it("keeps toasts that differ in text or kind apart", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Saved", variant: "success" });
      toast({ title: "Saved", variant: "info" });
      toast({ title: "Saved", description: "Profile", variant: "success" });
    });
    expect(toastTitles()).toEqual(["Saved", "Saved", "Saved"]);
  });

  it("sits below the site header (64 px), never over it", () => {
    render(<Toaster />);
    const region = screen.getByRole("list", { name: "Notifications" }).parentElement!;
    expect(region.className).toContain("top-16");
    expect(region.className).not.toMatch(/\btop-0\b/);
  });

  it("keeps at most five toasts", () => {
    render(<Toaster />);
    act(() => {
      for (let i = 1; i <= 7; i++) toast({ title: `Toast ${i}` });
    });
    expect(toastTitles()).toEqual(["Toast 7", "Toast 6", "Toast 5", "Toast 4", "Toast 3"]);
  });

  it("is a harmless no-op on the server", () => {
    vi.stubGlobal("window", undefined);
    expect(() => toast({ title: "From a loader" })).not.toThrow();
    vi.unstubAllGlobals();

    const html = renderToString(<Toaster />);
    expect(html).toContain('aria-label="Notifications"');
    expect(html).not.toContain("From a loader");
    render(<Toaster />);
    expect(toastTitles()).toEqual([]);
  });
});
