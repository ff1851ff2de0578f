import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/transportation";
import { Button } from "../../components/ui/button.tsx";
import { inputClass, Label } from "../../components/ui/input.tsx";
import { approximateText, formatMinutes, MODE_LABELS, SourceList, TimeCell } from "../../features/transport/transport-ui.tsx";
import { transportPage } from "../../server/transport.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { ScrollTable } from "../../components/ui/scroll-table.tsx";

export function meta({}: Route.MetaArgs) {
  return titleMeta(
    "Transportation",
    "Plan the fastest way between Philippine destinations by plane, ferry, bus and van, with airports, main ferry routes, buses and local transport.",
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return transportPage(context, request);
}

type Loaded = Route.ComponentProps["loaderData"];

export default function Transportation({ loaderData }: Route.ComponentProps) {
  const { tables } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Transportation</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700 dark:text-slate-300">
        Flights, ferries, buses and vans between the islands, with typical times door to door. Times are for good weather: boats stay in
        port when the Coast Guard suspends sailing.
      </p>

      <Planner loaderData={loaderData} />

      <section aria-labelledby="airports" className="mt-14">
        <h2 id="airports" className="text-2xl font-semibold">
          Airports
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">
          Which airport serves which destination, who flies there and where to nonstop. Since 29 March 2026 the turboprop flights to Coron,
          Siargao and El Nido leave from Clark or Cebu, not Manila; Caticlan (for Boracay) takes jets and is still served nonstop from
          Manila.
        </p>
        <ScrollTable
          label="Airports table"
          columns={["Airport", "For", "Airlines", "Nonstop to"]}
          variant="boxed"
          className="mt-4"
          tableClassName="min-w-[40rem]"
        >
          {tables.airports.map((a) => (
            <tr key={a.code}>
              <th scope="row" className="px-3 py-2 align-top font-medium">
                <span className="font-mono">{a.code}</span> {a.name}
                <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">{a.city}</span>
              </th>
              <td className="px-3 py-2 align-top">
                {a.destinations.length > 0
                  ? a.destinations.map((d, i) => (
                      <span key={d.href}>
                        {i > 0 ? ", " : ""}
                        <Link to={d.href} className="text-brand-700 underline dark:text-brand-300">
                          {d.name}
                        </Link>
                      </span>
                    ))
                  : a.city}
              </td>
              <td className="px-3 py-2 align-top">{a.airlines.join(", ") || "No scheduled flights in our network"}</td>
              <td className="px-3 py-2 align-top font-mono text-xs">{a.nonstop.join(" ")}</td>
            </tr>
          ))}
        </ScrollTable>
        <h3 className="mt-8 text-lg font-semibold">Domestic airlines</h3>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {tables.airlines.map((a) => (
            <li key={a.code} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <p className="font-medium">
                {a.name} <span className="font-mono text-sm text-slate-600 dark:text-slate-400">({a.code})</span>
                {a.flying ? null : <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">Not flying</span>}
              </p>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{a.note}</p>
              <SourceList sources={a.sources} />
            </li>
          ))}
        </ul>
      </section>

      <LegTable
        id="ferries"
        title="Ferries and boats"
        intro="The main sea routes. Fast craft need a calm sea; in the southwest monsoon some crossings move or stop."
        rows={tables.ferries}
      />
      <LegTable
        id="buses"
        title="Buses and vans"
        intro="Long-distance buses leave from terminals, not city centres; shared vans leave when full."
        rows={tables.roads}
      />
      <LegTable
        id="transfers"
        title="Airport and port transfers"
        intro="The short rides between airports, ports and towns."
        rows={tables.transfers}
      />

      <section aria-labelledby="local" className="mt-14">
        <h2 id="local" className="text-2xl font-semibold">
          Getting around locally
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {tables.local.map((n) => (
            <div key={n.name} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
              <dt className="font-semibold">{n.name}</dt>
              <dd className="mt-1 text-slate-700 dark:text-slate-300">{n.text}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="about-times" className="mt-14 max-w-3xl text-sm text-slate-700 dark:text-slate-300">
        <h2 id="about-times" className="text-xl font-semibold text-slate-900 dark:text-slate-100">
          How we count the time
        </h2>
        <p className="mt-2">
          A plan adds up typical times, not a timetable: 90 minutes at the airport before a flight (45 between two flights), 20 minutes to
          leave the airport after landing, boarding time before a ferry, and 15 minutes at each change. Flight times are typical
          gate-to-gate times estimated from the distance; weekly flights are the airlines' announced figures where we cite one, and typical
          estimates otherwise. Every source carries its own date (the date it shows, or &ldquo;undated&rdquo;), not the day we read it.
          Times marked <em>approximate</em> have no source that confirms them, or our newest source for them is more than three years old or
          shows no date. Check schedules with the operator before you go.
        </p>
      </section>
    </div>
  );
}

function Planner({ loaderData }: { loaderData: Loaded }) {
  const { form, answer, groups } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/stay-informed/transportation";
  const select = (name: "from" | "to", label: string, value: string) => (
    <div>
      <Label htmlFor={`planner-${name}`}>{label}</Label>
      <select id={`planner-${name}`} name={name} defaultValue={value} required className={`${inputClass} mt-1 min-h-11`}>
        <option value="">Choose a place</option>
        {groups.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.places.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
  return (
    <section
      aria-labelledby="planner"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="planner" className="text-xl font-semibold">
        Route planner
      </h2>
      {/* A plain GET form: the plan is in the URL, so it can be shared, and it works without JavaScript. */}
      <Form
        method="get"
        action="/stay-informed/transportation"
        preventScrollReset
        className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        {/* key: a new answer resets the uncontrolled selects to the values the server read. */}
        <div key={`from-${form.from}`}>{select("from", "From", form.from)}</div>
        <div key={`to-${form.to}`}>{select("to", "To", form.to)}</div>
        <Button type="submit" className="min-h-11" pending={busy}>
          Find a route
        </Button>
        <label className="flex items-center gap-2 text-sm sm:col-span-3">
          <input type="checkbox" name="avoid" value="1" defaultChecked={form.avoidFlights} className="h-5 w-5 accent-brand-700" />
          Avoid flights
        </label>
      </Form>
      <div aria-live="polite" className="mt-6">
        {answer.kind === "error" ? (
          <p
            role="alert"
            data-testid="planner-message"
            className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
          >
            {answer.message}
          </p>
        ) : null}
        {answer.kind === "plan" ? <PlanView plan={answer.plan} withoutFlights={answer.withoutFlights} /> : null}
      </div>
    </section>
  );
}

type PlanData = Extract<Loaded["answer"], { kind: "plan" }>["plan"];

function PlanView({ plan, withoutFlights }: { plan: PlanData; withoutFlights: PlanData | null }) {
  return (
    <div>
      <h3 className="text-lg font-semibold">
        {plan.from.name} to {plan.to.name}
        {plan.avoidFlights ? " without flying" : ""}
      </h3>
      <p className="mt-1 text-2xl font-bold" data-testid="plan-total">
        About {formatMinutes(plan.totalMinutes)} door to door
      </p>
      <ol aria-label="Legs of the journey" className="mt-4 space-y-3">
        {plan.legs.map((leg, i) => (
          <li key={`${leg.from.id}-${leg.to.id}`} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {leg.waitMinutes > 0 ? `${leg.waitNote}: ${formatMinutes(leg.waitMinutes)}` : "Start here"}
            </p>
            <p className="mt-1 font-medium">
              <span className="sr-only">Leg {i + 1}: </span>
              {MODE_LABELS[leg.mode]}
              {leg.vehicle && leg.mode !== "flight" ? ` (${leg.vehicle})` : ""}: {leg.from.name} → {leg.to.name},{" "}
              <TimeCell minutes={leg.durationMinutes} range={leg.range} approximate={leg.approximate} />
            </p>
            {leg.operators.length > 0 ? <p className="text-sm text-slate-700 dark:text-slate-300">{leg.operators.join(", ")}</p> : null}
            {leg.frequency ? <p className="text-sm text-slate-700 dark:text-slate-300">{leg.frequency}</p> : null}
            {leg.note ? <p className="text-sm text-slate-700 dark:text-slate-300">{leg.note}</p> : null}
            {leg.approximate ? (
              <p className="text-sm text-slate-700 dark:text-slate-300">{approximateText(leg.approximateReason, leg.newestSource)}</p>
            ) : null}
            <SourceList sources={leg.sources} />
            {leg.flight ? (
              <p className="mt-1 text-sm">
                <Link
                  to={`/flights?origin=${leg.flight.origin}&destination=${leg.flight.destination}`}
                  className="font-medium text-brand-700 underline dark:text-brand-300"
                >
                  Search flights {leg.flight.origin} → {leg.flight.destination}
                </Link>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {plan.finalMinutes > 0 ? (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          Then about {formatMinutes(plan.finalMinutes)} to leave the airport.
        </p>
      ) : null}
      {withoutFlights ? (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          Without flying: about {formatMinutes(withoutFlights.totalMinutes)}.{" "}
          <Link
            to={`/stay-informed/transportation?from=${plan.from.id}&to=${plan.to.id}&avoid=1`}
            preventScrollReset
            className="text-brand-700 underline dark:text-brand-300"
          >
            See that route
          </Link>
        </p>
      ) : null}
    </div>
  );
}

function LegTable({ id, title, intro, rows }: { id: string; title: string; intro: string; rows: Loaded["tables"]["ferries"] }) {
  return (
    <section aria-labelledby={id} className="mt-14">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{intro}</p>
      <ScrollTable
        label={`${title} table`}
        columns={["Route", "Typical time", "Operators", "Sources"]}
        variant="boxed"
        className="mt-4"
        tableClassName="min-w-[44rem]"
      >
        {rows.map((r) => (
          <tr key={r.id}>
            <th scope="row" className="px-3 py-2 align-top font-medium">
              {r.from} ↔ {r.to}
              <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                {MODE_LABELS[r.mode]}
                {r.vehicle ? `, ${r.vehicle}` : ""}
              </span>
            </th>
            <td className="px-3 py-2 align-top whitespace-nowrap">
              <TimeCell minutes={r.minutes} range={r.range} approximate={r.approximate} />
            </td>
            <td className="px-3 py-2 align-top">
              {r.operators.join(", ")}
              {r.frequency ? <span className="block text-xs text-slate-600 dark:text-slate-400">{r.frequency}</span> : null}
              {r.note ? <span className="block text-xs text-slate-600 dark:text-slate-400">{r.note}</span> : null}
            </td>
            <td className="px-3 py-2 align-top">
              {r.approximate ? (
                <span className="block text-xs text-slate-700 dark:text-slate-300">
                  {approximateText(r.approximateReason, r.newestSource)}
                </span>
              ) : null}
              <SourceList sources={r.sources} />
            </td>
          </tr>
        ))}
      </ScrollTable>
    </section>
  );
}
