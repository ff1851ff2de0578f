/**
 * A confirmation e-mail's trip link (core/shared/trip-links.ts, app/server/trip-links.server.ts):
 * `/flights/open/<REF>.<key>` and `/hotels/open/<REF>.<key>`. A link we made lets this browser open
 * the trip — as "Find your trip" with the reference and a last name would, contact details masked,
 * no dates of birth — without asking a last name, so never held up by the limit on wrong ones; then
 * straight on to the trip page, so the link does not stay in the address bar. Any other link: 404,
 * with the ways in that remain.
 */
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/trip-link";
import { titleMeta } from "../lib/meta.ts";
import { openTripLink } from "../server/trip-links.server.ts";
import { pageStatus } from "../server/outcome.server.ts";
import { createTranslator } from "../../i18n/format.ts";
import { localeOfMatches, usePageTranslator } from "../lib/i18n.tsx";
import { pagesWords } from "../server/page-words.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  return loaderData ? titleMeta(t("pages.tripLink.meta.title"), t("pages.tripLink.meta.description")) : titleMeta("Open your trip");
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  const kind = new URL(request.url).pathname.startsWith("/hotels/") ? "hotel" : "flight";
  const opened = openTripLink(context, request, kind, params.key);
  if (!opened) {
    // The reference the link names, if it names one, for the look-up form (the key was wrong, not the reference).
    const named = /^([A-Za-z0-9]{6})\./.exec(params.key)?.[1]?.toUpperCase() ?? null;
    return data(
      { kind, reference: named, messages: pagesWords(request, "pages.tripLink.") },
      { status: pageStatus("not_found"), headers: { "Cache-Control": "no-store" } },
    );
  }
  const { reference, cookie } = opened;
  throw redirect(kind === "hotel" ? `/hotels/confirmation/${reference}` : `/flights/confirmation/${reference}`, {
    status: 303,
    headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" },
  });
}

const linkClass = "font-medium text-brand-800 underline underline-offset-4 dark:text-brand-200";

export default function TripLinkInvalid({ loaderData }: Route.ComponentProps) {
  const { kind, reference } = loaderData;
  const t = usePageTranslator(loaderData.messages);
  const lookUp =
    kind === "hotel"
      ? reference
        ? `/hotels/confirmation/${reference}`
        : "/hotels"
      : `/flights/manage${reference ? `?ref=${reference}` : ""}`;
  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">{t("pages.tripLink.heading")}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("pages.tripLink.body")}</p>
      <p className="mt-4 flex flex-wrap gap-4">
        <Link to={lookUp} className={linkClass}>
          {kind === "hotel" && !reference ? t("pages.tripLink.hotels") : t("pages.tripLink.find")}
        </Link>
        <Link to="/login" className={linkClass}>
          {t("pages.tripLink.logIn")}
        </Link>
      </p>
    </div>
  );
}
