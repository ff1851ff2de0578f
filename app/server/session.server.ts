/**
 * Who is asking, and may they? Every loader and action that needs an account calls one of these
 * at its top (never only a parent layout).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { isPasswordConfirmationFresh } from "../../core/accounts/accounts.ts";
import { resolveSession, type CurrentSession } from "../../server/guards.ts";
import { requestContext } from "../../server/request-context.ts";
import { rewordText } from "../../i18n/refusals.ts";
import { readForm } from "./form-body.server.ts";
import { requestLocale } from "./language.server.ts";
import { pageStatus } from "./outcome.server.ts";

export type { CurrentSession };

type Ctx = Readonly<RouterContextProvider>;

export function services(context: Ctx) {
  return context.get(requestContext).services;
}

/**
 * The root, the layout and the page loaders of one request all ask; the database answers once.
 * Keyed by the request's router context, which lives exactly as long as the request. Actions that
 * change the session (login, logout, password change) answer with a redirect, so the loaders that
 * follow run in a new request and see the new session.
 */
const perRequest = new WeakMap<object, Promise<CurrentSession | null>>();

export function getCurrentSession(context: Ctx, request: Request): Promise<CurrentSession | null> {
  let pending = perRequest.get(context);
  if (!pending) {
    pending = lookUpSession(context, request);
    perRequest.set(context, pending);
  }
  return pending;
}

function lookUpSession(context: Ctx, request: Request): Promise<CurrentSession | null> {
  return resolveSession(services(context).host, request.headers);
}

/**
 * The page the person is on, to come back to after a detour. Client-side navigations and form
 * submissions reach loaders and actions as `/path.data` (React Router's data requests); strip that.
 */
export function here(request: Request): string {
  const url = new URL(request.url);
  let pathname = url.pathname;
  if (pathname === "/_root.data") pathname = "/";
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  const query = url.searchParams.toString();
  return pathname + (query ? `?${query}` : "");
}

/** Signed-in users only; guests go to the login page and come back afterwards. */
export async function requireSession(context: Ctx, request: Request): Promise<CurrentSession> {
  const current = await getCurrentSession(context, request);
  if (!current) throw redirect(`/login?redirectTo=${encodeURIComponent(here(request))}`);
  return current;
}

/** Signed in and with a verified e-mail; unverified users see the verification notice. */
export async function requireVerifiedSession(context: Ctx, request: Request): Promise<CurrentSession> {
  const current = await requireSession(context, request);
  if (!current.user.emailVerified) throw redirect("/verify-email");
  return current;
}

/**
 * Staff only, with a verified address; everyone else gets 403 (guests are asked to log in first,
 * unverified accounts to verify). Every staff loader and action calls this itself: a data request
 * (`/path.data?_routes=…`) runs one route's loader and skips its layout.
 */
export async function requireStaff(context: Ctx, request: Request): Promise<CurrentSession> {
  const current = await requireVerifiedSession(context, request);
  if (current.user.role !== "staff") {
    throw data({ message: rewordText("This page is for Lakbay staff.", requestLocale(request)) }, { status: pageStatus("forbidden") });
  }
  return current;
}

/** Pages for guests (login, register…) send signed-in users to their dashboard. */
export async function requireGuest(context: Ctx, request: Request): Promise<void> {
  if (await getCurrentSession(context, request)) throw redirect("/dashboard");
}

type PageArgs = { request: Request; context: Ctx };

/** The loader of a page for visitors who are not signed in (log in, create an account). */
export async function guestLoader({ request, context }: PageArgs): Promise<null> {
  await requireGuest(context, request);
  return null;
}

/** The action of such a page: reads the form first (as every action does), then checks the visitor, then `handle`s it. */
export function guestAction<T>(handle: (context: Ctx, request: Request, form: FormData) => Promise<T>) {
  return async ({ request, context }: PageArgs): Promise<T> => {
    const form = await readForm(request);
    await requireGuest(context, request);
    return handle(context, request, form);
  };
}

/** Sensitive settings need the password re-entered within the last 15 minutes. */
export async function requireRecentPassword(context: Ctx, request: Request, current: CurrentSession): Promise<void> {
  const confirmedAt = await services(context).host.sessions.passwordConfirmedAt(current.sessionId);
  if (!isPasswordConfirmationFresh(confirmedAt)) {
    throw redirect(`/confirm-password?redirectTo=${encodeURIComponent(here(request))}`);
  }
}

export function clientIp(context: Ctx): string {
  return context.get(requestContext).clientIp;
}
