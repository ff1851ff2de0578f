/**
 * Where the payment gateway sends the traveller back after a 3-D Secure challenge or a GCash / Maya
 * approval (`?ref=…&payment_id=…`). The server asks the gateway how the payment ended — never the
 * query string — then tickets, or goes back to the payment page with the gateway's reason; a payment
 * the booking could not keep (already paid, hold ended, cancelled) is refunded and the trip page says so.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/payment-return";
import { completeBookingPayment, refundedPath, requireBookingAccess } from "../../server/flights.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const booking = await requireBookingAccess(context, request, (url.searchParams.get("ref") ?? "").toUpperCase().slice(0, 6));
  const paymentId = url.searchParams.get("payment_id") ?? "";
  const back = (message: string) => redirect(`/flights/payment?ref=${booking.reference}&failed=${encodeURIComponent(message)}`);
  const done = await completeBookingPayment(context, request, booking.reference, paymentId);
  if (!done.ok) throw back(done.error.message);
  const result = done.value;
  if (result.kind === "paid") throw redirect(`/flights/confirmation/${booking.reference}`);
  if (result.kind === "redirect") throw redirect(result.url);
  if (result.kind === "refunded") throw redirect(refundedPath(booking.reference, result.paymentId ?? ""));
  throw back(result.message);
}
