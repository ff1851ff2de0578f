import { type ReactNode, useEffect, useRef, useState } from "react";
import { cn } from "../../lib/utils.ts";
import { useUiWords } from "./ui-words.ts";

export type ScrollRegionProps = {
  /** What the region holds, e.g. "Rough costs table": screen readers announce it when the region takes focus. */
  label: string;
  className?: string;
  /** False when the content has its own focusable controls (a seat map's buttons): no extra tab stop. */
  focusable?: boolean;
  /** "muted" when the region has the slate-50 background of a panel, so the edge shadows match it. */
  surface?: "page" | "muted";
  children: ReactNode;
};

/**
 * A wide table (or chart) that scrolls sideways inside itself on a narrow screen instead of widening the page.
 * The region (a labelled section) is focusable (arrow keys scroll it) and labelled; shadows at the clipped edges (CSS, so also
 * before the JavaScript arrives) and a "Scroll sideways" line under it say there is more.
 */
export function ScrollRegion({ label, className, focusable = true, surface = "page", children }: ScrollRegionProps) {
  const ref = useRef<HTMLElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  const { w } = useUiWords();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setOverflowing(el.scrollWidth > el.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus so the keyboard can scroll it (WCAG 2.1.1). */}
      <section
        ref={ref}
        aria-label={label}
        tabIndex={focusable ? 0 : undefined}
        className={cn("scroll-cue overflow-x-auto", surface === "muted" && "scroll-cue-muted", className)}
      >
        {children}
      </section>
      {overflowing ? (
        <p data-testid="scroll-cue" aria-hidden="true" className="mt-1 text-right text-xs text-slate-600 dark:text-slate-400">
          {w("ui.scroll.more", "Scroll sideways for more")} <span className="font-semibold">→</span>
        </p>
      ) : null}
    </>
  );
}
