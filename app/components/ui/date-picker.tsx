import { Popover } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import type { CSSProperties, ComponentProps, ReactNode } from "react";
import { DayPicker, getDefaultClassNames } from "react-day-picker";
import type { DayButtonProps, Formatters, Labels } from "react-day-picker";
// Layout for the calendar (grid, caption, nav, range fills). Vite bundles it
// with the route's CSS. It is unlayered, so colours are themed through its
// CSS variables and our own day buttons (see `Calendar`) rather than by
// fighting its selectors with Tailwind utilities.
import "react-day-picker/style.css";
import { cn } from "../../lib/utils.ts";
import { LANGUAGE_TAG, type Locale } from "../../../i18n/locales.ts";
import { dateFormat } from "../../lib/format.ts";
import { FieldError, FieldHint, Label, fieldIds, inputClass } from "./input.tsx";
import { useUiWords, type Words } from "./ui-words.ts";

// ---- Calendar dates ----------------------------------------------------------
// A calendar date is a y/m/d with no time zone. We hold it as a local-midnight
// Date built from its parts, never via `new Date("YYYY-MM-DD")` (which parses
// as UTC midnight and shows as the day before west of Greenwich).

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// Fixed names (no locale data needed, so server and browser agree), as Intl writes them in each language.
const WEEKDAYS: Record<Locale, readonly string[]> = {
  en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  fil: ["Lin", "Lun", "Mar", "Miy", "Huw", "Biy", "Sab"],
};
const MONTHS: Record<Locale, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  fil: ["Ene", "Peb", "Mar", "Abr", "May", "Hun", "Hul", "Ago", "Set", "Okt", "Nob", "Dis"],
};

/** "2026-11-21" → local Date for 21 Nov 2026; undefined for anything that is not a real date. */
export function parseIsoDate(value: string | null | undefined): Date | undefined {
  const match = value ? ISO_DATE.exec(value) : null;
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // Reject 2026-02-30 and the like, which Date would roll over.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return undefined;
  return date;
}

