/**
 * The frame of every checkout step: where the traveller is (Passengers → Add-ons → Review →
 * Payment), how long the chosen fare stays guaranteed (a visible countdown that, at zero, checks
 * with the server and sends the traveller back to the results), and the trip with its price.
 */
import { useEffect, useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import type { PriceLine } from "../../../contracts/flight-checkout.ts";
import type { FareItinerary } from "../../../contracts/flights.ts";
import { formatMoney, type Money } from "../../../contracts/money.ts";
import { cn } from "../../lib/utils.ts";
import { resetFlightState, saveFlightState } from "./flight-state.ts";
import { localDate } from "./format.ts";
import { AddOnRows, PassengerFareRows } from "./price-lines.tsx";
import { LegSummary, type AirlineNames } from "./itinerary.tsx";
import { useFlightWords } from "./words.tsx";
import { useI18n } from "../../lib/i18n.tsx";

export const CHECKOUT_STEPS = ["Passengers", "Add-ons", "Review", "Payment"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
const STEP_KEYS: Record<CheckoutStep, string> = {
  Passengers: "flights.common.step.passengers",
  "Add-ons": "flights.common.step.addons",
  Review: "flights.common.step.review",
  Payment: "flights.common.step.payment",
};

export const EXPIRED_MESSAGE = "Your selected fare has expired. Fares change quickly, so we have taken you back to the latest results.";

/** What the frame shows of a checkout: the fare, the add-ons' lines, the total and the countdown. */
export type CheckoutSummary = {
  fare: FareItinerary;
  extrasLines?: PriceLine[];
  total: Money;
  /** The countdown: the fare (or hold) is guaranteed until then. */
  expiresAt?: string;
  sessionId?: string;
  searchUrl?: string;
};

/** The frame's part of a checkout step's loader data (the passengers, add-ons and review steps). */
export function checkoutSummary({ fare, extrasLines, total, expiresAt, sessionId, searchUrl }: CheckoutSummary): CheckoutSummary {
  return { fare, extrasLines, total, expiresAt, sessionId, searchUrl };
}

export function CheckoutFrame(
  props: CheckoutSummary & {
    step: CheckoutStep;
    title: string;
    children: ReactNode;
    airlines: AirlineNames;
    expiryLabel?: string;
    bookingReference?: string;
  },
) {
  const current = CHECKOUT_STEPS.indexOf(props.step);
  const navigate = useNavigate();
  const t = useFlightWords();
  const { localize } = useI18n();
  useEffect(() => {
    saveFlightState({
      selectedFlight: { fareSourceCode: props.fare.fareSourceCode },
      newValidatedFareSourceCode: props.fare.fareSourceCode,
      ...(props.sessionId ? { sessionId: props.sessionId } : {}),
      ...(props.searchUrl ? { flightQueryUrl: props.searchUrl } : {}),
      ...(props.bookingReference ? { bookingReference: props.bookingReference } : {}),
    });
  }, [props.fare.fareSourceCode, props.sessionId, props.searchUrl, props.bookingReference]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <nav aria-label={t("flights.common.step.label")}>
          <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {CHECKOUT_STEPS.map((step, i) => (
              <li
                key={step}
                aria-current={i === current ? "step" : undefined}
                className={cn(
                  "flex items-center gap-2",
                  i === current ? "font-semibold text-brand-900 dark:text-brand-200" : "text-slate-600 dark:text-slate-400",
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "inline-flex size-6 items-center justify-center rounded-full border text-xs",
                    i < current && "border-emerald-700 bg-emerald-700 text-white",
                    i === current && "border-brand-800 bg-brand-900 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-brand-950",
                  )}
                >
                  {i < current ? "✓" : i + 1}
                </span>
                {t(STEP_KEYS[step])}
                {i < current ? <span className="sr-only"> {t("flights.common.step.done")}</span> : null}
              </li>
            ))}
          </ol>
        </nav>
        <a
          href={localize("/flights")}
          onClick={(event) => {
            // Start over: the booking, extras, fare rules, revalidation and search of this tab are forgotten.
            event.preventDefault();
            resetFlightState();
            navigate("/flights");
          }}
          className="text-sm text-brand-700 underline dark:text-brand-300"
        >
          {t("flights.common.startOver")}
        </a>
      </div>
      {props.expiresAt ? (
        <Countdown expiresAt={props.expiresAt} sessionId={props.sessionId} searchUrl={props.searchUrl} label={props.expiryLabel} />
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        {/* min-w-0: a wide seat map scrolls inside its own box instead of widening the page on a phone. */}
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">{props.title}</h1>
          <div className="mt-4">{props.children}</div>
        </div>
        <TripSummary fare={props.fare} airlines={props.airlines} extrasLines={props.extrasLines ?? []} total={props.total} />
      </div>
    </div>
  );
}

export function TripSummary({
  fare,
  airlines,
  extrasLines,
  total,
}: {
  fare: FareItinerary;
  airlines: AirlineNames;
  extrasLines: PriceLine[];
  total: Money;
}) {
  const t = useFlightWords();
  const { locale } = useI18n();
  return (
    <aside
      aria-labelledby="trip-summary-heading"
      className="h-fit rounded-xl border border-slate-200 p-4 lg:sticky lg:top-4 dark:border-slate-800"
    >
      <h2 id="trip-summary-heading" className="text-base font-semibold">
        {t("flights.common.summary.heading")}
      </h2>
      <div className="mt-3 space-y-4">
        {fare.legs.map((leg) => (
          <LegSummary
            key={`${leg.segments[0].departureDateTime}-${leg.segments[0].flightNumber}`}
            leg={leg}
            airlines={airlines}
            label={localDate(leg.segments[0].departureDateTime, locale)}
          />
        ))}
      </div>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{t("flights.common.summary.fare", { name: fare.fareFamilyName })}</p>
      <dl className="mt-4 space-y-1 border-t border-slate-200 pt-3 text-sm dark:border-slate-800">
        <PassengerFareRows fares={fare.perPassenger} />
        <AddOnRows lines={extrasLines} />
        <div className="flex justify-between gap-2 border-t border-slate-200 pt-2 text-base font-semibold dark:border-slate-800">
          <dt>{t("flights.common.total")}</dt>
          <dd className="tabular-nums">{formatMoney(total)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t("flights.common.summary.note")}</p>
      <Link
        to={`/flights/fare-rules/${encodeURIComponent(fare.fareSourceCode)}`}
        className="mt-2 inline-block text-sm text-brand-700 underline dark:text-brand-300"
      >
        {t("flights.common.summary.rules")}
      </Link>
    </aside>
  );
}

/** Whole seconds left, rounded up: "00:00" only once the time has really come. */
function remaining(expiresAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
}

/**
 * "Fare held for 14:32". At zero it asks the server (validate-flight-expiry) whether the session is
 * really over — the server's clock decides — and if so tells the traveller and returns to the results.
 */
function Countdown({
  expiresAt,
  sessionId,
  searchUrl,
  label,
}: {
  expiresAt: string;
  sessionId?: string;
  searchUrl?: string;
  label?: string;
}) {
  const navigate = useNavigate();
  const t = useFlightWords();
  // The server renders the full time left; the browser takes over after hydration.
  const [left, setLeft] = useState<number | null>(null);
  const [expired, setExpired] = useState(false);
  // Bumped to ask the server again when it says "not yet" (clocks differ by a moment).
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const tick = () => setLeft(remaining(expiresAt, Date.now()));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the check when the server said "not yet".
  useEffect(() => {
    if (left !== 0 || expired) return;
    let cancelled = false;
    (async () => {
      let over = true;
      if (sessionId) {
        try {
          const response = await fetch("/api/booking/flight/validate-flight-expiry", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ session_id: sessionId }),
          });
          const body = (await response.json()) as { data?: { expired: boolean } };
          over = body.data?.expired ?? true;
        } catch {
          over = true;
        }
      }
      if (cancelled) return;
      if (!over) {
        window.setTimeout(() => setAttempt((n) => n + 1), 1000);
        return;
      }
      setExpired(true);
      window.setTimeout(() => {
        if (searchUrl) navigate(searchUrl);
      }, 4000);
    })();
    return () => {
      cancelled = true;
    };
  }, [left, expired, attempt, sessionId, searchUrl, navigate]);

  const seconds = left ?? remaining(expiresAt, Date.parse(expiresAt) - 15 * 60_000);
  const minutes = Math.floor(seconds / 60);
  const text = `${String(minutes).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
  if (expired) {
    return (
      <div
        role="alert"
        className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
      >
        <p className="font-semibold">{t("flights.common.expired")}</p>
        {searchUrl ? (
          <Link to={searchUrl} className="underline">
            {t("flights.common.expired.link")}
          </Link>
        ) : null}
      </div>
    );
  }
  return (
    <p
      className={cn(
        "mt-4 inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm",
        seconds < 120
          ? "bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-100"
          : "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
      )}
    >
      <span>{label ?? t("flights.common.heldFor")}</span>
      <time dateTime={`PT${seconds}S`} className="font-semibold tabular-nums" suppressHydrationWarning>
        {left === null ? "…" : text}
      </time>
    </p>
  );
}
