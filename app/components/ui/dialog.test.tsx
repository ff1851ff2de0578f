// @vitest-environment happy-dom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog.tsx";

function CancelBooking({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="danger">Cancel booking</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel this booking?</DialogTitle>
          <DialogDescription>Your refund goes back to the card you paid with.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Keep booking</Button>
          </DialogClose>
          <Button variant="danger" onClick={onConfirm}>
            Yes, cancel
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe("Dialog", () => {
  it("opens a modal named by its title and described by its description", async () => {
    const user = userEvent.setup();
    render(<CancelBooking />);
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Cancel booking" }));

    const dialog = await screen.findByRole("dialog", { name: "Cancel this booking?" });
    const describedBy = dialog.getAttribute("aria-describedby");
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe("Your refund goes back to the card you paid with.");
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("keeps focus inside while open: Tab cycles through the panel", async () => {
    const user = userEvent.setup();
    render(<CancelBooking />);
    await user.click(screen.getByRole("button", { name: "Cancel booking" }));
    const dialog = await screen.findByRole("dialog");
    const visited = new Set<Element | null>();
    for (let i = 0; i < 6; i++) {
      await user.tab();
      visited.add(document.activeElement);
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    const names = [...visited].map((el) => el?.getAttribute("aria-label") ?? el?.textContent);
    expect(names).toEqual(expect.arrayContaining(["Keep booking", "Yes, cancel", "Close"]));
  });

  it("closes with Escape and returns focus to the trigger", async () => {
    const user = userEvent.setup();
    render(<CancelBooking />);
    const trigger = screen.getByRole("button", { name: "Cancel booking" });
    await user.click(trigger);
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it("closes with the button named Close and with DialogClose", async () => {
    const user = userEvent.setup();
    render(<CancelBooking />);
    await user.click(screen.getByRole("button", { name: "Cancel booking" }));
    await user.click(await screen.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(screen.getByRole("button", { name: "Cancel booking" }));
    await user.click(await screen.findByRole("button", { name: "Keep booking" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("runs the action's callback", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<CancelBooking onConfirm={onConfirm} />);
    await user.click(screen.getByRole("button", { name: "Cancel booking" }));
    await user.click(await screen.findByRole("button", { name: "Yes, cancel" }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
