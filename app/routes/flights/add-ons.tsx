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
import { readForm } from "../../server/form-body.server.ts";
import { pageStatus } from "../../server/outcome.server.ts";

export function meta({}: Route.MetaArgs) {
  return titleMeta("Add-ons", "Add checked baggage, meals and seats for each traveller, priced before you pay.");
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
  if (!selection)
    return data({ message: "Your add-on choices could not be read. Please choose them again." }, { status: pageStatus("invalid") });
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
  const { checkout, airlines, offer } = loaderData;
  const [selection, setSelection] = useState<ExtrasSelection>(loaderData.selection);
  const onChange = useCallback((next: ExtrasSelection) => setSelection(next), []);
  const pending = useNavigation().state === "submitting";
  const available = offer && hasExtraServices(offer);
  return (
    <CheckoutFrame step="Add-ons" title="Bags, meals and seats" airlines={airlines} {...checkoutSummary(checkout)}>
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
              This fare has no add-ons to choose: its own baggage allowance applies, and seats are given at check-in.
            </p>
          </>
        )}
        <Button type="submit" size="lg" pending={pending}>
          Continue to review
        </Button>
      </Form>
    </CheckoutFrame>
  );
}