/** Local Date → "YYYY-MM-DD" from its calendar parts. */
export function toIsoDate(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, "0");
  const m = String(date.getMonth() + 1).padStart(2, "0");
  const d = String(date.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

/** "Sat, 21 Nov 2026" ("Sab, 21 Nob 2026" in Filipino): same output on server and client, whatever the browser's locale. */
export function formatDisplayDate(date: Date, locale: Locale = "en"): string {
  return `${WEEKDAYS[locale][date.getDay()]}, ${date.getDate()} ${MONTHS[locale][date.getMonth()]} ${date.getFullYear()}`;
}

/** Whole days from one calendar date to another (DST-proof). */
export function daysBetween(from: Date, to: Date): number {
  const a = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  const b = Date.UTC(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((b - a) / 86_400_000);
}

function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** The month to show first: the selection, else today kept within min/max. */
export function initialMonth(selected: Date | undefined, min: Date | undefined, max: Date | undefined): Date {
  if (selected) return selected;
  const today = startOfToday();
  if (min && today < min) return min;
  if (max && today > max) return max;
  return today;
}

export function boundsMatchers(min: Date | undefined, max: Date | undefined) {
  const matchers: Array<{ before: Date } | { after: Date }> = [];
  if (min) matchers.push({ before: min });
  if (max) matchers.push({ after: max });
  return matchers;
}

// ---- Calendar ----------------------------------------------------------------

const defaultClassNames = getDefaultClassNames();

// react-day-picker reads these variables; the values switch with the `.dark` class.
const calendarThemeClass =
  "[--cal-accent:var(--color-brand-900)] [--cal-accent-bg:var(--color-brand-100)] dark:[--cal-accent:var(--color-brand-300)] dark:[--cal-accent-bg:var(--color-brand-900)]";
const calendarThemeStyle = {
  "--rdp-accent-color": "var(--cal-accent)",
  "--rdp-accent-background-color": "var(--cal-accent-bg)",
  "--rdp-months-gap": "1.5rem",
} as CSSProperties;

const navButtonClass =
  "inline-flex h-9 w-9 items-center justify-center rounded-md transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 dark:hover:bg-slate-800";

/**
 * react-day-picker themed for Lakbay (44px day targets, brand colours, dark
 * mode). Takes every DayPicker prop. Arrow keys move by day/week, PageUp and
 * PageDown by month, Home/End to the week's ends.
 */
export function Calendar({ className, classNames, components, style, ...props }: ComponentProps<typeof DayPicker>) {
  const { w, locale } = useUiWords();
  return (
    <DayPicker
      {...calendarLanguage(locale, w)}
      className={cn(calendarThemeClass, "text-slate-900 dark:text-slate-100", className)}
      style={{ ...calendarThemeStyle, ...style }}
      classNames={{
        button_previous: navButtonClass,
        button_next: navButtonClass,
        caption_label: cn(defaultClassNames.caption_label, "text-base font-semibold"),
        weekday: cn(defaultClassNames.weekday, "text-xs text-slate-600 dark:text-slate-400"),
        ...classNames,
      }}
      components={{ DayButton: CalendarDayButton, ...components }}
      {...props}
    />
  );
}

const FULL_DATE: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric", month: "long", year: "numeric" };

/**
 * The calendar in the page's language: month and day names from Intl, the buttons' and days' names
 * from the shell's catalogue. English keeps react-day-picker's own (date-fns, en-US), as before.
 */
export function calendarLanguage(locale: Locale, w: Words): { lang?: string; formatters?: Partial<Formatters>; labels?: Partial<Labels> } {
  if (locale === "en") return {};
  const fullDate = (date: Date) => dateFormat(locale, FULL_DATE).format(date);
  return {
    lang: LANGUAGE_TAG[locale],
    formatters: {
      formatCaption: (month) => dateFormat(locale, { month: "long", year: "numeric" }).format(month),
      formatMonthDropdown: (month) => dateFormat(locale, { month: "long" }).format(month),
      formatWeekdayName: (day) => WEEKDAYS[locale][day.getDay()],
    },
    labels: {
      labelPrevious: () => w("ui.calendar.previous", "Go to the Previous Month"),
      labelNext: () => w("ui.calendar.next", "Go to the Next Month"),
      labelGrid: (month) => dateFormat(locale, { month: "long", year: "numeric" }).format(month),
      labelWeekday: (day) => dateFormat(locale, { weekday: "long" }).format(day),
      labelMonthDropdown: () => w("ui.calendar.month", "Choose the Month"),
      labelYearDropdown: () => w("ui.calendar.year", "Choose the Year"),
      labelDayButton: (date, modifiers) => {
        let label = fullDate(date);
        if (modifiers.today) label = w("ui.calendar.today", "Today, {date}", { date: label });
        if (modifiers.selected) label = w("ui.calendar.selected", "{date}, selected", { date: label });
        return label;
      },
      labelGridcell: (date, modifiers) =>
        modifiers?.today ? w("ui.calendar.today", "Today, {date}", { date: fullDate(date) }) : fullDate(date),
    },
  };
}

/** Day button styled from its modifiers, so single days and ranges each get the right fill. */
function CalendarDayButton({ day: _day, modifiers, className: _className, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  // Keep react-day-picker's roving focus: the focused day takes DOM focus.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);

  const rangeEdge = modifiers.range_start || modifiers.range_end;
  const rangeMiddle = modifiers.range_middle && !rangeEdge;
  const filled = modifiers.selected && !rangeMiddle;
  return (
    <button
      ref={ref}
      {...props}
      className={cn(
        "flex h-11 w-11 items-center justify-center text-sm tabular-nums transition-colors",
        "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 dark:focus-visible:outline-brand-200",
        "disabled:cursor-not-allowed disabled:line-through",
        filled
          ? "rounded-full bg-brand-900 font-semibold text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-brand-950 dark:hover:bg-brand-200"
          : rangeMiddle
            ? "rounded-none text-brand-950 hover:bg-brand-200 dark:text-white dark:hover:bg-brand-800"
            : modifiers.today
              ? "rounded-full font-bold text-brand-700 underline underline-offset-4 hover:bg-slate-100 dark:text-brand-300 dark:hover:bg-slate-800"
              : "rounded-full hover:bg-slate-100 dark:hover:bg-slate-800",
      )}
    />
  );
}

// ---- DatePicker --------------------------------------------------------------

export type DatePickerProps = {
  name: string;
  label: string;
  /** ISO date "YYYY-MM-DD" (controlled). */
  value?: string;
  /** ISO date "YYYY-MM-DD" (uncontrolled). */
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Earliest selectable ISO date. */
  min?: string;
  /** Latest selectable ISO date. */
  max?: string;
  errors?: string[] | null;
  hint?: string;
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
};

/**
 * A button showing the chosen date ("Sat, 21 Nov 2026") that opens a calendar
 * popover; the date is posted as "YYYY-MM-DD" through a hidden input `name`.
 * Enter/Space opens with focus on the chosen day (or today), arrows move,
 * Enter picks and closes, Escape closes; focus returns to the button.
 */
export function DatePicker({ value, defaultValue, onChange, min, max, placeholder, ...field }: DatePickerProps) {
  const { w, locale } = useUiWords();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? "");
  const iso = value ?? uncontrolled;
  const selected = parseIsoDate(iso);
  const [open, setOpen] = useState(false);

  function handleSelect(date: Date | undefined) {
    // Clicking the chosen day again reports undefined: keep the date, just close.
    if (date) {
      const next = toIsoDate(date);
      if (value === undefined) setUncontrolled(next);
      if (next !== iso) onChange?.(next);
    }
    setOpen(false);
  }

  return (
    <CalendarField
      {...field}
      open={open}
      onOpenChange={setOpen}
      onFormReset={() => setUncontrolled(defaultValue ?? "")}
      display={
        <span className={cn("truncate", !selected && "text-slate-500 dark:text-slate-400")}>
          {selected ? formatDisplayDate(selected, locale) : (placeholder ?? w("ui.datePicker.placeholder", "Select a date"))}
        </span>
      }
      popoverLabel={w("ui.datePicker.popover", "{label}: choose a date", { label: field.label })}
      calendar={<Calendar mode="single" selected={selected} onSelect={handleSelect} {...calendarBounds(selected, min, max)} />}
    >
      <input type="hidden" name={field.name} value={iso} />
    </CalendarField>
  );
}

// ---- Shared by DatePicker and DateRangePicker --------------------------------

const popoverClass =
  "z-50 max-w-[calc(100vw-1rem)] overflow-x-auto rounded-lg border border-slate-200 bg-white p-3 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";

export type CalendarFieldProps = {
  /** Gives the default id, `field-<name>`. */
  name: string;
  id?: string;
  label: string;
  hint?: string;
  errors?: string[] | null;
  disabled?: boolean;
  className?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Puts the default value back when the surrounding form is reset. */
  onFormReset: () => void;
  /** What the trigger button shows after the calendar icon. */
  display: ReactNode;
  /** Accessible name of the popover. */
  popoverLabel: string;
  /** The calendar inside the popover. */
  calendar: ReactNode;
  /** The hidden inputs that post the value. */
  children: ReactNode;
};

/**
 * The field around a date picker: label, trigger button (named by the label
 * plus its own text), calendar popover, hidden inputs, hint and error.
 */
export function CalendarField({
  name,
  id,
  label,
  hint,
  errors,
  disabled,
  className,
  open,
  onOpenChange,
  onFormReset,
  display,
  popoverLabel,
  calendar,
  children,
}: CalendarFieldProps) {
  const { controlId: buttonId, errorId, hintId, invalid, describedBy } = fieldIds({ name, id, hint, errors });
  const labelId = `${buttonId}-label`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  useFormReset(buttonRef, onFormReset);

  return (
    <div className={className}>
      {/* Not htmlFor: the button is named by aria-labelledby (label + its own text). */}
      <Label id={labelId} onClick={() => buttonRef.current?.focus()}>
        {label}
      </Label>
      <Popover.Root open={open} onOpenChange={onOpenChange}>
        <Popover.Trigger
          ref={buttonRef}
          id={buttonId}
          disabled={disabled}
          aria-labelledby={`${labelId} ${buttonId}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cn(inputClass, "mt-1 flex min-h-11 items-center gap-2 text-left sm:min-h-10")}
        >
          <CalendarIcon />
          {display}
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={4}
            collisionPadding={8}
            aria-label={popoverLabel}
            // The calendar focuses the chosen day itself (autoFocus).
            onOpenAutoFocus={(event) => event.preventDefault()}
            className={popoverClass}
          >
            {calendar}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {children}
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} messages={errors} />
    </div>
  );
}

/**
 * Calendar props both pickers share: open on `month` (else today, kept within
 * the bounds), no navigation or picking outside the ISO `min`/`max`, and focus
 * on the chosen day.
 */
export function calendarBounds(month: Date | undefined, min: string | undefined, max: string | undefined) {
  const minDate = parseIsoDate(min);
  const maxDate = parseIsoDate(max);
  return {
    defaultMonth: initialMonth(month, minDate, maxDate),
    startMonth: minDate,
    endMonth: maxDate,
    disabled: boundsMatchers(minDate, maxDate),
    autoFocus: true,
  };
}

/** Calls `onReset` when the form around `ref` is reset (uncontrolled hidden inputs do not reset themselves). */
export function useFormReset(ref: { current: HTMLButtonElement | null }, onReset: () => void) {
  const onResetRef = useRef(onReset);
  onResetRef.current = onReset;
  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    const handler = () => onResetRef.current();
    form.addEventListener("reset", handler);
    return () => form.removeEventListener("reset", handler);
  }, [ref]);
}

function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="h-4 w-4 shrink-0 text-slate-500 dark:text-slate-400"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <rect x="3" y="4.5" width="14" height="12.5" rx="2" />
      <path d="M3 8.5h14M7 2.5v4M13 2.5v4" strokeLinecap="round" />
    </svg>
  );
}
