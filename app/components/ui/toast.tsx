import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { FocusEvent, KeyboardEvent } from "react";
import { cn } from "../../lib/utils.ts";
import { useUiWords } from "./ui-words.ts";
import { dismissToast, LiveRegions, TOAST_DURATION_MS, type ToastRecord, type ToastVariant, useToasts } from "./toast-store.tsx";

export { dismissAllToasts, TOAST_DURATION_MS, type ToastOptions, type ToastVariant, toast } from "./toast-store.tsx";

// ---- Rendering -------------------------------------------------------------

/**
 * Renders the toasts, newest on top, fixed at the top right just below the
 * site header, so they never cover the logo, the menu or the account links
 * (full width on small phones). Mount once in the root layout. Hovering or
 * focusing the stack, or hiding the tab, pauses the auto-dismiss timers.
 */
export function Toaster({ announce = true }: { announce?: boolean }) {
  const items = useToasts();
  const listRef = useRef<HTMLOListElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const pageHidden = usePageHidden();
  const { w } = useUiWords();

  // Toasts can vanish from under the pointer or focus without mouseleave/blur firing.
  useEffect(() => {
    if (items.length === 0) setHovered(false);
    setFocusInside(Boolean(listRef.current?.contains(document.activeElement)));
  }, [items]);

  function handleFocus(event: FocusEvent<HTMLOListElement>) {
    setFocusInside(true);
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) returnFocusRef.current = from;
  }

  function handleBlur(event: FocusEvent<HTMLOListElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  }

  /** Dismisses one toast; if it held focus, focus moves to the next toast or back to where it came from. */
  function dismiss(id: number) {
    const list = listRef.current;
    const hadFocus = Boolean(list?.contains(document.activeElement));
    dismissToast(id);
    if (!hadFocus || !list) return;
    const nextButton = list.querySelector<HTMLButtonElement>(`li:not([data-toast-id="${id}"]) button[data-toast-dismiss]`);
    const target = nextButton ?? returnFocusRef.current;
    if (target?.isConnected) target.focus();
  }

  return (
    <div data-testid="toaster" className="pointer-events-none fixed inset-x-0 top-16 z-[100] flex justify-end p-3 sm:p-4">
      <ol
        ref={listRef}
        aria-label={w("ui.toast.list", "Notifications")}
        className="flex w-full flex-col gap-2 sm:w-96"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={handleFocus}
        onBlur={handleBlur}
      >
        {items.map((item) => (
          <ToastItem key={item.id} toast={item} paused={hovered || focusInside || pageHidden} onDismiss={dismiss} />
        ))}
      </ol>
      {announce ? <LiveRegions items={items} /> : null}
    </div>
  );
}

const variantStyles: Record<ToastVariant, { accent: string; icon: string }> = {
  success: { accent: "border-l-green-600 dark:border-l-green-400", icon: "text-green-700 dark:text-green-400" },
  error: { accent: "border-l-red-600 dark:border-l-red-400", icon: "text-red-700 dark:text-red-400" },
  info: { accent: "border-l-brand-600 dark:border-l-brand-300", icon: "text-brand-700 dark:text-brand-300" },
};

function ToastItem({ toast: item, paused, onDismiss }: { toast: ToastRecord; paused: boolean; onDismiss: (id: number) => void }) {
  const remainingRef = useRef(TOAST_DURATION_MS);
  const { w } = useUiWords();
  const { id } = item;

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => dismissToast(id), Math.max(0, remainingRef.current));
    return () => {
      window.clearTimeout(timer);
      remainingRef.current -= Date.now() - startedAt;
    };
  }, [paused, id]);

  function handleKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onDismiss(id);
    }
  }

  const styles = variantStyles[item.variant];
  return (
    <li
      data-toast-id={id}
      data-variant={item.variant}
      onKeyDown={handleKeyDown}
      className={cn(
        "pointer-events-auto flex w-full items-start gap-3 rounded-lg border border-l-4 border-slate-200 bg-white p-4 text-slate-900 shadow-lg",
        "transition-[opacity,translate] duration-200 motion-safe:starting:-translate-y-2 starting:opacity-0",
        "dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
        styles.accent,
      )}
    >
      <span className={cn("mt-0.5 shrink-0", styles.icon)}>
        <VariantIcon variant={item.variant} />
      </span>
      {/* Announced through the Toaster's persistent live regions (a region added already filled is often not read). */}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{item.description}</p> : null}
      </div>
      <button
        type="button"
        data-toast-dismiss=""
        aria-label={w("ui.toast.dismiss", "Dismiss")}
        onClick={() => onDismiss(id)}
        className="-m-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 4l8 8M12 4l-8 8" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}

function VariantIcon({ variant }: { variant: ToastVariant }) {
  const common = {
    "aria-hidden": true,
    viewBox: "0 0 20 20",
    className: "h-5 w-5",
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 1.75,
  } as const;
  if (variant === "success") {
    return (
      <svg {...common}>
        <circle cx="10" cy="10" r="8" />
        <path d="m6.5 10.5 2.5 2.5 4.5-5.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    );
  }
  if (variant === "error") {
    return (
      <svg {...common}>
        <circle cx="10" cy="10" r="8" />
        <path d="M10 6v5M10 14h.01" strokeLinecap="round" />
      </svg>
    );
  }
  return (
    <svg {...common}>
      <circle cx="10" cy="10" r="8" />
      <path d="M10 9v5M10 6h.01" strokeLinecap="round" />
    </svg>
  );
}

function subscribeToVisibility(listener: () => void) {
  document.addEventListener("visibilitychange", listener);
  return () => document.removeEventListener("visibilitychange", listener);
}

/** True while the tab is in the background, so toasts do not expire unseen. */
function usePageHidden() {
  return useSyncExternalStore(
    subscribeToVisibility,
    () => document.visibilityState === "hidden",
    () => false,
  );
}
