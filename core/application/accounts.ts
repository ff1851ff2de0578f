/**
 * The accounts application service (issue 18): registering, signing in, verifying the address,
 * forgotten and changed passwords, the password confirmation before sensitive settings, the profile
 * and deleting the account. The account pages call these use cases (app/server/accounts.server.ts);
 * the rate limits, the password-strength rule and the mail are here, once.
 *
 * What acts on the browser's session (better-auth: signing in and out, checking and changing the
 * password) is the `AccountSessions` port, implemented in server/account-sessions.ts; it reads the
 * caller's `headers` and answers the Set-Cookie lines the page hands on.
 */
import {
  ChangePasswordInput,
  ConfirmPasswordInput,
  EMAIL_CHANGE_TOKEN_PREFIX,
  ForgotPasswordInput,
  NoInput,
  RegisterInput,
  ResetPasswordInput,
  SignInInput,
  UpdateProfileInput,
  VerifyEmailInput,
} from "../../contracts/account-inputs.ts";
import { type Caller, fail, ok, type Outcome, type RefusalExtra, type RefusalReason } from "../../contracts/application.ts";
import { AUTH_MESSAGES } from "../../contracts/auth.ts";
import { judgePassword } from "../../contracts/password-strength.ts";
import type { AccountProfile, AccountRepository } from "../accounts/accounts.ts";
import { isPasswordConfirmationFresh, PASSWORD_RESET_REQUEST_JOB, updateProfile } from "../accounts/accounts.ts";
import type { EmailChangeResult } from "../accounts/email-change.ts";
import { knownDeviceId, knownDeviceValue } from "../accounts/known-device.ts";
import type { Identity } from "../accounts/registration.ts";
import type { JobQueue } from "../jobs/jobs.ts";
import type { MailMessage } from "../mail/mail-service.ts";
import { accountDeletedMail, passwordChangedMail } from "../mail/templates.ts";
import {
  LOGIN_ACCOUNT_RULES,
  limitParams,
  RATE_LIMITS,
  type RateLimiter,
  type RateLimitRule,
  tooManyAttemptsMessage,
} from "../rate-limit/rate-limiter.ts";
import { defineUseCase } from "./use-case.ts";

/** The Set-Cookie lines that carry a new (or ended) session to the browser. */
export type SessionCookies = { cookies: string[] };

/** The identity library's session operations (better-auth in server/account-sessions.ts). */
export type AccountSessions = {
  /** Signs in; null for a wrong address or password. */
  signIn(input: { email: string; password: string; remember: boolean }, headers: Headers): Promise<SessionCookies | null>;
  /** Whether `password` is the signed-in account's. */
  verifyPassword(password: string, headers: Headers): Promise<boolean>;
  /** Changes the password, ending every other session; null when `current` is wrong. */
  changePassword(change: { current: string; next: string }, headers: Headers): Promise<SessionCookies | null>;
  /** Sets a new password from a reset link; false for a bad or used token. */
  resetPassword(token: string, password: string, headers: Headers): Promise<boolean>;
  sendVerificationEmail(email: string, headers: Headers): Promise<void>;
  signOut(headers: Headers): Promise<SessionCookies>;
};

export type AccountsApplicationDeps = {
  accounts: AccountRepository;
  sessions: AccountSessions;
  identity: Pick<Identity, "confirmEmail">;
  emailChange: { request(current: AccountProfile, newEmail: string): Promise<void>; confirm(token: string): Promise<EmailChangeResult> };
  register(input: { name: string; email: string; password: string }): Promise<void>;
  rateLimiter: RateLimiter;
  jobs: Pick<JobQueue, "enqueue">;
  /** Account mail under the per-recipient cap, and plain mail (the goodbye after a deletion). */
  accountMail: { send(message: MailMessage): Promise<unknown> };
  mail: { send(message: MailMessage): Promise<unknown> };
  /** Signs the known-device cookies. */
  deviceSecret: string;
  appName: string;
  appUrl: string;
  now?: () => Date;
};

export const SIGN_IN_FIRST_MESSAGE = "Please sign in.";
export const CONFIRM_PASSWORD_FIRST_MESSAGE = "Please confirm your password first.";
export const ACCOUNT_GONE_MESSAGE = "Your account could not be found. Please log in again.";

