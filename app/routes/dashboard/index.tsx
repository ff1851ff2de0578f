import { Link } from "react-router";
import type { Route } from "./+types/index";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { formatManilaDate } from "../../lib/format.ts";
import { titleMeta } from "../../lib/meta.ts";
import { services, requireVerifiedSession } from "../../lib/session.server.ts";
import { HotelStays } from "../../features/hotels/hotel-stays.tsx";

export function meta({}: Route.MetaArgs) {
  return titleMeta("Dashboard");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const current = await requireVerifiedSession(context, request);
  // The account was read with the session: no second query.
  const hotelStays = await services(context).hotelCheckout.listForUser(current.user.id);
  return { name: current.user.name, memberSince: current.user.createdAt.toISOString(), hotelStays };
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
            {loaderData.hotelStays.length ? (
              <HotelStays stays={loaderData.hotelStays} />
            ) : (
              <p className="text-sm text-slate-700 dark:text-slate-300">No trips yet. Where to next?</p>
            )}
            <div className="mt-4 flex flex-wrap gap-3">
              <Link
                to="/flights"
                className="rounded-md bg-brand-900 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-brand-950"
              >
                Search flights
              </Link>
              <Link
                to="/hotels"
                className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
              >
                Find a hotel
              </Link>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Requests</CardTitle>
            <CardDescription>Refunds, changes and cancellations you have asked for.</CardDescription>
          </CardHeader>
          <CardContent>
            <p className="text-sm text-slate-700 dark:text-slate-300">Nothing pending.</p>
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
                <Link to="/stay-informed/tide" className="text-brand-700 underline dark:text-brand-300">
                  tide
                </Link>{" "}
                and{" "}
                <Link to="/stay-informed/safety-security" className="text-brand-700 underline dark:text-brand-300">
                  typhoon signals
                </Link>
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
            <Link to="/settings/profile" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
              Open settings
            </Link>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
