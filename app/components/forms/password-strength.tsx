import { useEffect, useState } from "react";
import type { PasswordVerdict } from "../../../contracts/password-strength.ts";
import type { Translate } from "../../../i18n/format.ts";
import { cn } from "../../lib/utils.ts";
import { wordsOf } from "../ui/ui-words.ts";
import { useI18n } from "../../lib/i18n.tsx";

const LABELS = ["Very weak", "Weak", "Fair", "Strong", "Very strong"] as const;
const BAR = ["bg-red-600", "bg-red-600", "bg-amber-500", "bg-emerald-600", "bg-emerald-700"] as const;

/**
 * A live hint while a new password is typed: the same verdict the server will give. The checker
 * and its dictionaries (a few hundred KB) load only once someone starts typing.
 */
export function PasswordStrength({ password, context = [], id, t }: { password: string; context?: string[]; id: string; t?: Translate }) {
  const w = wordsOf(t);
  const [verdict, setVerdict] = useState<(PasswordVerdict & { leaked: boolean }) | null>(null);
  const { locale } = useI18n();
  const contextKey = context.join("\u0001");

  useEffect(() => {
    if (!password) {
      setVerdict(null);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      void import("../../../contracts/password-strength.ts").then(({ judgePassword, PASSWORD_MESSAGES }) => {
        if (cancelled) return;
        const judged = judgePassword(password, contextKey ? contextKey.split("\u0001") : []);
        setVerdict({ ...judged, leaked: judged.problem === PASSWORD_MESSAGES.common });
      });
    }, 150);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [password, contextKey]);

  const score = verdict?.score ?? 0;
  return (
    <div id={id} aria-live="polite" className="mt-2 min-h-10 text-xs text-slate-700 dark:text-slate-300">
      {verdict ? (
        <>
          <div className="flex gap-1" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <span
                key={i}
                className={cn("h-1.5 flex-1 rounded-full", i < Math.max(1, score) ? BAR[score] : "bg-slate-200 dark:bg-slate-700")}
              />
            ))}
          </div>
          <p className="mt-1">
            <span className="font-medium">
              {w("account.form.strength", "Strength: {level}.", { level: w(`account.form.strength.${score}`, LABELS[score]) })}
            </span>{" "}
            {verdict.ok
              ? w("account.form.strengthGood", "Good choice.")
              : verdict.leaked
                ? w("account.form.strengthLeaked", verdict.problem ?? "")
                : w("account.form.strengthWeak", verdict.problem ?? "")}
            {/* The checker's own suggestions are English: shown on English pages only. */}
            {!verdict.ok && verdict.suggestions[0] && locale === "en" ? ` ${verdict.suggestions[0]}` : ""}
          </p>
        </>
      ) : null}
    </div>
  );
}
