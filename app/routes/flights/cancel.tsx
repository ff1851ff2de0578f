/** Cancel an unticketed hold (`/flights/bookings/:reference/cancel`): a confirmation form; the seats go back. */
import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/cancel";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { BackToTrip } from "../../features/flights/post-ticketing.tsx";
import { requireBookingAccess } from "../../server/flights.server.ts";
import { postTicketingApp, refusal, runBookingCase } from "../../server/bookings.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { localeOfMatches } from "../../lib/i18n.tsx";
import { createTranslator } from "../../../i18n/format.ts";
import { FlightWords, Slotted, SLOT, useFlightWords } from "../../features/flights/words.tsx";
import { flightTranslator, flightWords } from "../../server/flight-words.server.ts";
import { readForm } from "../../server/form-body.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return titleMeta("Cancel booking");
  const t = createTranslator(localeOfMatches(matches), loaderData.messages);
  return titleMeta(t("flights.change.cancel.meta.title"), t("flights.change.cancel.meta.description"));
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const booking = await requireBookingAccess(context, request, params.reference);
  return {
    messages: flightWords(request, "change"),
    reference: booking.reference,
    cancellable: booking.status === "held" || booking.status === "pending",
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await readForm(request);
  const booking = await requireBookingAccess(context, request, params.reference);
  const input = { reference: booking.reference };
  const done = await runBookingCase(
    context,
    request,
    postTicketingApp(context).cancelHold,
    input,
    flightTranslator(request)("flights.change.failed.cancel"),
  );
  if (!done.ok) return refusal(done.error, {}, { fields: false });
  throw redirect(`/flights/confirmation/${booking.reference}`);
}

export default function Cancel({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FlightWords messages={loaderData.messages}>
      <CancelPage loaderData={loaderData} actionData={actionData} />
    </FlightWords>
  );
}

function CancelPage({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const t = useFlightWords();
  const pending = useNavigation().state !== "idle";
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">{t("flights.change.cancel.title")}</h1>
      <FormAlert messages={actionData?.message ? [actionData.message] : null} />
      {loaderData.cancellable ? (
        <Form method="post" className="mt-6 space-y-4">
          <p>
            <Slotted text={t("flights.change.cancel.lead", { reference: SLOT })}>
              <span className="font-mono font-semibold">{loaderData.reference}</span>
            </Slotted>
          </p>
          <Button type="submit" variant="danger" pending={pending} disabled={pending}>
            {t("flights.change.cancel.submit")}
          </Button>
        </Form>
      ) : (
        <div className="mt-6">
          <FormAlert messages={[t("flights.change.cancel.notCancellable")]} />
        </div>
      )}
      <BackToTrip reference={loaderData.reference} />
    </div>
  );
}
