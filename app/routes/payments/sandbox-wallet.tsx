import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/sandbox-wallet";
import { Button } from "../../components/ui/button.tsx";
import { PaymentDecided, PaymentSummary, SandboxShell } from "../../features/payments/sandbox-shell.tsx";
import { titleMeta } from "../../lib/meta.ts";
import { backToMerchant, loadSandboxPayment, NO_STORE, sandboxStep } from "../../server/payments.server.ts";
import { readForm } from "../../server/form-body.server.ts";

export function meta({}: Route.MetaArgs) {
  return titleMeta("Approve your wallet payment", "Sandbox GCash or Maya approval: approve or cancel a test payment.");
}

export const headers: Route.HeadersFunction = () => NO_STORE;

// Wallet colours, darkened where needed so that white text keeps at least 4.5:1 contrast.
const WALLETS = {
  gcash: { name: "GCash", bar: "bg-[#0052cc]", button: "bg-[#0052cc] hover:bg-[#0043a8] text-white" },
  maya: { name: "Maya", bar: "bg-[#0b3d2a]", button: "bg-[#00734a] hover:bg-[#005c3b] text-white" },
} as const;

/**
 * /payments/sandbox/wallet/:paymentId — the sandbox's stand-in for the GCash or Maya app: the
 * traveller approves or cancels, then goes back to the payment's return address. Works without
 * JavaScript.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  return data(await loadSandboxPayment(context, params.paymentId, "wallet"), { headers: NO_STORE });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  await loadSandboxPayment(context, params.paymentId, "wallet");
  const intent = form.get("intent");
  return backToMerchant(await sandboxStep(context, intent === "approve" ? "approve" : "cancel", params.paymentId));
}

export default function SandboxWallet({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const intent = navigation.formData?.get("intent");
  const { summary, status, returnTo, method } = loaderData;
  const wallet = WALLETS[method === "maya" ? "maya" : "gcash"];
  return (
    <SandboxShell
      brandBar={
        <div className={`flex items-center justify-between px-6 py-3 text-white ${wallet.bar}`}>
          <span className="text-lg font-bold tracking-tight">{wallet.name}</span>
          <span className="text-xs">Sandbox wallet</span>
        </div>
      }
    >
      <h1 className="text-2xl font-bold tracking-tight">Approve your {wallet.name} payment</h1>
      <PaymentSummary summary={summary} />
      {status !== "requires_action" ? (
        <PaymentDecided status={status} returnTo={returnTo} />
      ) : (
        <Form method="post" className="space-y-3">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            In the real {wallet.name} app you would log in with your MPIN first. Here, choose what happens to this test payment.
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="submit" name="intent" value="cancel" variant="secondary" pending={pending && intent === "cancel"}>
              Cancel payment
            </Button>
            <Button type="submit" name="intent" value="approve" className={wallet.button} pending={pending && intent === "approve"}>
              Pay {summary.amount}
            </Button>
          </div>
        </Form>
      )}
    </SandboxShell>
  );
}