/** A refusal whose message the form shows above its fields. */
function formError<T = never>(
  code: Parameters<typeof fail>[0],
  reason: RefusalReason,
  message: string,
  field = "form",
  extra: Omit<RefusalExtra, "reason"> = {},
): Outcome<T> {
  return fail(code, message, { fields: { [field]: [message] }, reason, ...extra });
}

/** A new password must not be common, leaked or easy to guess; `context`: the name and address it must not lean on. */
function weakPassword(password: string, context: string[]): Outcome<never> | null {
  const verdict = judgePassword(password, context);
  if (verdict.ok) return null;
  return formError("invalid", "account.weak_password", [verdict.problem, verdict.suggestions[0]].filter(Boolean).join(" "), "password");
}

export function createAccountsApplication(deps: AccountsApplicationDeps) {
  const { accounts, sessions, rateLimiter } = deps;
  const now = deps.now ?? (() => new Date());
  const headersOf = (caller: Caller) => caller.headers ?? new Headers();

  /** Counts an attempt under `key`; the refusal when over the limit, else null. */
  async function limited(rule: RateLimitRule, key: string): Promise<Outcome<never> | null> {
    const result = await rateLimiter.consume(rule, [key]);
    if (result.allowed) return null;
    return formError("rate_limited", "limit.attempts", tooManyAttemptsMessage(result.retryAfterSeconds), "form", {
      retryAfterSeconds: result.retryAfterSeconds,
      params: limitParams(result.retryAfterSeconds),
    });
  }
  /** The client's own counter, or the client's for one account or address. */
  const clientKey = (caller: Caller, extra?: string) => (extra ? `${caller.clientIp}|${extra}` : caller.clientIp);

  /** Failures-only limits: refused when `key` is at the limit of any rule, counting nothing. */
  async function failuresLimited(rules: RateLimitRule[], key: string): Promise<Outcome<never> | null> {
    let retryAfterSeconds = 0;
    for (const rule of rules) {
      const result = await rateLimiter.check(rule, key);
      if (!result.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, result.retryAfterSeconds);
    }
    return retryAfterSeconds === 0
      ? null
      : formError("rate_limited", "limit.attempts", tooManyAttemptsMessage(retryAfterSeconds), "form", {
          retryAfterSeconds,
          params: limitParams(retryAfterSeconds),
        });
  }

  /** The signed-in account, or the refusal to answer. */
  async function signedIn(caller: Caller): Promise<{ profile: AccountProfile } | { refused: Outcome<never> }> {
    if (!caller.userId) return { refused: fail("unauthenticated", SIGN_IN_FIRST_MESSAGE, { reason: "account.sign_in_first" }) };
    const profile = await accounts.findById(caller.userId);
    return profile ? { profile } : { refused: formError("not_found", "account.gone", ACCOUNT_GONE_MESSAGE) };
  }

  async function passwordRecentlyConfirmed(caller: Caller): Promise<boolean> {
    return caller.sessionId !== undefined && isPasswordConfirmationFresh(await accounts.passwordConfirmedAt(caller.sessionId), now());
  }

  const register = defineUseCase({
    name: "accounts.register",
    summary: "Create an account; a verification link is e-mailed (an address already registered gets a notice instead)",
    input: RegisterInput,
    async run({ name, email, password }, caller) {
      const refused = (await limited(RATE_LIMITS.register, clientKey(caller))) ?? weakPassword(password, [name, email]);
      if (refused) return refused;
      // New and already-registered addresses get the same answer; the mail tells them apart.
      await deps.register({ name, email, password });
      return ok({ sentTo: email });
    },
  });

  const signIn = defineUseCase({
    name: "accounts.signIn",
    summary: "Sign in with an e-mail address and password",
    input: SignInInput,
    async run({ email, password, remember, redirectTo, device: deviceCookie }, caller) {
      const device = knownDeviceId(deps.deviceSecret, deviceCookie, email);
      // Failed logins per account, across every client, unless this browser logged in to it before.
      const refused =
        (await limited(RATE_LIMITS.loginPerClient, clientKey(caller))) ??
        (device
          ? await limited(RATE_LIMITS.loginKnownDevice, `${device}|${email}`)
          : ((await limited(RATE_LIMITS.login, clientKey(caller, email))) ?? (await failuresLimited(LOGIN_ACCOUNT_RULES, email))));
      if (refused) return refused;
      const session = await sessions.signIn({ email, password, remember }, headersOf(caller));
      if (!session) {
        if (!device) for (const rule of LOGIN_ACCOUNT_RULES) await rateLimiter.consume(rule, [email]);
        return formError("unauthenticated", "account.login_failed", AUTH_MESSAGES.loginFailed);
      }
      await rateLimiter.reset(RATE_LIMITS.login, clientKey(caller, email));
      for (const rule of LOGIN_ACCOUNT_RULES) await rateLimiter.reset(rule, email);
      return ok({ ...session, knownDevice: knownDeviceValue(deps.deviceSecret, email), redirectTo: redirectTo ?? null });
    },
  });

  const verifyEmail = defineUseCase({
    name: "accounts.verifyEmail",
    summary: "Confirm an e-mail address (or a change of address) from the link that was mailed",
    input: VerifyEmailInput,
    async run({ token }, caller): Promise<Outcome<{ kind: "change" | "verify"; signedInOwner: boolean }>> {
      if (token.startsWith(EMAIL_CHANGE_TOKEN_PREFIX)) {
        const result = await deps.emailChange.confirm(token);
        if (!result.ok) return fail("not_found", AUTH_MESSAGES.emailChangeInvalid, { reason: "account.email_change_invalid" });
        return ok({ kind: "change", signedInOwner: caller.userId === result.userId });
      }
      const email = await deps.identity.confirmEmail(token);
      if (!email) return fail("not_found", AUTH_MESSAGES.verifyInvalid, { reason: "account.verify_invalid" });
      const owner = caller.userId ? await accounts.findById(caller.userId) : null;
      return ok({ kind: "verify", signedInOwner: owner?.email.toLowerCase() === email.toLowerCase() });
    },
  });

  const resendVerification = defineUseCase({
    name: "accounts.resendVerification",
    summary: "Send the signed-in account a new verification link",
    input: NoInput,
    async run(_input, caller) {
      const account = await signedIn(caller);
      if ("refused" in account) return account.refused;
      if (account.profile.emailVerified) return ok({ alreadyVerified: true });
      const refused = await limited(RATE_LIMITS.resendVerification, clientKey(caller, account.profile.id));
      if (refused) return refused;
      await sessions.sendVerificationEmail(account.profile.email, headersOf(caller));
      return ok({ alreadyVerified: false });
    },
  });

  const forgotPassword = defineUseCase({
    name: "accounts.forgotPassword",
    summary: "E-mail a password-reset link, if an account uses the address (the answer is the same either way)",
    input: ForgotPasswordInput,
    async run({ email }, caller) {
      const refused =
        (await limited(RATE_LIMITS.passwordResetPerClient, clientKey(caller))) ??
        (await limited(RATE_LIMITS.passwordReset, clientKey(caller, email)));
      if (refused) return refused;
      // The look-up and the mail happen after the answer, so the answer is the same, and as fast, either way.
      await deps.jobs.enqueue(PASSWORD_RESET_REQUEST_JOB, { email });
      return ok({ sent: true as const });
    },
  });

  const resetPassword = defineUseCase({
    name: "accounts.resetPassword",
    summary: "Choose a new password from a reset link",
    input: ResetPasswordInput,
    async run({ token, password }, caller) {
      const refused = (await limited(RATE_LIMITS.passwordReset, clientKey(caller))) ?? weakPassword(password, []);
      if (refused) return refused;
      if (!(await sessions.resetPassword(token, password, headersOf(caller))))
        return formError("invalid", "account.reset_invalid", AUTH_MESSAGES.resetInvalid);
      return ok({ reset: true as const });
    },
  });

  const confirmPassword = defineUseCase({
    name: "accounts.confirmPassword",
    summary: "Re-enter the password before sensitive settings (valid for 15 minutes)",
    input: ConfirmPasswordInput,
    async run({ password, redirectTo }, caller) {
      if (!caller.userId || !caller.sessionId) return fail("unauthenticated", SIGN_IN_FIRST_MESSAGE, { reason: "account.sign_in_first" });
      const refused = await limited(RATE_LIMITS.confirmPassword, clientKey(caller, caller.userId));
      if (refused) return refused;
      if (!(await sessions.verifyPassword(password, headersOf(caller))))
        return formError("unauthenticated", "account.wrong_password", AUTH_MESSAGES.wrongPassword, "password");
      await accounts.markPasswordConfirmed(caller.sessionId, now());
      return ok({ redirectTo: redirectTo ?? null });
    },
  });

  const changePassword = defineUseCase({
    name: "accounts.changePassword",
    summary: "Change the password; every other session ends",
    input: ChangePasswordInput,
    async run({ current_password, password }, caller) {
      const account = await signedIn(caller);
      if ("refused" in account) return account.refused;
      const { profile } = account;
      const refused =
        (await limited(RATE_LIMITS.confirmPassword, clientKey(caller, profile.id))) ??
        weakPassword(password, [profile.name, profile.email]);
      if (refused) return refused;
      // A new session replaces this one and every other session ends.
      const session = await sessions.changePassword({ current: current_password, next: password }, headersOf(caller));
      if (!session) return formError("invalid", "account.wrong_current_password", AUTH_MESSAGES.wrongCurrentPassword, "current_password");
      // Reset links sent before the change die with the old password; the address hears of it.
      await accounts.deleteResetTokens(profile.id);
      await deps.accountMail.send(
        passwordChangedMail({
          appName: deps.appName,
          to: profile.email,
          name: profile.name,
          how: "changed",
          resetUrl: `${deps.appUrl}/forgot-password`,
        }),
      );
      return ok(session);
    },
  });

  const otherSessions = defineUseCase({
    name: "accounts.otherSessions",
    summary: "How many other devices are signed in to the account",
    input: NoInput,
    async run(_input, caller) {
      if (!caller.userId) return fail("unauthenticated", SIGN_IN_FIRST_MESSAGE, { reason: "account.sign_in_first" });
      return ok({ count: Math.max(0, (await accounts.countActiveSessions(caller.userId, now())) - 1) });
    },
  });

  const endOtherSessions = defineUseCase({
    name: "accounts.endOtherSessions",
    summary: "Sign out every other device",
    input: NoInput,
    async run(_input, caller) {
      if (!caller.userId || !caller.sessionId) return fail("unauthenticated", SIGN_IN_FIRST_MESSAGE, { reason: "account.sign_in_first" });
      return ok({ ended: await accounts.endOtherSessions(caller.userId, caller.sessionId) });
    },
  });

  const profile = defineUseCase({
    name: "accounts.profile",
    summary: "The signed-in account's name, e-mail address and phone",
    input: NoInput,
    async run(_input, caller) {
      const account = await signedIn(caller);
      if ("refused" in account) return account.refused;
      const { name, email, emailVerified, phone, phoneCountry } = account.profile;
      return ok({ name, email, emailVerified, phone, phoneCountry });
    },
  });

  const updateProfileCase = defineUseCase({
    name: "accounts.updateProfile",
    summary: "Save the name and phone; a new e-mail address is confirmed from a link sent there (needs a recent password)",
    input: UpdateProfileInput,
    async run(input, caller) {
      const account = await signedIn(caller);
      if ("refused" in account) return account.refused;
      const current = account.profile;
      const newEmail = input.email !== current.email;
      // A new e-mail address changes where reset links go: that needs the password first.
      if (newEmail) {
        if (!(await passwordRecentlyConfirmed(caller)))
          return fail("forbidden", CONFIRM_PASSWORD_FIRST_MESSAGE, { reason: "account.confirm_password_first" });
        const refused = await limited(RATE_LIMITS.emailChange, clientKey(caller, current.id));
        if (refused) return refused;
      }
      await updateProfile(accounts, current, input);
      // The same answer whether or not another account uses the new address (no enumeration).
      if (newEmail) await deps.emailChange.request(current, input.email);
      return ok({ emailChangeSentTo: newEmail ? input.email : null, currentEmail: current.email });
    },
  });

  const deleteAccount = defineUseCase({
    name: "accounts.delete",
    summary: "Delete the signed-in account (needs a recent password)",
    input: NoInput,
    async run(_input, caller) {
      const account = await signedIn(caller);
      if ("refused" in account) return account.refused;
      if (!(await passwordRecentlyConfirmed(caller)))
        return fail("forbidden", CONFIRM_PASSWORD_FIRST_MESSAGE, { reason: "account.confirm_password_first" });
      const session = await sessions.signOut(headersOf(caller));
      const { id, email, name } = account.profile;
      await accounts.delete(id);
      await deps.mail.send(accountDeletedMail({ appName: deps.appName, to: email, name }));
      return ok(session);
    },
  });

  return {
    register,
    signIn,
    verifyEmail,
    resendVerification,
    forgotPassword,
    resetPassword,
    confirmPassword,
    changePassword,
    otherSessions,
    endOtherSessions,
    profile,
    updateProfile: updateProfileCase,
    deleteAccount,
  };
}

export type AccountsApplication = ReturnType<typeof createAccountsApplication>;
