/**
 * search-ptr-status (`/flights/requests`): a booking's post-ticketing requests, found by reference +
 * last name (rate limited, same answer for "no such reference" and "wrong name"), filtered by
 * status with a plain GET form. Works without JavaScript. Signed in, without a reference: all of
 * the account's requests.
 */
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/requests";
import { parseStatusFilter, type PtrRequestView } from "../../../contracts/post-ticketing.ts";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { TripLookupFields } from "../../features/flights/trip-lookup-fields.tsx";
import { Button } from "../../components/ui/button.tsx";
import { NativeSelect } from "../../components/ui/select.tsx";
import { linkClass, RequestCard } from "../../features/flights/post-ticketing.tsx";
import { callBooking, lookUpFlightTrip, postTicketingApp } from "../../server/bookings.server.ts";
import { retryAfterHeaders } from "../../lib/headers.ts";
import { titleMeta } from "../../lib/meta.ts";
import { localeOfMatches } from "../../lib/i18n.tsx";
import { createTranslator, type Translate } from "../../../i18n/format.ts";
import { countKey, FlightWords, useFlightWords } from "../../features/flights/words.tsx";
import { flightWords } from "../../server/flight-words.server.ts";
import { readForm } from "../../server/form-body.server.ts";

export const headers = retryAfterHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return titleMeta("Your requests");
  const t = createTranslator(localeOfMatches(matches), loaderData.messages);
  return titleMeta(t("flights.requests.meta.title"), t("flights.requests.meta.description"));
}

const statusOptions = (t: Translate) => [
  { value: "all", label: t("flights.requests.all") },
  { value: "in_process", label: t("flights.change.status.in_process") },
  { value: "completed", label: t("flights.requests.completed") },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const ref = (url.searchParams.get("ref") ?? "").toUpperCase();
  const status = parseStatusFilter(url.searchParams.get("status"));
  const reference = /^[A-Z0-9]{6}$/.test(ref) ? ref : "";
  // A booking this browser or account may open, else (no reference) the signed-in traveller's requests.
  const list = await callBooking(context, request, postTicketingApp(context).requests, { reference: reference || undefined, status });
  const messages = flightWords(request, "requests", "change", "trip");
  if (!list.ok) return { messages, reference, status, found: false as const, requests: [] as PtrRequestView[], passengers: {} };
  const { requests, passengers } = list.value;
  return { messages, reference, status, found: true as const, requests, passengers: passengers ? { [reference]: passengers } : {} };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const found = await lookUpFlightTrip(context, request, form);
  if ("answer" in found) return found.answer;
  const status = parseStatusFilter(String(form.get("status") ?? ""));
  throw redirect(`/flights/requests?ref=${found.trip.reference}&status=${status}`, { headers: { "Set-Cookie": found.cookie } });
}

export default function Requests({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FlightWords messages={loaderData.messages}>
      <RequestsPage loaderData={loaderData} actionData={actionData} />
    </FlightWords>
  );
}

function RequestsPage({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const t = useFlightWords();
  const STATUS_OPTIONS = statusOptions(t);
  const errors = actionData?.errors ?? {};
  const pending = useNavigation().state === "submitting";
  const { reference, status, found, requests } = loaderData;
  const passengers = loaderData.passengers as Record<string, Parameters<typeof RequestCard>[0]["passengers"]>;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("flights.trip.change.requests")}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("flights.requests.lead")}</p>
      {found ? (
        <>
          <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
            {reference ? <input type="hidden" name="ref" value={reference} /> : null}
            <NativeSelect
              name="status"
              label={t("flights.requests.show")}
              options={STATUS_OPTIONS}
              defaultValue={status}
              className="min-w-48"
            />
            <Button type="submit" variant="secondary">
              {t("flights.requests.filter")}
            </Button>
          </Form>
          <h2 className="mt-6 text-lg font-semibold">
            {reference ? (
              <>
                {t("flights.change.booking")} <span className="font-mono">{reference}</span>
              </>
            ) : (
              t("flights.requests.allBookings")
            )}
            : {t(countKey("flights.requests.count", requests.length), { count: requests.length })}
          </h2>
          {requests.length ? (
            <div className="mt-3 space-y-3">
              {requests.map((r) => (
                <RequestCard key={r.id} request={r} passengers={passengers[r.reference]} />
              ))}
            </div>
          ) : (
            <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
              {status === "all" ? t("flights.requests.none") : t("flights.requests.noneWithStatus")}
            </p>
          )}
          {reference ? (
            <p className="mt-6 text-sm">
              <Link to={`/flights/confirmation/${reference}`} className={linkClass}>
                {t("flights.change.backToTrip", { reference })}
              </Link>
            </p>
          ) : null}
        </>
      ) : (
        <Form method="post" className="mt-6 max-w-lg space-y-4">
          <FormAlert messages={errors.form} />
          <TripLookupFields reference={reference} errors={errors} />
          <NativeSelect name="status" label={t("flights.requests.show")} options={STATUS_OPTIONS} defaultValue={status} />
          <Button type="submit" pending={pending}>
            {t("flights.requests.find")}
          </Button>
        </Form>
      )}
    </div>
  );
}
