/**
 * What the sandbox gateway's pages need on the server: the payment as the page shows it, and the
 * way back to the merchant. A payment that is unknown, or of the other kind of page, is a 404.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import type { Outcome } from "../../contracts/application.ts";
import { formatMoney } from "../../contracts/money.ts";
import { CARD_BRAND_LABELS, maskedCard, PAYMENT_METHOD_LABELS } from "../../contracts/payments.ts";
import type { SandboxStep } from "../../core/application/payments.ts";
import { invoke } from "../../core/application/use-case.ts";
import type { SandboxSummary } from "../features/payments/sandbox-shell.tsx";
import { services } from "./session.server.ts";
import { anonymousCaller } from "./caller.server.ts";
import { pageStatus } from "./outcome.server.ts";

type Ctx = Readonly<RouterContextProvider>;

/** The sandbox pages change with every answer: never cached (not even the 10 s anonymous page cache). */
export const NO_STORE = { "Cache-Control": "no-store" } as const;

export async function loadSandboxPayment(context: Ctx, paymentId: string, page: "challenge" | "wallet") {
  const found = await invoke(services(context).apps.payments.sandboxPage, { payment_id: paymentId, page }, anonymousCaller(context));
  if (!found.ok) throw data(null, { status: pageStatus("not_found"), headers: NO_STORE });
  const { view, merchant, returnTo } = found.value;
  const summary: SandboxSummary = {
    merchant,
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
    returnTo,
  };
}

/** Back to the merchant's return address (a path on this site), with `payment_id`. */
export function backToMerchant(step: SandboxStep) {
  return redirect(step.returnTo, { headers: NO_STORE });
}

type SandboxAction = "confirm" | "approve" | "cancel";

/**
 * A step of a sandbox page (payments.sandboxConfirm, …Approve, …Cancel): where it left the payment;
 * an unknown payment is a 404, a step the payment is not waiting for a 409.
 */
export async function sandboxStep(context: Ctx, action: SandboxAction, paymentId: string, code = ""): Promise<SandboxStep> {
  const app = services(context).apps.payments;
  const caller = anonymousCaller(context);
  const outcome: Outcome<SandboxStep> =
    action === "confirm"
      ? await invoke(app.sandboxConfirm, { payment_id: paymentId, code }, caller)
      : await invoke(action === "approve" ? app.sandboxApprove : app.sandboxCancel, { payment_id: paymentId }, caller);
  if (outcome.ok) return outcome.value;
  throw data(null, { status: pageStatus(outcome.error.code === "conflict" ? "conflict" : "not_found"), headers: NO_STORE });
}

/** Whether payments go to the sandbox gateway (the payment pages then show its test cards). */
export function sandboxPayments(context: Ctx): boolean {
  return services(context).apps.payments.sandbox;
}
