/** The account forms: login, registration, password reset and the settings pages. */
import { z } from "./zod.ts";
import { COUNTRIES } from "./countries.ts";
import { CONTROL_CHARACTERS_MESSAGE, hasForbiddenCharacters, safeRedirectPath } from "./text.ts";

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

/** A single-line text field: control characters are refused before anything else looks at it. */
const line = (required: string) =>
  z.string({ error: required }).refine((v) => !hasForbiddenCharacters(v), { message: CONTROL_CHARACTERS_MESSAGE, abort: true });

const email = line("Enter your e-mail address.")
  .trim()
  .min(1, "Enter your e-mail address.")
  .max(254, "That e-mail address is too long.")
  .pipe(z.email("Enter a valid e-mail address, like juan@example.com."))
  .transform((v) => v.toLowerCase());

const newPassword = line("Enter a password.")
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`);

const name = line("Enter your name.").trim().min(1, "Enter your name.").max(100, "Keep your name under 100 characters.");

const checkbox = z
  .enum(["on", "true", "1", ""])
  .optional()
  .transform((v) => v === "on" || v === "true" || v === "1");

/** A path inside this site to return to after a detour (never another site; anything odd is dropped). */
export const RedirectToSchema = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === "string" ? safeRedirectPath(v) : undefined));

export const LoginSchema = z.object({
  email,
  password: line("Enter your password.").min(1, "Enter your password.").max(PASSWORD_MAX, "That password is too long."),
  remember: checkbox,
  redirectTo: RedirectToSchema,
});

const passwordsMatch: [(v: { password: string; password_confirmation: string }) => boolean, { message: string; path: string[] }] = [
  (v) => v.password === v.password_confirmation,
  { message: "The passwords do not match.", path: ["password_confirmation"] },
];

const passwordPair = { password: newPassword, password_confirmation: z.string({ error: "Confirm the password." }).max(PASSWORD_MAX) };

export const RegisterSchema = z.object({ name, email, ...passwordPair }).refine(...passwordsMatch);

export const ForgotPasswordSchema = z.object({ email });

export const ResetPasswordSchema = z.object(passwordPair).refine(...passwordsMatch);

export const ConfirmPasswordSchema = z.object({
  password: line("Enter your password.").min(1, "Enter your password.").max(PASSWORD_MAX, "That password is too long."),
  redirectTo: RedirectToSchema,
});

export const PasswordChangeSchema = z
  .object({
    current_password: line("Enter your current password.")
      .min(1, "Enter your current password.")
      .max(PASSWORD_MAX, "That password is too long."),
    ...passwordPair,
  })
  .refine(...passwordsMatch);

const countryCodes = new Set(COUNTRIES.map((c) => c.code));

export const ProfileSchema = z.object({
  name,
  email,
  phoneCountry: z
    .string({ error: "Choose a country from the list." })
    .max(2, "Choose a country from the list.")
    .refine((c) => countryCodes.has(c), "Choose a country from the list."),
  // Optional: a missing field is the same as an empty one.
  phone: line("Enter a phone number of 6 to 14 digits.")
    .trim()
    .default("")
    .pipe(z.string())
    .refine((v) => v.length <= 30, "Enter a phone number of 6 to 14 digits.")
    .refine((v) => v === "" || /^[\d\s()-]+$/.test(v), "Use digits only, like 917 123 4567.")
    .transform((v) => v.replace(/\D/g, ""))
    .refine((v) => v === "" || (v.length >= 6 && v.length <= 14), "Enter a phone number of 6 to 14 digits.")
    .transform((v) => (v === "" ? null : v.replace(/^0+/, ""))),
});

export const AppearanceFormSchema = z.object({
  appearance: z.enum(["light", "dark", "system"], "Choose light, dark or system."),
});

/** What the browser knows of the signed-in user (root loader). */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: "user" | "staff";
};

/** Account messages that tests and pages share. Generic on purpose: none says whether an address is registered. */
export const AUTH_MESSAGES = {
  loginFailed: "The e-mail address or password is incorrect.",
  resetSent: "If an account uses that address, we've sent it a link to reset the password. The link works once, for 60 minutes.",
  resetInvalid: "This reset link is invalid or has expired. Ask for a new one below.",
  passwordReset: "Your password has been reset. Log in with your new password.",
  verified: "Your e-mail address is verified. Welcome to Lakbay!",
  verifyInvalid: "This verification link is invalid or has expired.",
  verificationResent: "We've sent a new verification link to your e-mail address.",
  loggedOut: "You have been logged out.",
  wrongPassword: "The password is incorrect.",
  wrongCurrentPassword: "The current password is incorrect.",
  passwordChanged: "Password updated. Other devices have been logged out.",
  profileSaved: "Profile saved.",
  emailChangeSent: (newEmail: string, oldEmail: string) =>
    `To finish the change, open the link we sent to ${newEmail}. Until then we keep using ${oldEmail}.`,
  emailChanged: "Your new e-mail address is confirmed.",
  emailChangeInvalid: "This confirmation link is invalid or has expired.",
  verifiedLogIn: "Your e-mail address is verified. Log in to continue.",
  accountDeleted: "Your account has been deleted. Salamat for travelling with us.",
  appearanceSaved: "Appearance saved.",
  otherDeviceLoggedOut: "Logged out of 1 other device.",
  otherDevicesLoggedOut: (n: number) => `Logged out of ${n} other devices.`,
} as const;
