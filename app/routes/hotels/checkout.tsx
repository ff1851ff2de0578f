import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/checkout";
import { formValues, parseForm } from "../../../contracts/forms.ts";
import { GuestDetailsSchema } from "../../../contracts/hotel-schemas.ts";
import { formatMoney } from "../../../contracts/money.ts";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, PaymentFormSchema, TEST_CARDS } from "../../../contracts/payments.ts";
import { HotelWords, nightsText, partyText, policyText, useHotelT } from "../../features/hotels/hotel-words.tsx";
import { pageMessages } from "../../server/language.server.ts";
import { localeOfMatches, useI18n } from "../../lib/i18n.tsx";
import { createTranslator } from "../../../i18n/format.ts";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/input.tsx";
import { bookAndPay, checkoutOffer, heldStaysFor, sessionForHotel } from "../../server/hotels.server.ts";
import { HeldStaysWarning } from "../../features/hotels/held-stays-warning.tsx";
import { CONFIRM_DUPLICATE_FIELD } from "../../../contracts/hotel-duplicates.ts";
import { titleMeta } from "../../lib/meta.ts";
import { getCurrentSession } from "../../server/session.server.ts";
import { readForm } from "../../server/form-body.server.ts";
import { formatStayDates } from "../../lib/format.ts";
import { pageStatus } from "../../server/outcome.server.ts";

// Each visit gets its own payment attempt key: never from the anonymous page cache (decision 006).
export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  return titleMeta(t("hotels.checkout.meta.title"), t("hotels.checkout.meta.description"));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const messages = pageMessages(request, "hotels");
  const hotelId = (url.searchParams.get("hotelId") ?? "").slice(0, 40);
  const roomId = (url.searchParams.get("roomId") ?? "").slice(0, 60);
  const session = hotelId ? await sessionForHotel(context, url.searchParams, hotelId).catch(() => null) : null;
  if (!session || !roomId)
    return data(
      { offer: null, held: [], message: null, messageKey: "hotels.checkout.chooseFirst", messages },
      { status: pageStatus("invalid") },
    );
  const found = await checkoutOffer(context, { hotelId, roomId, sessionId: session.sessionId });
  if (!found.ok)
    return data(
      { offer: null, held: [], message: found.error.message, messageKey: null, messages },
      { status: pageStatus(found.error.code === "not_found" ? "not_found" : "invalid") },
    );
  const { details, check } = found.value;
  const current = await getCurrentSession(context, request);
  // Warned before typing anything when this account or browser already holds a stay here on these nights.
  const held = await heldStaysFor(context, request, {
    hotelId: details.hotelId,
    checkInDate: session.criteria.checkInDate,
    checkOutDate: session.criteria.checkOutDate,
  });
  return {
    offer: {
      hotelId: details.hotelId,
      hotelName: details.hotelName,
      address: details.address,
      roomId,
      sessionId: session.sessionId,
      stay: session.criteria,
      rate: check.rate,
      available: check.available,
      idempotencyKey: `hotel-${crypto.randomUUID()}`,
      prefill: current ? { name: current.user.name, email: current.user.email } : null,
    },
    held,
    message: null,
    messageKey: null,
    messages,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = formValues(form);
  const guest = parseForm(GuestDetailsSchema, form);
  const payment = PaymentFormSchema.safeParse(values);
  const errors = {
    ...(guest.ok ? {} : guest.errors),
    ...(payment.success ? {} : Object.fromEntries(payment.error.issues.map((i) => [String(i.path[0] ?? "form"), [i.message]]))),
  };
  const given = values.reference || null;
  if (!guest.ok || !payment.success) return data({ errors, reference: given }, { status: pageStatus("invalid") });
  const offer = { sessionId: values.sessionId ?? "", hotelId: values.hotelId ?? "", roomId: values.roomId ?? "" };
  const { reference, setCookie, outcome } = await bookAndPay(context, request, {
    reference: given,
    offer,
    guest: guest.data,
    payment: values,
  });
  const headers = new Headers();
  if (setCookie) headers.append("Set-Cookie", setCookie);
  if (!outcome.ok) {
    const { code, message, fields } = outcome.error;
    if (given && code === "not_found") return data({ errors: { form: [message] }, reference: null }, { status: pageStatus("not_found") });
    // A stay already held here on these nights: nothing was charged; the page lists it and asks first.
    if (fields?.[CONFIRM_DUPLICATE_FIELD] && reference) {
      const held = await heldStaysFor(context, request, { reference }, { madeNow: !given });
      return data(
        { errors: { [CONFIRM_DUPLICATE_FIELD]: fields[CONFIRM_DUPLICATE_FIELD] }, reference, held },
        { status: pageStatus("conflict"), headers },
      );
    }
    return data({ errors: { form: [message], ...fields }, reference }, { status: pageStatus("invalid"), headers });
  }
  const step = outcome.value;
  if (step.kind === "paid") return redirect(`/hotels/confirmation/${step.reference}`, { headers });
  if (step.kind === "redirect") return redirect(step.url, { headers });
  return data(
    { errors: { form: [step.message] }, reference },
    { status: pageStatus(step.kind === "refunded" ? "conflict" : "payment_failed"), headers },
  );
}

