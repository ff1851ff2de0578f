/**
 * The sandbox gateway's own pages as use cases (issue 25): the card challenge (3-D Secure style) and
 * the GCash / Maya approval page read a payment, then approve, answer or cancel it, and send the
 * traveller back to the merchant's return address. Which payment a page may show is decided here: an
 * unknown payment, or a card payment on the wallet page (and the other way round), is not_found; a
 * step the payment is no longer waiting for is a conflict.
 */
import { fail, ok, type Outcome } from "../../contracts/application.ts";
import { z } from "../../contracts/zod.ts";
import { type PaymentService, paymentReturnPath } from "../payments/payment-service.ts";
import { isPaymentRequestError, type PaymentResult } from "../payments/payments.ts";
import type { SandboxPaymentView } from "../payments/sandbox-gateway.ts";
import { defineUseCase } from "./use-case.ts";

export type PaymentsApplicationDeps = {
  payments: Pick<PaymentService, "merchantName" | "provider" | "sandboxView" | "confirmChallenge" | "approveWallet" | "cancel">;
};

export const SANDBOX_NOT_FOUND = "There is no such payment waiting here.";
export const SANDBOX_DONE = "This payment is no longer waiting for this step.";

const paymentId = z.string().max(100).describe("The payment's id at the gateway");
export const SandboxPageInput = z.object({ payment_id: paymentId, page: z.enum(["challenge", "wallet"]) });
export const SandboxPaymentInput = z.object({ payment_id: paymentId });
export const SandboxCodeInput = z.object({ payment_id: paymentId, code: z.string().max(20) });

/** A payment as a sandbox page shows it, with the merchant's name and the way back. */
export type SandboxPage = { view: SandboxPaymentView; merchant: string; returnTo: string };
/** Where a sandbox step left the payment, and the merchant's return address (with `payment_id`). */
export type SandboxStep = { payment: PaymentResult; wrongCode: boolean; returnTo: string };

export function createPaymentsApplication(deps: PaymentsApplicationDeps) {
  const { payments } = deps;

  async function step(run: () => Promise<{ payment: PaymentResult; wrongCode: boolean }>): Promise<Outcome<SandboxStep>> {
    try {
      const done = await run();
      return ok({ ...done, returnTo: paymentReturnPath(done.payment) });
    } catch (error) {
      if (isPaymentRequestError(error) && error.code === "not_found")
        return fail("not_found", SANDBOX_NOT_FOUND, { reason: "payment.sandbox_not_found" });
      if (isPaymentRequestError(error) && error.code === "wrong_action")
        return fail("conflict", SANDBOX_DONE, { reason: "payment.sandbox_done" });
      throw error;
    }
  }

  const sandboxPage = defineUseCase({
    name: "payments.sandboxPage",
    summary: "A payment waiting on the sandbox's card challenge or wallet page, as that page shows it",
    input: SandboxPageInput,
    async run(input): Promise<Outcome<SandboxPage>> {
      const view = await payments.sandboxView(input.payment_id);
      if (!view || (input.page === "challenge") !== (view.method === "card"))
        return fail("not_found", SANDBOX_NOT_FOUND, { reason: "payment.sandbox_not_found" });
      return ok({ view, merchant: payments.merchantName, returnTo: paymentReturnPath(view) });
    },
  });

  const sandboxConfirm = defineUseCase({
    name: "payments.sandboxConfirm",
    summary: "Answers a card payment's one-time code on the sandbox challenge page (a wrong code leaves it waiting)",
    input: SandboxCodeInput,
    run: (input) => step(() => payments.confirmChallenge(input.payment_id, input.code)),
  });

  const sandboxApprove = defineUseCase({
    name: "payments.sandboxApprove",
    summary: "Approves a GCash or Maya payment on the sandbox wallet page",
    input: SandboxPaymentInput,
    run: (input) => step(() => payments.approveWallet(input.payment_id)),
  });

  const sandboxCancel = defineUseCase({
    name: "payments.sandboxCancel",
    summary: "Cancels a payment on the sandbox challenge or wallet page: it fails and nothing is charged",
    input: SandboxPaymentInput,
    run: (input) => step(() => payments.cancel(input.payment_id)),
  });

  return {
    sandboxPage,
    sandboxConfirm,
    sandboxApprove,
    sandboxCancel,
    /** Whether payments go to the embedded sandbox gateway (the payment pages then list its test cards). */
    sandbox: payments.provider === "sandbox",
  };
}

export type PaymentsApplication = ReturnType<typeof createPaymentsApplication>;
