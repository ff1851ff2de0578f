/**
 * The account and contact mails in both languages (issue 27): English word for word as before (the
 * subjects and sentences below are today's), Filipino from the `mail` catalogue, chosen by the
 * account's stored language, else the language of the request that sends the mail.
 */
import { describe, expect, it } from "vitest";
import { englishLeft } from "../../tests/support/english-left.ts";
import { acknowledgementMail, replyMail } from "../contact/contact-mail.ts";
import type { MailMessage } from "./mail-service.ts";
import { currentRequestLanguage, mailLanguage, withRequestLanguage } from "./render.ts";
import {
  accountDeletedMail,
  alreadyRegisteredMail,
  emailChangeConfirmMail,
  emailChangedMail,
  emailChangeRequestedMail,
  emailInUseMail,
  passwordChangedMail,
  passwordResetMail,
  verificationMail,
} from "./templates.ts";

const base = { appName: "Lakbay", to: "juan@example.ph", name: "Juan", url: "https://lakbay.example/verify-email/abc" };
const urls = { loginUrl: "https://lakbay.example/login", resetUrl: "https://lakbay.example/forgot-password" };

/** Every mail, written for `locale` (undefined: none given, so the request's language decides). */
function all(locale?: "en" | "fil"): Record<string, MailMessage> {
  const p = { ...base, locale };
  return {
    verification: verificationMail(p),
    reset: passwordResetMail(p),
    registered: alreadyRegisteredMail({ ...p, ...urls }),
    deleted: accountDeletedMail(p),
    passwordReset: passwordChangedMail({ ...p, how: "reset", resetUrl: urls.resetUrl }),
    passwordChanged: passwordChangedMail({ ...p, how: "changed", resetUrl: urls.resetUrl }),
    emailChange: emailChangeRequestedMail({ ...p, newEmail: "bago@example.ph", resetUrl: urls.resetUrl }),
    emailConfirm: emailChangeConfirmMail(p),
    emailInUse: emailInUseMail({ ...p, loginUrl: urls.loginUrl }),
    emailChanged: emailChangedMail({ ...p, newEmail: "bago@example.ph", contactUrl: "https://lakbay.example/contact" }),
    acknowledgement: acknowledgementMail({ ...p, appUrl: "https://lakbay.example", reference: "C-K7Q2ZM" }),
    reply: replyMail({
      ...p,
      appUrl: "https://lakbay.example",
      reference: "C-K7Q2ZM",
      subject: "Baggage",
      body: "Salamat po!",
      staffName: "Ana",
    }),
  };
}

/** Its text without links, addresses and names: what is left is the mail's own words. */
const ownWords = (m: MailMessage) => m.html!.replace(/https?:[^\s<"]+|\S+@\S+\.ph/g, "");

describe("account and contact mails", () => {
  it("English: the subjects and sentences of today's mails", () => {
    const m = all("en");
    expect(m.verification.subject).toBe("Verify your e-mail for Lakbay");
    expect(m.verification.text).toBe(
      "Hi Juan,\n\nWelcome to Lakbay! Please confirm that this is your e-mail address. The link works for 24 hours.\n\nIf you did not create an account, you can ignore this message.\n\nVerify e-mail: https://lakbay.example/verify-email/abc",
    );
    expect(m.verification.html).toContain("Or paste this address into your browser: https://lakbay.example/verify-email/abc");
    expect(m.verification.html).not.toContain("lang=");
    expect(m.reset.subject).toBe("Reset your Lakbay password");
    expect(m.registered.subject).toBe("Your Lakbay account");
    expect(m.deleted.text).toContain("Salamat, and safe travels.");
    expect(m.passwordReset.subject).toBe("Your Lakbay password was reset");
    expect(m.passwordChanged.subject).toBe("Your Lakbay password was changed");
    expect(m.passwordChanged.text).toContain(
      "If this was not you, reset your password now at https://lakbay.example/forgot-password and check your account's e-mail address.",
    );
    expect(m.emailChange.subject).toBe("Your Lakbay e-mail address is about to change");
    expect(m.emailConfirm.subject).toBe("Confirm your new e-mail address for Lakbay");
    expect(m.emailInUse.subject).toBe("Someone tried to use your address on Lakbay");
    expect(m.emailChanged.subject).toBe("Your Lakbay e-mail address was changed");
    expect(m.acknowledgement.subject).toBe("We received your message (C-K7Q2ZM)");
    expect(m.reply.subject).toBe("Re: Baggage (C-K7Q2ZM)");
    expect(m.reply.text).toContain("Ana, Lakbay team");
    // None given and no request: English, as before.
    expect(all()).toEqual(m);
  });

  it("Filipino: every mail's subject, text and HTML in Filipino, with no English sentence left", () => {
    const m = all("fil");
    expect(m.verification.subject).toBe("I-verify ang iyong email para sa Lakbay");
    expect(m.verification.text).toContain("Maligayang pagdating sa Lakbay!");
    expect(m.verification.text).toContain("I-verify ang email: https://lakbay.example/verify-email/abc");
    expect(m.verification.html).toContain('lang="fil"');
    expect(m.verification.html).toContain("O i-paste ang address na ito sa iyong browser:");
    expect(m.reset.subject).toBe("I-reset ang iyong password sa Lakbay");
    expect(m.passwordReset.subject).toBe("Na-reset ang iyong password sa Lakbay");
    expect(m.passwordChanged.subject).toBe("Napalitan ang iyong password sa Lakbay");
    expect(m.emailChange.text).toContain("bago@example.ph");
    expect(m.acknowledgement.subject).toBe("Natanggap namin ang iyong mensahe (C-K7Q2ZM)");
    expect(m.reply.text).toContain("Ana, team ng Lakbay");
    // The scanner does see English: today's mails are full of it.
    expect(englishLeft(ownWords(all("en").verification)).length).toBeGreaterThan(0);
    for (const [name, mail] of Object.entries(m)) {
      expect(englishLeft(ownWords(mail)), name).toEqual([]);
      expect(mail.text, name).not.toMatch(/\b(Please|Your|If you|We received|Someone)\b/);
    }
  });

  it("without a language given, the request's language decides (a mail written while a /fil page is served)", () => {
    expect(currentRequestLanguage()).toBeNull();
    expect(mailLanguage(null, undefined)).toBe("en");
    const mail = withRequestLanguage("fil", () => verificationMail(base));
    expect(mail.subject).toBe("I-verify ang iyong email para sa Lakbay");
    // The account's own choice comes first.
    expect(withRequestLanguage("fil", () => verificationMail({ ...base, locale: "en" })).subject).toBe("Verify your e-mail for Lakbay");
    // A staff reply is written during the staff's request: English unless the sender's language is given.
    expect(
      withRequestLanguage("fil", () => replyMail({ ...base, appUrl: "", reference: "C-1", subject: "S", body: "B", staffName: "A" }))
        .subject,
    ).toBe("Re: S (C-1)");
  });
});
