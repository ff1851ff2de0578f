/**
 * A confirmation e-mail's trip link (core/shared/trip-links.ts) for its page (routes/trip-link.tsx):
 * a link we made opens the booking in this browser (the trip cookie, server/trip-access.ts), as
 * reference + last name would, without the last name and so without its guess limit.
 */
import type { RouterContextProvider } from "react-router";
import { type TripKind, verifyTripLink } from "../../core/shared/trip-links.ts";
import { grantTripAccess } from "../../server/trip-access.ts";
import { services } from "./session.server.ts";

type Ctx = Readonly<RouterContextProvider>;

/** The booking the link opens and the Set-Cookie that opens it here, or null for a link we did not make. */
export function openTripLink(context: Ctx, request: Request, kind: TripKind, key: string): { reference: string; cookie: string } | null {
  const { env } = services(context).host;
  const reference = verifyTripLink(env.authSecret, kind, key);
  if (!reference) return null;
  const cookie = grantTripAccess(
    { secret: env.authSecret, publicDeployment: env.publicDeployment },
    request.headers.get("cookie"),
    reference,
  );
  return { reference, cookie };
}
