/**
 * better-auth, configured for Lakbay: e-mail and password accounts, sessions in the database,
 * verification and reset mail through the outbox. Its HTTP handler is not mounted: every account
 * flow runs through our own pages and actions (validation, rate limits, generic answers) and calls
 * `auth.api` on the server.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import {
  alreadyRegisteredMail,
  passwordResetMail,
  verificationMail,
} from "../core/mail/templates.ts";
import type { MailService } from "../core/mail/mail-service.ts";
import type { Db } from "../db/client.ts";
import * as schema from "../db/schema.ts";
import type { Env } from "./env.ts";

export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
export const VERIFICATION_EXPIRES_SECONDS = 60 * 60 * 24;
export const RESET_EXPIRES_SECONDS = 60 * 60;

export function createAuth(deps: { env: Env; db: Db; mail: MailService }) {
  const { env, db, mail } = deps;
  return betterAuth({
    appName: env.appName,
    baseURL: env.appUrl,
    basePath: "/api/auth",
    secret: env.authSecret,
    trustedOrigins: [env.appUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: schema.user, session: schema.session, account: schema.account, verification: schema.verification },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // Sign-up never signs in and answers the same for new and taken addresses; the link in the
      // verification mail signs the new user in.
      autoSignIn: false,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_EXPIRES_SECONDS,
      sendResetPassword: async ({ user, token }) => {
        await mail.send(
          passwordResetMail({ appName: env.appName, to: user.email, name: user.name, url: `${env.appUrl}/reset-password/${token}` }),
        );
      },
      onExistingUserSignUp: async ({ user }) => {
        await mail.send(
          alreadyRegisteredMail({
            appName: env.appName,
            to: user.email,
            loginUrl: `${env.appUrl}/login`,
            resetUrl: `${env.appUrl}/forgot-password`,
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_EXPIRES_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        await mail.send(
          verificationMail({ appName: env.appName, to: user.email, name: user.name, url: `${env.appUrl}/verify-email/${token}` }),
        );
      },
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "user", input: false },
        phone: { type: "string", required: false, input: true },
        phoneCountry: { type: "string", required: false, defaultValue: "PH", input: true },
      },
    },
    session: {
      expiresIn: SESSION_MAX_AGE_SECONDS,
      updateAge: 60 * 60 * 24,
      additionalFields: {
        passwordConfirmedAt: { type: "date", required: false, input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Addresses listed in STAFF_EMAILS get the staff role from their first day.
          before: async (user) => ({
            data: { ...user, role: env.staffEmails.includes(user.email.toLowerCase()) ? "staff" : "user" },
          }),
        },
      },
    },
    rateLimit: { enabled: false }, // our own database-backed limits guard every account form
    advanced: {
      useSecureCookies: env.publicDeployment,
      cookiePrefix: "lakbay",
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true, secure: env.publicDeployment, path: "/" },
    },
    logger: { disabled: env.nodeEnv === "test" },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
