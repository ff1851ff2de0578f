import type { Route } from "./+types/index";
import { SiteLink } from "../../components/layouts/site-link.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { formatManilaDate } from "../../lib/format.ts";
import { titleMeta } from "../../lib/meta.ts";
import { localDate, localTime } from "../../features/flights/format.ts";
import { requireVerifiedSession } from "../../server/session.server.ts";
import { ownTrips } from "../../server/bookings.server.ts";
import { type DashboardTrip, dashboardTrips, requestsMade } from "../../features/dashboard/trips.ts";
import { HOTEL_STAY_STATUS } from "../../features/hotels/hotel-stays.tsx";
import { formatClockTime } from "../../../contracts/calendar.ts";
import { formatMoney } from "../../../contracts/money.ts";
import { plural } from "../../../contracts/party.ts";
import { formatStayDates } from "../../lib/format.ts";
import { RequestCard } from "../../features/flights/post-ticketing.tsx";

export function meta({}: Route.MetaArgs) {
  return titleMeta("Dashboard");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const current = await requireVerifiedSession(context, request);
  // The account, and whether it has any booking, were read with the session: no second query. Most
  // accounts have none; the full loads (this account's bookings only) run when it has some.
  const { trips, hotelStays, requests } = current.hasTrips ? await ownTrips(context, request) : { trips: [], hotelStays: [], requests: [] };
  const now = new Date();
  // Soonest first, without what will not happen; travellers who moved to another booking (a date
  // change for some of them) count there, not here.
  const { upcoming, past } = dashboardTrips(trips, hotelStays, now);
  return {
    upcoming,
    past,
    requests: requestsMade(requests, now).slice(0, 5),
    name: current.user.name,
    memberSince: current.user.createdAt.toISOString(),
  };
}

const TRIP_STATUS: Record<string, string> = {
  held: "waiting for payment",
  pending: "waiting for the airline",
  ticketed: "ticketed",
  ticketing_failed: "ticketing failed",
  cancelled: "cancelled",
  expired: "expired",
  voided: "voided",
  refunded: "refunded",
};

/** Flights and stays in one list, each a link to its booking. */
function TripList({ trips, label }: { trips: DashboardTrip[]; label: string }) {
  const item = "block rounded-md border border-slate-200 p-3 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800";
  return (
    <ul className="space-y-2 text-sm" aria-label={label}>
      {trips.map((trip) =>
        trip.kind === "flight" ? (
          <li key={trip.reference}>
            <SiteLink to={`/flights/confirmation/${trip.reference}`} className={item}>
              <span className="font-semibold">Flight {trip.route}</span>
              <span className="block text-slate-600 dark:text-slate-400">
                {localDate(trip.departs)}, {formatClockTime(localTime(trip.departs))} · {plural(trip.travellers, "traveller")} ·{" "}
                <span className="font-mono">{trip.reference}</span> · {TRIP_STATUS[trip.status] ?? trip.status}
              </span>
            </SiteLink>
          </li>
        ) : (
          <li key={trip.stay.reference}>
            <SiteLink to={`/hotels/confirmation/${trip.stay.reference}`} className={item}>
              <span className="font-semibold">{trip.stay.hotelName}</span>
              <span className="block text-slate-600 dark:text-slate-400">
                {formatStayDates(trip.stay.checkInDate, trip.stay.checkOutDate)} · {formatMoney(trip.stay.total, { compact: true })} ·{" "}
                <span className="font-mono">{trip.stay.reference}</span> · {HOTEL_STAY_STATUS[trip.stay.status].toLowerCase()}
              </span>
            </SiteLink>
          </li>
        ),
      )}
    </ul>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const first = loaderData.name.split(/\s+/)[0];
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Mabuhay, {first}!</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        Your trips, bookings and requests in one place.
        {loaderData.memberSince ? ` Member since ${formatManilaDate(loaderData.memberSince)}.` : null}
      </p>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Upcoming trips</CardTitle>
            <CardDescription>Flights and hotel stays you have booked.</CardDescription>
          </CardHeader>
          <CardContent>
            {loaderData.upcoming.length ? (
              <TripList trips={loaderData.upcoming} label="Upcoming trips" />
            ) : (
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {loaderData.past.length ? "Nothing booked ahead. Where to next?" : "No trips yet. Where to next?"}
              </p>
            )}
            {loaderData.past.length ? (
              <details className="mt-4 text-sm">
                <summary className="cursor-pointer font-medium">Past and cancelled ({loaderData.past.length})</summary>
                <div className="mt-2">
                  <TripList trips={loaderData.past} label="Past and cancelled trips" />
                </div>
              </details>
            ) : null}
            <div className="mt-4 flex flex-wrap gap-3">
              <SiteLink
                to="/flights"
                className="rounded-md bg-brand-900 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-brand-950"
              >
                Search flights
              </SiteLink>
              <SiteLink
                to="/hotels"
                className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
              >
                Find a hotel
              </SiteLink>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Requests</CardTitle>
            <CardDescription>Refunds, changes and cancellations you have asked for.</CardDescription>
          </CardHeader>
          <CardContent>
            {loaderData.requests.length ? (
              <div className="space-y-3">
                {loaderData.requests.map((r) => (
                  <RequestCard key={r.id} request={r} />
                ))}
              </div>
            ) : (
              <p className="text-sm text-slate-700 dark:text-slate-300">Nothing pending.</p>
            )}
            <SiteLink to="/flights/requests" className="mt-3 inline-block text-sm text-brand-700 underline dark:text-brand-300">
              All your requests
            </SiteLink>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Before you fly</CardTitle>
            <CardDescription>Local knowledge for trips in the Philippines.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
              <li>Leaving the country? Register on eTravel within 72 hours before departure.</li>
              <li>
                Island hopping? Check the{" "}
                <SiteLink to="/stay-informed/tide" className="text-brand-700 underline dark:text-brand-300">
                  tide
                </SiteLink>{" "}
                and{" "}
                <SiteLink to="/stay-informed/safety-security" className="text-brand-700 underline dark:text-brand-300">
                  typhoon signals
                </SiteLink>
                .
              </li>
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Your account</CardTitle>
            <CardDescription>Profile, password and appearance.</CardDescription>
          </CardHeader>
          <CardContent>
            <SiteLink to="/settings/profile" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
              Open settings
            </SiteLink>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
