/**
 * Reissue (`/flights/bookings/:reference/reissue?request=…`): the options of a reissue quote, the
 * amount due for the chosen one (collected by card, GCash or Maya, or nothing due), then the
 * request's status. The gateway's challenge and wallet pages come back here with `payment_id`.
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/reissue";
import { parsePaymentMethod, type PaymentMethodInput } from "../../../contracts/checkout.ts";
import { fieldErrors } from "../../../contracts/forms.ts";
import { formatMoney } from "../../../contracts/money.ts";
import type { ReissueOption } from "../../../contracts/post-ticketing.ts";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { LegSummary } from "../../features/flights/itinerary.tsx";
import { longLocalDate } from "../../features/flights/format.ts";
import { BackToTrip, linkClass, RequestStatusSection } from "../../features/flights/post-ticketing.tsx";
import { PaymentMethodFields } from "../../features/payments/payment-fields.tsx";
import { airlineNames, requireBookingAccess } from "../../server/flights.server.ts";
import { callBooking, changePayment, postTicketingApp, refusal, refusalMessage, runBookingCase } from "../../server/bookings.server.ts";
import { pageStatus } from "../../server/outcome.server.ts";
import { formatManilaDateTime } from "../../lib/format.ts";
import { titleMeta } from "../../lib/meta.ts";
import { localeOfMatches, useI18n } from "../../lib/i18n.tsx";
import { createTranslator } from "../../../i18n/format.ts";
import { FlightWords, Slotted, SLOT, useEnglishMark, useFlightWords } from "../../features/flights/words.tsx";
import { flightTranslator, flightWords } from "../../server/flight-words.server.ts";
import { cn } from "../../lib/utils.ts";
import { readForm } from "../../server/form-body.server.ts";

const newKey = (reference: string) => `reissue:${reference}:${crypto.randomUUID()}`;
const param = (request: Request, name: string) => (new URL(request.url).searchParams.get(name) ?? "").slice(0, 64);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return titleMeta("Change flights");
  const t = createTranslator(localeOfMatches(matches), loaderData.messages);
  return titleMeta(t("flights.change.reissue.meta.title"), t("flights.change.reissue.meta.description"));
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const booking = await requireBookingAccess(context, request, params.reference);
  const app = postTicketingApp(context);
  const requestId = param(request, "request");
  let message: string | null = null;
  let status = 200;
  const paymentId = param(request, "payment_id");
  if (paymentId) {
    // Back from the gateway's challenge or wallet page: ask the gateway how it ended. Only a payment
    // made for this request's quote counts; the option is the one it was made for (any `option` in
    // the address is ignored).
    const input = { reference: booking.reference, request_id: requestId, payment_id: paymentId };
    const fallback = flightTranslator(request)("flights.change.failed.paymentCheck");
    const outcome = await runBookingCase(context, request, app.reissuePaymentReturn, input, fallback);
    if (outcome.ok && outcome.value.kind === "accepted")
      throw redirect(`/flights/bookings/${booking.reference}/reissue?request=${requestId}`);
    if (!outcome.ok) {
      message = refusalMessage(outcome.error);
      // Declined: the page offers to pay again, as any first visit does.
      status = outcome.error.code === "payment_failed" ? 200 : pageStatus(outcome.error.code);
    }
  }
  const found = await callBooking(context, request, app.request, { reference: booking.reference, request_id: requestId });
  const current = found.ok && found.value.type === "reissue" ? found.value : null;
  // Once paid, the change's own payment: its amount and the card or wallet, whatever paid the tickets.
  const changePaid = current ? await changePayment(context, request, booking.reference, current.id) : null;
  return data(
    {
      messages: flightWords(request, "change", "pay"),
      reference: booking.reference,
      changePaid,
      passengers: booking.passengers,
      request: current,
      airlines: airlineNames(context),
      acceptable: Boolean(
        current?.status === "completed" &&
          current.resolution === "quote_ready" &&
          current.quoteExpiresAt &&
          Date.parse(current.quoteExpiresAt) > Date.now(),
      ),
      idempotencyKey: newKey(booking.reference),
      message,
    },
    { status },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const booking = await requireBookingAccess(context, request, params.reference);
  const values = Object.fromEntries([...form].filter(([, v]) => typeof v === "string")) as Record<string, string>;
  const fresh = newKey(booking.reference);
  const requestId = (values.requestId ?? "").slice(0, 64);
  const optionId = (values.optionId ?? "").slice(0, 10);
  const app = postTicketingApp(context);
  const found = await callBooking(context, request, app.request, { reference: booking.reference, request_id: requestId });
  // Another tab or window paid this change first: say so (nothing is charged again) instead of a silent status page.
  const current = found.ok ? found.value : null;
  if (current && (current.status === "in_process" || !["quote_ready", "quote_expired", "quote_requested"].includes(current.resolution))) {
    return data({ errors: {}, message: flightTranslator(request)("flights.change.alreadyPaid"), idempotencyKey: fresh });
  }
  const option = found.ok ? found.value.quote?.options?.find((o) => o.id === optionId) : undefined;
  if (!option)
    return data(
      { errors: { optionId: [flightTranslator(request)("flights.change.reissue.chooseOption")] }, message: null, idempotencyKey: fresh },
      { status: pageStatus("invalid") },
    );
  let method: PaymentMethodInput | undefined;
  if (option.amountDue.amount > 0) {
    const parsed = parsePaymentMethod(values);
    if (!parsed.ok)
      return data({ errors: fieldErrors(parsed.error), message: null, idempotencyKey: fresh }, { status: pageStatus("invalid") });
    method = parsed.method;
  }
  const idempotencyKey = /^[A-Za-z0-9_.:-]{8,200}$/.test(values.idempotencyKey ?? "") ? values.idempotencyKey : fresh;
  const input = {
    reference: booking.reference,
    request_id: requestId,
    option_id: optionId,
    idempotency_key: idempotencyKey,
    payment_method: method,
  };
  // A fault of ours after the gateway may have been asked: never "nothing was charged".
  const fallback = flightTranslator(request)("flights.change.checkingPayment");
  const outcome = await runBookingCase(context, request, app.reissue, input, fallback);
  if (!outcome.ok) return refusal(outcome.error, { idempotencyKey: fresh });
  if (outcome.value.kind === "redirect") throw redirect(outcome.value.url);
  throw redirect(`/flights/bookings/${booking.reference}/reissue?request=${requestId}`);
}

/** The paid add-ons on this option: what moves to the new flights, and the seats whose price comes back. */
function OptionAddOns({ addOns }: { addOns?: ReissueOption["addOns"] }) {
  const t = useFlightWords();
  const english = useEnglishMark();
  if (!addOns || (addOns.moved.length === 0 && addOns.back.length === 0 && !addOns.lost?.length)) return null;
  return (
    <span className="block text-sm" data-testid="option-add-ons">
      {addOns.moved.length ? (
        <span className="block">
          {t("flights.change.reissue.moves")} <span lang={english}>{addOns.moved.map((l) => l.label).join("; ")}</span>.
        </span>
      ) : null}
      {addOns.back.map((l) => (
        <span key={l.label} className="block">
          <span lang={english}>{l.label}</span>: {t("flights.change.reissue.back", { amount: formatMoney(l.amount) })}
        </span>
      ))}
      {addOns.lost?.map((l) => (
        <span key={l.label} lang={english} className="block">
          {l.label}.
        </span>
      ))}
    </span>
  );
}

