import { Link } from "react-router";
import { cn } from "../../lib/utils.ts";

const link = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-300 dark:hover:text-white";

/**
 * The line under the registration form that links the terms and the privacy notice. They open in a
 * new tab so that a half-filled form is not lost.
 */
export function LegalConsent({ className }: { className?: string }) {
  return (
    <p className={cn("text-sm text-slate-600 dark:text-slate-400", className)}>
      By creating an account you agree to the{" "}
      <Link to="/terms" target="_blank" rel="noopener" className={link}>
        Terms of use<span className="sr-only"> (opens in a new tab)</span>
      </Link>{" "}
      and acknowledge the{" "}
      <Link to="/privacy" target="_blank" rel="noopener" className={link}>
        Privacy notice<span className="sr-only"> (opens in a new tab)</span>
      </Link>
      .
    </p>
  );
}
