/**
 * The fare calendar: a strip of days around the chosen date (scrolled to it once the page runs), or a
 * month grid (a table: weekdays as column headers, each day a link with its cheapest price), moved a
 * month at a time. Links only: it works without JavaScript.
 */
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { FareCalendarDay } from "../../../../contracts/flights.ts";
import { formatMoney } from "../../../../contracts/money.ts";
import { cn } from "../../../lib/utils.ts";
import { cheapestOf, monthWeeks, type MonthView } from "../fare-calendar.ts";
import { localDate, longLocalDate } from "../format.ts";
import { useFlightWords } from "../words.tsx";
import { dateFormat } from "../../../lib/format.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { LANGUAGE_TAG, type Locale } from "../../../../i18n/locales.ts";

const MONTH: Intl.DateTimeFormatOptions = { timeZone: "UTC", month: "long", year: "numeric" };
export const monthLabel = (month: string, locale: Locale = "en") => dateFormat(locale, MONTH).format(new Date(`${month}-01T00:00:00Z`));

/** Monday to Sunday, short and long, in the page's language (5 January 2026 was a Monday). */
const weekdays = (locale: Locale) =>
  Array.from({ length: 7 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 0, 5 + i));
    return [
      dateFormat(locale, { timeZone: "UTC", weekday: "short" }).format(day),
      dateFormat(locale, { timeZone: "UTC", weekday: "long" }).format(day),
    ] as const;
  });

type CalendarProps = {
  days: FareCalendarDay[];
  chosen: string;
  /** The results link for a day. */
  dayHref: (date: string) => string;
  /** What the prices are ("Cheapest one-way fare", "Cheapest round trip, back 4 days later"). */
  caption: string;
};

