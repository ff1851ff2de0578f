// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Combobox } from "./combobox.tsx";
import type { ComboboxOption } from "./combobox.tsx";

const AIRPORTS: ComboboxOption[] = [
  { value: "MNL", label: "Manila (MNL)", description: "Ninoy Aquino International Airport" },
  { value: "CEB", label: "Cebu (CEB)", description: "Mactan–Cebu International Airport" },
  { value: "MPH", label: "Caticlan (MPH)", description: "Godofredo P. Ramos Airport, for Boracay" },
  { value: "DVO", label: "Davao (DVO)", description: "Francisco Bangoy International Airport" },
];

/** Fake search: case-insensitive match on label, answered straight away. */
function fakeLoad() {
  return vi.fn(async (query: string, _signal: AbortSignal) => AIRPORTS.filter((a) => a.label.toLowerCase().includes(query.toLowerCase())));
}

/** Fake search whose answers the test releases by hand, in any order. */
function controlledLoad() {
  const calls: Array<{ query: string; signal: AbortSignal; resolve: (o: ComboboxOption[]) => void }> = [];
  const load = vi.fn(
    (query: string, signal: AbortSignal) =>
      new Promise<ComboboxOption[]>((resolve) => {
        calls.push({ query, signal, resolve });
      }),
  );
  return { load, calls };
}

