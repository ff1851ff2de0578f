import { useEffect, useRef, useState } from "react";
import type { ChangeEvent, KeyboardEvent } from "react";
import { cn } from "../../lib/utils.ts";
import { FieldError, FieldHint, Label, fieldIds, inputClass } from "./input.tsx";
import { useUiWords } from "./ui-words.ts";

export type ComboboxOption = {
  value: string;
  label: string;
  description?: string;
};

export type LoadComboboxOptions = (query: string, signal: AbortSignal) => Promise<ComboboxOption[]>;

export type ComboboxProps = {
  /** Hidden input carrying the chosen option's value. */
  name: string;
  label: string;
  /** Fetches suggestions; abort work when `signal` fires (a newer query superseded it). */
  loadOptions: LoadComboboxOptions;
  onSelect?: (option: ComboboxOption) => void;
  /** Initially chosen option (a string is used as both value and label). */
  defaultValue?: ComboboxOption | string;
  placeholder?: string;
  /** Characters needed before searching. Default 2. */
  minChars?: number;
  /** Wait after the last keystroke before searching. Default 250 ms. */
  debounceMs?: number;
  emptyText?: string;
  loadingText?: string;
  errorText?: string;
  errors?: string[] | null;
  hint?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
};

type Status = "idle" | "loading" | "ready" | "error";

function toOption(value: ComboboxOption | string | undefined): ComboboxOption | null {
  if (value === undefined) return null;
  return typeof value === "string" ? { value, label: value } : value;
}

/**
 * Text input with asynchronous suggestions (ARIA 1.2 combobox with a listbox
 * popup), for airports, destinations and the like. Typing searches after a
 * pause; ArrowDown/ArrowUp move through suggestions, Enter picks, Escape
 * closes. The input shows the chosen label and a hidden input `name` carries
 * its value; editing the text afterwards clears the value until a suggestion
 * is picked again.
 */
