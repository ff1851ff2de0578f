import { Checkbox as CheckboxPrimitive } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "../../lib/utils.ts";
import { FieldError, FieldHint, fieldIds } from "./input.tsx";

export type CheckboxProps = {
  name: string;
  /** Visible label; clicking it toggles the box. */
  label: ReactNode;
  defaultChecked?: boolean;
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** Submitted when checked; "on" like a native checkbox. */
  value?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  errors?: string[] | null;
  className?: string;
};

/**
 * A labelled checkbox (Radix, role="checkbox"; Space toggles). Inside a form
 * Radix adds a hidden native checkbox, so a checked box posts `name=on`.
 */
export function Checkbox({
  name,
  label,
  defaultChecked,
  checked,
  onCheckedChange,
  value = "on",
  id,
  required,
  disabled,
  hint,
  errors,
  className,
}: CheckboxProps) {
  const { controlId: boxId, errorId, hintId, invalid, describedBy } = fieldIds({ name, id, hint, errors });

  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <CheckboxPrimitive.Root
          id={boxId}
          name={name}
          value={value}
          defaultChecked={defaultChecked}
          checked={checked}
          onCheckedChange={onCheckedChange ? (state) => onCheckedChange(state === true) : undefined}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cn(
            // The 20px box sits in a 44px-tall row via the label's padding, so it is easy to tap.
            "peer mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white text-white shadow-sm transition-colors",
            "hover:border-brand-600 disabled:cursor-not-allowed disabled:opacity-60",
            "data-[state=checked]:border-brand-900 data-[state=checked]:bg-brand-900",
            "aria-[invalid=true]:border-red-600",
            "dark:border-slate-500 dark:bg-slate-900 dark:text-brand-950 dark:hover:border-brand-300 dark:data-[state=checked]:border-brand-300 dark:data-[state=checked]:bg-brand-300 dark:aria-[invalid=true]:border-red-400",
          )}
        >
          <CheckboxPrimitive.Indicator>
            <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
        <label
          htmlFor={boxId}
          className="-my-2.5 cursor-pointer py-2.5 text-sm leading-6 text-slate-800 select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60 dark:text-slate-200"
        >
          {label}
        </label>
      </div>
      <FieldHint id={hintId} hint={hint} className="pl-8" />
      {invalid ? (
        <div className="pl-8">
          <FieldError id={errorId} messages={errors} />
        </div>
      ) : null}
    </div>
  );
}
