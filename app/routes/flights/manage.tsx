import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/manage";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { TripLookupFields } from "../../features/flights/trip-lookup-fields.tsx";
import { Button } from "../../components/ui/button.tsx";
import { lookUpFlightTrip } from "../../server/bookings.server.ts";
import { retryAfterHeaders } from "../../lib/headers.ts";
import { titleMeta } from "../../lib/meta.ts";
import { readForm } from "../../server/form-body.server.ts";

export const headers = retryAfterHeaders;

export function meta({}: Route.MetaArgs) {
  return titleMeta("Find your trip", "Open a flight booking with its booking reference and a traveller's last name.");
}

export function loader({ request }: Route.LoaderArgs) {
  const ref = new URL(request.url).searchParams.get("ref") ?? "";
  return { reference: /^[A-Za-z0-9]{6}$/.test(ref) ? ref.toUpperCase() : "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const found = await lookUpFlightTrip(context, request, await readForm(request));
  if ("answer" in found) return found.answer;
  throw redirect(`/flights/confirmation/${found.trip.reference}`, { headers: { "Set-Cookie": found.cookie } });
}

export default function ManageTrip({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? {};
  const pending = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">Find your trip</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Enter the 6-character booking reference from your confirmation e-mail and the last name of any traveller on the booking.
      </p>
      <Form method="post" className="mt-6 space-y-4">
        <FormAlert messages={errors.form} />
        <TripLookupFields reference={loaderData.reference} errors={errors} />
        <Button type="submit" pending={pending}>
          Find my trip
        </Button>
      </Form>
    </div>
  );
}
