import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/manage";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { TripLookupFields } from "../../features/flights/trip-lookup-fields.tsx";
import { Button } from "../../components/ui/button.tsx";
import { lookUpFlightTrip } from "../../server/bookings.server.ts";
import { retryAfterHeaders } from "../../lib/headers.ts";
import { titleMeta } from "../../lib/meta.ts";
import { localeOfMatches } from "../../lib/i18n.tsx";
import { createTranslator } from "../../../i18n/format.ts";
import { FlightWords, useFlightWords } from "../../features/flights/words.tsx";
import { flightWords } from "../../server/flight-words.server.ts";
import { readForm } from "../../server/form-body.server.ts";

export const headers = retryAfterHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return titleMeta("Find your trip");
  const t = createTranslator(localeOfMatches(matches), loaderData.messages);
  return titleMeta(t("flights.trip.find.meta.title"), t("flights.trip.find.meta.description"));
}

export function loader({ request }: Route.LoaderArgs) {
  const ref = new URL(request.url).searchParams.get("ref") ?? "";
  return {
    messages: flightWords(request, "trip"),
    reference: /^[A-Za-z0-9]{6}$/.test(ref) ? ref.toUpperCase() : "",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const found = await lookUpFlightTrip(context, request, await readForm(request));
  if ("answer" in found) return found.answer;
  throw redirect(`/flights/confirmation/${found.trip.reference}`, { headers: { "Set-Cookie": found.cookie } });
}

export default function ManageTrip({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FlightWords messages={loaderData.messages}>
      <ManagePage loaderData={loaderData} actionData={actionData} />
    </FlightWords>
  );
}

function ManagePage({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const t = useFlightWords();
  const errors = actionData?.errors ?? {};
  const pending = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">{t("flights.trip.find.title")}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("flights.trip.find.lead")}</p>
      <Form method="post" className="mt-6 space-y-4">
        <FormAlert messages={errors.form} />
        <TripLookupFields reference={loaderData.reference} errors={errors} />
        <Button type="submit" pending={pending}>
          {t("flights.trip.find.submit")}
        </Button>
      </Form>
    </div>
  );
}