export default function HotelCheckout({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <HotelWords messages={loaderData.messages}>
      <CheckoutPage loaderData={loaderData} actionData={actionData} />
    </HotelWords>
  );
}

function CheckoutPage({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const t = useHotelT();
  const { locale } = useI18n();
  const { offer, message, messageKey } = loaderData;
  const held = (actionData && "held" in actionData ? actionData.held : null) ?? loaderData.held ?? [];
  const pending = useNavigation().state === "submitting";
  const [method, setMethod] = useState("card");
  if (!offer) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-2xl font-bold">{t("hotels.checkout.heading")}</h1>
        <FormAlert messages={[message ?? t(messageKey ?? "hotels.checkout.missing")]} />
        <Link to="/hotels" className="mt-4 inline-flex min-h-11 items-center text-brand-700 underline dark:text-brand-300">
          {t("hotels.searchHotels")}
        </Link>
      </div>
    );
  }
  const errors = (actionData?.errors ?? {}) as Record<string, string[]>;
  const reference = actionData?.reference ?? null;
  const [first, ...rest] = (offer.prefill?.name ?? "").split(" ");
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_22rem]">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t("hotels.checkout.heading")}</h1>
        {!offer.available ? <FormAlert messages={[t("hotels.checkout.noLonger")]} /> : null}
        <Form method="post" noValidate className="mt-6 space-y-8" aria-label={t("hotels.checkout.form")}>
          <input type="hidden" name="hotelId" value={offer.hotelId} />
          <input type="hidden" name="roomId" value={offer.roomId} />
          <input type="hidden" name="sessionId" value={offer.sessionId} />
          <input type="hidden" name="idempotencyKey" value={offer.idempotencyKey} />
          {reference ? <input type="hidden" name="reference" value={reference} /> : null}
          <FormAlert messages={errors.form} />
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-xl font-semibold">{t("hotels.checkout.leadGuest")}</legend>
            <Field
              name="firstName"
              label={t("hotels.checkout.firstName")}
              autoComplete="given-name"
              defaultValue={first || undefined}
              errors={errors.firstName}
              required
            />
            <Field
              name="lastName"
              label={t("hotels.lastName")}
              autoComplete="family-name"
              defaultValue={rest.join(" ") || undefined}
              errors={errors.lastName}
              required
            />
            <Field
              name="email"
              type="email"
              label={t("hotels.checkout.email")}
              autoComplete="email"
              defaultValue={offer.prefill?.email}
              errors={errors.email}
              required
            />
            <Field
              name="phone"
              type="tel"
              label={t("hotels.checkout.phone")}
              autoComplete="tel"
              placeholder="+63 917 123 4567"
              errors={errors.phone}
              required
            />
            <Field name="specialRequests" label={t("hotels.checkout.requests")} className="sm:col-span-2" errors={errors.specialRequests} />
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-xl font-semibold">{t("hotels.checkout.payment")}</legend>
            <div className="flex flex-wrap gap-2">
              {PAYMENT_METHODS.map((m) => (
                <label
                  key={m}
                  className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-4 text-sm has-checked:border-brand-700 has-checked:font-semibold dark:border-slate-600"
                >
                  <input
                    type="radio"
                    name="method"
                    value={m}
                    defaultChecked={m === "card"}
                    onChange={() => setMethod(m)}
                    className="accent-brand-700"
                  />
                  {m === "card" ? t("hotels.checkout.method.card") : PAYMENT_METHOD_LABELS[m]}
                </label>
              ))}
            </div>
            {method === "card" ? (
              <div className="mt-4 grid gap-4 sm:grid-cols-2">
                <Field
                  name="cardNumber"
                  label={t("hotels.checkout.cardNumber")}
                  inputMode="numeric"
                  autoComplete="cc-number"
                  errors={errors.cardNumber}
                  className="sm:col-span-2"
                />
                <Field name="expiry" label={t("hotels.checkout.expiry")} autoComplete="cc-exp" placeholder="08/29" errors={errors.expiry} />
                <Field name="cvc" label={t("hotels.checkout.cvc")} inputMode="numeric" autoComplete="cc-csc" errors={errors.cvc} />
                <Field
                  name="cardName"
                  label={t("hotels.checkout.cardName")}
                  autoComplete="cc-name"
                  errors={errors.cardName}
                  className="sm:col-span-2"
                />
                <details className="text-sm text-slate-700 sm:col-span-2 dark:text-slate-300">
                  <summary className="cursor-pointer">{t("hotels.checkout.testCards")}</summary>
                  <ul className="mt-2 space-y-1">
                    {TEST_CARDS.slice(0, 6).map((c) => (
                      <li key={c.number}>
                        <code>{c.number}</code> — {testCardText(t, c)}
                      </li>
                    ))}
                  </ul>
                </details>
              </div>
            ) : (
              <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
                {t("hotels.checkout.wallet", { wallet: PAYMENT_METHOD_LABELS[method as "gcash" | "maya"] })}
              </p>
            )}
          </fieldset>
          <HeldStaysWarning stays={held} error={errors[CONFIRM_DUPLICATE_FIELD]} />
          <Button type="submit" size="lg" pending={pending} disabled={!offer.available}>
            {t("hotels.checkout.pay", { amount: formatMoney(offer.rate.rates.totalRate) })}
          </Button>
        </Form>
      </div>
      <aside
        aria-labelledby="summary-heading"
        className="h-fit rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="summary-heading" className="text-lg font-semibold">
          {t("hotels.checkout.yourStay")}
        </h2>
        <p className="mt-2 font-medium">{offer.hotelName}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{offer.address}</p>
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between gap-2">
            <dt>{t("hotels.room")}</dt>
            <dd className="text-right font-medium">
              {offer.rate.rates.rooms} × {offer.rate.roomType}
            </dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt>{t("hotels.checkout.dates")}</dt>
            <dd className="text-right font-medium">
              {formatStayDates(offer.stay.checkInDate, offer.stay.checkOutDate, locale)} ({nightsText(t, offer.rate.rates.nights)})
            </dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt>{t("hotels.checkout.guests")}</dt>
            <dd className="text-right font-medium">{partyText(t, offer.stay)}</dd>
          </div>
          <div className="flex justify-between gap-2 border-t border-slate-200 pt-2 text-base dark:border-slate-700">
            <dt>{t("hotels.total")}</dt>
            <dd className="font-bold">{formatMoney(offer.rate.rates.totalRate)}</dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">{policyText(t, locale, offer.rate.cancellationPolicy)}</p>
      </aside>
    </div>
  );
}

/** A test card's outcome in the page's language (the sandbox's own words for the rest). */
function testCardText(t: (key: string) => string, card: (typeof TEST_CARDS)[number]): string {
  if (card.outcome === "succeeds") return t(card.brand === "amex" ? "hotels.checkout.card.succeeds4" : "hotels.checkout.card.succeeds");
  const key = `hotels.checkout.card.${card.outcome}`;
  const text = t(key);
  return text === key ? card.description : text;
}
