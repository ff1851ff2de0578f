/**
 * The identity library (better-auth) as core/accounts sees it: ids, password hashes and signed
 * verification links.
 */
import { randomBytes } from "node:crypto";
import { createEmailVerificationToken } from "better-auth/api";
import type { Identity } from "../core/accounts/registration.ts";
import type { Auth } from "./auth.ts";
import { VERIFICATION_EXPIRES_SECONDS } from "./auth.ts";
import type { Env } from "./env.ts";

export function createIdentity(auth: Auth, env: Env): Identity {
  return {
    newUserId: () => randomBytes(24).toString("base64url"),
    async hashPassword(password) {
      return (await auth.$context).password.hash(password);
    },
    async verificationUrl(email) {
      const token = await createEmailVerificationToken(env.authSecret, email, undefined, VERIFICATION_EXPIRES_SECONDS);
      return `${env.appUrl}/verify-email/${token}`;
    },
  };
}
