/**
 * The frame of the sandbox gateway's pages: a banner that says plainly no money moves, a centred
 * card readable on a phone, and the payment's summary (merchant, amount, what it is for).
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/utils.ts";
import { useHotelT } from "../hotels/hotel-words.tsx";

export type SandboxSummary = {
  merchant: string;
  amount: string;
  description: string;
  reference: string;
  /** "Visa •••• 4242", "GCash", "Maya". */
  paidWith: string;
};

export function SandboxShell({ children, brandBar }: { children: ReactNode; brandBar?: ReactNode }) {
  const t = useHotelT();
  return (
    <div className="flex justify-center px-4 py-8 sm:py-14">
      <div className="w-full max-w-md space-y-4">
        <p
          role="note"
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <strong className="font-semibold">{t("hotels.sandbox.gateway")}</strong> {t("hotels.sandbox.standsIn")}
        </p>
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
          {brandBar}
          <div className="space-y-5 p-6">{children}</div>
        </div>
      </div>
    </div>
  );
}

export function PaymentSummary({ summary }: { summary: SandboxSummary }) {
  const t = useHotelT();
  const rows: [string, string, string][] = [
    ["merchant", t("hotels.sandbox.merchant"), summary.merchant],
    ["amount", t("hotels.sandbox.amount"), summary.amount],
    ["for", t("hotels.sandbox.for"), summary.description],
    ["booking", t("hotels.sandbox.booking"), summary.reference],
    ["paidWith", t("hotels.sandbox.payingWith"), summary.paidWith],
  ];
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800">
      {rows.map(([key, label, value]) => (
        <div key={key} className="flex justify-between gap-4 px-4 py-2">
          <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
          <dd
            lang={key === "for" ? "en" : undefined}
            className={cn("text-right font-medium text-slate-900 dark:text-slate-100", key === "amount" && "text-base font-semibold")}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Shown when the payment was already decided (a reload, the back button): the way back. */
export function PaymentDecided({ status, returnTo }: { status: "succeeded" | "failed"; returnTo: string }) {
  const t = useHotelT();
  return (
    <div className="space-y-4 text-center">
      <p className="text-slate-700 dark:text-slate-300">
        {t(status === "succeeded" ? "hotels.sandbox.approved" : "hotels.sandbox.closed")}
      </p>
      <Link
        to={returnTo}
        className="inline-block rounded-md bg-brand-900 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-brand-950"
      >
        {t("hotels.sandbox.return")}
      </Link>
    </div>
  );
}
