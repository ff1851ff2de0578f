/**
 * Reissue quote (`/flights/bookings/:reference/reissue-quote`): new dates for the trip's flights;
 * the options (same route, airline and fare family) open on the reissue page.
 */
import { data, Form, redirect, useNavigation } from "react-router";
import { tripAirlines } from "../../../contracts/passengers.ts";
import type { Route } from "./+types/reissue-quote";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/input.tsx";
import { BackToTrip, TravellerPicker } from "../../features/flights/post-ticketing.tsx";
import { airlineNames, requireBookingAccess } from "../../server/flights.server.ts";
import { postTicketingApp, refusal, runBookingCase } from "../../server/bookings.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { localeOfMatches } from "../../lib/i18n.tsx";
import { createTranslator } from "../../../i18n/format.ts";
import { FlightWords, useEnglishMark, useFlightWords } from "../../features/flights/words.tsx";
import { flightTranslator, flightWords } from "../../server/flight-words.server.ts";
import { readForm } from "../../server/form-body.server.ts";
import { pageStatus } from "../../server/outcome.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return titleMeta("Change dates");
  const t = createTranslator(localeOfMatches(matches), loaderData.messages);
  return titleMeta(t("flights.change.dates.meta.title"), t("flights.change.dates.meta.description"));
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const booking = await requireBookingAccess(context, request, params.reference);
  const names = airlineNames(context);
  return {
    messages: flightWords(request, "change"),
    reference: booking.reference,
    ticketed: booking.status === "ticketed",
    passengers: booking.passengers,
    tickets: booking.tickets,
    companions: {
      airlines: tripAirlines(booking.fare.legs, (code) => names[code]),
      day: booking.fare.legs[0].segments[0].departureDateTime.slice(0, 10),
      reference: booking.reference,
    },
    legs: booking.fare.legs.map((l) => ({
      from: l.segments[0].departureAirport,
      to: l.segments.at(-1)?.arrivalAirport ?? "",
      date: l.segments[0].departureDateTime.slice(0, 10),
    })),
    change: booking.fare.penalties.change,
    familyName: booking.fare.fareFamilyName,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const booking = await requireBookingAccess(context, request, params.reference);
  const dates = booking.fare.legs.map((_, i) => String(form.get(`date${i}`) ?? "").slice(0, 10));
  const errors: Record<string, string[]> = {};
  const t = flightTranslator(request);
  dates.forEach((d, i) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) errors[`date${i}`] = [t("flights.change.dates.enterDate")];
  });
  const passengers = form
    .getAll("passengers")
    .map((v) => (typeof v === "string" && /^\d$/.test(v) ? Number(v) : -1))
    .filter((n) => n >= 0);
  if (passengers.length === 0) errors.passengers = [t("flights.change.choosePassengers")];
  if (Object.keys(errors).length) return data({ errors, message: null }, { status: pageStatus("invalid") });
  const input = { reference: booking.reference, dates, passengers };
  const fallback = t("flights.change.failed.reissueQuote");
  const quote = await runBookingCase(context, request, postTicketingApp(context).quoteReissue, input, fallback);
  // A choice the rules refuse (a child without an adult …) is the traveller's to fix: the picker says why.
  if (!quote.ok) return refusal(quote.error);
  throw redirect(`/flights/bookings/${booking.reference}/reissue?request=${quote.value.id}`);
}

export default function ReissueQuote({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FlightWords messages={loaderData.messages}>
      <ReissueQuotePage loaderData={loaderData} actionData={actionData} />
    </FlightWords>
  );
}

function ReissueQuotePage({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const t = useFlightWords();
  const english = useEnglishMark();
  const pending = useNavigation().state !== "idle";
  const { reference } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">{t("flights.change.dates.title")}</h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        {t("flights.change.booking")} <span className="font-mono font-semibold">{reference}</span> · {loaderData.familyName}
      </p>
      {!loaderData.ticketed ? (
        <div className="mt-6">
          <FormAlert messages={[t("flights.change.notTicketed")]} />
        </div>
      ) : !loaderData.change.allowed ? (
        <div className="mt-6">
          <FormAlert messages={[t("flights.change.dates.notAllowed")]} />
        </div>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">{t("flights.change.dates.lead")}</p>
          {actionData?.message ? (
            <div lang={english}>
              <FormAlert messages={[actionData.message]} />
            </div>
          ) : null}
          <Form method="post" className="mt-6 space-y-4">
            <TravellerPicker
              passengers={loaderData.passengers}
              tickets={loaderData.tickets}
              errors={actionData?.errors?.passengers}
              companions={loaderData.companions}
              change
            />
            {loaderData.legs.map((leg, i) => (
              <Field
                key={`${leg.from}-${leg.to}-${i}`}
                type="date"
                name={`date${i}`}
                label={t("flights.change.dates.newDate", { from: leg.from, to: leg.to })}
                defaultValue={leg.date}
                errors={actionData?.errors?.[`date${i}`]}
                required
              />
            ))}
            <Button type="submit" pending={pending} disabled={pending}>
              {t("flights.change.dates.submit")}
            </Button>
          </Form>
        </>
      )}
      <BackToTrip reference={reference} />
    </div>
  );
}
