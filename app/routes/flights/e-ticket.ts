/** The PDF e-ticket of a ticketed booking, for its booker only (the same file the confirmation mail carries). */
import type { Route } from "./+types/e-ticket";
import { eTicket } from "../../server/flights.server.ts";
import { pageStatus } from "../../server/outcome.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const found = await eTicket(context, request, params.reference);
  if (!found.ok) {
    return new Response(found.error.message, { status: pageStatus("conflict"), headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(Buffer.from(found.value.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="Lakbay-e-ticket-${found.value.reference}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
