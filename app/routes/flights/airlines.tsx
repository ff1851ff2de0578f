import type { Route } from "./+types/airlines";
import { CABIN_LABELS } from "../../../contracts/flights.ts";
import { airlineDirectory } from "../../server/flights.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { ScrollRegion } from "../../components/ui/scroll-region.tsx";

export function meta({}: Route.MetaArgs) {
  return titleMeta("Airlines", "Every airline Lakbay sells: code, full-service or low-cost, alliance, hubs and baggage per fare.");
}

export function loader({}: Route.LoaderArgs) {
  return { airlines: airlineDirectory() };
}

const bag = (b: { checkedKg: number; checkedPieces: number }, international: boolean) =>
  b.checkedPieces === 0 ? "None" : international ? `${b.checkedPieces} × 23 kg` : `${b.checkedKg} kg`;

export default function Airlines({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Airlines</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        The {loaderData.airlines.length} airlines you can book on Lakbay, and the checked baggage each fare includes.
      </p>
      <div className="mt-6 space-y-6">
        {loaderData.airlines.map((a) => (
          <section
            key={a.code}
            aria-labelledby={`airline-${a.code}`}
            className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
          >
            <h2 id={`airline-${a.code}`} className="text-lg font-semibold">
              <span className="font-mono">{a.code}</span> · {a.name}
            </h2>
            <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
              <div>
                <dt className="inline text-slate-600 dark:text-slate-400">Type: </dt>
                <dd className="inline">{a.type}</dd>
              </div>
              <div>
                <dt className="inline text-slate-600 dark:text-slate-400">Alliance: </dt>
                <dd className="inline">{a.alliance ?? "None"}</dd>
              </div>
              <div>
                <dt className="inline text-slate-600 dark:text-slate-400">Hubs: </dt>
                <dd className="inline font-mono">{a.hubs.join(", ") || "—"}</dd>
              </div>
            </dl>
            <ScrollRegion label={`Baggage per fare family, ${a.name}`} className="mt-3">
              <table className="w-full min-w-[32rem] text-left text-sm">
                <caption className="sr-only">Baggage per fare family, {a.name}</caption>
                <thead className="text-slate-600 dark:text-slate-400">
                  <tr>
                    <th scope="col" className="py-1 pr-4 font-medium">
                      Fare
                    </th>
                    <th scope="col" className="py-1 pr-4 font-medium">
                      Cabin
                    </th>
                    <th scope="col" className="py-1 pr-4 font-medium">
                      Checked, domestic
                    </th>
                    <th scope="col" className="py-1 pr-4 font-medium">
                      Checked, international
                    </th>
                    <th scope="col" className="py-1 pr-4 font-medium">
                      Carry-on
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      Refundable
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {a.families.map((f) => (
                    <tr key={f.code} className="border-t border-slate-200 dark:border-slate-800">
                      <th scope="row" className="py-2 pr-4 font-medium">
                        {f.name}
                      </th>
                      <td className="py-2 pr-4">{CABIN_LABELS[f.cabin]}</td>
                      <td className="py-2 pr-4">{bag(f.domestic, false)}</td>
                      <td className="py-2 pr-4">{bag(f.international, true)}</td>
                      <td className="py-2 pr-4">{f.cabinKg} kg</td>
                      <td className="py-2">{f.refundable ? "Yes, for a fee" : "No (taxes back)"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </section>
        ))}
      </div>
    </div>
  );
}