export function Combobox({
  name,
  label,
  loadOptions,
  onSelect,
  defaultValue,
  placeholder,
  minChars = 2,
  debounceMs = 250,
  emptyText: emptyTextGiven,
  loadingText: loadingTextGiven,
  errorText: errorTextGiven,
  errors,
  hint,
  id,
  required,
  disabled,
  className,
}: ComboboxProps) {
  const { controlId: inputId, errorId, hintId, invalid, describedBy } = fieldIds({ name, id, hint, errors });
  const { w } = useUiWords();
  const emptyText = emptyTextGiven ?? w("ui.combobox.empty", "No matches");
  const loadingText = loadingTextGiven ?? w("ui.combobox.loading", "Searching…");
  const errorText = errorTextGiven ?? w("ui.combobox.error", "Couldn't load suggestions. Try again.");
  const listboxId = `${inputId}-listbox`;
  const optionIdPrefix = `${inputId}-option`;

  const [selected, setSelected] = useState<ComboboxOption | null>(() => toOption(defaultValue));
  const [text, setText] = useState(() => toOption(defaultValue)?.label ?? "");
  const [options, setOptions] = useState<ComboboxOption[]>([]);
  const [status, setStatus] = useState<Status>("idle");
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const inputRef = useRef<HTMLInputElement>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const controllerRef = useRef<AbortController | null>(null);
  const requestIdRef = useRef(0);
  const loadOptionsRef = useRef(loadOptions);
  const defaultRef = useRef(defaultValue);
  useEffect(() => {
    loadOptionsRef.current = loadOptions;
    defaultRef.current = defaultValue;
  });

  /** Stops the pending debounce and in-flight request; their results will be ignored. */
  function cancelPending() {
    clearTimeout(timerRef.current);
    controllerRef.current?.abort();
    controllerRef.current = null;
    requestIdRef.current += 1;
  }

  useEffect(() => cancelPending, []);

  // A form reset puts the default back (the hidden input would not reset itself).
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const onReset = () => {
      cancelPending();
      const initial = toOption(defaultRef.current);
      setSelected(initial);
      setText(initial?.label ?? "");
      setOptions([]);
      setStatus("idle");
      setOpen(false);
      setActiveIndex(-1);
    };
    form.addEventListener("reset", onReset);
    return () => form.removeEventListener("reset", onReset);
  }, []);

  function search(raw: string) {
    cancelPending();
    const query = raw.trim();
    setActiveIndex(-1);
    if (query.length < minChars) {
      setOptions([]);
      setStatus("idle");
      setOpen(false);
      return;
    }
    setStatus("loading");
    setOpen(true);
    const requestId = requestIdRef.current;
    timerRef.current = setTimeout(() => {
      const controller = new AbortController();
      controllerRef.current = controller;
      let request: Promise<ComboboxOption[]>;
      try {
        request = Promise.resolve(loadOptionsRef.current(query, controller.signal));
      } catch (error) {
        request = Promise.reject(error);
      }
      request.then(
        (results) => {
          // A newer keystroke, a pick or Escape has superseded this request.
          if (requestId !== requestIdRef.current) return;
          setOptions(Array.isArray(results) ? results : []);
          setStatus("ready");
          setActiveIndex(-1);
        },
        () => {
          if (requestId !== requestIdRef.current) return;
          setOptions([]);
          setStatus("error");
        },
      );
    }, debounceMs);
  }

  function choose(option: ComboboxOption) {
    cancelPending();
    setSelected(option);
    setText(option.label);
    setOpen(false);
    setActiveIndex(-1);
    setStatus("idle");
    onSelect?.(option);
  }

  function close() {
    setOpen(false);
    setActiveIndex(-1);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.value;
    setText(next);
    if (selected && next !== selected.label) setSelected(null);
    search(next);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case "ArrowDown": {
        event.preventDefault();
        if (!open) {
          if (count > 0) {
            setOpen(true);
            setActiveIndex(event.altKey ? -1 : 0);
          } else if (text.trim().length >= minChars) {
            search(text);
          }
          return;
        }
        if (count > 0) setActiveIndex((index) => (index + 1) % count);
        return;
      }
      case "ArrowUp": {
        if (!open || count === 0) return;
        event.preventDefault();
        setActiveIndex((index) => (index <= 0 ? count - 1 : index - 1));
        return;
      }
      case "Enter": {
        const option = open ? options[activeIndex] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        return;
      }
      case "Escape": {
        if (open) {
          event.preventDefault();
          cancelPending();
          if (status === "loading") setStatus("idle");
          close();
        }
        return;
      }
    }
  }

  const expanded = open && options.length > 0;
  const activeId = expanded && activeIndex >= 0 ? `${optionIdPrefix}-${activeIndex}` : undefined;

  // Keep the highlighted suggestion in view when moving with the keyboard.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);

  const message = !open
    ? null
    : status === "loading"
      ? loadingText
      : status === "error"
        ? errorText
        : status === "ready" && options.length === 0
          ? emptyText
          : null;
  const announcement = !open
    ? ""
    : (message ??
      (status === "ready"
        ? options.length === 1
          ? w("ui.combobox.one", "{count} suggestion. Use the up and down arrows to choose.", { count: 1 })
          : w("ui.combobox.many", "{count} suggestions. Use the up and down arrows to choose.", { count: options.length })
        : ""));
  const popupVisible = open && (expanded || message !== null);

  return (
    <div className={cn("relative", className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={placeholder}
        disabled={disabled}
        value={text}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onBlur={close}
        className={cn(inputClass, "mt-1 min-h-11 sm:min-h-10")}
      />
      <input type="hidden" name={name} value={selected?.value ?? ""} />

      <div
        hidden={!popupVisible}
        className="absolute inset-x-0 z-50 mt-1 max-h-72 overflow-y-auto overscroll-contain rounded-md border border-slate-200 bg-white p-1 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <ul id={listboxId} role="listbox" aria-label={label} hidden={!expanded}>
          {options.map((option, index) => (
            <li
              key={`${option.value}-${index}`}
              id={`${optionIdPrefix}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              // Keep focus in the input; the click picks.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActiveIndex(index)}
              onClick={() => choose(option)}
              className={cn(
                "flex min-h-11 cursor-pointer flex-col justify-center rounded-sm px-3 py-2",
                index === activeIndex ? "bg-brand-50 text-brand-900 dark:bg-slate-800 dark:text-white" : "",
              )}
            >
              <span className="text-base sm:text-sm">{option.label}</span>
              {option.description ? <span className="text-xs text-slate-600 dark:text-slate-400">{option.description}</span> : null}
            </li>
          ))}
        </ul>
        {message ? (
          <p aria-hidden="true" className="flex items-center gap-2 px-3 py-2 text-sm text-slate-600 dark:text-slate-400">
            {status === "loading" ? (
              <span className="h-3.5 w-3.5 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" />
            ) : null}
            {message}
          </p>
        ) : null}
      </div>

      {/* Announcements for screen readers; the visible message above is aria-hidden. */}
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>

      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} messages={errors} />
    </div>
  );
}
