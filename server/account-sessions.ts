/**
 * better-auth's session operations as the accounts application sees them (core/application/accounts.ts
 * `AccountSessions`): its refusals become null/false, anything else is thrown on.
 */
import type { AccountSessions } from "../core/application/accounts.ts";
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from "../i18n/locales.ts";
import type { Auth } from "./auth.ts";

/** The error code better-auth put on a failed call ("INVALID_EMAIL_OR_PASSWORD", …), if any. */
export function authErrorCode(error: unknown): string | null {
  const e = error as { body?: { code?: string } } | null;
  return typeof e?.body?.code === "string" ? e.body.code : null;
}

/** Runs `call`; `refused` when better-auth answers one of `codes`. */
async function refusedOn<T, R>(codes: string[], refused: R, call: () => Promise<T>): Promise<T | R> {
  try {
    return await call();
  } catch (error) {
    if (codes.includes(authErrorCode(error) ?? "")) return refused;
    throw error;
  }
}

const cookiesOf = (headers: Headers | undefined) => ({ cookies: headers?.getSetCookie() ?? [] });

export function createAccountSessions(auth: Auth): AccountSessions {
  return {
    signIn: ({ email, password, remember }, headers) =>
      refusedOn(["INVALID_EMAIL_OR_PASSWORD", "INVALID_EMAIL", "INVALID_PASSWORD"], null, async () => {
        const reply = await auth.api.signInEmail({ body: { email, password, rememberMe: remember }, headers, returnHeaders: true });
        const { cookies } = cookiesOf(reply.headers);
        // The language the account chose (migration 0021) becomes this browser's, as the switch sets it (decision 035).
        const language = (reply.response?.user as { language?: unknown } | undefined)?.language;
        if (isLocale(language)) {
          const secure = cookies.some((c) => /;\s*secure/i.test(c)) ? "; Secure" : "";
          cookies.push(`${LOCALE_COOKIE}=${language}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`);
        }
        return { cookies };
      }),
    verifyPassword: (password, headers) =>
      refusedOn(["INVALID_PASSWORD"], false, async () => {
        await auth.api.verifyPassword({ body: { password }, headers });
        return true;
      }),
    changePassword: ({ current, next }, headers) =>
      refusedOn(["INVALID_PASSWORD"], null, async () => {
        const reply = await auth.api.changePassword({
          body: { currentPassword: current, newPassword: next, revokeOtherSessions: true },
          headers,
          returnHeaders: true,
        });
        return cookiesOf(reply.headers);
      }),
    resetPassword: (token, password, headers) =>
      refusedOn(["INVALID_TOKEN"], false, async () => {
        await auth.api.resetPassword({ body: { newPassword: password, token }, headers });
        return true;
      }),
    async sendVerificationEmail(email, headers) {
      await auth.api.sendVerificationEmail({ body: { email }, headers });
    },
    async signOut(headers) {
      const reply = await auth.api.signOut({ headers, returnHeaders: true });
      return cookiesOf(reply.headers);
    },
  };
}
