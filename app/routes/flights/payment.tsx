import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/payment";
import { type FieldErrors, formValues } from "../../../contracts/forms.ts";
import { formatMoney } from "../../../contracts/money.ts";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { CheckoutFrame } from "../../features/flights/checkout-frame.tsx";
import { PaymentMethodFields, SandboxTestCards } from "../../features/payments/payment-fields.tsx";
import { airlineNames, payBooking, refundedPath, requireBookingAccess } from "../../server/flights.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { localeOfMatches } from "../../lib/i18n.tsx";
import { createTranslator } from "../../../i18n/format.ts";
import { FlightWords, Slotted, SLOT, useFlightWords } from "../../features/flights/words.tsx";
import { flightTranslator, flightWords } from "../../server/flight-words.server.ts";
import { sandboxPayments } from "../../server/payments.server.ts";
import { readForm } from "../../server/form-body.server.ts";
import { pageStatus } from "../../server/outcome.server.ts";

/** One per rendering of the form: a double-click or a resent form reuses it and is charged once. */
function newKey(reference: string): string {
  return `flight:${reference}:${crypto.randomUUID()}`;
}

/** A refusal of the form's own fields (the use case's parse answers with its first field's message): shown beside them alone. */
const isFieldCheck = (message: string, fields?: FieldErrors) => !!fields && Object.values(fields).some((m) => m?.includes(message));

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return titleMeta("Payment");
  const t = createTranslator(localeOfMatches(matches), loaderData.messages);
  return titleMeta(t("flights.pay.meta.title"), t("flights.pay.meta.description"));
}

function referenceOf(request: Request): string {
  return (new URL(request.url).searchParams.get("ref") ?? "").toUpperCase().slice(0, 6);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const booking = await requireBookingAccess(context, request, referenceOf(request));
  if (booking.status === "expired" || booking.status === "cancelled") {
    // Said here, where the traveller tried to pay, rather than by a silent jump to the trip page.
    return {
      closed: true as const,
      messages: flightWords(request, "pay"),
      reference: booking.reference,
      message: flightTranslator(request)("flights.pay.holdEnded"),
    };
  }
  if (booking.status !== "held") throw redirect(`/flights/confirmation/${booking.reference}`);
  const { userId: _owner, ...visible } = booking;
  return {
    closed: false as const,
    messages: flightWords(request, "pay"),
    booking: visible,
    airlines: airlineNames(context),
    idempotencyKey: newKey(booking.reference),
    sandbox: sandboxPayments(context),
    failed: new URL(request.url).searchParams.get("failed"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const booking = await requireBookingAccess(context, request, referenceOf(request));
  const values = formValues(form);
  // A form shown again after a refusal gets a new key: the next attempt is a new payment.
  const fresh = newKey(booking.reference);
  // flights.pay parses the form once (contracts/checkout.ts paymentInput): the card's rules, the attempt's key.
  const paid = await payBooking(context, request, booking.reference, values);
  if (!paid.ok) {
    const { code, message, fields } = paid.error;
    if (fields?.idempotencyKey)
      return data(
        { errors: {}, message: flightTranslator(request)("flights.pay.outOfDate"), idempotencyKey: fresh },
        { status: pageStatus("invalid") },
      );
    // The form's own fields: their messages beside them. The gateway refused the request itself
    // (nothing charged): 400 with its fields; any other refusal: 409.
    if (code === "invalid" && isFieldCheck(message, fields))
      return data({ errors: fields ?? {}, message: null, idempotencyKey: fresh }, { status: pageStatus("invalid") });
    return data(
      { errors: fields ?? {}, message, idempotencyKey: fresh },
      { status: pageStatus(code === "invalid" ? "invalid" : "conflict") },
    );
  }
  const result = paid.value;
  if (result.kind === "redirect") throw redirect(result.url);
  if (result.kind === "paid") throw redirect(`/flights/confirmation/${booking.reference}`);
  if (result.kind === "refunded") throw redirect(refundedPath(booking.reference, result.paymentId ?? ""));
  return data({ errors: {}, message: result.message, idempotencyKey: fresh }, { status: pageStatus("payment_failed") });
}

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FlightWords messages={loaderData.messages}>
      <PaymentPage loaderData={loaderData} actionData={actionData} />
    </FlightWords>
  );
}

function PaymentPage({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const t = useFlightWords();
  const pending = useNavigation().state !== "idle";
  if (loaderData.closed) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight">{t("flights.pay.title")}</h1>
        <div className="mt-4">
          <FormAlert messages={[loaderData.message]} />
        </div>
        <p className="mt-4 flex flex-wrap gap-4 text-sm">
          <Link to={`/flights/confirmation/${loaderData.reference}`} className="text-brand-700 underline dark:text-brand-300">
            {t("flights.pay.seeBooking", { reference: loaderData.reference })}
          </Link>
          <Link to="/flights" className="text-brand-700 underline dark:text-brand-300">
            {t("flights.pay.searchFlights")}
          </Link>
        </p>
      </div>
    );
  }
  const { booking, airlines } = loaderData;
  const errors: Record<string, string[]> = actionData?.errors ?? {};
  const message = actionData?.message ?? (loaderData.failed ? loaderData.failed : null);
  return (
    <CheckoutFrame
      step="Payment"
      title={t("flights.pay.title")}
      fare={booking.fare}
      airlines={airlines}
      extrasLines={booking.extrasLines}
      total={booking.total}
      expiresAt={booking.holdExpiresAt ?? undefined}
      expiryLabel={t("flights.pay.seatsHeldFor")}
      bookingReference={booking.reference}
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <Slotted text={t("flights.pay.held", { reference: SLOT, total: formatMoney(booking.total) })}>
          <span className="font-mono font-semibold">{booking.reference}</span>
        </Slotted>
      </p>
      <FormAlert messages={message ? [message] : null} />
      <Form method="post" className="mt-4 space-y-5" noValidate>
        <input type="hidden" name="idempotencyKey" value={actionData?.idempotencyKey ?? loaderData.idempotencyKey} />
        <PaymentMethodFields errors={errors} t={t} />
        <Button type="submit" size="lg" pending={pending} disabled={pending}>
          {t("flights.pay.pay", { total: formatMoney(booking.total) })}
        </Button>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t("flights.pay.cardNote")}{" "}
          <Link to={`/flights/confirmation/${booking.reference}`} className="underline">
            {t("flights.pay.later")}
          </Link>
        </p>
      </Form>
      {loaderData.sandbox ? <SandboxTestCards t={t} /> : null}
    </CheckoutFrame>
  );
}
