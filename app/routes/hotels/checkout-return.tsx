import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/checkout-return";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { completeHotelPayment } from "../../server/hotels.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { pageStatus } from "../../server/outcome.server.ts";
import { pageMessages } from "../../server/language.server.ts";
import { localeOfMatches } from "../../lib/i18n.tsx";
import { createTranslator } from "../../../i18n/format.ts";
import { HotelWords, pickMessages, refundTimesText, useHotelT } from "../../features/hotels/hotel-words.tsx";

/** The page's own words only (not the whole namespace: its data never carries another page's sentences). */
const words = (request: Request) => pickMessages(pageMessages(request, "hotels"), ["hotels.return.", "hotels.refundTimes."]);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  return titleMeta(t("hotels.return.meta.title"), t("hotels.return.meta.description"));
}

/** Where the payment gateway sends the traveller back (with payment_id) after a challenge or a wallet. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const reference = (url.searchParams.get("reference") ?? "").toUpperCase();
  const done = await completeHotelPayment(context, request, reference, url.searchParams.get("payment_id") ?? "");
  if (!done.ok) {
    // No such booking for this browser, or no payment named: nothing to show.
    if (done.error.code === "invalid" || done.error.code === "not_found") throw data(null, { status: pageStatus("not_found") });
    return data({ refunded: false, message: done.error.message, reference, messages: words(request) }, { status: pageStatus("invalid") });
  }
  const step = done.value;
  if (step.kind === "paid") throw redirect(`/hotels/confirmation/${reference}`);
  if (step.kind === "redirect") throw redirect(step.url);
  // A payment the booking does not keep (paid in another tab, expired, sold out) was refunded at once.
  return { refunded: step.kind === "refunded", message: step.message, reference, messages: words(request) };
}

export default function CheckoutReturn({ loaderData }: Route.ComponentProps) {
  return (
    <HotelWords messages={loaderData.messages}>
      <ReturnPage loaderData={loaderData} />
    </HotelWords>
  );
}

function ReturnPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const t = useHotelT();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold">{t(loaderData.refunded ? "hotels.return.refunded" : "hotels.return.failed")}</h1>
      <div className="mt-4">
        <FormAlert tone={loaderData.refunded ? "info" : undefined} messages={[loaderData.message]} />
      </div>
      {loaderData.refunded ? (
        <p className="mt-4 text-slate-700 dark:text-slate-300">
          {t("hotels.return.mailed")} {refundTimesText(t)}{" "}
          <Link to={`/hotels/confirmation/${loaderData.reference}`} className="text-brand-700 underline dark:text-brand-300">
            {t("hotels.return.see", { reference: loaderData.reference })}
          </Link>
        </p>
      ) : null}
      <Link to="/hotels" className="mt-6 inline-flex min-h-11 items-center text-brand-700 underline dark:text-brand-300">
        {t("hotels.return.back")}
      </Link>
    </div>
  );
}
