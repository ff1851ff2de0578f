import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { cn } from "../../lib/utils.ts";
import { useUiWords } from "../ui/ui-words.ts";

/**
 * The spec's navigation progress bar colour, #032562 (brand-900). On the dark theme that navy would
 * vanish against the page, so the bar takes the light tint of the same brand hue (brand-300) there.
 */
export const PROGRESS_BAR_COLOR = "#032562";

/** Quick navigations do not flash a bar. */
export const PROGRESS_DELAY_MS = 120;
/** How long the bar takes to fill the rest of the way and fade once the page has arrived. */
export const PROGRESS_FINISH_MS = 450;

type Phase = "idle" | "loading" | "done";

const WIDTH: Record<Phase, string> = { idle: "0%", loading: "85%", done: "100%" };

/**
 * Shown while a page loads or a form submits: it creeps towards 85 % while waiting, then fills to
 * 100 % and fades when the page arrives. It never runs backwards while visible.
 */
export function ProgressBar() {
  const busy = useNavigation().state !== "idle";
  const [phase, setPhase] = useState<Phase>("idle");

  useEffect(() => {
    if (busy) {
      // Back to the start (without animation) in case a previous bar is still finishing.
      setPhase((p) => (p === "done" ? "idle" : p));
      const t = setTimeout(() => setPhase("loading"), PROGRESS_DELAY_MS);
      return () => clearTimeout(t);
    }
    setPhase((p) => (p === "loading" ? "done" : p));
  }, [busy]);

  useEffect(() => {
    if (phase !== "done") return;
    const t = setTimeout(() => setPhase("idle"), PROGRESS_FINISH_MS);
    return () => clearTimeout(t);
  }, [phase]);

  const visible = phase !== "idle";
  const { w } = useUiWords();
  return (
    <div
      role="progressbar"
      aria-label={w("ui.progress", "Loading page")}
      aria-hidden={!visible}
      data-testid="progress-bar"
      data-phase={phase}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1"
    >
      <div
        className={cn(
          "h-full bg-brand-900 dark:bg-brand-300",
          // Creep slowly while loading; finish fast; reset instantly (no animation back to 0).
          phase === "loading" && "transition-[width] duration-[8000ms] ease-out",
          phase === "done" && "transition-[width,opacity] duration-200 ease-out [transition-delay:0ms,200ms]",
        )}
        style={{ width: WIDTH[phase], opacity: phase === "done" ? 0 : visible ? 1 : 0 }}
      />
    </div>
  );
}
