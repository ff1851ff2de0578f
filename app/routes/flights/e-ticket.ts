/** The PDF e-ticket of a ticketed booking, for its booker only (the same file the confirmation mail carries). */
import type { Route } from "./+types/e-ticket";
import { requireBookingAccess } from "../../server/flights.server.ts";
import { services } from "../../lib/session.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const booking = await requireBookingAccess(context, request, params.reference);
  if (booking.status !== "ticketed") {
    return new Response("This booking has no e-ticket yet: it is issued once payment succeeds.", {
      status: 409,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const pdf = await services(context).flightCheckout.eticketPdf(booking);
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="Lakbay-e-ticket-${booking.reference}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
