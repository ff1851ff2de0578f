// @vitest-environment happy-dom
/**
 * The ui kit's own words in the page's language (issue 27): on a Filipino page the date pickers,
 * combobox, dialog, toasts, select, password toggle and scroll cue speak Filipino, the calendar's
 * month and day names come from Intl in Filipino; the catalogue's English is the components' own.
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { CATALOGUES, messagesFor } from "../../../i18n/catalogues.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { I18nProvider } from "../../lib/i18n.tsx";
import { Combobox } from "./combobox.tsx";
import { DatePicker, formatDisplayDate } from "./date-picker.tsx";
import { DateRangePicker } from "./date-range-picker.tsx";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "./dialog.tsx";
import { PasswordInput } from "./input.tsx";
import { Select } from "./select.tsx";
import { Toaster, toast, dismissAllToasts } from "./toast.tsx";
import { fillWords, wordsOf } from "./ui-words.ts";

function inLanguage(locale: Locale, children: ReactNode) {
  return <I18nProvider language={{ locale, messages: messagesFor(locale, "common") }}>{children}</I18nProvider>;
}

describe("the ui kit's words", () => {
  it("fills arguments and falls back to the English given when no translator has the word", () => {
    expect(fillWords("{count} nights", { count: 3 })).toBe("3 nights");
    expect(wordsOf(undefined)("ui.close", "Close")).toBe("Close");
    expect(wordsOf((key) => key)("ui.close", "Close")).toBe("Close");
    expect(wordsOf(() => "Isara")("ui.close", "Close")).toBe("Isara");
  });

  it("has every ui word in both languages, the English as the components write it", () => {
    const en = CATALOGUES.en.common as Record<string, string>;
    const fil = CATALOGUES.fil.common as Record<string, string>;
    const keys = Object.keys(en).filter((k) => k.startsWith("ui."));
    expect(keys.length).toBeGreaterThan(20);
    for (const key of keys) expect(fil[key], key).toBeTruthy();
    expect(en["ui.close"]).toBe("Close");
    expect(en["ui.calendar.previous"]).toBe("Go to the Previous Month");
    expect(en["ui.range.nights"]).toBe("{count} nights");
  });

  it("writes a chosen date with Filipino day and month names, the same on server and browser", () => {
    const date = new Date(2026, 10, 21);
    expect(formatDisplayDate(date)).toBe("Sat, 21 Nov 2026");
    expect(formatDisplayDate(date, "fil")).toBe("Sab, 21 Nob 2026");
  });

  it("opens the date picker's calendar in Filipino: Intl month and day names, Filipino buttons", async () => {
    const user = userEvent.setup();
    render(inLanguage("fil", <DatePicker name="departDate" label="Alis" defaultValue="2026-11-21" />));
    const button = screen.getByRole("button", { name: "Alis Sab, 21 Nob 2026" });
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Alis: pumili ng petsa" });
    expect(dialog.textContent).toContain("Nobyembre 2026");
    expect(dialog.textContent).not.toMatch(/November|Su|Mo/);
    for (const day of ["Lin", "Lun", "Sab"]) expect(dialog.textContent).toContain(day);
    expect(dialog.querySelector('[aria-label="Sabado"]')?.textContent).toBe("Sab");
    expect(screen.getByRole("button", { name: "Pumunta sa nakaraang buwan" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pumunta sa susunod na buwan" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sabado, Nobyembre 21, 2026, napili" })).toBeTruthy();
    expect(dialog.querySelector("[lang]")?.getAttribute("lang")).toBe("fil");
  });

  it("keeps the English calendar as it was", async () => {
    const user = userEvent.setup();
    render(inLanguage("en", <DatePicker name="departDate" label="Departure" defaultValue="2026-11-21" />));
    await user.click(screen.getByRole("button", { name: "Departure Sat, 21 Nov 2026" }));
    const dialog = await screen.findByRole("dialog", { name: "Departure: choose a date" });
    expect(dialog.textContent).toContain("November 2026");
    expect(screen.getByRole("button", { name: "Go to the Previous Month" })).toBeTruthy();
  });

  it("words a stay's dates, nights and prompts in Filipino", async () => {
    const user = userEvent.setup();
    render(
      inLanguage(
        "fil",
        <DateRangePicker
          startName="checkIn"
          endName="checkOut"
          label="Petsa ng stay"
          defaultValue={{ from: "2026-11-21", to: "2026-11-23" }}
        />,
      ),
    );
    const button = screen.getByRole("button", { name: /^Petsa ng stay/ });
    expect(button.textContent).toContain("Sab, 21 Nob 2026");
    expect(button.textContent).toContain("(2 gabi)");
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Petsa ng stay: pumili ng mga petsa" });
    expect(dialog.textContent).toContain("Check-in Sab, 21 Nob 2026, check-out Lun, 23 Nob 2026.");
  });

  it("shows an empty range's placeholder in Filipino", () => {
    render(inLanguage("fil", <DateRangePicker startName="checkIn" endName="checkOut" label="Petsa" />));
    expect(screen.getByRole("button", { name: "Petsa Pumili ng mga petsa" })).toBeTruthy();
  });

  it("says the combobox's states in Filipino", async () => {
    const user = userEvent.setup();
    render(inLanguage("fil", <Combobox name="origin" label="Mula saan" loadOptions={async () => []} debounceMs={0} />));
    await user.type(screen.getByRole("combobox", { name: "Mula saan" }), "Zz");
    await waitFor(() => expect(screen.getAllByText("Walang tugma").length).toBeGreaterThan(0));
  });

  it("names the dialog's close button, the password toggle and the select's placeholder in Filipino", async () => {
    const user = userEvent.setup();
    render(
      inLanguage(
        "fil",
        <>
          <Dialog>
            <DialogTrigger>Buksan</DialogTrigger>
            <DialogContent>
              <DialogTitle>Sigurado ka ba?</DialogTitle>
            </DialogContent>
          </Dialog>
          <PasswordInput id="pw" name="password" aria-label="Password" />
          <Select name="kind" label="Uri" options={[{ value: "a", label: "A" }]} />
        </>,
      ),
    );
    expect(screen.getByRole("button", { name: "Ipakita ang password" })).toBeTruthy();
    expect(screen.getByText("Pumili…")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Buksan" }));
    expect(await screen.findByRole("button", { name: "Isara" })).toBeTruthy();
  });

  it("labels the toasts and their close button in Filipino", async () => {
    render(inLanguage("fil", <Toaster />));
    toast({ title: "Na-save ang profile." });
    expect(await screen.findByRole("list", { name: "Mga abiso" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Isara ang abiso" })).toBeTruthy();
    dismissAllToasts();
  });
});
