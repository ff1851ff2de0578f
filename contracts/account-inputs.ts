/**
 * The inputs of the account use cases (core/application/accounts.ts): the account forms' schemas of
 * contracts/auth.ts, with what the page adds to them (the reset link's token, the known-device cookie).
 */
import {
  ConfirmPasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  PasswordChangeSchema,
  ProfileSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from "./auth.ts";
import { z } from "./zod.ts";

/** Links for an e-mail change start with this, so the verification page can tell them apart. */
export const EMAIL_CHANGE_TOKEN_PREFIX = "ec_";

/** The longest verification link token the page accepts. */
export const MAX_VERIFICATION_TOKEN = 2048;

export const RegisterInput = RegisterSchema;

/** The login form, and the browser's known-device cookie (core/accounts/known-device.ts) when it has one. */
export const SignInInput = LoginSchema.extend({ device: z.string().max(400).optional() });

export const ForgotPasswordInput = ForgotPasswordSchema;

/** The new password, and the token of the reset link it came from. */
export const ResetPasswordInput = ResetPasswordSchema.and(z.object({ token: z.string().min(1).max(MAX_VERIFICATION_TOKEN) }));

/** A verification or e-mail-change link's token. */
export const VerifyEmailInput = z.object({ token: z.string().min(1).max(MAX_VERIFICATION_TOKEN) });

export const ConfirmPasswordInput = ConfirmPasswordSchema;

export const ChangePasswordInput = PasswordChangeSchema;

export const UpdateProfileInput = ProfileSchema;

/** The use cases that act on the signed-in account alone take nothing else. */
export const NoInput = z.object({});