export default function Reissue({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FlightWords messages={loaderData.messages}>
      <ReissuePage loaderData={loaderData} actionData={actionData} />
    </FlightWords>
  );
}

function ReissuePage({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const t = useFlightWords();
  const { locale } = useI18n();
  const english = useEnglishMark();
  const { reference, request, airlines } = loaderData;
  const pending = useNavigation().state !== "idle";
  const errors: Record<string, string[]> = actionData?.errors ?? {};
  const message = actionData?.message ?? loaderData.message;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">{t("flights.change.reissue.title")}</h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        {t("flights.change.booking")} <span className="font-mono font-semibold">{reference}</span>
      </p>
      <FormAlert messages={message ? [message] : null} />
      {!request ? (
        <div className="mt-6 space-y-3">
          <FormAlert messages={[t("flights.change.noSuchQuote")]} />
          <Link to={`/flights/bookings/${reference}/reissue-quote`} className={linkClass}>
            {t("flights.change.reissue.chooseDates")}
          </Link>
        </div>
      ) : loaderData.acceptable && request.quote?.options ? (
        <Form method="post" className="mt-6 space-y-6">
          <input type="hidden" name="requestId" value={request.id} />
          <input type="hidden" name="idempotencyKey" value={actionData?.idempotencyKey ?? loaderData.idempotencyKey} />
          <fieldset>
            <legend className="text-lg font-semibold">{t("flights.change.reissue.choose")}</legend>
            <ul lang={english} className="mt-1 list-disc pl-5 text-sm text-slate-700 dark:text-slate-300">
              {request.quote.notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
            <div className="mt-3 space-y-3">
              {request.quote.options.map((o, i) => (
                <label
                  key={o.id}
                  className={cn(
                    "block cursor-pointer rounded-xl border border-slate-300 p-4 dark:border-slate-600",
                    "has-[:checked]:border-2 has-[:checked]:border-brand-700 dark:has-[:checked]:border-brand-300",
                    "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
                  )}
                >
                  <span className="flex items-start gap-3">
                    <input type="radio" name="optionId" value={o.id} defaultChecked={i === 0} className="mt-1 size-4 accent-brand-700" />
                    <span className="flex-1 space-y-2">
                      {o.itinerary.legs.map((leg, j) => (
                        <LegSummary
                          key={j}
                          leg={leg}
                          airlines={airlines}
                          label={longLocalDate(leg.segments[0].departureDateTime, locale)}
                        />
                      ))}
                      <span className="block text-sm">
                        {t("flights.change.reissue.sum", { difference: formatMoney(o.fareDifference), fee: formatMoney(o.changeFee) })}{" "}
                        <span className="font-semibold">
                          {o.amountDue.amount
                            ? t("flights.change.reissue.toPay", { amount: formatMoney(o.amountDue) })
                            : t("flights.change.reissue.nothing")}
                        </span>
                      </span>
                      <OptionAddOns addOns={o.addOns} />
                    </span>
                  </span>
                </label>
              ))}
            </div>
            <FormAlert messages={errors.optionId} />
          </fieldset>
          <fieldset className="space-y-3">
            <legend className="text-lg font-semibold">{t("flights.change.reissue.ifToPay")}</legend>
            <PaymentMethodFields errors={errors} legend={t("flights.change.reissue.payWith")} t={t} />
            <p className="text-xs text-slate-600 dark:text-slate-400">{t("flights.change.reissue.cardNote")}</p>
          </fieldset>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t("flights.change.reissue.validUntil", {
              until: request.quoteExpiresAt ? formatManilaDateTime(request.quoteExpiresAt, locale) : t("flights.change.soon"),
            })}
          </p>
          <Button type="submit" size="lg" pending={pending} disabled={pending}>
            {t("flights.change.reissue.submit")}
          </Button>
        </Form>
      ) : (
        <RequestStatusSection request={request} passengers={loaderData.passengers} className="mt-6">
          {loaderData.changePaid ? (
            <p className="mt-3" data-testid="change-paid">
              <Slotted text={t("flights.change.reissue.paid", { amount: SLOT, paidWith: loaderData.changePaid.paidWith })}>
                <span className="font-semibold tabular-nums">{formatMoney(loaderData.changePaid.amount)}</span>
              </Slotted>
              {loaderData.changePaid.refunded.amount > 0
                ? ` ${t("flights.change.reissue.paidRefunded", { amount: formatMoney(loaderData.changePaid.refunded) })}`
                : ""}
              .
            </p>
          ) : null}
          {request.resolution === "quote_expired" || (request.status === "completed" && request.resolution === "quote_ready") ? (
            <p className="mt-3">
              <Link to={`/flights/bookings/${reference}/reissue-quote`} className={linkClass}>
                {t("flights.change.reissue.newQuote")}
              </Link>
            </p>
          ) : null}
        </RequestStatusSection>
      )}
      <BackToTrip reference={reference} />
    </div>
  );
}
