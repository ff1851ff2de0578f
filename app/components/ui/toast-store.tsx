/**
 * The toasts' store and their screen-reader announcements: what every page loads. The toasts' look
 * (toast.tsx) loads with the first toast (toast-host.tsx; decision 023).
 */
import { useSyncExternalStore } from "react";

export type ToastVariant = "success" | "error" | "info";

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
};

export type ToastRecord = {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
};

/** How long a toast stays up, not counting time paused under the pointer or focus. */
export const TOAST_DURATION_MS = 5000;
/** Older toasts beyond this many are dropped. */
const MAX_TOASTS = 5;

// ---- Module-level store (client only) -------------------------------------

const NO_TOASTS: readonly ToastRecord[] = [];
let toasts: readonly ToastRecord[] = NO_TOASTS;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot() {
  return toasts;
}

function getServerSnapshot() {
  return NO_TOASTS;
}

/**
 * Shows a toast in the `Toaster`. Callable from anywhere on the client
 * (event handlers, effects, fetcher callbacks). On the server it does nothing,
 * so shared code may call it freely. A toast identical to one on screen
 * replaces it (moved to the top, its time restarted) instead of stacking.
 */
export function toast(options: ToastOptions): void {
  if (typeof window === "undefined") return;
  const record: ToastRecord = {
    id: nextId++,
    title: options.title,
    description: options.description,
    variant: options.variant ?? "info",
  };
  const others = toasts.filter((t) => t.title !== record.title || t.description !== record.description || t.variant !== record.variant);
  toasts = [record, ...others].slice(0, MAX_TOASTS);
  emit();
}

export function dismissToast(id: number) {
  const next = toasts.filter((t) => t.id !== id);
  if (next.length === toasts.length) return;
  toasts = next.length ? next : NO_TOASTS;
  emit();
}

/** Removes every toast (on sign-out, say). */
export function dismissAllToasts(): void {
  if (toasts.length === 0) return;
  toasts = NO_TOASTS;
  emit();
}

/** The toasts on screen, newest first (none on the server). */
export function useToasts(): readonly ToastRecord[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/**
 * Screen readers announce changes inside a live region that already exists, so the regions stay
 * mounted and the newest message is written into them: errors assertively, the rest politely.
 */
export function LiveRegions({ items }: { items: readonly ToastRecord[] }) {
  const text = (t: ToastRecord | undefined) => (t ? [t.title, t.description].filter(Boolean).join(". ") : "");
  const newestError = items.find((t) => t.variant === "error");
  const newestOther = items.find((t) => t.variant !== "error");
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {text(newestOther)}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className="sr-only">
        {text(newestError)}
      </div>
    </>
  );
}
