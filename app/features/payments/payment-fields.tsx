/**
 * How to pay: card, GCash or Maya, with the card fields (the names PaymentFormSchema reads) and, under
 * the sandbox gateway, its test cards. Used by the flight payment page and by a date change that
 * has a difference to pay. The card fields show only while "card" is chosen (all of them without
 * JavaScript); the server ignores them for a wallet payment.
 */
import { useState } from "react";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, TEST_CARDS, type PaymentMethodType } from "../../../contracts/payments.ts";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { Field } from "../../components/ui/input.tsx";
import { cn } from "../../lib/utils.ts";
import type { Translate } from "../../../i18n/format.ts";

/**
 * The fields' words in English: what they show when no translator is given (the hotel checkout as it
 * is). A page in another language passes `t` over the flights namespace's `flights.pay.fields.*`
 * (`flightWords(request, "pay")` sends them); payment-fields.test.ts checks these equal the catalogue.
 */
export const PAYMENT_FIELD_WORDS_EN = {
  "flights.pay.fields.legend": "How would you like to pay?",
  "flights.pay.fields.method.card": "Credit or debit card",
  "flights.pay.fields.cardNumber": "Card number",
  "flights.pay.fields.expiry": "Expiry (MM/YY)",
  "flights.pay.fields.cvc": "Security code (CVC)",
  "flights.pay.fields.cardName": "Name on card",
  "flights.pay.fields.wallet": "You will approve the payment in {method}, then come back here.",
  "flights.pay.fields.sandbox.summary": "Sandbox gateway: test cards",
  "flights.pay.fields.sandbox.note": "No real money moves. Use any future expiry date, any CVC and any name.",
} as const;

const english: Translate = (key, values) =>
  (PAYMENT_FIELD_WORDS_EN[key as keyof typeof PAYMENT_FIELD_WORDS_EN] ?? key).replace(/\{(\w+)\}/g, (_, name: string) =>
    String(values?.[name] ?? ""),
  );

/** A method's name: the card in the page's words, the wallets by their own names. */
const methodName = (m: PaymentMethodType, t: Translate) => (m === "card" ? t("flights.pay.fields.method.card") : PAYMENT_METHOD_LABELS[m]);

export function PaymentMethodFields({
  errors,
  legend,
  t = english,
}: {
  errors: Record<string, string[]>;
  legend?: string;
  /** The page's translator (English without one). */
  t?: Translate;
}) {
  const [method, setMethod] = useState<PaymentMethodType>("card");
  return (
    <>
      <fieldset>
        <legend className="font-semibold">{legend ?? t("flights.pay.fields.legend")}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {PAYMENT_METHODS.map((m) => (
            <label
              key={m}
              className={cn(
                "flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-4",
                "has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 dark:has-[:checked]:border-brand-300 dark:has-[:checked]:bg-brand-950",
                "border-slate-300 dark:border-slate-600 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
              )}
            >
              <input
                type="radio"
                name="method"
                value={m}
                checked={method === m}
                onChange={() => setMethod(m)}
                className="size-4 accent-brand-700"
              />
              {methodName(m, t)}
            </label>
          ))}
        </div>
        <FormAlert messages={errors.method} />
      </fieldset>
      {method === "card" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            name="cardNumber"
            label={t("flights.pay.fields.cardNumber")}
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            errors={errors.cardNumber}
            className="sm:col-span-2"
          />
          <Field
            name="expiry"
            label={t("flights.pay.fields.expiry")}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={7}
            errors={errors.expiry}
          />
          <Field
            name="cvc"
            label={t("flights.pay.fields.cvc")}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            errors={errors.cvc}
          />
          <Field
            name="cardName"
            label={t("flights.pay.fields.cardName")}
            autoComplete="cc-name"
            maxLength={100}
            errors={errors.cardName}
            className="sm:col-span-2"
          />
        </div>
      ) : (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {t("flights.pay.fields.wallet", { method: methodName(method, t) })}
        </p>
      )}
    </>
  );
}

/** The sandbox gateway's test cards, for the payment pages while no real money moves. */
export function SandboxTestCards({ t = english }: { t?: Translate } = {}) {
  return (
    <details className="mt-8 rounded-lg border border-dashed border-amber-400 p-4 text-sm dark:border-amber-600">
      <summary className="cursor-pointer font-semibold">{t("flights.pay.fields.sandbox.summary")}</summary>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("flights.pay.fields.sandbox.note")}</p>
      <ul className="mt-2 space-y-1">
        {TEST_CARDS.map((card) => (
          <li key={card.number}>
            <span className="font-mono">{card.number}</span> — <span lang={t === english ? undefined : "en"}>{card.description}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
