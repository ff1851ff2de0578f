/**
 * The contact e-mails: the acknowledgement a sender gets at once, and a staff reply. Words from the
 * `mail` catalogue (core/mail/render.ts): the acknowledgement in the language of the page the message
 * was sent from, a reply in the language given (the sender's account's, else English).
 *
 * The acknowledgement repeats nothing the sender typed (not the name, subject or message): anyone can
 * put anybody's address in the form, and an echo would let strangers send their text through us.
 * It carries only our own words and the reference to quote.
 */
import type { Locale } from "../../i18n/locales.ts";
import type { MailMessage } from "../mail/mail-service.ts";
import { composeMail, mailLanguage, mailWords } from "../mail/render.ts";

export function acknowledgementMail(p: {
  appName: string;
  appUrl: string;
  to: string;
  reference: string;
  locale?: Locale | string | null;
}): MailMessage {
  const locale = mailLanguage(p.locale);
  const t = mailWords(locale);
  return composeMail(
    locale,
    p.to,
    t("mail.contact.ack.subject", { reference: p.reference }),
    [
      t("mail.contact.ack.thanks", { appName: p.appName }),
      t("mail.contact.ack.reference", { reference: p.reference }),
      t("mail.contact.ack.not_you"),
      `${p.appName} · ${p.appUrl}/contact`,
    ],
    { preWrap: true },
  );
}

export function replyMail(p: {
  appName: string;
  appUrl: string;
  to: string;
  reference: string;
  subject: string;
  body: string;
  staffName: string;
  /** The sender's language; a staff member's own request says nothing about it, so English unless given. */
  locale?: Locale | string | null;
}): MailMessage {
  const locale = mailLanguage(p.locale, "en");
  const t = mailWords(locale);
  return composeMail(
    locale,
    p.to,
    t("mail.contact.reply.subject", { subject: p.subject, reference: p.reference }),
    [
      p.body,
      t("mail.contact.reply.signature", { staffName: p.staffName, appName: p.appName }),
      t("mail.contact.reply.footer", { reference: p.reference, appUrl: p.appUrl }),
    ],
    { preWrap: true },
  );
}
