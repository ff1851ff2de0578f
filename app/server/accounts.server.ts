/**
 * The account pages' server code (login, registration, verification, passwords, profile): each action
 * calls one use case of core/application/accounts.ts and maps its outcome to what the page answered
 * before (the form's messages with the code's status, a redirect with a toast, the session cookies).
 */
import { data, redirect, redirectDocument, type RouterContextProvider } from "react-router";
import { EMAIL_CHANGE_TOKEN_PREFIX, MAX_VERIFICATION_TOKEN } from "../../contracts/account-inputs.ts";
import { type Caller, errorHeaders, type Outcome, type UseCaseError } from "../../contracts/application.ts";
import { cookieAttributes, cookiePrefix, readCookie } from "../../contracts/cookies.ts";
import { formValues } from "../../contracts/forms.ts";
import type { z } from "../../contracts/zod.ts";
import { invoke, type UseCase } from "../../core/application/use-case.ts";
import { isPasswordConfirmationFresh } from "../../core/accounts/accounts.ts";
import { KNOWN_DEVICE_MAX_AGE_SECONDS } from "../../core/accounts/known-device.ts";
import type { ActionErrors } from "./auth-actions.server.ts";
import { type CurrentSession, clientIp, getCurrentSession, here, services } from "./session.server.ts";
import { redirectWithToast } from "./toast.server.ts";
import { pageStatus } from "./outcome.server.ts";
import { accountWords } from "./account-messages.server.ts";
import { requestLocale } from "./language.server.ts";
import { localeFromCookie, localizePath } from "../../i18n/locales.ts";

type Ctx = Readonly<RouterContextProvider>;

/** Calls an account use case as the request's session (`current`; looked up when not given). */
async function call<S extends z.ZodType, T>(
  context: Ctx,
  request: Request,
  useCase: UseCase<S, T>,
  raw: unknown,
  current?: CurrentSession | null,
): Promise<Outcome<T>> {
  const session = current === undefined ? await getCurrentSession(context, request) : current;
  const caller: Caller = {
    userId: session?.user.id ?? null,
    clientIp: clientIp(context),
    staff: session?.user.role === "staff",
    name: session?.user.name,
    sessionId: session?.sessionId,
    headers: request.headers,
  };
  const outcome = await invoke(useCase, raw, caller);
  // Sensitive settings need the password again: the page asks for it and comes back.
  if (!outcome.ok && outcome.error.code === "forbidden" && outcome.error.reason === "account.confirm_password_first")
    throw redirect(`/confirm-password?redirectTo=${encodeURIComponent(here(request))}`);
  return outcome;
}

/** A refusal as the form shows it: the field messages (or the one above the form), with the code's status. */
function formFailure(error: UseCaseError) {
  return data<ActionErrors>(
    { errors: error.fields ?? { form: [error.message] } },
    { status: pageStatus(error.code), headers: errorHeaders(error) },
  );
}