export function DayStrip({ days, chosen, dayHref, caption, monthHref }: CalendarProps & { monthHref: string }) {
  const strip = useRef<HTMLOListElement>(null);
  const t = useFlightWords();
  const cheapest = cheapestOf(days);
  useEffect(() => {
    // Bring the chosen day to the middle of the strip (horizontally only: the page does not move).
    const list = strip.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="date"]');
    if (list?.parentElement && current) {
      list.parentElement.scrollLeft = current.offsetLeft - (list.parentElement.clientWidth - current.offsetWidth) / 2;
    }
  }, []);
  return (
    <nav aria-labelledby="fare-calendar-caption" className="mt-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p id="fare-calendar-caption" className="text-sm font-medium">
          {t("flights.results.calendar.byDay", { caption })}
        </p>
        <Link to={monthHref} className="inline-flex min-h-9 items-center text-sm font-medium text-brand-700 underline dark:text-brand-300">
          {t("flights.results.calendar.monthView")}
        </Link>
      </div>
      <div className="relative mt-2 overflow-x-auto pb-2">
        <ol ref={strip} className="flex min-w-max gap-2">
          {days.map((day) => (
            <li key={day.date}>
              <DayLink day={day} chosen={chosen} cheapest={cheapest} href={dayHref(day.date)} />
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}

function DayLink({ day, chosen, cheapest, href }: { day: FareCalendarDay; chosen: string; cheapest: number | null; href: string }) {
  const current = day.date === chosen;
  const best = day.cheapest?.amount === cheapest;
  const t = useFlightWords();
  const { locale } = useI18n();
  return (
    <Link
      to={href}
      aria-current={current ? "date" : undefined}
      className={cn(
        "flex min-w-24 flex-col items-center rounded-lg border px-3 py-2 text-sm",
        current
          ? "border-2 border-brand-800 bg-brand-50 font-semibold dark:border-brand-300 dark:bg-brand-950"
          : "border-slate-200 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800",
      )}
    >
      <span>{localDate(day.date, locale)}</span>
      <span className={cn("tabular-nums", best && "font-semibold text-emerald-700 dark:text-emerald-400")}>
        {day.cheapest ? formatMoney(day.cheapest, { compact: true }) : t("flights.results.calendar.noFlights")}
      </span>
      {current ? (
        <span className="text-xs font-normal text-slate-600 dark:text-slate-400">{t("flights.results.calendar.yourDate")}</span>
      ) : null}
      {best && !current ? (
        <span className="text-xs font-normal text-emerald-700 dark:text-emerald-400">{t("flights.results.sort.cheapest")}</span>
      ) : null}
    </Link>
  );
}

export function MonthGrid({
  days,
  chosen,
  dayHref,
  caption,
  view,
  monthHref,
  stripHref,
}: CalendarProps & { view: MonthView; monthHref: (month: string) => string; stripHref: string }) {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const cheapest = cheapestOf(days);
  const t = useFlightWords();
  const { locale } = useI18n();
  const label = monthLabel(view.month, locale);
  return (
    <section aria-labelledby="fare-month-caption" className="mt-4 rounded-xl border border-slate-200 p-3 sm:p-4 dark:border-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <nav aria-label={t("flights.results.calendar.months")} className="flex items-center gap-1">
          {view.previous ? (
            <MonthLink
              to={monthHref(view.previous)}
              label={t("flights.results.calendar.previous", { month: monthLabel(view.previous, locale) })}
              text="‹"
            />
          ) : (
            <span className="inline-flex size-9" />
          )}
          <h2 id="fare-month-caption" className="min-w-36 text-center font-semibold">
            {label}
          </h2>
          {view.next ? (
            <MonthLink
              to={monthHref(view.next)}
              label={t("flights.results.calendar.next", { month: monthLabel(view.next, locale) })}
              text="›"
            />
          ) : null}
        </nav>
        <Link to={stripHref} className="inline-flex min-h-9 items-center text-sm font-medium text-brand-700 underline dark:text-brand-300">
          {t("flights.results.calendar.daysAround")}
        </Link>
      </div>
      <table className="mt-2 w-full table-fixed border-separate border-spacing-0.5 text-center sm:border-spacing-1">
        <caption className="pb-1 text-left text-xs text-slate-600 dark:text-slate-400">
          {t("flights.results.calendar.caption", { caption, month: label })}
        </caption>
        <thead>
          <tr>
            {weekdays(locale).map(([short, long]) => (
              <th key={short} scope="col" className="text-xs font-medium text-slate-600 dark:text-slate-400">
                <abbr title={long} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(view.month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, i) => {
                const day = date ? byDate.get(date) : undefined;
                if (!date) return <td key={`empty-${i}`} />;
                const current = date === chosen;
                const best = day?.cheapest?.amount === cheapest;
                const number = Number(date.slice(8));
                if (!day) {
                  return (
                    <td key={date} className="py-2 text-xs text-slate-400 dark:text-slate-500">
                      <span aria-hidden="true">{number}</span>
                      <span className="sr-only">{t("flights.results.calendar.notBookable", { date: longLocalDate(date, locale) })}</span>
                    </td>
                  );
                }
                return (
                  <td key={date}>
                    <Link
                      to={dayHref(date)}
                      aria-current={current ? "date" : undefined}
                      className={cn(
                        "flex min-h-12 flex-col items-center justify-center rounded-md border px-0.5 py-1 text-xs",
                        current
                          ? "border-2 border-brand-800 bg-brand-50 font-semibold dark:border-brand-300 dark:bg-brand-950"
                          : "border-slate-200 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800",
                      )}
                    >
                      <span className="sr-only">
                        {longLocalDate(date, locale)}:{" "}
                        {day.cheapest ? formatMoney(day.cheapest) : t("flights.results.calendar.noFlightsLower")}
                        {best ? ` ${t("flights.results.calendar.cheapestMonth")}` : ""}
                        {current ? ` ${t("flights.results.calendar.yourDateLower")}` : ""}
                      </span>
                      <span aria-hidden="true" className="text-sm">
                        {number}
                      </span>
                      <span
                        aria-hidden="true"
                        className={cn("tabular-nums", best && "font-semibold text-emerald-700 dark:text-emerald-400")}
                      >
                        {day.cheapest ? (
                          <>
                            {/* Whole pesos on a phone (seven columns are narrow), the full price from sm up. */}
                            <span className="text-[11px] sm:hidden">
                              {Math.ceil(day.cheapest.amount / 100).toLocaleString(LANGUAGE_TAG[locale])}
                            </span>
                            <span className="hidden sm:inline">{formatMoney(day.cheapest, { compact: true })}</span>
                          </>
                        ) : (
                          "—"
                        )}
                      </span>
                    </Link>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function MonthLink({ to, label, text }: { to: string; label: string; text: string }) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="inline-flex size-9 items-center justify-center rounded-full border border-slate-300 text-lg hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
    >
      {text}
    </Link>
  );
}
