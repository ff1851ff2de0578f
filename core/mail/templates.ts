/**
 * The account e-mails. Plain text first (read by every client and by the log), with a simple
 * HTML version. Links are absolute, built from the app's public address. Words from the `mail`
 * catalogue in `locale` (core/mail/render.ts): the account's stored language when the caller knows it,
 * else the language of the request that sends the mail, else English.
 */
import type { Locale } from "../../i18n/locales.ts";
import type { MailMessage } from "./mail-service.ts";
import { composeMail, mailLanguage, mailWords } from "./render.ts";

/** Who the mail is for and, when known, the language they chose (the account's). */
type To = { to: string; locale?: Locale | string | null };

function words(p: To) {
  const locale = mailLanguage(p.locale);
  return { locale, t: mailWords(locale) };
}

export function verificationMail(p: To & { appName: string; name: string; url: string }): MailMessage {
  const { locale, t } = words(p);
  return composeMail(
    locale,
    p.to,
    t("mail.verify.subject", { appName: p.appName }),
    [t("mail.hi", { name: p.name }), t("mail.verify.welcome", { appName: p.appName }), t("mail.verify.ignore")],
    { action: { label: t("mail.verify.action"), url: p.url } },
  );
}

export function passwordResetMail(p: To & { appName: string; name: string; url: string }): MailMessage {
  const { locale, t } = words(p);
  return composeMail(
    locale,
    p.to,
    t("mail.reset.subject", { appName: p.appName }),
    [t("mail.hi", { name: p.name }), t("mail.reset.body"), t("mail.reset.ignore")],
    { action: { label: t("mail.reset.action"), url: p.url } },
  );
}

/** Sent instead of a second account when someone registers with an address that already has one. */
export function alreadyRegisteredMail(p: To & { appName: string; loginUrl: string; resetUrl: string }): MailMessage {
  const { locale, t } = words(p);
  return composeMail(locale, p.to, t("mail.registered.subject", { appName: p.appName }), [
    t("mail.registered.body", { appName: p.appName }),
    t("mail.registered.login", { loginUrl: p.loginUrl, resetUrl: p.resetUrl }),
    t("mail.registered.ignore"),
  ]);
}

export function accountDeletedMail(p: To & { appName: string; name: string }): MailMessage {
  const { locale, t } = words(p);
  return composeMail(locale, p.to, t("mail.deleted.subject", { appName: p.appName }), [
    t("mail.hi", { name: p.name }),
    t("mail.deleted.body", { appName: p.appName }),
    t("mail.deleted.bye"),
  ]);
}

/** Tells the account's address that its password changed (after a change in settings or a reset). */
export function passwordChangedMail(p: To & { appName: string; name: string; how: "changed" | "reset"; resetUrl: string }): MailMessage {
  const { locale, t } = words(p);
  return composeMail(locale, p.to, t("mail.password_changed.subject", { appName: p.appName, how: p.how }), [
    t("mail.hi", { name: p.name }),
    t(p.how === "reset" ? "mail.password_changed.reset" : "mail.password_changed.changed", { appName: p.appName }),
    t("mail.password_changed.not_you", { resetUrl: p.resetUrl }),
  ]);
}

/** Sent to the current address when someone asks to move the account to a new one. */
export function emailChangeRequestedMail(p: To & { appName: string; name: string; newEmail: string; resetUrl: string }): MailMessage {
  const { locale, t } = words(p);
  return composeMail(locale, p.to, t("mail.email_change.subject", { appName: p.appName }), [
    t("mail.hi", { name: p.name }),
    t("mail.email_change.body", { appName: p.appName, newEmail: p.newEmail }),
    t("mail.email_change.not_you", { resetUrl: p.resetUrl }),
  ]);
}

/** Sent to the new address: the link that completes an e-mail change. */
export function emailChangeConfirmMail(p: To & { appName: string; name: string; url: string }): MailMessage {
  const { locale, t } = words(p);
  return composeMail(
    locale,
    p.to,
    t("mail.email_confirm.subject", { appName: p.appName }),
    [t("mail.hi", { name: p.name }), t("mail.email_confirm.body", { appName: p.appName }), t("mail.email_confirm.ignore")],
    { action: { label: t("mail.email_confirm.action"), url: p.url } },
  );
}

/** Sent to an address that already has an account when someone tries to move another account to it. */
export function emailInUseMail(p: To & { appName: string; loginUrl: string }): MailMessage {
  const { locale, t } = words(p);
  return composeMail(locale, p.to, t("mail.email_in_use.subject", { appName: p.appName }), [
    t("mail.email_in_use.body", { appName: p.appName }),
    t("mail.email_in_use.login", { loginUrl: p.loginUrl }),
  ]);
}

/** Sent to the old address once an e-mail change is complete. */
export function emailChangedMail(p: To & { appName: string; name: string; newEmail: string; contactUrl: string }): MailMessage {
  const { locale, t } = words(p);
  return composeMail(locale, p.to, t("mail.email_changed.subject", { appName: p.appName }), [
    t("mail.hi", { name: p.name }),
    t("mail.email_changed.body", { appName: p.appName, newEmail: p.newEmail }),
    t("mail.email_changed.not_you", { contactUrl: p.contactUrl }),
  ]);
}
