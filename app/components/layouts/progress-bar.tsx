import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/** The spec's navigation progress bar: #032562, shown while a page loads or a form submits. */
export const PROGRESS_BAR_COLOR = "#032562";

export function ProgressBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (busy) {
      // Quick navigations do not flash a bar.
      const t = setTimeout(() => setVisible(true), 120);
      return () => clearTimeout(t);
    }
    setVisible(false);
  }, [busy]);

  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      aria-hidden={!visible}
      data-testid="progress-bar"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1"
    >
      <div
        className="h-full transition-all duration-500 ease-out dark:shadow-[0_0_6px_#7a9dd8]"
        style={{ backgroundColor: PROGRESS_BAR_COLOR, width: visible ? "80%" : "0%", opacity: visible ? 1 : 0 }}
      />
    </div>
  );
}
