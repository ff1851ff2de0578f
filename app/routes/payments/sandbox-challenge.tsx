import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/sandbox-challenge";
import { SANDBOX_CHALLENGE_CODE_LENGTH } from "../../../contracts/payments.ts";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/input.tsx";
import { PaymentDecided, PaymentSummary, SandboxShell } from "../../features/payments/sandbox-shell.tsx";
import { titleMeta } from "../../lib/meta.ts";
import { backToMerchant, loadSandboxPayment, NO_STORE, sandboxStep } from "../../server/payments.server.ts";
import { readForm } from "../../server/form-body.server.ts";
import { pageStatus } from "../../server/outcome.server.ts";

export function meta({}: Route.MetaArgs) {
  return titleMeta(
    "Verify your payment",
    "Sandbox card verification (3-D Secure style): approve or cancel a test payment with a one-time code.",
  );
}

export const headers: Route.HeadersFunction = () => NO_STORE;

/**
 * /payments/sandbox/challenge/:paymentId — the sandbox's stand-in for a bank's 3-D Secure page.
 * It shows the one-time code (a real bank would text it), checks it, and sends the traveller back
 * to the payment's return address. Works without JavaScript.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  return data(await loadSandboxPayment(context, params.paymentId, "challenge"), { headers: NO_STORE });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  await loadSandboxPayment(context, params.paymentId, "challenge");
  const intent = form.get("intent");
  if (intent === "cancel") return backToMerchant(await sandboxStep(context, "cancel", params.paymentId));
  const code = String(form.get("code") ?? "").trim();
  if (!/^\d+$/.test(code)) {
    return data(
      { error: `Enter the ${SANDBOX_CHALLENGE_CODE_LENGTH}-digit code shown above.` },
      { status: pageStatus("invalid"), headers: NO_STORE },
    );
  }
  const step = await sandboxStep(context, "confirm", params.paymentId, code);
  if (step.wrongCode && step.payment.status === "requires_action") {
    return data(
      { error: "That code is not right. Check the code shown above and try again." },
      { status: pageStatus("invalid"), headers: NO_STORE },
    );
  }
  return backToMerchant(step);
}

export default function SandboxChallenge({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const intent = navigation.formData?.get("intent");
  const { summary, status, challengeCode, codeAttemptsLeft, returnTo } = loaderData;
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  return (
    <SandboxShell
      brandBar={
        <div className="flex items-center justify-between bg-slate-900 px-6 py-3 text-white">
          <span className="text-sm font-semibold tracking-wide">Secure card verification</span>
          <span className="text-xs text-slate-200">Sandbox bank</span>
        </div>
      }
    >
      <h1 className="text-2xl font-bold tracking-tight">Verify your payment</h1>
      <PaymentSummary summary={summary} />
      {status !== "requires_action" ? (
        <PaymentDecided status={status} returnTo={returnTo} />
      ) : (
        <>
          <div className="rounded-lg bg-slate-100 px-4 py-3 text-center dark:bg-slate-800">
            <p className="text-sm text-slate-700 dark:text-slate-300">Your one-time code (a real bank would send it by text message):</p>
            <p className="mt-1 font-mono text-3xl font-bold tracking-[0.3em] text-slate-900 dark:text-white" data-testid="sandbox-code">
              {challengeCode}
            </p>
          </div>
          <FormAlert messages={error ? [error] : undefined} />
          <Form method="post" className="space-y-4">
            <Field
              name="code"
              label="One-time code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={SANDBOX_CHALLENGE_CODE_LENGTH}
              hint={`${codeAttemptsLeft} ${codeAttemptsLeft === 1 ? "try" : "tries"} left.`}
              errors={error ? [error] : undefined}
              autoFocus
            />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button
                type="submit"
                name="intent"
                value="cancel"
                variant="secondary"
                formNoValidate
                pending={pending && intent === "cancel"}
              >
                Cancel payment
              </Button>
              <Button type="submit" name="intent" value="approve" pending={pending && intent === "approve"}>
                Approve payment
              </Button>
            </div>
          </Form>
        </>
      )}
    </SandboxShell>
  );
}