function setCookies(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

export async function signIn(context: Ctx, request: Request, form: FormData) {
  const { env } = services(context).host;
  const accountsApp = services(context).apps.accounts;
  const deviceCookie = `${cookiePrefix(env.publicDeployment)}.device`;
  const device = readCookie(request.headers.get("cookie"), deviceCookie) ?? undefined;
  const outcome = await call(context, request, accountsApp.signIn, { ...formValues(form), device }, null);
  if (!outcome.ok) return formFailure(outcome.error);
  const headers = setCookies(outcome.value.cookies);
  headers.append(
    "Set-Cookie",
    `${deviceCookie}=${outcome.value.knownDevice}; Max-Age=${KNOWN_DEVICE_MAX_AGE_SECONDS}; HttpOnly; ${cookieAttributes(env.publicDeployment)}`,
  );
  // The account's language (the `lang` cookie the sign-in set) differs from this page's: the next page
  // loads whole in it (a redirect inside the router would keep this page's language).
  const target = outcome.value.redirectTo ?? "/dashboard";
  const chosen = localeFromCookie(outcome.value.cookies.map((c) => c.split(";")[0]).join("; "));
  if (chosen && chosen !== requestLocale(request)) return redirectDocument(localizePath(chosen, target), { headers });
  return redirect(target, { headers });
}

export async function register(context: Ctx, request: Request, form: FormData) {
  const outcome = await call(context, request, services(context).apps.accounts.register, formValues(form), null);
  return outcome.ok ? { sentTo: outcome.value.sentTo } : formFailure(outcome.error);
}

export async function forgotPassword(context: Ctx, request: Request, form: FormData) {
  const outcome = await call(context, request, services(context).apps.accounts.forgotPassword, formValues(form), null);
  return outcome.ok ? outcome.value : formFailure(outcome.error);
}

export async function resetPassword(context: Ctx, request: Request, form: FormData, token: string) {
  const outcome = await call(context, request, services(context).apps.accounts.resetPassword, { ...formValues(form), token }, null);
  if (!outcome.ok) {
    // The page offers a new link when this one is spent, whatever words the refusal is shown in.
    const failure = formFailure(outcome.error);
    return outcome.error.reason === "account.reset_invalid" ? data({ ...failure.data, expired: true }, failure.init ?? undefined) : failure;
  }
  return redirectWithToast("/login", { title: accountWords(request)("account.toast.passwordReset") });
}

export async function confirmPassword(context: Ctx, request: Request, form: FormData, current: CurrentSession) {
  const outcome = await call(context, request, services(context).apps.accounts.confirmPassword, formValues(form), current);
  if (!outcome.ok) return formFailure(outcome.error);
  return redirect(outcome.value.redirectTo ?? "/settings/profile");
}

export async function resendVerification(context: Ctx, request: Request, current: CurrentSession) {
  const outcome = await call(context, request, services(context).apps.accounts.resendVerification, {}, current);
  if (!outcome.ok) return formFailure(outcome.error);
  if (outcome.value.alreadyVerified) return redirect("/dashboard");
  return redirectWithToast("/verify-email", { title: accountWords(request)("account.toast.verificationResent") });
}

/** A verification or e-mail-change link, as the page shows it before anything is confirmed. */
export function verificationLink(token: string) {
  const kind = token.startsWith(EMAIL_CHANGE_TOKEN_PREFIX) ? ("change" as const) : ("verify" as const);
  return { kind, usable: token.length <= MAX_VERIFICATION_TOKEN };
}

/** Confirms the link's address; it never signs anybody in or switches the browser's session. */
export async function verifyEmail(context: Ctx, request: Request, token: string) {
  if (token.length > MAX_VERIFICATION_TOKEN) return { ok: false as const };
  const outcome = await call(context, request, services(context).apps.accounts.verifyEmail, { token });
  if (!outcome.ok) return { ok: false as const };
  const { kind, signedInOwner } = outcome.value;
  const t = accountWords(request);
  if (kind === "change") {
    if (signedInOwner) return redirectWithToast("/settings/profile", { title: t("account.toast.emailChanged") });
    return redirectWithToast("/login", { title: t("account.toast.emailChanged"), description: t("account.toast.emailChangedLogIn") });
  }
  if (signedInOwner) return redirectWithToast("/dashboard", { title: t("account.toast.verified") });
  return redirectWithToast("/login", { title: t("account.toast.verifiedLogIn") });
}

export async function passwordSettings(context: Ctx, request: Request, current: CurrentSession) {
  const outcome = await call(context, request, services(context).apps.accounts.otherSessions, {}, current);
  const otherSessions = outcome.ok ? outcome.value.count : 0;
  return { otherSessions, name: current.user.name, email: current.user.email };
}

export async function endOtherSessions(context: Ctx, request: Request, current: CurrentSession) {
  const outcome = await call(context, request, services(context).apps.accounts.endOtherSessions, {}, current);
  const ended = outcome.ok ? outcome.value.ended : 0;
  const t = accountWords(request);
  return redirectWithToast("/settings/password", {
    title: ended === 1 ? t("account.toast.otherDevice") : t("account.toast.otherDevices", { count: ended }),
  });
}

export async function changePassword(context: Ctx, request: Request, form: FormData, current: CurrentSession) {
  const outcome = await call(context, request, services(context).apps.accounts.changePassword, formValues(form), current);
  if (!outcome.ok) return formFailure(outcome.error);
  return redirectWithToast(
    "/settings/password",
    { title: accountWords(request)("account.toast.passwordChanged") },
    setCookies(outcome.value.cookies),
  );
}

/** The profile form's values, read with the session (no query of its own). */
export function profilePage(current: CurrentSession) {
  const { name, email, emailVerified, phone, phoneCountry } = current.user;
  return {
    profile: { name, email, emailVerified, phone, phoneCountry },
    passwordConfirmed: isPasswordConfirmationFresh(current.passwordConfirmedAt),
  };
}

export async function updateProfile(context: Ctx, request: Request, form: FormData, current: CurrentSession) {
  const outcome = await call(context, request, services(context).apps.accounts.updateProfile, formValues(form), current);
  if (!outcome.ok) return formFailure(outcome.error);
  const { emailChangeSentTo, currentEmail } = outcome.value;
  const t = accountWords(request);
  return redirectWithToast("/settings/profile", {
    title: t("account.toast.profileSaved"),
    ...(emailChangeSentTo
      ? { description: t("account.toast.emailChangeSent", { newEmail: emailChangeSentTo, oldEmail: currentEmail }) }
      : {}),
  });
}

export async function deleteAccount(context: Ctx, request: Request, current: CurrentSession) {
  const outcome = await call(context, request, services(context).apps.accounts.deleteAccount, {}, current);
  if (!outcome.ok) return formFailure(outcome.error);
  return redirectWithToast(
    "/",
    { title: accountWords(request)("account.toast.accountDeleted"), variant: "info" },
    setCookies(outcome.value.cookies),
  );
}
