// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button.tsx";

describe("Button asChild", () => {
  it("renders the child element with the button's look, its own props winning", () => {
    render(
      <Button asChild variant="secondary" className="mt-4" title="from the button">
        <a href="/hotels" className="underline" title="from the link">
          Back to hotels
        </a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Back to hotels" });
    expect(link.tagName).toBe("A");
    expect(link.getAttribute("href")).toBe("/hotels");
    expect(link.className).toContain("border-slate-300");
    expect(link.className).toContain("mt-4");
    expect(link.className).toContain("underline");
    expect(link.getAttribute("title")).toBe("from the link");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("runs both click handlers, the child's first, and sets both refs", () => {
    const calls: string[] = [];
    const outer = createRef<HTMLElement>();
    const inner = vi.fn();
    render(
      <Button asChild onClick={() => calls.push("button")} ref={outer as never}>
        <a
          href="/flights"
          onClick={(e) => {
            e.preventDefault();
            calls.push("link");
          }}
          ref={inner}
        >
          Go
        </a>
      </Button>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Go" }));
    expect(calls).toEqual(["link", "button"]);
    expect(outer.current?.tagName).toBe("A");
    expect(inner).toHaveBeenCalledWith(screen.getByRole("link", { name: "Go" }));
  });
});
