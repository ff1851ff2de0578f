/**
 * The local knowledge of a trip (core/travel-notes): travel tax, eTravel, terminal fees, the way on
 * from the airport and fees at the destination — shown on review and on the trip page.
 */
import type { TravelNote } from "../../../contracts/travel-notes.ts";
import { formatMoney } from "../../../contracts/money.ts";
import { cn } from "../../lib/utils.ts";
import { useEnglishMark, useFlightWords } from "./words.tsx";

const MODES = new Set(["tricycle", "boat", "van", "bus", "road"]);

/**
 * The notes' own sentences come from the sources in English (core/travel-notes): on a page in another
 * language they are marked as English and the page says so once; the list's own words are the page's.
 */
export function TravelNotesList({ notes, className }: { notes: TravelNote[]; className?: string }) {
  const t = useFlightWords();
  const english = useEnglishMark();
  return (
    <section
      aria-labelledby="travel-notes-heading"
      className={cn("rounded-xl border border-brand-200 bg-brand-50/60 p-4 dark:border-brand-800 dark:bg-brand-950/40", className)}
    >
      <h2 id="travel-notes-heading" className="font-semibold">
        {t("flights.common.notes.heading")}
      </h2>
      {english ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t("flights.common.notes.english")}</p> : null}
      <ul className="mt-3 space-y-4">
        {notes.map((note) => (
          <li key={note.id}>
            <h3 className="text-sm font-semibold">
              <span lang={english}>{note.title}</span>
              {note.includedInFare !== undefined ? (
                <span
                  className={cn(
                    "ml-2 rounded-full px-2 py-0.5 text-xs font-medium",
                    note.includedInFare
                      ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100"
                      : "bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-100",
                  )}
                >
                  {note.includedInFare ? t("flights.common.notes.included") : t("flights.common.notes.notIncluded")}
                </span>
              ) : null}
            </h3>
            {note.body.map((line) => (
              <p key={line} lang={english} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {line}
              </p>
            ))}
            {note.amounts?.length ? (
              <ul className="mt-1 text-sm">
                {note.amounts.map((a) => (
                  <li key={a.label}>
                    <span lang={english}>{a.label}</span>:{" "}
                    <span className="font-medium tabular-nums">{formatMoney(a.amount, { compact: true })}</span>
                    {a.per === "person" ? ` ${t("flights.common.notes.perPerson")}` : ""}
                  </li>
                ))}
              </ul>
            ) : null}
            {note.steps?.length ? (
              <ol className="mt-2 space-y-1 border-l-2 border-brand-300 pl-3 text-sm dark:border-brand-700">
                {note.steps.map((step, i) => (
                  <li key={i}>
                    <span className="font-medium">{MODES.has(step.mode) ? t(`flights.common.notes.mode.${step.mode}`) : step.mode}</span>:{" "}
                    {step.from} → {step.to}
                    {step.duration ? <span lang={english}>{` · ${step.duration}`}</span> : ""}
                    {step.operators?.length ? ` · ${step.operators.join(", ")}` : ""}
                    {step.detail ? (
                      <span lang={english} className="block text-slate-600 dark:text-slate-400">
                        {step.detail}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ol>
            ) : null}
            {note.link ? (
              <a
                lang={english}
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
