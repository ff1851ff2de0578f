import { useCallback, useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/add-ons";
import { hasExtraServices, parseExtrasSelectionJson } from "../../../contracts/extras-selection.ts";
import type { ExtrasSelection } from "../../../contracts/flight-extras.ts";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { AddOnsPicker } from "../../features/flights/add-ons/add-ons-picker.tsx";
import { CheckoutFrame, checkoutSummary } from "../../features/flights/checkout-frame.tsx";
import { chooseExtras, extrasOffer, loadCheckout } from "../../server/flights.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { localeOfMatches } from "../../lib/i18n.tsx";
import { createTranslator } from "../../../i18n/format.ts";
import { FlightWords, useFlightWords } from "../../features/flights/words.tsx";
import { flightTranslator, flightWords } from "../../server/flight-words.server.ts";
import { readForm } from "../../server/form-body.server.ts";
import { pageStatus } from "../../server/outcome.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return titleMeta("Add-ons");
  const t = createTranslator(localeOfMatches(matches), loaderData.messages);
  return titleMeta(t("flights.addons.meta.title"), t("flights.addons.meta.description"));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { checkout, airlines } = await loadCheckout(context, request);
  if (checkout.bookingReference) throw redirect(`/flights/payment?ref=${checkout.bookingReference}`);
  if (!checkout.passengers) throw redirect(`/flights/passengers?s=${encodeURIComponent(checkout.sessionId)}`);
  const offered = await extrasOffer(context, checkout.sessionId);
  const extras = offered.ok ? offered.value : null;
  const failure = offered.ok ? null : offered.error.message;
  const flights = checkout.fare.legs.flatMap((leg, legIndex) =>
    leg.segments.map((s) => ({
      flightNumber: `${s.marketingAirline} ${s.flightNumber}`,
      from: s.departureAirport,
      to: s.arrivalAirport,
      legIndex,
    })),
  );
  const passengers = checkout.passengers.map((p) => ({ name: `${p.givenName} ${p.surname}`, type: p.type }));
  return {
    messages: flightWords(request, "addons"),
    checkout,
    airlines,
    offer: extras?.offer ?? null,
    selection: extras?.selection ?? checkout.extras,
    failure,
    flights,
    passengers,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const { checkout } = await loadCheckout(context, request);
  const raw = form.get("extras");
  const selection = parseExtrasSelectionJson(typeof raw === "string" ? raw : "");
  if (!selection) return data({ message: flightTranslator(request)("flights.addons.unreadable") }, { status: pageStatus("invalid") });
  const chosen = await chooseExtras(context, checkout.sessionId, selection);
  // A choice the offer does not allow: 422 with what to change; the offer or the checkout gone: 409.
  if (!chosen.ok)
    return data(
      { message: chosen.error.message },
      { status: pageStatus(chosen.error.code === "unprocessable" ? "unprocessable" : "conflict") },
    );
  throw redirect(`/flights/review?s=${encodeURIComponent(checkout.sessionId)}`);
}

export default function AddOns({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FlightWords messages={loaderData.messages}>
      <AddOnsPage loaderData={loaderData} actionData={actionData} />
    </FlightWords>
  );
}

function AddOnsPage({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const t = useFlightWords();
  const { checkout, airlines, offer } = loaderData;
  const [selection, setSelection] = useState<ExtrasSelection>(loaderData.selection);
  const onChange = useCallback((next: ExtrasSelection) => setSelection(next), []);
  const pending = useNavigation().state === "submitting";
  const available = offer && hasExtraServices(offer);
  return (
    <CheckoutFrame step="Add-ons" title={t("flights.addons.title")} airlines={airlines} {...checkoutSummary(checkout)}>
      <FormAlert messages={actionData?.message ? [actionData.message] : loaderData.failure ? [loaderData.failure] : null} />
      <Form method="post" className="space-y-6">
        {available && offer ? (
          <AddOnsPicker
            offer={offer}
            passengers={loaderData.passengers}
            flights={loaderData.flights}
            selection={selection}
            onChange={onChange}
            allowance={{ fareName: checkout.fare.fareFamilyName, ...checkout.fare.baggage }}
          />
        ) : (
          <>
            <input type="hidden" name="extras" value={JSON.stringify(selection)} />
            <p className="rounded-md bg-slate-50 p-4 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
              {t("flights.addons.noneOffered")}
            </p>
          </>
        )}
        <Button type="submit" size="lg" pending={pending}>
          {t("flights.addons.continue")}
        </Button>
      </Form>
    </CheckoutFrame>
  );
}
