import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
import { cn } from "../../lib/utils.ts";

/**
 * A navigation disclosure built on <details>: opens without JavaScript; with it, closes on Escape,
 * on a click outside and after navigating.
 */
export function DisclosureMenu({
  summary,
  summaryClassName,
  panelClassName,
  children,
  label,
  chevron = true,
}: {
  summary: ReactNode;
  summaryClassName?: string;
  panelClassName?: string;
  children: ReactNode;
  label?: string;
  chevron?: boolean;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
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
    <details ref={ref} className="group relative">
      <summary aria-label={label} className={cn("flex cursor-pointer select-none items-center gap-1", summaryClassName)}>
        {summary}
        {chevron ? (
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 transition-transform group-open:rotate-180" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
        ) : null}
      </summary>
      <div
        className={cn(
          "absolute z-40 mt-2 rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900",
          panelClassName,
        )}
      >
        {children}
      </div>
    </details>
  );
}
