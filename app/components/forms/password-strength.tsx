import { useEffect, useState } from "react";
import type { PasswordVerdict } from "../../../contracts/password-strength.ts";
import { cn } from "../../lib/utils.ts";

const LABELS = ["Very weak", "Weak", "Fair", "Strong", "Very strong"] as const;
const BAR = ["bg-red-600", "bg-red-600", "bg-amber-500", "bg-emerald-600", "bg-emerald-700"] as const;

/**
 * A live hint while a new password is typed: the same verdict the server will give. The checker
 * and its dictionaries (a few hundred KB) load only once someone starts typing.
 */
export function PasswordStrength({ password, context = [], id }: { password: string; context?: string[]; id: string }) {
  const [verdict, setVerdict] = useState<PasswordVerdict | null>(null);
  const contextKey = context.join("\u0001");

  useEffect(() => {
    if (!password) {
      setVerdict(null);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      void import("../../../contracts/password-strength.ts").then(({ judgePassword }) => {
        if (!cancelled) setVerdict(judgePassword(password, contextKey ? contextKey.split("\u0001") : []));
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
            <span className="font-medium">Strength: {LABELS[score]}.</span> {verdict.ok ? "Good choice." : (verdict.problem ?? "")}
            {!verdict.ok && verdict.suggestions[0] ? ` ${verdict.suggestions[0]}` : ""}
          </p>
        </>
      ) : null}
    </div>
  );
}
