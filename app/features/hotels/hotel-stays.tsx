import { Link } from "react-router";
import type { HotelBookingView } from "../../../contracts/hotels.ts";
import { formatMoney } from "../../../contracts/money.ts";
import { formatStayDates } from "../../lib/format.ts";

const STATUS = { confirmed: "Confirmed", cancelled: "Cancelled", pending_payment: "Waiting for payment", failed: "Not confirmed" } as const;

/** The signed-in traveller's hotel bookings, for the dashboard's "my trips". */
export function HotelStays({ stays }: { stays: HotelBookingView[] }) {
  return (
    <ul className="space-y-2" aria-label="Hotel stays">
      {stays.map((s) => (
        <li key={s.reference} className="text-sm">
          <Link to={`/hotels/confirmation/${s.reference}`} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            {s.hotelName}
          </Link>
          <span className="block text-slate-700 dark:text-slate-300">
            {formatStayDates(s.checkInDate, s.checkOutDate)} · {formatMoney(s.total, { compact: true })} · {STATUS[s.status]} ·{" "}
            {s.reference}
          </span>
        </li>
      ))}
    </ul>
  );
}
