import { useState, useSyncExternalStore } from "react";
import type { DateRange } from "react-day-picker";
import { Calendar, CalendarField, calendarBounds, daysBetween, formatDisplayDate, parseIsoDate, toIsoDate } from "./date-picker.tsx";
import type { DatePickerProps } from "./date-picker.tsx";
import { useUiWords } from "./ui-words.ts";

/** ISO dates "YYYY-MM-DD"; "" or missing when not chosen. */
export type DateRangeValue = { from?: string; to?: string };

export type DateRangePickerProps = Pick<
  DatePickerProps,
  "label" | "min" | "max" | "errors" | "hint" | "placeholder" | "id" | "disabled" | "className"
> & {
  /** Hidden input name for the first date (check-in). */
  startName: string;
  /** Hidden input name for the last date (check-out). */
  endName: string;
  value?: DateRangeValue;
  defaultValue?: DateRangeValue;
  /** Called once both dates are chosen. */
  onChange?: (range: { from: string; to: string }) => void;
  /** Smallest gap between the dates, in nights. Default 1 (check-out after check-in). */
  minNights?: number;
  /** Words for the two ends, used in prompts ("Choose your check-in date"). */
  startLabel?: string;
  endLabel?: string;
};

/**
 * Two dates from one calendar popover, e.g. hotel check-in and check-out.
 * Two months side by side from the `sm` breakpoint, one on phones. The first
 * click picks the start, the second the end (then it closes); the form gets
 * two hidden ISO inputs. Closing half-way keeps the previous dates.
 */
export function DateRangePicker({
  startName,
  endName,
  value,
  defaultValue,
  onChange,
  min,
  max,
  minNights = 1,
  startLabel: startLabelGiven,
  endLabel: endLabelGiven,
  placeholder,
  ...field
}: DateRangePickerProps) {
  const { w, locale } = useUiWords();
  const startLabel = startLabelGiven ?? w("ui.range.start", "Check-in");
  const endLabel = endLabelGiven ?? w("ui.range.end", "Check-out");
  const [uncontrolled, setUncontrolled] = useState<DateRangeValue>(defaultValue ?? {});
  const committed = value ?? uncontrolled;
  const from = parseIsoDate(committed.from);
  const to = parseIsoDate(committed.to);

  const [open, setOpen] = useState(false);
  // What the calendar shows while open; only a complete range is committed.
  const [draft, setDraft] = useState<DateRange | undefined>(undefined);
  const wide = useMediaQuery("(min-width: 640px)");

  function handleOpenChange(next: boolean) {
    if (next) setDraft(from ? { from, to } : undefined);
    setOpen(next);
  }

  function handleSelect(range: DateRange | undefined) {
    if (range?.from && range.to && daysBetween(range.from, range.to) >= minNights) {
      const next = { from: toIsoDate(range.from), to: toIsoDate(range.to) };
      if (value === undefined) setUncontrolled(next);
      if (next.from !== committed.from || next.to !== committed.to) onChange?.(next);
      setOpen(false);
      return;
    }
    setDraft(range);
  }

  const nights = from && to ? daysBetween(from, to) : 0;
  const start = startLabel.toLowerCase();
  const end = endLabel.toLowerCase();
  const prompt = !draft?.from
    ? w("ui.range.chooseStart", "Choose your {start} date.", { start })
    : !draft.to
      ? w("ui.range.chooseEnd", "{Start} {from}. Choose your {end} date.", {
          Start: startLabel,
          from: formatDisplayDate(draft.from, locale),
          end,
        })
      : w("ui.range.chosen", "{Start} {from}, {end} {to}.", {
          Start: startLabel,
          from: formatDisplayDate(draft.from, locale),
          end,
          to: formatDisplayDate(draft.to, locale),
        });

  return (
    <CalendarField
      {...field}
      name={startName}
      open={open}
      onOpenChange={handleOpenChange}
      onFormReset={() => setUncontrolled(defaultValue ?? {})}
      display={
        from && to ? (
          <span className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2">
            <span>
              <span className="whitespace-nowrap">{formatDisplayDate(from, locale)}</span> –{" "}
              <span className="whitespace-nowrap">{formatDisplayDate(to, locale)}</span>
            </span>
            <span className="text-xs text-slate-600 dark:text-slate-400">
              (
              {nights === 1
                ? w("ui.range.night", "{count} night", { count: nights })
                : w("ui.range.nights", "{count} nights", { count: nights })}
              )
            </span>
          </span>
        ) : (
          <span className="truncate text-slate-500 dark:text-slate-400">{placeholder ?? w("ui.range.placeholder", "Select dates")}</span>
        )
      }
      popoverLabel={w("ui.range.popover", "{label}: choose dates", { label: field.label })}
      calendar={
        <Calendar
          mode="range"
          selected={draft}
          onSelect={handleSelect}
          min={minNights}
          resetOnSelect
          numberOfMonths={wide ? 2 : 1}
          {...calendarBounds(draft?.from, min, max)}
          footer={<p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{prompt}</p>}
        />
      }
    >
      <input type="hidden" name={startName} value={committed.from ?? ""} />
      <input type="hidden" name={endName} value={committed.to ?? ""} />
    </CalendarField>
  );
}

/** Whether a media query matches; false on the server and before hydration. */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== "function") return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => typeof window.matchMedia === "function" && window.matchMedia(query).matches,
    () => false,
  );
}
