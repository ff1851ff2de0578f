/**
 * A day-by-day plan: each day with its place, the travel that starts it, what to do, and (when the plan
 * can change) controls to move the day. Server-rendered; printing hides everything but the plan.
 */
import type { ReactNode } from "react";
import { formatMinutes, type Plan, type RouteLeg, type Travel } from "../../../contracts/itinerary-plan.ts";

const MODE: Record<string, string> = {
  flight: "Fly",
  ferry: "Ferry",
  boat: "Boat",
  bangka: "Boat",
  van: "Van",
  bus: "Bus",
  car: "By car",
  road: "By road",
  walk: "Walk",
  tricycle: "Tricycle",
};

const dayFormat = new Intl.DateTimeFormat("en-PH", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" });

/** "Tue, 30 Dec" for a plain `YYYY-MM-DD` date (no time zone shift). */
export function formatPlanDate(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

function legText(leg: RouteLeg): string {
  const how = MODE[leg.mode] ?? leg.mode;
  const by = leg.operators?.length ? ` (${leg.operators.join(", ")})` : "";
  return `${how} ${leg.from} → ${leg.to}${by}, about ${formatMinutes(leg.minutes)}`;
}

export function TravelBlock({ travel, label }: { travel: Travel; label?: string }) {
  return (
    <div className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm dark:border-sky-900 dark:bg-sky-950/40">
      <p className="font-medium">
        {label ?? "Travel"}: {travel.fromName} → {travel.toName}
        {travel.route ? (
          <span className="font-normal text-slate-700 dark:text-slate-300">
            {" "}
            · about {formatMinutes(travel.route.minutes)} door to door
          </span>
        ) : null}
      </p>
      {travel.route ? (
        <ol className="mt-1 list-inside list-decimal text-slate-700 dark:text-slate-300">
          {travel.route.legs.map((leg, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: legs have no id and never reorder
            <li key={i}>{legText(leg)}</li>
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          We know no scheduled way between these two places. Check the transportation page or ask a local operator.
        </p>
      )}
      {travel.route && travel.route.minutes >= 360 ? (
        <p className="mt-1 text-slate-700 dark:text-slate-300">Most of this day goes to travel: plan something light on arrival.</p>
      ) : null}
    </div>
  );
}

export function PlanView({ plan, controls }: { plan: Plan; controls?: (position: number, last: boolean) => ReactNode }) {
  const places = [...new Set(plan.days.map((d) => d.destinationName))];
  return (
    <section aria-labelledby="plan-heading" className="plan">
      <h2 id="plan-heading" className="text-xl font-bold tracking-tight">
        {plan.days.length} {plan.days.length === 1 ? "day" : "days"} from {plan.originName}: {places.join(", ")}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Travel time over the whole trip: about {formatMinutes(plan.travelMinutes)}. Times are typical door-to-door estimates, not
        timetables.
      </p>
      <ol className="mt-4 space-y-4">
        {plan.days.map((day, position) => (
          <li key={day.key} className="break-inside-avoid rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold">
                Day {position + 1}
                {day.date ? <span className="font-normal text-slate-700 dark:text-slate-300"> · {formatPlanDate(day.date)}</span> : null}
                <span className="font-normal"> · {day.destinationName}</span>
              </h3>
              {controls ? <div className="flex gap-2 print:hidden">{controls(position, position === plan.days.length - 1)}</div> : null}
            </div>
            {day.travel ? (
              <div className="mt-2">
                <TravelBlock travel={day.travel} />
              </div>
            ) : null}
            <p className="mt-2 font-medium">{day.title}</p>
            {day.fullOnTravelDay ? (
              <p className="mt-1 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
                {position === plan.days.length - 1 && !day.travel
                  ? "This is a full day out, and the trip home follows it: move it to a day without travel."
                  : "This is a full day out on a day of travel: move it to a day without travel."}
              </p>
            ) : null}
            <ul className="mt-1 list-inside list-disc text-slate-700 dark:text-slate-300">
              {day.activities.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {plan.homeward ? (
        <div className="mt-4">
          <TravelBlock travel={plan.homeward} label="Home" />
        </div>
      ) : null}
    </section>
  );
}
