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
import { pageMessages } from "../../server/language.server.ts";
import { localeOfMatches } from "../../lib/i18n.tsx";
import { createTranslator } from "../../../i18n/format.ts";
import { HotelWords, useHotelT } from "../../features/hotels/hotel-words.tsx";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  return titleMeta(t("hotels.sandbox.challenge.meta.title"), t("hotels.sandbox.challenge.meta.description"));
}

export const headers: Route.HeadersFunction = () => NO_STORE;

/**
 * /payments/sandbox/challenge/:paymentId — the sandbox's stand-in for a bank's 3-D Secure page.
 * It shows the one-time code (a real bank would text it), checks it, and sends the traveller back
 * to the payment's return address. Works without JavaScript.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const payment = await loadSandboxPayment(context, params.paymentId, "challenge");
  // The page stands in for a bank's: its own words (namespace hotels, "hotels.sandbox.…") in the traveller's language.
  return data({ ...payment, messages: pageMessages(request, "hotels") }, { headers: NO_STORE });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  await loadSandboxPayment(context, params.paymentId, "challenge");
  const intent = form.get("intent");
  if (intent === "cancel") return backToMerchant(await sandboxStep(context, "cancel", params.paymentId));
  const code = String(form.get("code") ?? "").trim();
  if (!/^\d+$/.test(code)) {
    return data({ error: "hotels.sandbox.codeDigits" }, { status: pageStatus("invalid"), headers: NO_STORE });
  }
  const step = await sandboxStep(context, "confirm", params.paymentId, code);
  if (step.wrongCode && step.payment.status === "requires_action") {
    return data({ error: "hotels.sandbox.wrongCode" }, { status: pageStatus("invalid"), headers: NO_STORE });
  }
  return backToMerchant(step);
}

export default function SandboxChallenge({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <HotelWords messages={loaderData.messages}>
      <ChallengePage loaderData={loaderData} actionData={actionData} />
    </HotelWords>
  );
}

function ChallengePage({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const t = useHotelT();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const intent = navigation.formData?.get("intent");
  const { summary, status, challengeCode, codeAttemptsLeft, returnTo } = loaderData;
  // The action names its message; the page words it.
  const error = actionData && "error" in actionData ? t(actionData.error, { length: SANDBOX_CHALLENGE_CODE_LENGTH }) : undefined;
  return (
    <SandboxShell
      brandBar={
        <div className="flex items-center justify-between bg-slate-900 px-6 py-3 text-white">
          <span className="text-sm font-semibold tracking-wide">{t("hotels.sandbox.secure")}</span>
          <span className="text-xs text-slate-200">{t("hotels.sandbox.bank")}</span>
        </div>
      }
    >
      <h1 className="text-2xl font-bold tracking-tight">{t("hotels.sandbox.verify")}</h1>
      <PaymentSummary summary={summary} />
      {status !== "requires_action" ? (
        <PaymentDecided status={status} returnTo={returnTo} />
      ) : (
        <>
          <div className="rounded-lg bg-slate-100 px-4 py-3 text-center dark:bg-slate-800">
            <p className="text-sm text-slate-700 dark:text-slate-300">{t("hotels.sandbox.yourCode")}</p>
            <p className="mt-1 font-mono text-3xl font-bold tracking-[0.3em] text-slate-900 dark:text-white" data-testid="sandbox-code">
              {challengeCode}
            </p>
          </div>
          <FormAlert messages={error ? [error] : undefined} />
          <Form method="post" className="space-y-4">
            <Field
              name="code"
              label={t("hotels.sandbox.code")}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={SANDBOX_CHALLENGE_CODE_LENGTH}
              hint={t("hotels.sandbox.triesLeft", { count: codeAttemptsLeft })}
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
                {t("hotels.sandbox.cancel")}
              </Button>
              <Button type="submit" name="intent" value="approve" pending={pending && intent === "approve"}>
                {t("hotels.sandbox.approve")}
              </Button>
            </div>
          </Form>
        </>
      )}
    </SandboxShell>
  );
}
