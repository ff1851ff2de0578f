// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Skeleton, SkeletonText } from "./skeleton.tsx";

describe("Skeleton", () => {
  it("is hidden from assistive technology and keeps the given size classes", () => {
    render(
      <div aria-busy="true" aria-label="Loading hotels">
        <Skeleton data-testid="block" className="h-40 w-full" />
      </div>,
    );
    const block = screen.getByTestId("block");
    expect(block.getAttribute("aria-hidden")).toBe("true");
    expect(block.className).toContain("h-40");
    expect(block.className).toContain("animate-pulse");
    // Nothing inside is exposed as content.
    expect(screen.queryByRole("img")).toBeNull();
    expect(block.textContent).toBe("");
  });
});

describe("SkeletonText", () => {
  it("renders three lines by default, the last one shorter", () => {
    const { container } = render(<SkeletonText />);
    const lines = container.querySelectorAll("[data-skeleton-line]");
    expect(lines).toHaveLength(3);
    expect(lines[2]?.className).toContain("w-3/5");
    expect(lines[0]?.className).toContain("w-full");
    expect(container.firstElementChild?.getAttribute("aria-hidden")).toBe("true");
  });

  it("renders the requested number of lines", () => {
    const { container } = render(<SkeletonText lines={5} />);
    expect(container.querySelectorAll("[data-skeleton-line]")).toHaveLength(5);
  });
});
