import { type ComponentProps, useSyncExternalStore } from "react";
import { FieldError, FieldHint, fieldIds, inputClass, Label } from "../../components/ui/input.tsx";
import { cn } from "../../lib/utils.ts";

/** A labelled multi-line field with its hint and error wired up for screen readers (as ui/input's Field). */
export function TextAreaField({
  label,
  errors,
  hint,
  id,
  name,
  className,
  ...props
}: ComponentProps<"textarea"> & { name: string; label: string; errors?: string[] | null; hint?: string }) {
  const { controlId, errorId, hintId, invalid, describedBy } = fieldIds({ name, id, hint, errors });
  return (
    <div className={className}>
      <Label htmlFor={controlId}>{label}</Label>
      <textarea
        id={controlId}
        name={name}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={cn(inputClass, "mt-1 min-h-40 resize-y")}
        {...props}
      />
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} messages={errors} />
    </div>
  );
}

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true once React runs: forms keep the browser's own checks
 * (required, maxlength, type=email) without JavaScript and switch to our per-field messages with it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