function hiddenValue(container: HTMLElement, name: string) {
  return (container.querySelector(`input[type="hidden"][name="${name}"]`) as HTMLInputElement).value;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("Combobox", () => {
  it("is an ARIA 1.2 combobox wired to its listbox", () => {
    render(<Combobox name="origin" label="From" loadOptions={fakeLoad()} placeholder="City or airport" />);
    const input = screen.getByRole("combobox", { name: "From" });
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.getAttribute("aria-autocomplete")).toBe("list");
    const listboxId = input.getAttribute("aria-controls");
    expect(listboxId && document.getElementById(listboxId)?.getAttribute("role")).toBe("listbox");
    expect(input.getAttribute("aria-activedescendant")).toBeNull();
  });

  it("waits for the debounce and minChars before searching, then searches once", async () => {
    // fireEvent rather than user-event here: user-event's async wrapper waits on
    // real timers, which would stall under fake ones.
    vi.useFakeTimers();
    const load = fakeLoad();
    render(<Combobox name="origin" label="From" loadOptions={load} minChars={2} debounceMs={250} />);
    const input = screen.getByRole("combobox", { name: "From" });

    fireEvent.change(input, { target: { value: "c" } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(load).not.toHaveBeenCalled(); // one character is not enough

    fireEvent.change(input, { target: { value: "ce" } });
    expect(screen.getByRole("status").textContent).toBe("Searching…");
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(input, { target: { value: "ceb" } }); // typing again restarts the wait
    await act(() => vi.advanceTimersByTimeAsync(249));
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]?.[0]).toBe("ceb");

    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Cebu (CEB)Mactan–Cebu International Airport"]);
    expect(screen.getByRole("status").textContent).toMatch(/1 suggestion/);
  });

  it("moves with ArrowDown/ArrowUp and picks with Enter; the hidden input carries the value", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { container } = render(
      <form>
        <Combobox name="destination" label="To" loadOptions={fakeLoad()} debounceMs={0} onSelect={onSelect} />
      </form>,
    );
    const input = screen.getByRole("combobox", { name: "To" }) as HTMLInputElement;
    await user.type(input, "an");
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(2)); // Manila, Caticlan

    await user.keyboard("{ArrowDown}");
    const options = screen.getAllByRole("option");
    expect(input.getAttribute("aria-activedescendant")).toBe(options[0]!.id);
    expect(options[0]!.getAttribute("aria-selected")).toBe("true");

    await user.keyboard("{ArrowDown}");
    expect(input.getAttribute("aria-activedescendant")).toBe(options[1]!.id);
    await user.keyboard("{ArrowDown}"); // wraps to the top
    expect(input.getAttribute("aria-activedescendant")).toBe(options[0]!.id);
    await user.keyboard("{ArrowUp}"); // and back to the bottom
    expect(input.getAttribute("aria-activedescendant")).toBe(options[1]!.id);

    await user.keyboard("{Enter}");
    expect(onSelect).toHaveBeenCalledWith(AIRPORTS[2]);
    expect(input.value).toBe("Caticlan (MPH)");
    expect(hiddenValue(container, "destination")).toBe("MPH");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.getAttribute("aria-activedescendant")).toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it("clears the value when the text is edited after picking", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Combobox name="origin" label="From" loadOptions={fakeLoad()} defaultValue={AIRPORTS[0]} debounceMs={0} />,
    );
    const input = screen.getByRole("combobox", { name: "From" }) as HTMLInputElement;
    expect(input.value).toBe("Manila (MNL)");
    expect(hiddenValue(container, "origin")).toBe("MNL");
    await user.type(input, "x");
    expect(hiddenValue(container, "origin")).toBe("");
  });

  it("picks with a click", async () => {
    const user = userEvent.setup();
    const { container } = render(<Combobox name="origin" label="From" loadOptions={fakeLoad()} debounceMs={0} />);
    await user.type(screen.getByRole("combobox"), "dav");
    await user.click(await screen.findByRole("option", { name: /Davao/ }));
    expect(hiddenValue(container, "origin")).toBe("DVO");
    expect((screen.getByRole("combobox") as HTMLInputElement).value).toBe("Davao (DVO)");
  });

  it("closes with Escape and says when nothing matches", async () => {
    const user = userEvent.setup();
    render(<Combobox name="origin" label="From" loadOptions={fakeLoad()} debounceMs={0} emptyText="No matches" />);
    const input = screen.getByRole("combobox");
    await user.type(input, "zz");
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("No matches"));
    expect(screen.getAllByText("No matches").length).toBeGreaterThan(0);
    expect(input.getAttribute("aria-expanded")).toBe("false"); // nothing to choose from

    await user.clear(input);
    await user.type(input, "ce");
    await waitFor(() => expect(input.getAttribute("aria-expanded")).toBe("true"));
    await user.keyboard("{ArrowDown}{Escape}");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.getAttribute("aria-activedescendant")).toBeNull();
    // ArrowDown reopens the last suggestions.
    await user.keyboard("{ArrowDown}");
    expect(input.getAttribute("aria-expanded")).toBe("true");
  });

  it("ignores stale responses and aborts superseded requests", async () => {
    const user = userEvent.setup();
    const { load, calls } = controlledLoad();
    render(<Combobox name="destination" label="To" loadOptions={load} debounceMs={0} />);
    const input = screen.getByRole("combobox");

    await user.type(input, "ma");
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.type(input, "n");
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((c) => c.query)).toEqual(["ma", "man"]);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);

    // The newer answer arrives first, then the old one straggles in.
    await act(async () => calls[1]!.resolve([AIRPORTS[0]!]));
    await act(async () => calls[0]!.resolve([{ value: "MBT", label: "Masbate (MBT)" }]));
    const options = screen.getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["Manila (MNL)Ninoy Aquino International Airport"]);
  });

  it("shows an error when loading fails", async () => {
    const user = userEvent.setup();
    const load = vi.fn(async () => {
      throw new Error("offline");
    });
    render(<Combobox name="d" label="To" loadOptions={load} debounceMs={0} />);
    await user.type(screen.getByRole("combobox"), "ce");
    await waitFor(() => expect(screen.getByRole("status").textContent).toMatch(/Couldn't load suggestions/));
  });

  it("wires error text like Field does", () => {
    render(<Combobox name="d" label="To" loadOptions={fakeLoad()} errors={["Choose an airport from the list"]} />);
    const input = screen.getByRole("combobox", { name: "To" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const describedBy = input.getAttribute("aria-describedby");
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe("Choose an airport from the list");
  });
});
