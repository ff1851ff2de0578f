import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/transportation";
import { Button } from "../../components/ui/button.tsx";
import { inputClass, Label } from "../../components/ui/input.tsx";
import { approximateText, minutesText, SourceList, TimeCell } from "../../features/transport/transport-ui.tsx";
import { transportPage } from "../../server/transport.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { ScrollTable } from "../../components/ui/scroll-table.tsx";
import { localeOfMatches, useI18n, usePageTranslator } from "../../lib/i18n.tsx";
import { createTranslator, type Translate } from "../../../i18n/format.ts";
import type { Locale } from "../../../i18n/locales.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  return loaderData ? titleMeta(t("info.transport.meta.title"), t("info.transport.meta.description")) : titleMeta("Transportation");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return transportPage(context, request);
}

type Loaded = Route.ComponentProps["loaderData"];

/** The page's translator and language, handed to its parts. */
type Words = { t: Translate; locale: Locale };

/** A leg's mode ("ferry", "van", "bus" …) in the page's language. */
function modeLabel(t: Translate, mode: string): string {
  return t(`info.transport.mode.${mode}`);
}

export default function Transportation({ loaderData }: Route.ComponentProps) {
  const { tables } = loaderData;
  const t = usePageTranslator(loaderData.messages);
  const { locale } = useI18n();
  const w: Words = { t, locale };
  const english = locale === "en" ? null : <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t("info.source.english")}</p>;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("info.transport.h1")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{t("info.transport.intro")}</p>

      <Planner loaderData={loaderData} w={w} />

      <section aria-labelledby="airports" className="mt-14">
        <h2 id="airports" className="text-2xl font-semibold">
          {t("info.transport.airports.h")}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{t("info.transport.airports.intro")}</p>
        <ScrollTable
          label={t("info.transport.airports.table")}
          columns={[
            t("info.transport.col.airport"),
            t("info.transport.col.for"),
            t("info.transport.col.airlines"),
            t("info.transport.col.nonstop"),
          ]}
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
              <td className="px-3 py-2 align-top">{a.airlines.join(", ") || t("info.transport.noFlights")}</td>
              <td className="px-3 py-2 align-top font-mono text-xs">{a.nonstop.join(" ")}</td>
            </tr>
          ))}
        </ScrollTable>
        <h3 className="mt-8 text-lg font-semibold">{t("info.transport.airlines.h")}</h3>
        {english}
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {tables.airlines.map((a) => (
            <li key={a.code} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <p className="font-medium">
                {a.name} <span className="font-mono text-sm text-slate-600 dark:text-slate-400">({a.code})</span>
                {a.flying ? null : (
                  <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">{t("info.transport.notFlying")}</span>
                )}
              </p>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" lang="en">
                {a.note}
              </p>
              <SourceList t={t} locale={locale} sources={a.sources} />
            </li>
          ))}
        </ul>
      </section>

      <LegTable id="ferries" title={t("info.transport.ferries.h")} intro={t("info.transport.ferries.intro")} rows={tables.ferries} w={w} />
      <LegTable id="buses" title={t("info.transport.buses.h")} intro={t("info.transport.buses.intro")} rows={tables.roads} w={w} />
      <LegTable
        id="transfers"
        title={t("info.transport.transfers.h")}
        intro={t("info.transport.transfers.intro")}
        rows={tables.transfers}
        w={w}
      />

      <section aria-labelledby="local" className="mt-14">
        <h2 id="local" className="text-2xl font-semibold">
          {t("info.transport.local.h")}
        </h2>
        {english}
        <dl className="mt-4 grid gap-4 sm:grid-cols-2" lang="en">
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
          {t("info.transport.times.h")}
        </h2>
        <p className="mt-2">
          {t("info.transport.times.a")} <em>{t("info.transport.times.approx")}</em> {t("info.transport.times.b")}
        </p>
      </section>
    </div>
  );
}

function Planner({ loaderData, w }: { loaderData: Loaded; w: Words }) {
  const { t } = w;
  const { form, answer, groups } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/stay-informed/transportation";
  const select = (name: "from" | "to", label: string, value: string) => (
    <div>
      <Label htmlFor={`planner-${name}`}>{label}</Label>
      <select id={`planner-${name}`} name={name} defaultValue={value} required className={`${inputClass} mt-1 min-h-11`}>
        <option value="">{t("info.transport.planner.choose")}</option>
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
        {t("info.transport.planner.h")}
      </h2>
      {/* A plain GET form: the plan is in the URL, so it can be shared, and it works without JavaScript. */}
      <Form
        method="get"
        action="/stay-informed/transportation"
        preventScrollReset
        className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        {/* key: a new answer resets the uncontrolled selects to the values the server read. */}
        <div key={`from-${form.from}`}>{select("from", t("info.transport.planner.from"), form.from)}</div>
        <div key={`to-${form.to}`}>{select("to", t("info.transport.planner.to"), form.to)}</div>
        <Button type="submit" className="min-h-11" pending={busy}>
          {t("info.transport.planner.submit")}
        </Button>
        <label className="flex items-center gap-2 text-sm sm:col-span-3">
          <input type="checkbox" name="avoid" value="1" defaultChecked={form.avoidFlights} className="h-5 w-5 accent-brand-700" />
          {t("info.transport.planner.avoid")}
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
        {answer.kind === "plan" ? <PlanView plan={answer.plan} withoutFlights={answer.withoutFlights} w={w} /> : null}
      </div>
    </section>
  );
}

