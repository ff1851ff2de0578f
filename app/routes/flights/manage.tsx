import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/manage";
import { parseForm } from "../../../contracts/forms.ts";
import { TripLookupSchema } from "../../../contracts/flight-checkout.ts";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/input.tsx";
import { invalid } from "../../lib/auth-actions.server.ts";
import { tripAccessCookie } from "../../server/flights.server.ts";
import { findFlightTrip } from "../../server/bookings.server.ts";
import { retryAfterHeaders } from "../../lib/headers.ts";
import { titleMeta } from "../../lib/meta.ts";
import { readForm } from "../../lib/form-body.server.ts";

export const headers = retryAfterHeaders;

export function meta({}: Route.MetaArgs) {
  return titleMeta("Find your trip", "Open a flight booking with its booking reference and a traveller's last name.");
}

export function loader({ request }: Route.LoaderArgs) {
  const ref = new URL(request.url).searchParams.get("ref") ?? "";
  return { reference: /^[A-Za-z0-9]{6}$/.test(ref) ? ref.toUpperCase() : "" };
}

export const NOT_FOUND = "We could not find a booking with that reference and last name. Check both against your confirmation e-mail.";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = parseForm(TripLookupSchema, form);
  if (!parsed.ok) return invalid(parsed.errors);
  const { refused, trip } = await findFlightTrip(context, request, parsed.data.reference, parsed.data.lastName);
  if (refused) return refused;
  if (!trip) return invalid({ form: [NOT_FOUND] }, 404);
  throw redirect(`/flights/confirmation/${trip.reference}`, {
    headers: { "Set-Cookie": tripAccessCookie(context, request, trip.reference) },
  });
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
        <Field
          name="reference"
          label="Booking reference"
          defaultValue={loaderData.reference}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={6}
          errors={errors.reference}
          required
        />
        <Field name="lastName" label="Last name" autoComplete="family-name" maxLength={40} errors={errors.lastName} required />
        <Button type="submit" pending={pending}>
          Find my trip
        </Button>
      </Form>
    </div>
  );
}
