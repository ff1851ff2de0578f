import { useState, useSyncExternalStore, type ComponentProps, type ReactNode } from "react";
import { cn } from "../../lib/utils.ts";
import { useUiWords } from "./ui-words.ts";

export const inputClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-600 sm:text-sm dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:focus:border-brand-300 dark:focus:outline-brand-300 dark:placeholder:text-slate-400 dark:disabled:bg-slate-800 dark:aria-[invalid=true]:border-red-400";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(inputClass, className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("block text-sm font-medium text-slate-800 dark:text-slate-200", className)} {...props} />;
}

/**
 * The ids a labelled control shares with its hint and error: the control's own
 * id (`id`, else `field-<name>`), `<id>-hint`, `<id>-error`, and the
 * aria-describedby naming whichever of the two is shown.
 */
export function fieldIds({ name, id, hint, errors }: { name: string; id?: string; hint?: string; errors?: string[] | null }) {
  const controlId = id ?? `field-${name}`;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const invalid = Boolean(errors?.length);
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(" ") || undefined;
  return { controlId, errorId, hintId, invalid, describedBy };
}

/** Field-level hint text; give its id to the control's aria-describedby. */
export function FieldHint({ id, hint, className }: { id: string; hint?: string; className?: string }) {
  if (!hint) return null;
  return (
    <p id={id} className={cn("mt-1", className, "text-xs text-slate-600 dark:text-slate-400")}>
      {hint}
    </p>
  );
}

/** Field-level error text; give its id to the control's aria-describedby. */
export function FieldError({ id, messages }: { id: string; messages?: string[] | null }) {
  if (!messages?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-400">
      {messages[0]}
    </p>
  );
}

/** What a labelled control spreads on itself: its id and the aria attributes naming its hint and error. */
export type ControlWiring = { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };

/**
 * A label, the control it names (drawn by `children` with its id and aria wiring, see `fieldIds`), the
 * hint and the first error: the frame of every labelled field.
 */
export function LabelledControl({
  name,
  id,
  label,
  hint,
  errors,
  className,
  children,
}: {
  name: string;
  id?: string;
  label: string;
  hint?: string;
  errors?: string[] | null;
  className?: string;
  children: (wiring: ControlWiring) => ReactNode;
}) {
  const { controlId, errorId, hintId, invalid, describedBy } = fieldIds({ name, id, hint, errors });
  return (
    <div className={className}>
      <Label htmlFor={controlId}>{label}</Label>
      {children({ id: controlId, "aria-invalid": invalid || undefined, "aria-describedby": describedBy })}
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} messages={errors} />
    </div>
  );
}

type FieldProps = ComponentProps<"input"> & {
  name: string;
  label: string;
  errors?: string[] | null;
  hint?: string;
};

/** A labelled input with its hint and error wired up for screen readers; passwords get a show toggle. */
export function Field({ label, errors, hint, id, name, className, ...props }: FieldProps) {
  const Control = props.type === "password" ? PasswordInput : Input;
  return (
    <LabelledControl name={name} id={id} label={label} hint={hint} errors={errors} className={className}>
      {(wiring) => <Control {...wiring} name={name} className="mt-1" {...props} />}
    </LabelledControl>
  );
}

const noSubscription = () => () => {};

/** False on the server and while hydrating, true once React runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A password input with a "Show password" toggle. The toggle appears once JavaScript runs (before
 * that it could not work); the field is a plain password input that submits either way. The button's
 * name stays "Show password" and `aria-pressed` carries its state, as a toggle button should.
 */
export function PasswordInput({ className, type: _type, ...props }: ComponentProps<"input">) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const { w } = useUiWords();
  const show = w("ui.password.show", "Show password");
  return (
    <div className={cn("relative", className)}>
      <Input {...props} type={visible ? "text" : "password"} className={hydrated ? "pr-12" : undefined} />
      {hydrated ? (
        <button
          type="button"
          aria-pressed={visible}
          aria-controls={props.id}
          title={visible ? w("ui.password.hide", "Hide password") : show}
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900 focus-visible:-outline-offset-2 dark:text-slate-300 dark:hover:text-white"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {visible ? <path d="M4 4l16 16" /> : null}
          </svg>
          {/* Named by its text, not aria-label, so getByLabel("Password")-style lookups find only the field. */}
          <span className="sr-only">{show}</span>
        </button>
      ) : null}
    </div>
  );
}
