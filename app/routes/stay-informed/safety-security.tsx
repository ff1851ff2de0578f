import type { ReactNode } from "react";
import type { Route } from "./+types/safety-security";
import type { AdvisoryLevel } from "../../features/safety/advisories.ts";
import { EMERGENCY_NUMBERS } from "../../../contracts/emergency-numbers.ts";
import { SAFETY_SECTIONS, type SafetySectionId } from "../../features/safety/sections.ts";
import { FERRY_RULE, formatWindRange, RAINFALL_WARNINGS, WIND_SIGNALS } from "../../features/safety/typhoon-signals.ts";
import { formatManilaDate } from "../../lib/format.ts";
import { titleMeta } from "../../lib/meta.ts";
import { advisoriesInForce } from "../../server/safety.server.ts";
import { cn } from "../../lib/utils.ts";

export function meta({}: Route.MetaArgs) {
  return titleMeta(
    "Safety and security",
    "Emergency numbers, PAGASA typhoon signals and what they mean for flights and ferries, health tips, common scams and local rules for travelling in the Philippines.",
  );
}

/** The advisories in force now (safety.advisories, as the assistant reads them; the same for every visitor, so it may be cached briefly). */
export async function loader({ context }: Route.LoaderArgs) {
  return { advisories: await advisoriesInForce(context) };
}

const LEVEL_LABEL: Record<AdvisoryLevel, string> = { warning: "Warning", watch: "Watch", info: "Good to know" };
const LEVEL_TONE: Record<AdvisoryLevel, string> = {
  warning: "border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950",
  watch: "border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950",
  info: "border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-900",
};

const link = "font-medium text-brand-800 underline underline-offset-4 hover:text-brand-950 dark:text-brand-200 dark:hover:text-white";

function Section({ id, children }: { id: SafetySectionId; children: ReactNode }) {
  const section = SAFETY_SECTIONS.find((s) => s.id === id)!;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 border-t border-slate-200 pt-8 dark:border-slate-800">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
        {section.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Last reviewed <time dateTime={section.lastReviewed}>{formatManilaDate(`${section.lastReviewed}T12:00:00+08:00`)}</time>
      </p>
      <div className="mt-4 space-y-4 text-slate-800 dark:text-slate-200">{children}</div>
    </section>
  );
}

function Tips({ items }: { items: [string, string][] }) {
  return (
    <ul className="space-y-3">
      {items.map(([title, text]) => (
        <li key={title}>
          <strong className="font-semibold text-slate-900 dark:text-white">{title}.</strong> {text}
        </li>
      ))}
    </ul>
  );
}

