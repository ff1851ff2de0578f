// @vitest-environment happy-dom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Checkbox } from "./checkbox.tsx";

describe("Checkbox", () => {
  it("is a labelled checkbox that toggles when its label is clicked", async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox name="newsletter" label="Send me travel deals" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole("checkbox", { name: "Send me travel deals" });
    expect(box.getAttribute("aria-checked")).toBe("false");

    await user.click(screen.getByText("Send me travel deals"));
    expect(box.getAttribute("aria-checked")).toBe("true");
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await user.click(box);
    expect(box.getAttribute("aria-checked")).toBe("false");
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it("toggles with Space from the keyboard", async () => {
    const user = userEvent.setup();
    render(<Checkbox name="terms" label="I accept the terms" />);
    await user.tab();
    const box = screen.getByRole("checkbox", { name: "I accept the terms" });
    expect(document.activeElement).toBe(box);
    await user.keyboard(" ");
    expect(box.getAttribute("aria-checked")).toBe("true");
  });

  it("submits 'on' in a form only while checked", async () => {
    const user = userEvent.setup();
    render(
      <form data-testid="form">
        <Checkbox name="insurance" label="Add travel insurance" defaultChecked />
      </form>,
    );
    const form = screen.getByTestId("form") as HTMLFormElement;
    await waitFor(() => expect(new FormData(form).get("insurance")).toBe("on"));
    await user.click(screen.getByRole("checkbox", { name: "Add travel insurance" }));
    await waitFor(() => expect(new FormData(form).get("insurance")).toBeNull());
  });

  it("follows a controlled checked prop", () => {
    const { rerender } = render(<Checkbox name="x" label="Window seat" checked={false} onCheckedChange={() => {}} />);
    expect(screen.getByRole("checkbox").getAttribute("aria-checked")).toBe("false");
    rerender(<Checkbox name="x" label="Window seat" checked onCheckedChange={() => {}} />);
    expect(screen.getByRole("checkbox").getAttribute("aria-checked")).toBe("true");
  });

  it("shows the error and marks the box invalid", () => {
    render(<Checkbox name="terms" label="I accept the terms" errors={["You must accept the terms"]} />);
    const box = screen.getByRole("checkbox", { name: "I accept the terms" });
    expect(box.getAttribute("aria-invalid")).toBe("true");
    const describedBy = box.getAttribute("aria-describedby");
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe("You must accept the terms");
  });
});
