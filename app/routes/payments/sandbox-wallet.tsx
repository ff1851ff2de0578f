import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/sandbox-wallet";
import { Button } from "../../components/ui/button.tsx";
import { PaymentDecided, PaymentSummary, SandboxShell } from "../../features/payments/sandbox-shell.tsx";
import { titleMeta } from "../../lib/meta.ts";
import { backToMerchant, loadSandboxPayment, NO_STORE, sandboxStep } from "../../server/payments.server.ts";
import { readForm } from "../../server/form-body.server.ts";
import { pageMessages } from "../../server/language.server.ts";
import { localeOfMatches } from "../../lib/i18n.tsx";
import { createTranslator } from "../../../i18n/format.ts";
import { HotelWords, useHotelT } from "../../features/hotels/hotel-words.tsx";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  return titleMeta(t("hotels.sandbox.wallet.meta.title"), t("hotels.sandbox.wallet.meta.description"));
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
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const payment = await loadSandboxPayment(context, params.paymentId, "wallet");
  return data({ ...payment, messages: pageMessages(request, "hotels") }, { headers: NO_STORE });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  await loadSandboxPayment(context, params.paymentId, "wallet");
  const intent = form.get("intent");
  return backToMerchant(await sandboxStep(context, intent === "approve" ? "approve" : "cancel", params.paymentId));
}

export default function SandboxWallet({ loaderData }: Route.ComponentProps) {
  return (
    <HotelWords messages={loaderData.messages}>
      <WalletPage loaderData={loaderData} />
    </HotelWords>
  );
}

function WalletPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const t = useHotelT();
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
          <span className="text-xs">{t("hotels.sandbox.walletLabel")}</span>
        </div>
      }
    >
      <h1 className="text-2xl font-bold tracking-tight">{t("hotels.sandbox.approveWallet", { wallet: wallet.name })}</h1>
      <PaymentSummary summary={summary} />
      {status !== "requires_action" ? (
        <PaymentDecided status={status} returnTo={returnTo} />
      ) : (
        <Form method="post" className="space-y-3">
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("hotels.sandbox.mpin", { wallet: wallet.name })}</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="submit" name="intent" value="cancel" variant="secondary" pending={pending && intent === "cancel"}>
              {t("hotels.sandbox.cancel")}
            </Button>
            <Button type="submit" name="intent" value="approve" className={wallet.button} pending={pending && intent === "approve"}>
              {t("hotels.sandbox.pay", { amount: summary.amount })}
            </Button>
          </div>
        </Form>
      )}
    </SandboxShell>
  );
}
