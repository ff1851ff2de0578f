import { CONTACT_STATUS_LABELS, type ContactStatus } from "../../../contracts/contact.ts";
import type { Translate } from "../../../i18n/format.ts";
import { wordsOf } from "../../components/ui/ui-words.ts";
import { cn } from "../../lib/utils.ts";

const TONE: Record<ContactStatus, string> = {
  new: "bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50",
  read: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  answered: "bg-emerald-100 text-emerald-950 dark:bg-emerald-900 dark:text-emerald-50",
  archived: "border border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-300",
};

/**
 * A message's inbox status as a small pill (its text says it; colour only helps). `t`: the page's
 * translator ("account.contact.status.…"); English without it.
 */
export function StatusBadge({ status, className, t }: { status: ContactStatus; className?: string; t?: Translate }) {
  return (
    <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", TONE[status], className)}>
      {wordsOf(t)(`account.contact.status.${status}`, CONTACT_STATUS_LABELS[status])}
    </span>
  );
}
