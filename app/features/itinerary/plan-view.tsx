/**
 * A day-by-day plan: each day with its place, the travel that starts it, what to do, and (when the plan
 * can change) controls to move the day. Server-rendered; printing hides everything but the plan.
 */
import type { ReactNode } from "react";
import { formatMinutes, type Plan, type RouteLeg, type Travel } from "../../../contracts/itinerary-plan.ts";
import type { Translate } from "../../../i18n/format.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { dateFormat } from "../../lib/format.ts";

/** The plan's words (`pages.itinerary.` keys) and the page's language; the guides' days are English text. */
export type PlanWords = { t: Translate; locale: Locale };

/** How a leg goes: the key of its verb (`pages.itinerary.mode.<key>`). */
const MODE: Record<string, string> = {
  flight: "flight",
  ferry: "ferry",
  boat: "boat",
  bangka: "boat",
  van: "van",
  bus: "bus",
  car: "car",
  road: "road",
  walk: "walk",
  tricycle: "tricycle",
};

/** "Tue, 30 Dec" ("Mar, 30 Dis") for a plain `YYYY-MM-DD` date (no time zone shift). */
export function formatPlanDate(date: string, locale: Locale = "en"): string {
  return dateFormat(locale, { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" }).format(new Date(`${date}T00:00:00Z`));
}

/** "Ferry Coron → El Nido (Montenegro Lines), about 4 h": the operators' names as their data writes them (English, marked so). */
function LegText({ leg, w }: { leg: RouteLeg; w: PlanWords }) {
  const { t, locale } = w;
  const how = MODE[leg.mode] ? t(`pages.itinerary.mode.${MODE[leg.mode]}`) : leg.mode;
  return (
    <>
      {t("pages.itinerary.leg", { how, from: leg.from, to: leg.to })}
      {leg.operators?.length ? (
        <>
          {" "}
          (<span lang={locale === "en" ? undefined : "en"}>{leg.operators.join(", ")}</span>)
        </>
      ) : null}
      {t("pages.itinerary.legTime", { time: formatMinutes(leg.minutes) })}
    </>
  );
}

export function TravelBlock({ travel, label, w }: { travel: Travel; label?: string; w: PlanWords }) {
  const { t } = w;
  return (
    <div className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm dark:border-sky-900 dark:bg-sky-950/40">
      <p className="font-medium">
        {label ?? t("pages.itinerary.travel")}: {travel.fromName} → {travel.toName}
        {travel.route ? (
          <span className="font-normal text-slate-700 dark:text-slate-300">
            {" "}
            · {t("pages.itinerary.doorToDoor", { time: formatMinutes(travel.route.minutes) })}
          </span>
        ) : null}
      </p>
      {travel.route ? (
        <ol className="mt-1 list-inside list-decimal text-slate-700 dark:text-slate-300">
          {travel.route.legs.map((leg, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: legs have no id and never reorder
            <li key={i}>
              <LegText leg={leg} w={w} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t("pages.itinerary.noRoute")}</p>
      )}
      {travel.route && travel.route.minutes >= 360 ? (
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t("pages.itinerary.longTravel")}</p>
      ) : null}
    </div>
  );
}

export function PlanView({ plan, controls, w }: { plan: Plan; controls?: (position: number, last: boolean) => ReactNode; w: PlanWords }) {
  const { t, locale } = w;
  const lang = locale === "en" ? undefined : "en";
  const places = [...new Set(plan.days.map((d) => d.destinationName))];
  return (
    <section aria-labelledby="plan-heading" className="plan">
      <h2 id="plan-heading" className="text-xl font-bold tracking-tight">
        {t(plan.days.length === 1 ? "pages.itinerary.plan.heading.one" : "pages.itinerary.plan.heading.other", {
          count: plan.days.length,
          origin: plan.originName,
          places: places.join(", "),
        })}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t("pages.itinerary.plan.travelTime", { time: formatMinutes(plan.travelMinutes) })}
      </p>
      {lang ? <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("pages.itinerary.plan.contentNote")}</p> : null}
      <ol className="mt-4 space-y-4">
        {plan.days.map((day, position) => (
          <li key={day.key} className="break-inside-avoid rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold">
                {t("pages.itinerary.plan.day", { n: position + 1 })}
                {day.date ? (
                  <span className="font-normal text-slate-700 dark:text-slate-300"> · {formatPlanDate(day.date, locale)}</span>
                ) : null}
                <span className="font-normal"> · {day.destinationName}</span>
              </h3>
              {controls ? <div className="flex gap-2 print:hidden">{controls(position, position === plan.days.length - 1)}</div> : null}
            </div>
            {day.travel ? (
              <div className="mt-2">
                <TravelBlock travel={day.travel} w={w} />
              </div>
            ) : null}
            <p className="mt-2 font-medium" lang={lang}>
              {day.title}
            </p>
            {day.fullOnTravelDay ? (
              <p className="mt-1 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
                {position === plan.days.length - 1 && !day.travel
                  ? t("pages.itinerary.plan.fullBeforeHome")
                  : t("pages.itinerary.plan.fullOnTravel")}
              </p>
            ) : null}
            <ul className="mt-1 list-inside list-disc text-slate-700 dark:text-slate-300" lang={lang}>
              {day.activities.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {plan.homeward ? (
        <div className="mt-4">
          <TravelBlock travel={plan.homeward} label={t("pages.itinerary.home")} w={w} />
        </div>
      ) : null}
    </section>
  );
}
