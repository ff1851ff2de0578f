import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
import { cn } from "../../lib/utils.ts";

/**
 * A navigation disclosure built on <details>: opens without JavaScript; with it, closes on Escape,
 * on a click outside and after navigating. With `backdrop`, the rest of the page is dimmed while it
 * is open (a tap on the dimmed part closes it).
 */
export function DisclosureMenu({
  summary,
  summaryClassName,
  panelClassName,
  children,
  label,
  chevron = true,
  id,
  backdrop = false,
}: {
  summary: ReactNode;
  summaryClassName?: string;
  panelClassName?: string;
  children: ReactNode;
  label?: string;
  chevron?: boolean;
  id?: string;
  /** Dims the page below the header while open (the phone menu). */
  backdrop?: boolean;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // Closes after a navigation, not when the page hydrates: a menu opened before the JavaScript
  // arrived (a slow connection) stays open.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    if (ref.current) ref.current.open = false;
  }, [location.pathname]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onPointer = (e: PointerEvent) => {
      if (details.open && !details.contains(e.target as Node)) details.open = false;
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && details.open) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    details.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      details.removeEventListener("keydown", onKey);
    };
  }, []);

  return (
    <details ref={ref} id={id} className="group relative">
      <summary aria-label={label} className={cn("flex cursor-pointer select-none items-center gap-1", summaryClassName)}>
        {summary}
        {chevron ? (
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 transition-transform group-open:rotate-180" fill="currentColor">
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
        ) : null}
      </summary>
      {backdrop ? (
        <div
          aria-hidden="true"
          data-testid="menu-backdrop"
          className="fixed inset-x-0 bottom-0 top-16 z-30 bg-slate-950/50 backdrop-blur-[1px]"
          onClick={() => {
            if (ref.current) ref.current.open = false;
          }}
        />
      ) : null}
      <div
        className={cn(
          "absolute z-40 rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900",
          panelClassName ?? "mt-2",
        )}
      >
        {children}
      </div>
    </details>
  );
}
