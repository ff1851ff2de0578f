/** Who is calling a use case from a page: the signed-in account (or none) and the client's address. */
import type { RouterContextProvider } from "react-router";
import type { Caller } from "../../contracts/application.ts";
import type { TripCaller } from "../../core/application/booking-access.ts";
import { guestKey, guestTokenFromCookie } from "../../server/chat-identity.ts";
import { readTripAccess } from "../../server/trip-access.ts";
import { clientIp, getCurrentSession, services } from "./session.server.ts";

export async function pageCaller(context: Readonly<RouterContextProvider>, request: Request): Promise<Caller> {
  const session = await getCurrentSession(context, request);
  if (!session) return { userId: null, clientIp: clientIp(context) };
  return { userId: session.user.id, clientIp: clientIp(context), staff: session.user.role === "staff", name: session.user.name };
}

/**
 * The page's caller as the assistant knows it: the signed-in account, else the guest whose chat
 * cookie the browser sent (server/chat-identity.ts), so a guest's own conversations are theirs here too.
 */
export async function chatPageCaller(context: Readonly<RouterContextProvider>, request: Request): Promise<Caller> {
  const caller = await pageCaller(context, request);
  if (caller.userId) return caller;
  const token = guestTokenFromCookie(request.headers.get("cookie"), services(context).host.env.publicDeployment);
  return token ? { ...caller, guestKey: guestKey(token) } : caller;
}

/** The caller without asking for the session (public reads that do not depend on who asks). */
export function anonymousCaller(context: Readonly<RouterContextProvider>): Caller {
  return { userId: null, clientIp: clientIp(context) };
}

/** A booking's caller: the signed-in account (or none) and the trips this browser holds (server/trip-access.ts). */
export async function tripCaller(context: Readonly<RouterContextProvider>, request: Request): Promise<TripCaller> {
  const { env } = services(context).host;
  const access = { secret: env.authSecret, publicDeployment: env.publicDeployment };
  return { ...(await pageCaller(context, request)), tripReferences: readTripAccess(access, request.headers.get("cookie")) };
}
