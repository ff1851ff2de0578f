/** /robots.txt: crawl the public pages; keep out of accounts, checkouts, confirmations, the API and search results. */
import type { Route } from "./+types/robots";
import { services } from "../../server/session.server.ts";

export const DISALLOWED = [
  "/dashboard",
  "/settings",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password/",
  "/verify-email",
  "/confirm-password",
  "/logout",
  "/flights/passengers",
  "/flights/add-ons",
  "/flights/review",
  "/flights/payment",
  "/flights/confirmation/",
  "/flights/bookings/",
  "/flights/manage",
  "/flights/requests",
  "/hotels/checkout",
  "/hotels/confirmation/",
  "/payments/",
  "/api/",
  "/search",
];

export function loader({ context }: Route.LoaderArgs) {
  const { env } = services(context).host;
  const body = ["User-agent: *", "Allow: /", ...DISALLOWED.map((p) => `Disallow: ${p}`), "", `Sitemap: ${env.appUrl}/sitemap.xml`, ""].join(
    "\n",
  );
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
