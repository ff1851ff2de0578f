import type { ReactNode } from "react";
import type { Route } from "./+types/safety-security";
import type { AdvisoryLevel } from "../../features/safety/advisories.ts";
import { EMERGENCY_NUMBERS } from "../../../contracts/emergency-numbers.ts";
import { SAFETY_SECTIONS, type SafetySectionId } from "../../features/safety/sections.ts";
import { FERRY_RULE, RAINFALL_WARNINGS, WIND_SIGNALS } from "../../features/safety/typhoon-signals.ts";
import { formatManilaDate } from "../../lib/format.ts";
import { titleMeta } from "../../lib/meta.ts";
import { advisoriesInForce } from "../../server/safety.server.ts";
import { cn } from "../../lib/utils.ts";
import { localeOfMatches, useI18n, usePageTranslator } from "../../lib/i18n.tsx";
import { createTranslator, type Translate } from "../../../i18n/format.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { infoMessages, infoTranslator } from "../../server/info-messages.server.ts";
import { windRangeText, windWords } from "../../server/weather.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  return loaderData ? titleMeta(t("info.safety.meta.title"), t("info.safety.meta.description")) : titleMeta("Safety and security");
}

/** The advisories in force now (safety.advisories, as the assistant reads them; the same for every visitor, so it may be cached briefly). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const t = infoTranslator(request);
  return {
    advisories: await advisoriesInForce(context),
    /** The page's words in its language (i18n/<language>/info.ts). */
    messages: infoMessages(request, "info.safety.", "info.source."),
    // PAGASA's signals with their winds worded here; what to expect for flights and boats stays in its (English) words.
    signals: WIND_SIGNALS.map((w) => ({
      signal: w.signal,
      winds: windWords(t, w.winds),
      range: windRangeText(t, w.windKmh),
      beaufort: w.beaufort,
      leadTimeHours: w.leadTimeHours,
      flights: w.flights,
      ferries: w.ferries,
    })),
  };
}

const LEVEL_KEY: Record<AdvisoryLevel, string> = {
  warning: "info.safety.level.warning",
  watch: "info.safety.level.watch",
  info: "info.safety.level.info",
};
const LEVEL_TONE: Record<AdvisoryLevel, string> = {
  warning: "border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950",
  watch: "border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950",
  info: "border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-900",
};

const link = "font-medium text-brand-800 underline underline-offset-4 hover:text-brand-950 dark:text-brand-200 dark:hover:text-white";

function Section({ id, t, locale, children }: { id: SafetySectionId; t: Translate; locale: Locale; children: ReactNode }) {
  const section = SAFETY_SECTIONS.find((s) => s.id === id)!;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 border-t border-slate-200 pt-8 dark:border-slate-800">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
        {t(`info.safety.section.${section.id}`)}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t("info.safety.lastReviewed")}{" "}
        <time dateTime={section.lastReviewed}>{formatManilaDate(`${section.lastReviewed}T12:00:00+08:00`, locale)}</time>
      </p>
      <div className="mt-4 space-y-4 text-slate-800 dark:text-slate-200">{children}</div>
    </section>
  );
}

/** Tips by their keys' stem: "info.safety.health.heat" has its `.title` and `.text`. */
function Tips({ t, items }: { t: Translate; items: string[] }) {
  return (
    <ul className="space-y-3">
      {items.map((stem) => (
        <li key={stem}>
          <strong className="font-semibold text-slate-900 dark:text-white">{t(`${stem}.title`)}.</strong> {t(`${stem}.text`)}
        </li>
      ))}
    </ul>
  );
}

