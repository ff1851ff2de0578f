/**
 * The visitor's saved position for a page's loader: the signed location cookie, or the account's
 * saved position when signed in. Asking marks the answer personal (server/request-context.ts): the
 * host then sends `Cache-Control: private, no-store`, so the anonymous-page cache never stores a
 * page drawn for one visitor's position (docs/decisions/018).
 */
import type { RouterContextProvider } from "react-router";
import type { SavedPosition } from "../../contracts/location.ts";
import { readLocationCookie } from "../../server/location-cookie.ts";
import { requestContext } from "../../server/request-context.ts";
import { invoke } from "../../core/application/use-case.ts";
import { getCurrentSession } from "./session.server.ts";
import { pageCaller } from "./caller.server.ts";
import { valueOrThrow } from "./outcome.server.ts";

export async function visitorPosition(context: Readonly<RouterContextProvider>, request: Request): Promise<SavedPosition | null> {
  const values = context.get(requestContext);
  values.personal = true;
  const { apps, host } = values.services;
  const fromCookie = readLocationCookie(
    { secret: host.env.authSecret, publicDeployment: host.env.publicDeployment },
    request.headers.get("cookie"),
  );
  if (fromCookie) return fromCookie;
  const session = await getCurrentSession(context, request);
  if (!session) return null;
  return valueOrThrow(await invoke(apps.location.saved, {}, await pageCaller(context, request)));
}

/** `?lat=&lng=` when both are real coordinates, else null. */
export function queryPosition(url: URL): { lat: number; lng: number } | null {
  const lat = Number(url.searchParams.get("lat"));
  const lng = Number(url.searchParams.get("lng"));
  if (!url.searchParams.has("lat") || !url.searchParams.has("lng")) return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}
