/** What the post-ticketing pages share: a request's status card, a quote's lines, the traveller picker. */
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { splitCompanionProblem } from "../../../contracts/companion-rules.ts";
import type { PassengerInput } from "../../../contracts/flights.ts";
import { formatMoney } from "../../../contracts/money.ts";
import { changeChoiceProblem, type PtrQuote, type PtrRequestView } from "../../../contracts/post-ticketing.ts";
import { formatManilaDateTime } from "../../lib/format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { cn } from "../../lib/utils.ts";
import { useEnglishMark, useFlightWords } from "./words.tsx";

/**
 * The request card's and status's words in English, for the dashboard, which shows request cards
 * without the flight words (post-ticketing.test.tsx checks they equal the English catalogue).
 */
export const REQUEST_CARD_WORDS_EN: Readonly<Record<string, string>> = {
  "flights.change.type.void": "Void",
  "flights.change.type.refund": "Refund",
  "flights.change.type.reissue": "Date change (reissue)",
  "flights.change.type.cancel": "Cancel hold",
  "flights.change.status.in_process": "In process",
  "flights.change.status.completed": "Completed: {resolution}",
  "flights.change.resolution.quote_requested": "quote requested",
  "flights.change.resolution.quote_ready": "quote ready",
  "flights.change.resolution.quote_expired": "quote expired",
  "flights.change.resolution.voided": "voided",
  "flights.change.resolution.refunded": "refunded",
  "flights.change.resolution.reissued": "reissued",
  "flights.change.resolution.cancelled": "cancelled",
  "flights.change.resolution.rejected": "rejected",
  "flights.change.card.label": "{type} request",
  "flights.change.card.asked": "Asked {time}",
  "flights.change.card.expected": "Expected by {time} (usually within {minutes} minutes). We will e-mail you when it is done.",
  "flights.change.card.newTrip": "Open the new trip {reference}",
  "flights.change.card.amountBack": "Amount back:",
  "flights.change.card.seeQuote": "See the quote",
  "flights.change.card.seeRequest": "See the request",
};

export const linkClass = "font-medium text-brand-700 underline dark:text-brand-300";

export function travellerName(p: PassengerInput): string {
  return `${p.title} ${p.givenName} ${p.surname}`;
}

/** In process (amber) or completed (green, or red when rejected / expired). */
export function RequestStatus({ request }: { request: Pick<PtrRequestView, "status" | "resolution"> }) {
  const t = useFlightWords(REQUEST_CARD_WORDS_EN);
  const bad = request.resolution === "rejected" || request.resolution === "quote_expired";
  const label =
    request.status === "in_process"
      ? t("flights.change.status.in_process")
      : t("flights.change.status.completed", { resolution: t(`flights.change.resolution.${request.resolution}`) });
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

/** A quote's lines (worded in English by the services: marked so on a page in another language) and the amount back. */
export function QuoteLines({ quote, amountLabel }: { quote: PtrQuote; amountLabel?: string }) {
  const t = useFlightWords();
  const english = useEnglishMark();
  return (
    <dl className="mt-3 max-w-md space-y-1 text-sm">
      {quote.lines.map((line, i) => (
        <div key={`${line.label}-${i}`} className="flex justify-between gap-4">
          <dt lang={english}>{line.label}</dt>
          <dd className="tabular-nums">{formatMoney(line.amount)}</dd>
        </div>
      ))}
      {quote.options ? null : (
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 font-semibold dark:border-slate-800">
          <dt>{amountLabel ?? t("flights.change.amountBackToYou")}</dt>
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
  const t = useFlightWords(REQUEST_CARD_WORDS_EN);
  const { locale } = useI18n();
  const english = useEnglishMark();
  const type = t(`flights.change.type.${request.type}`);
  const names = passengers ? request.passengers.map((i) => (passengers[i] ? travellerName(passengers[i]) : "")).filter(Boolean) : [];
  const page = request.type === "cancel" ? null : `/flights/bookings/${request.reference}/${request.type}?request=${request.id}`;
  return (
    <article className="rounded-xl border border-slate-200 p-4 dark:border-slate-800" aria-label={t("flights.change.card.label", { type })}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          {type} · <span className="font-mono">{request.reference}</span>
        </h3>
        <RequestStatus request={request} />
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t("flights.change.card.asked", { time: formatManilaDateTime(request.createdAt, locale) })}
        {names.length ? ` · ${names.join(", ")}` : ""}
      </p>
      {request.status === "in_process" && request.expectedBy ? (
        <p className="mt-2 text-sm">
          {t("flights.change.card.expected", { time: formatManilaDateTime(request.expectedBy, locale), minutes: request.slaMinutes })}
        </p>
      ) : null}
      {request.message ? (
        <p lang={english} className="mt-2 text-sm">
          {request.message}
        </p>
      ) : null}
      {request.newReference ? (
        <p className="mt-2 text-sm">
          <Link to={`/flights/confirmation/${request.newReference}`} className={linkClass}>
            {t("flights.change.card.newTrip", { reference: request.newReference })}
          </Link>
        </p>
      ) : null}
      {request.quote && !request.quote.options && request.resolution !== "quote_expired" ? (
        <p className="mt-2 text-sm">
          {t("flights.change.card.amountBack")} <span className="font-semibold tabular-nums">{formatMoney(request.quote.amountBack)}</span>
        </p>
      ) : null}
      {page ? (
        <p className="mt-2 text-sm">
          <Link to={page} className={linkClass}>
            {request.resolution === "quote_ready" && request.status === "completed"
              ? t("flights.change.card.seeQuote")
              : t("flights.change.card.seeRequest")}
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
  const t = useFlightWords();
  const english = useEnglishMark();
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
      <legend className="font-semibold">{t("flights.common.travellers")}</legend>
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
                  {t("flights.change.picker.ticket")} <span className="font-mono">{ticket?.ticketNumber ?? "—"}</span>
                  {ticket && !isOpen && ticket.status ? ` · ${t(`flights.common.ticket.${ticket.status}`)}` : ""}
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
        lang={problem ? english : undefined}
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
  const t = useFlightWords();
  return (
    <section aria-labelledby="status-heading" className={className}>
      <h2 id="status-heading" className="text-lg font-semibold">
        {t("flights.change.statusHeading")}
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
  const t = useFlightWords();
  return (
    <p className="mt-8 flex flex-wrap gap-4 text-sm">
      <Link to={`/flights/confirmation/${reference}`} className={linkClass}>
        {t("flights.change.backToTrip", { reference })}
      </Link>
      <Link to={`/flights/requests?ref=${reference}`} className={linkClass}>
        {t("flights.change.allRequests")}
      </Link>
    </p>
  );
}
