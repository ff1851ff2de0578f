/**
 * Void and refund (`/flights/bookings/:reference/void?request=…`, `/refund?request=…`): the quote,
 * "Accept" (executed once however often it is sent), then the request's status as it moves.
 */
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/ptr-execute";
import { PTR_TYPE_LABELS } from "../../../contracts/post-ticketing.ts";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { BackToTrip, linkClass, QuoteLines, RequestStatusSection } from "../../features/flights/post-ticketing.tsx";
import { requireBookingAccess } from "../../server/flights.server.ts";
import { callBooking, postTicketingApp, refusal, runBookingCase } from "../../server/bookings.server.ts";
import { formatManilaDateTime } from "../../lib/format.ts";
import { titleMeta } from "../../lib/meta.ts";
import { readForm } from "../../server/form-body.server.ts";

type Kind = "void" | "refund";
const kindOf = (request: Request): Kind => (/\/void(\.data)?$/.test(new URL(request.url).pathname) ? "void" : "refund");
const requestIdOf = (request: Request) => (new URL(request.url).searchParams.get("request") ?? "").slice(0, 64);

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.kind === "void"
    ? titleMeta("Void", "Accept a void quote and follow the request until the tickets are voided.")
    : titleMeta("Refund", "Accept a refund quote and follow the request until the money is back.");
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const booking = await requireBookingAccess(context, request, params.reference);
  const kind = kindOf(request);
  const found = await callBooking(context, request, postTicketingApp(context).request, {
    reference: booking.reference,
    request_id: requestIdOf(request),
  });
  const ptr = found.ok && found.value.type === kind ? found.value : null;
  return {
    kind,
    reference: booking.reference,
    passengers: booking.passengers,
    request: ptr,
    acceptable: Boolean(
      ptr &&
        ptr.status === "completed" &&
        ptr.resolution === "quote_ready" &&
        ptr.quoteExpiresAt &&
        Date.parse(ptr.quoteExpiresAt) > Date.now(),
    ),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const booking = await requireBookingAccess(context, request, params.reference);
  const kind = kindOf(request);
  const id = String(form.get("requestId") ?? "").slice(0, 64);
  const app = postTicketingApp(context);
  const input = { reference: booking.reference, request_id: id };
  const done = await runBookingCase(
    context,
    request,
    kind === "void" ? app.requestVoid : app.requestRefund,
    input,
    `Failed to ${kind} the tickets. Please try again.`,
  );
  if (!done.ok) return refusal(done.error, {}, { fields: false });
  throw redirect(`/flights/bookings/${booking.reference}/${kind}?request=${encodeURIComponent(id)}`);
}

export default function PtrExecute({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, reference, request } = loaderData;
  const pending = useNavigation().state !== "idle";
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">{kind === "void" ? "Void" : "Refund"}</h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        Booking <span className="font-mono font-semibold">{reference}</span>
      </p>
      <FormAlert messages={actionData?.message ? [actionData.message] : null} />
      {!request ? (
        <div className="mt-6 space-y-3">
          <FormAlert messages={["Ask for a quote first: there is no such quote for this booking."]} />
          <Link to={`/flights/bookings/${reference}/${kind}-quote`} className={linkClass}>
            Get a {kind} quote
          </Link>
        </div>
      ) : (
        <div className="mt-6 space-y-6">
          {request.quote ? (
            <section aria-labelledby="quote-heading">
              <h2 id="quote-heading" className="text-lg font-semibold">
                {PTR_TYPE_LABELS[kind]} quote
              </h2>
              <QuoteLines quote={request.quote} />
              <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
                {request.quote.notes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {loaderData.acceptable ? (
            <Form method="post" className="space-y-3">
              <input type="hidden" name="requestId" value={request.id} />
              <p className="text-sm text-slate-700 dark:text-slate-300">
                This quote is valid until {request.quoteExpiresAt ? formatManilaDateTime(request.quoteExpiresAt) : "soon"}. Accepting it
                cannot be undone.
              </p>
              <Button type="submit" pending={pending} disabled={pending}>
                Accept and {kind}
              </Button>
            </Form>
          ) : null}
          <RequestStatusSection request={request} passengers={loaderData.passengers} />
        </div>
      )}
      <BackToTrip reference={reference} />
    </div>
  );
}
