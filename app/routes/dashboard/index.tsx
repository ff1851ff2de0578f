import type { Route } from "./+types/index";
import { SiteLink } from "../../components/layouts/site-link.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { formatManilaDate } from "../../lib/format.ts";
import { localDate, localTime } from "../../features/flights/format.ts";
import { requireVerifiedSession } from "../../server/session.server.ts";
import { ownTrips } from "../../server/bookings.server.ts";
import { type DashboardTrip, dashboardTrips, requestsMade } from "../../features/dashboard/trips.ts";
import { formatClockTime } from "../../../contracts/calendar.ts";
import { formatMoney } from "../../../contracts/money.ts";
import { formatStayDates } from "../../lib/format.ts";
import { RequestCard } from "../../features/flights/post-ticketing.tsx";
import type { Translate } from "../../../i18n/format.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { accountMeta } from "../../components/forms/account-meta.ts";
import { useI18n, usePageTranslator } from "../../lib/i18n.tsx";
import { accountMessages } from "../../server/account-messages.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountMeta(matches, loaderData?.messages, ["account.home.title", "Dashboard"]);
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
    messages: accountMessages(request, "account.home.", "account.trip.", "account.stay."),
  };
}

/** Flights and stays in one list, each a link to its booking. */
function TripList({ trips, label, t, locale }: { trips: DashboardTrip[]; label: string; t: Translate; locale: Locale }) {
  const item = "block rounded-md border border-slate-200 p-3 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800";
  // A status the catalogue does not know is shown as it is stored.
  const status = (key: string, raw: string) => {
    const text = t(key);
    return text === key ? raw : text;
  };
  return (
    <ul className="space-y-2 text-sm" aria-label={label}>
      {trips.map((trip) =>
        trip.kind === "flight" ? (
          <li key={trip.reference}>
            <SiteLink to={`/flights/confirmation/${trip.reference}`} className={item}>
              <span className="font-semibold">{t("account.trip.flight", { route: trip.route })}</span>
              <span className="block text-slate-600 dark:text-slate-400">
                {localDate(trip.departs, locale)}, {formatClockTime(localTime(trip.departs))} ·{" "}
                {t(trip.travellers === 1 ? "account.trip.traveller" : "account.trip.travellers", { count: trip.travellers })} ·{" "}
                <span className="font-mono">{trip.reference}</span> · {status(`account.trip.status.${trip.status}`, trip.status)}
              </span>
            </SiteLink>
          </li>
        ) : (
          <li key={trip.stay.reference}>
            <SiteLink to={`/hotels/confirmation/${trip.stay.reference}`} className={item}>
              <span className="font-semibold">{trip.stay.hotelName}</span>
              <span className="block text-slate-600 dark:text-slate-400">
                {formatStayDates(trip.stay.checkInDate, trip.stay.checkOutDate, locale)} · {formatMoney(trip.stay.total, { compact: true })}{" "}
                · <span className="font-mono">{trip.stay.reference}</span> ·{" "}
                {status(`account.stay.status.${trip.stay.status}`, trip.stay.status)}
              </span>
            </SiteLink>
          </li>
        ),
      )}
    </ul>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const t = usePageTranslator(loaderData.messages);
  const { locale } = useI18n();
  const first = loaderData.name.split(/\s+/)[0];
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("account.home.greeting", { name: first })}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        {t("account.home.lead")}
        {loaderData.memberSince ? t("account.home.memberSince", { date: formatManilaDate(loaderData.memberSince, locale) }) : null}
      </p>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t("account.home.upcoming")}</CardTitle>
            <CardDescription>{t("account.home.upcomingLead")}</CardDescription>
          </CardHeader>
          <CardContent>
            {loaderData.upcoming.length ? (
              <TripList trips={loaderData.upcoming} label={t("account.home.upcoming")} t={t} locale={locale} />
            ) : (
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {loaderData.past.length ? t("account.home.nothingAhead") : t("account.home.noTrips")}
              </p>
            )}
            {loaderData.past.length ? (
              <details className="mt-4 text-sm">
                <summary className="cursor-pointer font-medium">{t("account.home.past", { count: loaderData.past.length })}</summary>
                <div className="mt-2">
                  <TripList trips={loaderData.past} label={t("account.home.pastList")} t={t} locale={locale} />
                </div>
              </details>
            ) : null}
            <div className="mt-4 flex flex-wrap gap-3">
              <SiteLink
                to="/flights"
                className="rounded-md bg-brand-900 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-brand-950"
              >
                {t("account.home.searchFlights")}
              </SiteLink>
              <SiteLink
                to="/hotels"
                className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
              >
                {t("account.home.findHotel")}
              </SiteLink>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t("account.home.requests")}</CardTitle>
            <CardDescription>{t("account.home.requestsLead")}</CardDescription>
          </CardHeader>
          <CardContent>
            {loaderData.requests.length ? (
              <div className="space-y-3">
                {loaderData.requests.map((r) => (
                  <RequestCard key={r.id} request={r} />
                ))}
              </div>
            ) : (
              <p className="text-sm text-slate-700 dark:text-slate-300">{t("account.home.nothingPending")}</p>
            )}
            <SiteLink to="/flights/requests" className="mt-3 inline-block text-sm text-brand-700 underline dark:text-brand-300">
              {t("account.home.allRequests")}
            </SiteLink>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t("account.home.beforeYouFly")}</CardTitle>
            <CardDescription>{t("account.home.beforeYouFlyLead")}</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
              <li>{t("account.home.eTravel")}</li>
              <li>
                {t("account.home.island.before")}{" "}
                <SiteLink to="/stay-informed/tide" className="text-brand-700 underline dark:text-brand-300">
                  {t("account.home.island.tide")}
                </SiteLink>{" "}
                {t("account.home.island.and")}{" "}
                <SiteLink to="/stay-informed/safety-security" className="text-brand-700 underline dark:text-brand-300">
                  {t("account.home.island.signals")}
                </SiteLink>
                .
              </li>
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t("account.home.account")}</CardTitle>
            <CardDescription>{t("account.home.accountLead")}</CardDescription>
          </CardHeader>
          <CardContent>
            <SiteLink to="/settings/profile" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
              {t("account.home.openSettings")}
            </SiteLink>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
