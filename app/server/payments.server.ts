/**
 * What the sandbox gateway's pages need on the server: the payment as the page shows it, and the
 * way back to the merchant. A payment that is unknown, or of the other kind of page, is a 404.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { formatMoney } from "../../contracts/money.ts";
import { CARD_BRAND_LABELS, maskedCard, PAYMENT_METHOD_LABELS } from "../../contracts/payments.ts";
import { paymentReturnPath } from "../../core/payments/payment-service.ts";
import { isPaymentRequestError, type PaymentResult } from "../../core/payments/payments.ts";
import type { SandboxSummary } from "../features/payments/sandbox-shell.tsx";
import { services } from "../lib/session.server.ts";

type Ctx = Readonly<RouterContextProvider>;

/** The sandbox pages change with every answer: never cached (not even the 10 s anonymous page cache). */
export const NO_STORE = { "Cache-Control": "no-store" } as const;

export async function loadSandboxPayment(context: Ctx, paymentId: string, page: "challenge" | "wallet") {
  const payments = services(context).payments;
  const view = await payments.sandboxView(paymentId);
  if (!view || (page === "challenge") !== (view.method === "card")) throw data(null, { status: 404, headers: NO_STORE });
  const summary: SandboxSummary = {
    merchant: payments.merchantName,
    amount: formatMoney(view.amount),
    description: view.description,
    reference: view.reference,
    paidWith: view.card ? `${CARD_BRAND_LABELS[view.card.brand]} ${maskedCard(view.card.last4)}` : PAYMENT_METHOD_LABELS[view.method],
  };
  return {
    summary,
    method: view.method,
    status: view.status,
    challengeCode: view.challengeCode,
    codeAttemptsLeft: view.codeAttemptsLeft,
    returnTo: paymentReturnPath(view),
  };
}

/** Back to the merchant's return address (a path on this site), with `payment_id`. */
export function backToMerchant(payment: PaymentResult) {
  return redirect(paymentReturnPath(payment), { headers: NO_STORE });
}

/** Runs a gateway call; an unknown payment is a 404, a step the payment is not waiting for a 409. */
export async function sandboxStep<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (isPaymentRequestError(error) && error.code === "not_found") throw data(null, { status: 404, headers: NO_STORE });
    if (isPaymentRequestError(error) && error.code === "wrong_action") throw data(null, { status: 409, headers: NO_STORE });
    throw error;
  }
}
