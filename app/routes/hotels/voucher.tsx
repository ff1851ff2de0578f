import { data } from "react-router";
import type { Route } from "./+types/voucher";
import { HOTEL_REFERENCE } from "../../../contracts/hotels.ts";
import { hotelVoucher, hotelVoucherFileName, mayAccessBooking } from "../../server/hotels.server.ts";
import { pageStatus } from "../../server/outcome.server.ts";

/** The PDF voucher of a confirmed booking, for its booker only. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const reference = params.reference.toUpperCase();
  if (!HOTEL_REFERENCE.test(reference) || !(await mayAccessBooking(context, request, reference)))
    throw data(null, { status: pageStatus("not_found") });
  const pdf = await hotelVoucher(context, request, reference);
  return new Response(new Blob([pdf as Uint8Array<ArrayBuffer>]), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${hotelVoucherFileName(reference)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
