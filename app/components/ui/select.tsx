import { Select as SelectPrimitive } from "radix-ui";
import { cn } from "../../lib/utils.ts";
import { inputClass, LabelledControl } from "./input.tsx";
import { useUiWords } from "./ui-words.ts";

export type SelectOption = {
  /** Submitted value. Must not be the empty string (Radix reserves "" for "no value"). */
  value: string;
  label: string;
  disabled?: boolean;
};

export type SelectProps = {
  name: string;
  label: string;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  errors?: string[] | null;
  hint?: string;
  placeholder?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  /** Classes for the wrapper (label + trigger + messages). */
  className?: string;
};

/**
 * A labelled single-choice list. Keyboard: Enter, Space or the arrow keys open
 * it, arrows move, typing jumps to a matching option, Enter picks, Escape
 * closes. Radix renders a hidden native <select name> so the choice is posted
 * with an ordinary form.
 */
export function Select({ name, label, options, errors, hint, placeholder, id, className, ...root }: SelectProps) {
  const { w } = useUiWords();
  return (
    <LabelledControl name={name} id={id} label={label} hint={hint} errors={errors} className={className}>
      {(wiring) => (
        <SelectPrimitive.Root name={name} {...root}>
          <SelectPrimitive.Trigger
            {...wiring}
            className={cn(
              inputClass,
              "mt-1 flex min-h-11 items-center justify-between gap-2 text-left sm:min-h-10 data-[placeholder]:text-slate-500 dark:data-[placeholder]:text-slate-400",
            )}
          >
            <span className="truncate">
              <SelectPrimitive.Value placeholder={placeholder ?? w("ui.select.placeholder", "Select…")} />
            </span>
            <SelectPrimitive.Icon className="shrink-0 text-slate-500 dark:text-slate-400">
              <ChevronDownIcon />
            </SelectPrimitive.Icon>
          </SelectPrimitive.Trigger>
          <SelectPrimitive.Portal>
            <SelectPrimitive.Content
              position="popper"
              sideOffset={4}
              collisionPadding={8}
              className="z-50 max-h-[min(var(--radix-select-content-available-height),22rem)] min-w-[var(--radix-select-trigger-width)] max-w-[calc(100vw-1rem)] overflow-hidden rounded-md border border-slate-200 bg-white text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
            >
              <SelectPrimitive.ScrollUpButton className="flex h-6 items-center justify-center text-slate-500">
                <ChevronDownIcon className="rotate-180" />
              </SelectPrimitive.ScrollUpButton>
              <SelectPrimitive.Viewport className="p-1">
                {options.map((option) => (
                  <SelectPrimitive.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className="relative flex min-h-11 cursor-default select-none items-center rounded-sm py-2 pr-3 pl-8 text-base outline-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 sm:min-h-9 sm:text-sm dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white"
                  >
                    <SelectPrimitive.ItemIndicator className="absolute left-2 inline-flex items-center text-brand-700 dark:text-brand-300">
                      <CheckIcon />
                    </SelectPrimitive.ItemIndicator>
                    <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                  </SelectPrimitive.Item>
                ))}
              </SelectPrimitive.Viewport>
              <SelectPrimitive.ScrollDownButton className="flex h-6 items-center justify-center text-slate-500">
                <ChevronDownIcon />
              </SelectPrimitive.ScrollDownButton>
            </SelectPrimitive.Content>
          </SelectPrimitive.Portal>
        </SelectPrimitive.Root>
      )}
    </LabelledControl>
  );
}

function ChevronDownIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className={cn("h-4 w-4", className)} fill="none" stroke="currentColor" strokeWidth="1.75">
      <path d="m4 6 4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The same labelled choice as a native <select>: works before (and without) JavaScript and opens the
 * phone's own picker, which suits long lists such as countries.
 */
export function NativeSelect({
  name,
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  errors,
  hint,
  placeholder,
  id,
  className,
  ...control
}: SelectProps) {
  return (
    <LabelledControl name={name} id={id} label={label} hint={hint} errors={errors} className={className}>
      {(wiring) => (
        <select
          {...wiring}
          name={name}
          value={value}
          defaultValue={value === undefined ? (defaultValue ?? (placeholder ? "" : undefined)) : undefined}
          onChange={onValueChange ? (e) => onValueChange(e.target.value) : undefined}
          {...control}
          className={cn(inputClass, "mt-1 appearance-auto pr-8")}
        >
          {placeholder ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </LabelledControl>
  );
}
