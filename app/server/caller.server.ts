/** Who is calling a use case from a page: the signed-in account (or none) and the client's address. */
import type { RouterContextProvider } from "react-router";
import type { Caller } from "../../contracts/application.ts";
import { clientIp, getCurrentSession } from "../lib/session.server.ts";

export async function pageCaller(context: Readonly<RouterContextProvider>, request: Request): Promise<Caller> {
  const session = await getCurrentSession(context, request);
  if (!session) return { userId: null, clientIp: clientIp(context) };
  return { userId: session.user.id, clientIp: clientIp(context), staff: session.user.role === "staff", name: session.user.name };
}

/** The caller without asking for the session (public reads that do not depend on who asks). */
export function anonymousCaller(context: Readonly<RouterContextProvider>): Caller {
  return { userId: null, clientIp: clientIp(context) };
}
