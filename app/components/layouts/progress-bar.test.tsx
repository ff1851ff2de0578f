// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

let navigationState: "idle" | "loading" | "submitting" = "idle";
vi.mock("react-router", () => ({ useNavigation: () => ({ state: navigationState }) }));

const { ProgressBar, PROGRESS_DELAY_MS, PROGRESS_FINISH_MS } = await import("./progress-bar.tsx");

afterEach(() => {
  navigationState = "idle";
  vi.useRealTimers();
});

function bar() {
  const outer = screen.getByTestId("progress-bar");
  const inner = outer.firstElementChild as HTMLElement;
  return { phase: outer.dataset.phase, hidden: outer.getAttribute("aria-hidden"), width: inner.style.width, opacity: inner.style.opacity };
}

describe("ProgressBar", () => {
  it("fills to 100 % and fades when the page arrives, instead of shrinking back", () => {
    vi.useFakeTimers();
    const { rerender } = render(<ProgressBar />);
    expect(bar()).toMatchObject({ width: "0%", hidden: "true" });

    navigationState = "loading";
    rerender(<ProgressBar />);
    act(() => vi.advanceTimersByTime(PROGRESS_DELAY_MS));
    expect(bar()).toMatchObject({ phase: "loading", width: "85%", opacity: "1", hidden: "false" });

    navigationState = "idle";
    rerender(<ProgressBar />);
    // Completes: the width only grows; the bar fades out at full width.
    expect(bar()).toMatchObject({ phase: "done", width: "100%" });
    act(() => vi.advanceTimersByTime(PROGRESS_FINISH_MS));
    expect(bar()).toMatchObject({ phase: "idle", width: "0%", opacity: "0", hidden: "true" });
  });

  it("does not flash for a quick navigation", () => {
    vi.useFakeTimers();
    const { rerender } = render(<ProgressBar />);
    navigationState = "loading";
    rerender(<ProgressBar />);
    act(() => vi.advanceTimersByTime(PROGRESS_DELAY_MS - 20));
    navigationState = "idle";
    rerender(<ProgressBar />);
    act(() => vi.advanceTimersByTime(1000));
    expect(bar()).toMatchObject({ phase: "idle", width: "0%", hidden: "true" });
  });

  it("starts over cleanly when a new navigation begins while the last one is finishing", () => {
    vi.useFakeTimers();
    const { rerender } = render(<ProgressBar />);
    navigationState = "loading";
    rerender(<ProgressBar />);
    act(() => vi.advanceTimersByTime(PROGRESS_DELAY_MS));
    navigationState = "idle";
    rerender(<ProgressBar />);
    expect(bar().phase).toBe("done");
    navigationState = "submitting";
    rerender(<ProgressBar />);
    expect(bar()).toMatchObject({ phase: "idle", opacity: "0" }); // hidden while it resets, so never seen shrinking
    act(() => vi.advanceTimersByTime(PROGRESS_DELAY_MS));
    expect(bar()).toMatchObject({ phase: "loading", width: "85%", opacity: "1" });
  });

  it("uses the brand navy, and its light tint on the dark theme", () => {
    render(<ProgressBar />);
    const inner = screen.getByTestId("progress-bar").firstElementChild!;
    expect(inner.className).toContain("bg-brand-900");
    expect(inner.className).toContain("dark:bg-brand-300");
  });
});
