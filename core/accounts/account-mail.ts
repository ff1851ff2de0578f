/**
 * Account mail (verification, reset, notices) goes through a per-recipient cap, whoever asks for
 * it: without one, anybody could fill a stranger's inbox by pressing "send again" from many
 * addresses. Over the cap the message is dropped quietly; the page answers as it always does.
 */
import type { MailMessage, MailService } from "../mail/mail-service.ts";
import type { RateLimiter, RateLimitRule } from "../rate-limit/rate-limiter.ts";
import type { Logger } from "../shared/logger.ts";

export const ACCOUNT_MAIL_CAPS = {
  perHour: { name: "mail-recipient-hour", limit: 6, windowMs: 60 * 60_000 },
  perDay: { name: "mail-recipient-day", limit: 20, windowMs: 24 * 60 * 60_000 },
} satisfies Record<string, RateLimitRule>;

export type AccountMailer = {
  /** Sends unless the recipient had too much account mail lately; true when it went to the outbox. */
  send(message: MailMessage): Promise<boolean>;
};

export function createAccountMailer(deps: { mail: MailService; rateLimiter: RateLimiter; logger: Logger }): AccountMailer {
  const { mail, rateLimiter, logger } = deps;
  return {
    async send(message) {
      const key = message.to.trim().toLowerCase();
      for (const rule of [ACCOUNT_MAIL_CAPS.perHour, ACCOUNT_MAIL_CAPS.perDay]) {
        const result = await rateLimiter.consume(rule, [key]);
        if (!result.allowed) {
          logger.warn({ rule: rule.name, subject: message.subject }, "account mail dropped: recipient cap reached");
          return false;
        }
      }
      await mail.send(message);
      return true;
    },
  };
}