export default function SafetySecurity({ loaderData }: Route.ComponentProps) {
  const { advisories } = loaderData;
  return (
    <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">Stay informed</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">Safety and security</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
        What to keep at hand and what to watch for on a trip around the islands: the numbers to call, how to read typhoon and volcano
        bulletins, and the small things that keep a holiday from going wrong.
      </p>
      <nav aria-label="On this page" className="mt-6">
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {SAFETY_SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className={link}>
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-10 space-y-12">
        <Section id="emergency-numbers">
          <p>Save these in your phone before you travel. 911 works from any phone, free of charge.</p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {EMERGENCY_NUMBERS.map((n) => (
              <li key={n.tel} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                <p className="text-sm text-slate-700 dark:text-slate-300">{n.service}</p>
                <a
                  href={`tel:${n.tel}`}
                  className="mt-1 inline-flex min-h-11 items-center text-xl font-bold text-brand-800 underline underline-offset-4 dark:text-brand-200"
                >
                  {n.display}
                </a>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{n.note}</p>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Tourist police units work in the main destinations (Manila, Cebu, Boracay, Palawan, Davao and others), but we found no single
            national number for them: call 911 and ask for the police. Your hotel's front desk knows the local station.
          </p>
        </Section>

        <Section id="advisories">
          <h3 className="text-lg font-semibold">Current advisories</h3>
          {advisories.length === 0 ? (
            <p>No advisory from us right now. Official bulletins below are always the newest word.</p>
          ) : (
            <ul aria-label="Current advisories" className="space-y-3">
              {advisories.map((a) => (
                <li key={a.id} className={cn("rounded-xl border p-4", LEVEL_TONE[a.level])}>
                  <p className="text-xs font-semibold uppercase tracking-wide">
                    {LEVEL_LABEL[a.level]} · {a.area}
                  </p>
                  <p className="mt-1 font-semibold">{a.title}</p>
                  <p className="mt-1 text-sm">{a.summary}</p>
                  <p className="mt-2 text-sm">
                    Issued <time dateTime={a.issued}>{formatManilaDate(a.issued)}</time>
                    {a.expires ? (
                      <>
                        {" "}
                        · until <time dateTime={a.expires}>{formatManilaDate(new Date(Date.parse(a.expires) - 1))}</time>
                      </>
                    ) : null}{" "}
                    ·{" "}
                    <a href={a.source.url} className={link} rel="noopener">
                      {a.source.name}
                    </a>
                  </p>
                </li>
              ))}
            </ul>
          )}
          <h3 className="pt-2 text-lg font-semibold">Reading official advisories</h3>
          <Tips
            items={[
              [
                "PAGASA (weather)",
                "Issues tropical cyclone bulletins with the wind signal for each province, and heavy rainfall warnings by colour. A signal is a warning of winds to come, not of winds already blowing: it is raised hours ahead, so act on it early.",
              ],
              [
                "PHIVOLCS (volcanoes and earthquakes)",
                "Gives each watched volcano an alert level from 0 (quiet) to 5 (hazardous eruption under way), with a danger zone that nobody may enter. The zone grows as the level rises. Read the newest bulletin for the volcano you plan to see.",
              ],
              [
                "NDRRMC (disaster response)",
                "The national disaster council publishes what is happening during a typhoon, flood or quake: evacuations, closed roads, stranded passengers. Local governments announce class and work suspensions and evacuation orders.",
              ],
              [
                "Philippine Coast Guard (sea travel)",
                "Stops boats from sailing when a wind signal or a gale warning is up, port by port, and posts the number of stranded passengers. If your ferry is suspended, the port will not sell tickets until the Coast Guard lifts it.",
              ],
            ]}
          />
          <p className="text-sm">
            Official sites:{" "}
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

        <Section id="typhoons">
          <p>
            About twenty tropical cyclones enter the Philippine Area of Responsibility in a year, most between July and October. PAGASA
            warns with five Tropical Cyclone Wind Signals (the scale in use since 2022): the higher the number, the stronger the winds
            expected, and the sooner they come.
          </p>
          {/* From tablet width up; phones get the list below. Wide enough that nothing scrolls sideways. */}
          <div className="hidden sm:block">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">PAGASA Tropical Cyclone Wind Signals and what they mean for flights and ferries</caption>
              <thead>
                <tr className="border-b border-slate-300 dark:border-slate-700">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Signal
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Winds expected
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Lead time
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Flights
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Ferries and boats
                  </th>
                </tr>
              </thead>
              <tbody>
                {WIND_SIGNALS.map((s) => (
                  <tr key={s.signal} className="border-b border-slate-200 align-top dark:border-slate-800">
                    <th scope="row" className="py-3 pr-3 font-bold whitespace-nowrap">
                      No. {s.signal}
                    </th>
                    <td className="py-3 pr-3">
                      {s.winds}, {formatWindRange(s.windKmh)}
                      <span className="block text-xs text-slate-600 dark:text-slate-400">Beaufort {s.beaufort}</span>
                    </td>
                    <td className="py-3 pr-3 whitespace-nowrap">within {s.leadTimeHours} h</td>
                    <td className="py-3 pr-3">{s.flights}</td>
                    <td className="py-3">{s.ferries}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {/* On a phone, the same signals one under the other (the table is hidden there). */}
          <ol aria-label="Wind signals" className="space-y-3 sm:hidden">
            {WIND_SIGNALS.map((s) => (
              <li key={s.signal} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                <p className="font-bold">Signal No. {s.signal}</p>
                <p className="text-sm">
                  {s.winds}, {formatWindRange(s.windKmh)} (Beaufort {s.beaufort}), within {s.leadTimeHours} h
                </p>
                <p className="mt-2 text-sm">
                  <strong className="font-semibold">Flights:</strong> {s.flights}
                </p>
                <p className="mt-1 text-sm">
                  <strong className="font-semibold">Ferries and boats:</strong> {s.ferries}
                </p>
              </li>
            ))}
          </ol>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Winds are 10-minute averages. What an airline does is its own decision: the flight column says what to expect, not a rule.
          </p>
          <h3 className="pt-2 text-lg font-semibold">The Coast Guard's sailing rule</h3>
          <p
            data-testid="ferry-rule"
            className="rounded-xl border-l-4 border-brand-700 bg-brand-50 p-4 dark:border-brand-300 dark:bg-slate-900"
          >
            {FERRY_RULE}
          </p>
          <p>
            This is the Coast Guard's Memorandum Circular 02-13 of 2013. An older circular let ships over 1,000 gross tonnage sail under
            Signal No. 1; that leeway is gone, so do not count on a big ferry when a small one is cancelled. The sheltered-area exception
            covers only short daytime hops of up to about 4 km in designated areas, in calm water, with life jackets on and a standby boat.
            A gale warning without any signal can also stop small boats.
          </p>
          <h3 className="pt-2 text-lg font-semibold">Rainfall warnings</h3>
          <ul className="space-y-2">
            {RAINFALL_WARNINGS.map((w) => (
              <li key={w.colour}>
                <strong className="font-semibold">{w.colour}</strong> ({w.rain}): {w.meaning}
              </li>
            ))}
          </ul>
          <h3 className="pt-2 text-lg font-semibold">Before and during a storm</h3>
          <Tips
            items={[
              ["Leave slack", "Keep a free day before an international flight home if your trip includes a boat or a small-plane leg."],
              ["Charge and save", "Keep phones and a power bank charged, and your booking references offline."],
              ["Stay put", "Do not try to beat a storm to the port: stranded passengers wait at the pier, often overnight."],
              ["Rebook, do not cancel", "Airlines and most hotels change dates for weather; ask before you cancel and lose money."],
            ]}
          />
        </Section>

        <Section id="health">
          <Tips
            items={[
              [
                "Heat",
                "April and May are the hottest months. Drink water often, rest in the shade at midday and watch for dizziness or headache.",
              ],
              [
                "Dengue",
                "Mosquitoes that carry dengue bite by day, in towns as well as the countryside. Use repellent and cover up; see a doctor for a high fever.",
              ],
              [
                "Water",
                "Drink bottled, filtered or boiled water and be careful with ice from unknown sources; refill stations are common.",
              ],
              [
                "Sun",
                "The sun is strong all year, more so on the water. Wear a hat and a rash guard, and reapply sunscreen after swimming.",
              ],
              [
                "Motion sickness",
                "Banca crossings can be rough. Take a remedy before boarding, sit near the middle and look at the horizon; keep your life vest on.",
              ],
              [
                "Travel insurance",
                "Get cover that includes medical evacuation and trip delays from weather, and keep the policy number with you.",
              ],
            ]}
          />
        </Section>

        <Section id="scams">
          <Tips
            items={[
              [
                "Taxis and the meter",
                "Insist on the meter or agree the fare before you get in; at airports, use the official taxi queue or a ride-hailing app.",
              ],
              [
                "Fake booking pages",
                "Book through the hotel's or operator's own site, or through us; never pay by bank transfer to a page you found in a social media ad. Government forms like eTravel are free, so any site charging a fee for them is a scam.",
              ],
              [
                "Money changers",
                "Count your money at the counter before you walk away, use licensed changers or bank ATMs, and be wary of rates far above the rest.",
              ],
              [
                "\u201cYour hotel is closed\u201d",
                "A driver or tout who says your hotel is full, closed or burned down wants to take you to one that pays him. Call the hotel yourself.",
              ],
              [
                "Island-hopping prices",
                "Agree the price, the stops and what is included (environmental fees, lunch, gear) before leaving the shore. Tour desks run by the town often post standard rates.",
              ],
            ]}
          />
          <p className="text-sm">
            Something went wrong with a booking made on Lakbay?{" "}
            <a href="/contact" className={link}>
              Write to us
            </a>
            .
          </p>
        </Section>

        <Section id="local-rules">
          <Tips
            items={[
              [
                "Environmental fees",
                "Many destinations charge a fee that funds conservation: for example Boracay's environmental fee at the Caticlan jetty and El Nido's eco-tourism development fee. Keep the receipt; you may be asked for it again.",
              ],
              [
                "Single-use plastic",
                "Some towns and islands ban or restrict plastic bags, straws and containers. Bring a refillable bottle and a reusable bag.",
              ],
              [
                "Reef-safe sunscreen",
                "Some marine parks and dive sites ask for sunscreen without oxybenzone and octinoxate. Better still, cover up with a rash guard.",
              ],
              [
                "Protected places",
                "Do not touch or stand on coral, do not feed fish, and take every piece of rubbish back with you. Capacity limits at places like El Nido's lagoons mean a slot has to be booked.",
              ],
              [
                "Ancestral lands",
                "Coron Island is the Tagbanua people's ancestral domain: only some sites are open to visitors, and their rules apply.",
              ],
            ]}
          />
        </Section>
      </div>
    </article>
  );
}
