// @vitest-environment happy-dom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { NativeSelect, Select } from "./select.tsx";

const cabins = [
  { value: "economy", label: "Economy" },
  { value: "premium", label: "Premium economy" },
  { value: "business", label: "Business" },
];

describe("Select", () => {
  it("is labelled and shows the placeholder until something is chosen", () => {
    render(<Select name="cabin" label="Cabin class" options={cabins} placeholder="Choose a cabin" />);
    const trigger = screen.getByRole("combobox", { name: "Cabin class" });
    expect(trigger).toHaveProperty("textContent", "Choose a cabin");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(trigger.getAttribute("aria-invalid")).toBeNull();
  });

  it("opens from the keyboard, moves with arrows and picks with Enter", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select name="cabin" label="Cabin class" options={cabins} onValueChange={onValueChange} />);
    const trigger = screen.getByRole("combobox", { name: "Cabin class" });

    trigger.focus();
    await user.keyboard("{Enter}");
    const listbox = await screen.findByRole("listbox");
    expect(listbox).toBeTruthy();
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Economy", "Premium economy", "Business"]);

    await waitFor(() => expect(document.activeElement?.textContent).toBe("Economy"));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement?.textContent).toBe("Premium economy");
    await user.keyboard("{Enter}");

    expect(onValueChange).toHaveBeenCalledWith("premium");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    expect(trigger.textContent).toBe("Premium economy");
    expect(document.activeElement).toBe(trigger);
  });

  it("closes with Escape without changing the value", async () => {
    const user = userEvent.setup();
    render(<Select name="cabin" label="Cabin class" options={cabins} defaultValue="business" />);
    const trigger = screen.getByRole("combobox", { name: "Cabin class" });
    trigger.focus();
    await user.keyboard("{ArrowDown}");
    await screen.findByRole("listbox");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    expect(trigger.textContent).toBe("Business");
  });

  it("submits the chosen value with a native form", async () => {
    const user = userEvent.setup();
    render(
      <form data-testid="form">
        <Select name="cabin" label="Cabin class" options={cabins} defaultValue="economy" />
      </form>,
    );
    const form = screen.getByTestId("form") as HTMLFormElement;
    expect(new FormData(form).get("cabin")).toBe("economy");

    screen.getByRole("combobox", { name: "Cabin class" }).focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await user.click(screen.getByRole("option", { name: "Business" }));
    await waitFor(() => expect(new FormData(form).get("cabin")).toBe("business"));
  });

  it("wires error text to the trigger like Field does", () => {
    render(<Select name="cabin" label="Cabin class" options={cabins} hint="Fares differ by cabin" errors={["Choose a cabin class"]} />);
    const trigger = screen.getByRole("combobox", { name: "Cabin class" });
    expect(trigger.getAttribute("aria-invalid")).toBe("true");
    const ids = trigger.getAttribute("aria-describedby")?.split(" ") ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(["Fares differ by cabin", "Choose a cabin class"]);
  });

  it("follows a controlled value", () => {
    const { rerender } = render(<Select name="cabin" label="Cabin class" options={cabins} value="economy" />);
    expect(screen.getByRole("combobox").textContent).toBe("Economy");
    rerender(<Select name="cabin" label="Cabin class" options={cabins} value="business" />);
    expect(screen.getByRole("combobox").textContent).toBe("Business");
  });
});

describe("NativeSelect", () => {
  it("posts its value with an ordinary form, before any script runs", () => {
    render(
      <form data-testid="f">
        <NativeSelect
          name="phoneCountry"
          label="Country code"
          defaultValue="JP"
          options={[
            { value: "PH", label: "Philippines (+63)" },
            { value: "JP", label: "Japan (+81)" },
          ]}
        />
      </form>,
    );
    const select = screen.getByLabelText("Country code") as HTMLSelectElement;
    expect(select.value).toBe("JP");
    expect(new FormData(screen.getByTestId("f") as HTMLFormElement).get("phoneCountry")).toBe("JP");
  });

  it("wires its error to the control", () => {
    render(
      <NativeSelect
        name="c"
        label="Country"
        options={[{ value: "PH", label: "Philippines" }]}
        errors={["Choose a country from the list."]}
      />,
    );
    const select = screen.getByLabelText("Country");
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(select.getAttribute("aria-describedby")!)?.textContent).toBe("Choose a country from the list.");
  });
});
