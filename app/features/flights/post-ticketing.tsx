/** What the post-ticketing pages share: a request's status card, a quote's lines, the traveller picker. */
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { splitCompanionProblem } from "../../../contracts/companion-rules.ts";
import type { PassengerInput } from "../../../contracts/flights.ts";
import { formatMoney } from "../../../contracts/money.ts";
import {
  changeChoiceProblem,
  PTR_RESOLUTION_LABELS,
  PTR_STATUS_LABELS,
  PTR_TYPE_LABELS,
  type PtrQuote,
  type PtrRequestView,
} from "../../../contracts/post-ticketing.ts";
import { formatManilaDateTime } from "../../lib/format.ts";
import { cn } from "../../lib/utils.ts";

export const linkClass = "font-medium text-brand-700 underline dark:text-brand-300";

export function travellerName(p: PassengerInput): string {
  return `${p.title} ${p.givenName} ${p.surname}`;
}

/** In process (amber) or completed (green, or red when rejected / expired). */
export function RequestStatus({ request }: { request: Pick<PtrRequestView, "status" | "resolution"> }) {
  const bad = request.resolution === "rejected" || request.resolution === "quote_expired";
  const label =
    request.status === "in_process"
      ? PTR_STATUS_LABELS.in_process
      : `${PTR_STATUS_LABELS.completed}: ${PTR_RESOLUTION_LABELS[request.resolution].toLowerCase()}`;
  return (
    <span
      className={cn(
        "inline-block rounded-full px-3 py-1 text-sm font-medium",
        request.status === "in_process" && "bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-100",
        request.status === "completed" && !bad && "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100",
        request.status === "completed" && bad && "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
      )}
    >
      {label}
    </span>
  );
}

export function QuoteLines({ quote, amountLabel = "Amount back to you" }: { quote: PtrQuote; amountLabel?: string }) {
  return (
    <dl className="mt-3 max-w-md space-y-1 text-sm">
      {quote.lines.map((line, i) => (
        <div key={`${line.label}-${i}`} className="flex justify-between gap-4">
          <dt>{line.label}</dt>
          <dd className="tabular-nums">{formatMoney(line.amount)}</dd>
        </div>
      ))}
      {quote.options ? null : (
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 font-semibold dark:border-slate-800">
          <dt>{amountLabel}</dt>
          <dd className="tabular-nums" data-testid="amount-back">
            {formatMoney(quote.amountBack)}
          </dd>
        </div>
      )}
    </dl>
  );
}