type PlanData = Extract<Loaded["answer"], { kind: "plan" }>["plan"];

function PlanView({ plan, withoutFlights, w }: { plan: PlanData; withoutFlights: PlanData | null; w: Words }) {
  const { t, locale } = w;
  return (
    <div>
      <h3 className="text-lg font-semibold">
        {t(plan.avoidFlights ? "info.transport.plan.titleNoFly" : "info.transport.plan.title", { from: plan.from.name, to: plan.to.name })}
      </h3>
      <p className="mt-1 text-2xl font-bold" data-testid="plan-total">
        {t("info.transport.plan.total", { time: minutesText(t, plan.totalMinutes) })}
      </p>
      <ol aria-label={t("info.transport.plan.legs")} className="mt-4 space-y-3">
        {plan.legs.map((leg, i) => (
          <li key={`${leg.from.id}-${leg.to.id}`} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {leg.waitMinutes > 0 ? `${leg.waitNote}: ${minutesText(t, leg.waitMinutes)}` : t("info.transport.plan.start")}
            </p>
            <p className="mt-1 font-medium">
              <span className="sr-only">{t("info.transport.plan.leg", { n: i + 1 })} </span>
              {modeLabel(t, leg.mode)}
              {leg.vehicle && leg.mode !== "flight" ? (
                <>
                  {" ("}
                  <span lang="en">{leg.vehicle}</span>)
                </>
              ) : null}
              : {leg.from.name} → {leg.to.name},{" "}
              <TimeCell t={t} minutes={leg.durationMinutes} range={leg.range} approximate={leg.approximate} />
            </p>
            {leg.operators.length > 0 ? (
              <p className="text-sm text-slate-700 dark:text-slate-300" lang="en">
                {leg.operators.join(", ")}
              </p>
            ) : null}
            {leg.frequency ? (
              <p className="text-sm text-slate-700 dark:text-slate-300" lang={leg.worded ? undefined : "en"}>
                {leg.frequency}
              </p>
            ) : null}
            {leg.note ? (
              <p className="text-sm text-slate-700 dark:text-slate-300" lang={leg.worded ? undefined : "en"}>
                {leg.note}
              </p>
            ) : null}
            {leg.approximate ? (
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {approximateText(t, locale, leg.approximateReason, leg.newestSource)}
              </p>
            ) : null}
            <SourceList t={t} locale={locale} sources={leg.sources} />
            {leg.flight ? (
              <p className="mt-1 text-sm">
                <Link
                  to={`/flights?origin=${leg.flight.origin}&destination=${leg.flight.destination}`}
                  className="font-medium text-brand-700 underline dark:text-brand-300"
                >
                  {t("info.transport.plan.searchFlights", { origin: leg.flight.origin, destination: leg.flight.destination })}
                </Link>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {plan.finalMinutes > 0 ? (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {t("info.transport.plan.final", { time: minutesText(t, plan.finalMinutes) })}
        </p>
      ) : null}
      {withoutFlights ? (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          {t("info.transport.plan.withoutFlying", { time: minutesText(t, withoutFlights.totalMinutes) })}{" "}
          <Link
            to={`/stay-informed/transportation?from=${plan.from.id}&to=${plan.to.id}&avoid=1`}
            preventScrollReset
            className="text-brand-700 underline dark:text-brand-300"
          >
            {t("info.transport.plan.seeRoute")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

function LegTable({
  id,
  title,
  intro,
  rows,
  w,
}: {
  id: string;
  title: string;
  intro: string;
  rows: Loaded["tables"]["ferries"];
  w: Words;
}) {
  const { t, locale } = w;
  return (
    <section aria-labelledby={id} className="mt-14">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{intro}</p>
      {locale === "en" ? null : <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("info.source.english")}</p>}
      <ScrollTable
        label={t("info.transport.table", { title })}
        columns={[
          t("info.transport.col.route"),
          t("info.transport.col.time"),
          t("info.transport.col.operators"),
          t("info.transport.col.sources"),
        ]}
        variant="boxed"
        className="mt-4"
        tableClassName="min-w-[44rem]"
      >
        {rows.map((r) => (
          <tr key={r.id}>
            <th scope="row" className="px-3 py-2 align-top font-medium">
              {r.from} ↔ {r.to}
              <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                {modeLabel(t, r.mode)}
                {r.vehicle ? (
                  <>
                    , <span lang="en">{r.vehicle}</span>
                  </>
                ) : null}
              </span>
            </th>
            <td className="px-3 py-2 align-top whitespace-nowrap">
              <TimeCell t={t} minutes={r.minutes} range={r.range} approximate={r.approximate} />
            </td>
            <td className="px-3 py-2 align-top">
              <span lang="en">{r.operators.join(", ")}</span>
              {r.frequency ? (
                <span className="block text-xs text-slate-600 dark:text-slate-400" lang="en">
                  {r.frequency}
                </span>
              ) : null}
              {r.note ? (
                <span className="block text-xs text-slate-600 dark:text-slate-400" lang="en">
                  {r.note}
                </span>
              ) : null}
            </td>
            <td className="px-3 py-2 align-top">
              {r.approximate ? (
                <span className="block text-xs text-slate-700 dark:text-slate-300">
                  {approximateText(t, locale, r.approximateReason, r.newestSource)}
                </span>
              ) : null}
              <SourceList t={t} locale={locale} sources={r.sources} />
            </td>
          </tr>
        ))}
      </ScrollTable>
    </section>
  );
}