export default function SafetySecurity({ loaderData }: Route.ComponentProps) {
  const { advisories, signals } = loaderData;
  const t = usePageTranslator(loaderData.messages);
  const { locale, localize } = useI18n();
  const en = locale === "en";
  return (
    <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">{t("info.safety.kicker")}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{t("info.safety.h1")}</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t("info.safety.intro")}</p>
      <nav aria-label={t("info.safety.onThisPage")} className="mt-6">
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {SAFETY_SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className={link}>
                {t(`info.safety.section.${s.id}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-10 space-y-12">
        <Section id="emergency-numbers" t={t} locale={locale}>
          <p>{t("info.safety.numbers.intro")}</p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {EMERGENCY_NUMBERS.map((n) => (
              <li key={n.tel} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                <p className="text-sm text-slate-700 dark:text-slate-300">{t(`info.safety.number.${n.tel}.service`)}</p>
                <a
                  href={`tel:${n.tel}`}
                  className="mt-1 inline-flex min-h-11 items-center text-xl font-bold text-brand-800 underline underline-offset-4 dark:text-brand-200"
                >
                  {n.display}
                </a>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t(`info.safety.number.${n.tel}.note`)}</p>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("info.safety.numbers.police")}</p>
        </Section>

        <Section id="advisories" t={t} locale={locale}>
          <h3 className="text-lg font-semibold">{t("info.safety.advisories.h")}</h3>
          {advisories.length === 0 ? (
            <p>{t("info.safety.advisories.none")}</p>
          ) : (
            <ul aria-label={t("info.safety.advisories.h")} className="space-y-3">
              {advisories.map((a) => (
                <li key={a.id} className={cn("rounded-xl border p-4", LEVEL_TONE[a.level])}>
                  <p className="text-xs font-semibold uppercase tracking-wide">
                    {t(LEVEL_KEY[a.level])} · <span lang="en">{a.area}</span>
                  </p>
                  <p className="mt-1 font-semibold" lang="en">
                    {a.title}
                  </p>
                  <p className="mt-1 text-sm" lang="en">
                    {a.summary}
                  </p>
                  <p className="mt-2 text-sm">
                    {t("info.safety.issued")} <time dateTime={a.issued}>{formatManilaDate(a.issued, locale)}</time>
                    {a.expires ? (
                      <>
                        {" "}
                        · {t("info.safety.until")}{" "}
                        <time dateTime={a.expires}>{formatManilaDate(new Date(Date.parse(a.expires) - 1), locale)}</time>
                      </>
                    ) : null}{" "}
                    ·{" "}
                    <a href={a.source.url} className={link} rel="noopener" lang="en">
                      {a.source.name}
                    </a>
                  </p>
                </li>
              ))}
            </ul>
          )}
          {en || advisories.length === 0 ? null : <p className="text-sm">{t("info.safety.advisories.english")}</p>}
          <h3 className="pt-2 text-lg font-semibold">{t("info.safety.reading.h")}</h3>
          <Tips
            t={t}
            items={["info.safety.reading.pagasa", "info.safety.reading.phivolcs", "info.safety.reading.ndrrmc", "info.safety.reading.pcg"]}
          />
          <p className="text-sm">
            {t("info.safety.officialSites")}{" "}
            <a href="https://www.pagasa.dost.gov.ph/" className={link} rel="noopener">
              PAGASA
            </a>
            ,{" "}
            <a href="https://www.phivolcs.dost.gov.ph/" className={link} rel="noopener">
              PHIVOLCS
            </a>
            ,{" "}
            <a href="https://ndrrmc.gov.ph/" className={link} rel="noopener">
              NDRRMC
            </a>
            ,{" "}
            <a href="https://coastguard.gov.ph/" className={link} rel="noopener">
              Philippine Coast Guard
            </a>
            .
          </p>
        </Section>

        <Section id="typhoons" t={t} locale={locale}>
          <p>{t("info.safety.typhoons.intro")}</p>
          {en ? null : <p className="text-sm">{t("info.safety.signals.englishNote")}</p>}
          {/* From tablet width up; phones get the list below. Wide enough that nothing scrolls sideways. */}
          <div className="hidden sm:block">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">{t("info.safety.signals.caption")}</caption>
              <thead>
                <tr className="border-b border-slate-300 dark:border-slate-700">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {t("info.safety.signals.col.signal")}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {t("info.safety.signals.col.winds")}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {t("info.safety.signals.col.lead")}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {t("info.safety.signals.col.flights")}
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    {t("info.safety.signals.col.ferries")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {signals.map((s) => (
                  <tr key={s.signal} className="border-b border-slate-200 align-top dark:border-slate-800">
                    <th scope="row" className="py-3 pr-3 font-bold whitespace-nowrap">
                      {t("info.safety.signals.no", { signal: s.signal })}
                    </th>
                    <td className="py-3 pr-3">
                      {s.winds}, {s.range}
                      <span className="block text-xs text-slate-600 dark:text-slate-400">Beaufort {s.beaufort}</span>
                    </td>
                    <td className="py-3 pr-3 whitespace-nowrap">{t("info.safety.signals.within", { hours: s.leadTimeHours })}</td>
                    <td className="py-3 pr-3" lang="en">
                      {s.flights}
                    </td>
                    <td className="py-3" lang="en">
                      {s.ferries}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {/* On a phone, the same signals one under the other (the table is hidden there). */}
          <ol aria-label={t("info.safety.signals.list")} className="space-y-3 sm:hidden">
            {signals.map((s) => (
              <li key={s.signal} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                <p className="font-bold">{t("info.safety.signals.signalNo", { signal: s.signal })}</p>
                <p className="text-sm">
                  {s.winds}, {s.range} (Beaufort {s.beaufort}), {t("info.safety.signals.within", { hours: s.leadTimeHours })}
                </p>
                <p className="mt-2 text-sm">
                  <strong className="font-semibold">{t("info.safety.signals.flights")}</strong> <span lang="en">{s.flights}</span>
                </p>
                <p className="mt-1 text-sm">
                  <strong className="font-semibold">{t("info.safety.signals.ferries")}</strong> <span lang="en">{s.ferries}</span>
                </p>
              </li>
            ))}
          </ol>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("info.safety.signals.note")}</p>
          <h3 className="pt-2 text-lg font-semibold">{t("info.safety.rule.h")}</h3>
          {en ? null : <p>{t("info.safety.rule.english")}</p>}
          <p
            lang="en"
            data-testid="ferry-rule"
            className="rounded-xl border-l-4 border-brand-700 bg-brand-50 p-4 dark:border-brand-300 dark:bg-slate-900"
          >
            {FERRY_RULE}
          </p>
          <p>{t("info.safety.rule.more")}</p>
          <h3 className="pt-2 text-lg font-semibold">{t("info.safety.rainfall.h")}</h3>
          <ul className="space-y-2">
            {RAINFALL_WARNINGS.map((w) => {
              const k = `info.safety.rainfall.${w.colour.toLowerCase()}`;
              return (
                <li key={w.colour}>
                  <strong className="font-semibold">{t(k)}</strong> ({t(`${k}.rain`)}): {t(`${k}.meaning`)}
                </li>
              );
            })}
          </ul>
          <h3 className="pt-2 text-lg font-semibold">{t("info.safety.storm.h")}</h3>
          <Tips
            t={t}
            items={["info.safety.storm.slack", "info.safety.storm.charge", "info.safety.storm.stay", "info.safety.storm.rebook"]}
          />
        </Section>

        <Section id="health" t={t} locale={locale}>
          <Tips
            t={t}
            items={[
              "info.safety.health.heat",
              "info.safety.health.dengue",
              "info.safety.health.water",
              "info.safety.health.sun",
              "info.safety.health.motion",
              "info.safety.health.insurance",
            ]}
          />
        </Section>

        <Section id="scams" t={t} locale={locale}>
          <Tips
            t={t}
            items={[
              "info.safety.scams.taxi",
              "info.safety.scams.fake",
              "info.safety.scams.money",
              "info.safety.scams.closed",
              "info.safety.scams.island",
            ]}
          />
          <p className="text-sm">
            {t("info.safety.scams.contact")}{" "}
            <a href={localize("/contact")} className={link}>
              {t("info.safety.scams.write")}
            </a>
            .
          </p>
        </Section>

        <Section id="local-rules" t={t} locale={locale}>
          <Tips
            t={t}
            items={[
              "info.safety.rules.fees",
              "info.safety.rules.plastic",
              "info.safety.rules.reef",
              "info.safety.rules.protected",
              "info.safety.rules.ancestral",
            ]}
          />
        </Section>
      </div>
    </article>
  );
}
