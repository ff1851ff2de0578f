/** Cancel an unticketed hold (`/flights/bookings/:reference/cancel`): a confirmation form; the seats go back. */
import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/cancel";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { BackToTrip } from "../../features/flights/post-ticketing.tsx";
import { requireBookingAccess } from "../../server/flights.server.ts";
import { postTicketingApp, refusal, runBookingCase } from "../../server/bookings.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { readForm } from "../../server/form-body.server.ts";

export function meta({}: Route.MetaArgs) {
  return titleMeta("Cancel booking", "Cancel a flight booking that is held and not yet paid; its seats are released.");
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const booking = await requireBookingAccess(context, request, params.reference);
  return { reference: booking.reference, cancellable: booking.status === "held" || booking.status === "pending" };
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
    "Failed to cancel the booking. Please try again.",
  );
  if (!done.ok) return refusal(done.error, {}, { fields: false });
  throw redirect(`/flights/confirmation/${booking.reference}`);
}

export default function Cancel({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useNavigation().state !== "idle";
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">Cancel booking</h1>
      <FormAlert messages={actionData?.message ? [actionData.message] : null} />
      {loaderData.cancellable ? (
        <Form method="post" className="mt-6 space-y-4">
          <p>
            Booking <span className="font-mono font-semibold">{loaderData.reference}</span> is held and not paid. Cancelling releases its
            seats; nothing is charged.
          </p>
          <Button type="submit" variant="danger" pending={pending} disabled={pending}>
            Cancel this booking
          </Button>
        </Form>
      ) : (
        <div className="mt-6">
          <FormAlert
            messages={["Only a booking that is held and not yet paid can be cancelled. A ticketed booking can be voided or refunded."]}
          />
        </div>
      )}
      <BackToTrip reference={loaderData.reference} />
    </div>
  );
}
