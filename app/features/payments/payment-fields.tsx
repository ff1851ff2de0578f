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

export function PaymentMethodFields({
  errors,
  legend = "How would you like to pay?",
}: {
  errors: Record<string, string[]>;
  legend?: string;
}) {
  const [method, setMethod] = useState<PaymentMethodType>("card");
  return (
    <>
      <fieldset>
        <legend className="font-semibold">{legend}</legend>
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
              {PAYMENT_METHOD_LABELS[m]}
            </label>
          ))}
        </div>
        <FormAlert messages={errors.method} />
      </fieldset>
      {method === "card" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            name="cardNumber"
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            errors={errors.cardNumber}
            className="sm:col-span-2"
          />
          <Field
            name="expiry"
            label="Expiry (MM/YY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={7}
            errors={errors.expiry}
          />
          <Field name="cvc" label="Security code (CVC)" inputMode="numeric" autoComplete="cc-csc" maxLength={4} errors={errors.cvc} />
          <Field
            name="cardName"
            label="Name on card"
            autoComplete="cc-name"
            maxLength={100}
            errors={errors.cardName}
            className="sm:col-span-2"
          />
        </div>
      ) : (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          You will approve the payment in {PAYMENT_METHOD_LABELS[method]}, then come back here.
        </p>
      )}
    </>
  );
}

/** The sandbox gateway's test cards, for the payment pages while no real money moves. */
export function SandboxTestCards() {
  return (
    <details className="mt-8 rounded-lg border border-dashed border-amber-400 p-4 text-sm dark:border-amber-600">
      <summary className="cursor-pointer font-semibold">Sandbox gateway: test cards</summary>
      <p className="mt-2 text-slate-700 dark:text-slate-300">No real money moves. Use any future expiry date, any CVC and any name.</p>
      <ul className="mt-2 space-y-1">
        {TEST_CARDS.map((card) => (
          <li key={card.number}>
            <span className="font-mono">{card.number}</span> — {card.description}
          </li>
        ))}
      </ul>
    </details>
  );
}