/** One request as a card: type, travellers, status with expected time, message, quote amount. */
export function RequestCard({ request, passengers }: { request: PtrRequestView; passengers?: PassengerInput[] }) {
  const names = passengers ? request.passengers.map((i) => (passengers[i] ? travellerName(passengers[i]) : "")).filter(Boolean) : [];
  const page = request.type === "cancel" ? null : `/flights/bookings/${request.reference}/${request.type}?request=${request.id}`;
  return (
    <article
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      aria-label={`${PTR_TYPE_LABELS[request.type]} request`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          {PTR_TYPE_LABELS[request.type]} · <span className="font-mono">{request.reference}</span>
        </h3>
        <RequestStatus request={request} />
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Asked {formatManilaDateTime(request.createdAt)}
        {names.length ? ` · ${names.join(", ")}` : ""}
      </p>
      {request.status === "in_process" && request.expectedBy ? (
        <p className="mt-2 text-sm">
          Expected by {formatManilaDateTime(request.expectedBy)} (usually within {request.slaMinutes} minutes). We will e-mail you when it
          is done.
        </p>
      ) : null}
      {request.message ? <p className="mt-2 text-sm">{request.message}</p> : null}
      {request.newReference ? (
        <p className="mt-2 text-sm">
          <Link to={`/flights/confirmation/${request.newReference}`} className={linkClass}>
            Open the new trip {request.newReference}
          </Link>
        </p>
      ) : null}
      {request.quote && !request.quote.options && request.resolution !== "quote_expired" ? (
        <p className="mt-2 text-sm">
          Amount back: <span className="font-semibold tabular-nums">{formatMoney(request.quote.amountBack)}</span>
        </p>
      ) : null}
      {page ? (
        <p className="mt-2 text-sm">
          <Link to={page} className={linkClass}>
            {request.resolution === "quote_ready" && request.status === "completed" ? "See the quote" : "See the request"}
          </Link>
        </p>
      ) : null}
    </article>
  );
}

/**
 * Checkboxes for the travellers whose tickets are still issued. `change`: a date change, where the
 * travellers who move get a booking of their own, so a choice leaving children or infants without an
 * adult (on either booking) is refused here, with the reason, before it is sent (the server says the same).
 */
export function TravellerPicker({
  passengers,
  tickets,
  errors,
  change = false,
  companions,
}: {
  passengers: PassengerInput[];
  tickets: { passengerIndex: number; ticketNumber: string; status?: string }[];
  errors?: string[];
  change?: boolean;
  /** The airlines' rule on a child's or an infant's companion (contracts/companion-rules.ts): who flies, from which day. */
  companions?: { airlines: { code: string; name?: string }[]; day: string; reference: string };
}) {
  const openOf = (i: number) => {
    const ticket = tickets.find((t) => t.passengerIndex === i);
    return Boolean(ticket && (ticket.status ?? "issued") === "issued");
  };
  const open = passengers.map((_, i) => i).filter(openOf);
  const [chosen, setChosen] = useState<number[]>(open);
  const problem =
    (change
      ? changeChoiceProblem(
          passengers.map((p) => p.type),
          open,
          chosen,
        )
      : null) ??
    (companions && chosen.length
      ? splitCompanionProblem(passengers, open, chosen, companions.airlines, companions.day, companions.reference, change)
      : null);
  const first = useRef<HTMLInputElement>(null);
  // The browser refuses to send the form while the choice is one the server would refuse.
  useEffect(() => first.current?.setCustomValidity(problem ?? ""), [problem]);
  const shown = problem ? [problem] : (errors ?? []);
  return (
    <fieldset aria-describedby={shown.length ? "traveller-problem" : undefined}>
      <legend className="font-semibold">Travellers</legend>
      <div className="mt-2 space-y-2">
        {passengers.map((p, i) => {
          const ticket = tickets.find((t) => t.passengerIndex === i);
          const isOpen = openOf(i);
          return (
            <label
              key={i}
              className={cn(
                "flex min-h-12 items-center gap-3 rounded-lg border border-slate-300 px-4 py-2 dark:border-slate-600",
                isOpen ? "cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500" : "opacity-70",
              )}
            >
              <input
                ref={i === open[0] ? first : undefined}
                type="checkbox"
                name="passengers"
                value={i}
                defaultChecked={isOpen}
                disabled={!isOpen}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setChosen((now) => (on ? [...now, i] : now.filter((x) => x !== i)));
                }}
                className="size-4 accent-brand-700"
              />
              <span>
                <span className="font-medium">{travellerName(p)}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">
                  E-ticket <span className="font-mono">{ticket?.ticketNumber ?? "—"}</span>
                  {ticket && !isOpen ? ` · ${ticket.status}` : ""}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <p
        id="traveller-problem"
        role="alert"
        data-testid="traveller-problem"
        className={cn("mt-1 text-sm text-red-700 dark:text-red-300", shown.length ? "" : "hidden")}
      >
        {shown.join(" ")}
      </p>
    </fieldset>
  );
}

/** A request's status under its heading, and what can be done next (`children`). */
export function RequestStatusSection({
  request,
  passengers,
  className,
  children,
}: {
  request: PtrRequestView;
  passengers?: PassengerInput[];
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="status-heading" className={className}>
      <h2 id="status-heading" className="text-lg font-semibold">
        Status
      </h2>
      <div className="mt-3">
        <RequestCard request={request} passengers={passengers} />
      </div>
      {children}
    </section>
  );
}

/** The booking's reference and a way back to the trip. */
export function BackToTrip({ reference }: { reference: string }) {
  return (
    <p className="mt-8 flex flex-wrap gap-4 text-sm">
      <Link to={`/flights/confirmation/${reference}`} className={linkClass}>
        Back to trip {reference}
      </Link>
      <Link to={`/flights/requests?ref=${reference}`} className={linkClass}>
        All requests for this booking
      </Link>
    </p>
  );
}
