import { Link } from "react-router";
import type { Translate } from "../../../i18n/format.ts";
import { cn } from "../../lib/utils.ts";
import { wordsOf } from "../ui/ui-words.ts";

const link = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-300 dark:hover:text-white";

/**
 * The line under the registration form that links the terms and the privacy notice. They open in a
 * new tab so that a half-filled form is not lost. `t`: the page's translator (the account namespace's
 * "account.form.legal.…" words); English without it.
 */
export function LegalConsent({ className, t }: { className?: string; t?: Translate }) {
  const w = wordsOf(t);
  const newTab = w("account.form.legal.newTab", " (opens in a new tab)");
  return (
    <p className={cn("text-sm text-slate-600 dark:text-slate-400", className)}>
      {w("account.form.legal.before", "By creating an account you agree to the")}{" "}
      <Link to="/terms" target="_blank" rel="noopener" className={link}>
        {w("account.form.legal.terms", "Terms of use")}
        <span className="sr-only">{newTab}</span>
      </Link>{" "}
      {w("account.form.legal.middle", "and acknowledge the")}{" "}
      <Link to="/privacy" target="_blank" rel="noopener" className={link}>
        {w("account.form.legal.privacy", "Privacy notice")}
        <span className="sr-only">{newTab}</span>
      </Link>
      .
    </p>
  );
}
