/**
 * better-auth, configured for Lakbay: e-mail and password accounts, sessions in the database,
 * verification and reset mail through the outbox. Its HTTP handler is not mounted: every account
 * flow runs through our own pages and actions (validation, rate limits, generic answers) and calls
 * `auth.api` on the server.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { PASSWORD_MAX, PASSWORD_MIN } from "../contracts/auth.ts";
import { cookiePrefix } from "../contracts/cookies.ts";
import type { AccountMailer } from "../core/accounts/account-mail.ts";
import type { AccountRepository } from "../core/accounts/accounts.ts";
import { REMEMBERED_ABSOLUTE_MS } from "../core/accounts/session-policy.ts";
import { passwordChangedMail, passwordResetMail, verificationMail } from "../core/mail/templates.ts";
import type { Db } from "../db/client.ts";
import * as schema from "../db/schema.ts";
import type { Env } from "./env.ts";
import { withHashedSessionTokens } from "./hashed-session-tokens.ts";
import { createChatStore } from "../db/repositories/chat-store.ts";
import { adoptGuestChats } from "./chat-identity.ts";

/** The account's stored language (better-auth's user carries it as an additional field), for its mails. */
const languageOf = (user: object) => (user as { language?: string | null }).language ?? null;

export const VERIFICATION_EXPIRES_SECONDS = 60 * 60 * 24;
export const RESET_EXPIRES_SECONDS = 60 * 60;

export function createAuth(deps: { env: Env; db: Db; accountMail: AccountMailer; accounts: AccountRepository }) {
  const { env, db, accountMail, accounts } = deps;
  const chats = createChatStore(db);
  return betterAuth({
    appName: env.appName,
    baseURL: env.appUrl,
    basePath: "/api/auth",
    secret: env.authSecret,
    trustedOrigins: [env.appUrl],
    // Session tokens are stored only as SHA-256 hashes (server/hashed-session-tokens.ts): the cookie
    // keeps the token, and a copy of the session table signs nobody in.
    database: withHashedSessionTokens(
      drizzleAdapter(db, {
        provider: "pg",
        schema: { user: schema.user, session: schema.session, account: schema.account, verification: schema.verification },
      }),
    ),
    // Reset tokens are kept only as SHA-256 hashes: a copy of the database opens no account.
    verification: { storeIdentifier: "hashed" },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: false,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_EXPIRES_SECONDS,
      sendResetPassword: async ({ user, token }) => {
        await accountMail.send(
          passwordResetMail({
            appName: env.appName,
            to: user.email,
            name: user.name,
            url: `${env.appUrl}/reset-password/${token}`,
            locale: languageOf(user),
          }),
        );
      },
      onPasswordReset: async ({ user }) => {
        // Every other reset link of the account dies with the one just used.
        await accounts.deleteResetTokens(user.id);
        await accountMail.send(
          passwordChangedMail({
            appName: env.appName,
            to: user.email,
            name: user.name,
            how: "reset",
            resetUrl: `${env.appUrl}/forgot-password`,
            locale: languageOf(user),
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: false, // our own sign-up writes the account and its mail in one transaction
      // Opening a link never signs anybody in: someone else's link must not switch your session.
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_EXPIRES_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        await accountMail.send(
          verificationMail({
            appName: env.appName,
            to: user.email,
            name: user.name,
            url: `${env.appUrl}/verify-email/${token}`,
            locale: languageOf(user),
          }),
        );
      },
      afterEmailVerification: async (user) => {
        // STAFF_EMAILS grants staff only once the address is proved.
        if (env.staffEmails.includes(user.email.toLowerCase())) await accounts.grantStaffIfVerified(user.email);
      },
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "user", input: false },
        phone: { type: "string", required: false, input: true },
        phoneCountry: { type: "string", required: false, defaultValue: "PH", input: true },
        /** The language chosen while signed in (migration 0021): set by POST /language, read at sign-in and for account mail. */
        language: { type: "string", required: false, input: false },
      },
    },
    session: {
      // The hard end of a remembered session; idle and absolute limits are ours (session-policy.ts).
      expiresIn: REMEMBERED_ABSOLUTE_MS / 1000,
      disableSessionRefresh: true,
      additionalFields: {
        passwordConfirmedAt: { type: "date", required: false, input: false },
        remember: { type: "boolean", required: false, defaultValue: false, input: false },
        lastSeenAt: { type: "date", required: false, input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Nobody is staff at sign-up: the role needs a verified address (afterEmailVerification).
          before: async (user) => ({ data: { ...user, role: "user" } }),
        },
      },
      session: {
        create: {
          before: async (session, ctx) => {
            const body = (ctx as { body?: { rememberMe?: unknown } } | null | undefined)?.body;
            return { data: { ...session, remember: body?.rememberMe === true, lastSeenAt: new Date() } };
          },
          // Signing in (however it is done) brings this browser's guest chats to the account.
          after: async (session, ctx) => {
            await adoptGuestChats(chats, ctx?.headers?.get("cookie"), session.userId, env.publicDeployment);
          },
        },
      },
    },
    rateLimit: { enabled: false }, // our own database-backed limits guard every account form
    advanced: {
      useSecureCookies: false, // the prefix is ours: __Host- in a public deployment
      cookiePrefix: cookiePrefix(env.publicDeployment),
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true, secure: env.publicDeployment, path: "/" },
    },
    logger: { disabled: env.nodeEnv === "test" },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
