/**
 * The local knowledge of a trip (core/travel-notes): travel tax, eTravel, terminal fees, the way on
 * from the airport and fees at the destination — shown on review and on the trip page.
 */
import type { TravelNote } from "../../../contracts/travel-notes.ts";
import { formatMoney } from "../../../contracts/money.ts";
import { cn } from "../../lib/utils.ts";

const MODE_LABELS: Record<string, string> = { tricycle: "Tricycle", boat: "Boat", van: "Van", bus: "Bus", road: "By road" };

export function TravelNotesList({ notes, className }: { notes: TravelNote[]; className?: string }) {
  return (
    <section
      aria-labelledby="travel-notes-heading"
      className={cn("rounded-xl border border-brand-200 bg-brand-50/60 p-4 dark:border-brand-800 dark:bg-brand-950/40", className)}
    >
      <h2 id="travel-notes-heading" className="font-semibold">
        Good to know for this trip
      </h2>
      <ul className="mt-3 space-y-4">
        {notes.map((note) => (
          <li key={note.id}>
            <h3 className="text-sm font-semibold">
              {note.title}
              {note.includedInFare !== undefined ? (
                <span
                  className={cn(
                    "ml-2 rounded-full px-2 py-0.5 text-xs font-medium",
                    note.includedInFare
                      ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100"
                      : "bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-100",
                  )}
                >
                  {note.includedInFare ? "Included in your fare" : "Not included: paid separately"}
                </span>
              ) : null}
            </h3>
            {note.body.map((line) => (
              <p key={line} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {line}
              </p>
            ))}
            {note.amounts?.length ? (
              <ul className="mt-1 text-sm">
                {note.amounts.map((a) => (
                  <li key={a.label}>
                    {a.label}: <span className="font-medium tabular-nums">{formatMoney(a.amount, { compact: true })}</span>
                    {a.per === "person" ? " per person" : ""}
                  </li>
                ))}
              </ul>
            ) : null}
            {note.steps?.length ? (
              <ol className="mt-2 space-y-1 border-l-2 border-brand-300 pl-3 text-sm dark:border-brand-700">
                {note.steps.map((step, i) => (
                  <li key={i}>
                    <span className="font-medium">{MODE_LABELS[step.mode] ?? step.mode}</span>: {step.from} → {step.to}
                    {step.duration ? ` · ${step.duration}` : ""}
                    {step.operators?.length ? ` · ${step.operators.join(", ")}` : ""}
                    {step.detail ? <span className="block text-slate-600 dark:text-slate-400">{step.detail}</span> : null}
                  </li>
                ))}
              </ol>
            ) : null}
            {note.link ? (
              <a
                href={note.link.url}
                className="mt-1 inline-block text-sm text-brand-700 underline dark:text-brand-300"
                rel="noopener noreferrer"
                target="_blank"
              >
                {note.link.label}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
