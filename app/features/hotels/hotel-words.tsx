/**
 * The hotel pages' words (namespace `hotels`, i18n/<language>/hotels.ts), sent by each page's loader:
 * a route wraps its page in `<HotelWords messages={loaderData.messages}>` and its pieces read them with
 * `useHotelT()`. Counts need plurals, so the formatter comes with them (i18n/formatter.ts). The helpers
 * below word, in the page's language, what the contracts word in English for mails and the API: counts,
 * calendar days, cancellation terms and refunds (the English they give is the contracts' own, tested).
 */
import "../../../i18n/formatter.ts";
import { createContext, type ReactNode, useContext } from "react";
import type { CompiledMessages, Translate } from "../../../i18n/format.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { formatCalendarDay } from "../../../contracts/calendar.ts";
import type { HotelCancelTerms } from "../../../contracts/hotel-cancellation.ts";
import { formatMoney } from "../../../contracts/money.ts";
import type { PaymentMethodType } from "../../../contracts/payments.ts";
import { refundTimesSentence } from "../../../contracts/refund-times.ts";
import { dateFormat } from "../../lib/format.ts";
import { usePageTranslator } from "../../lib/i18n.tsx";

const HotelT = createContext<Translate>((key) => key);

export function HotelWords({ messages, children }: { messages: CompiledMessages | undefined; children: ReactNode }) {
  const t = usePageTranslator(messages);
  return <HotelT.Provider value={t}>{children}</HotelT.Provider>;
}

/** Only the messages whose keys start with one of `prefixes`: what a small page sends instead of the whole namespace. */
export function pickMessages(messages: CompiledMessages, prefixes: readonly string[]): CompiledMessages {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => prefixes.some((p) => key.startsWith(p))));
}

/** The hotel pages' translator (keys "hotels.…"). */
export function useHotelT(): Translate {
  return useContext(HotelT);
}

function slug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * A short label Lakbay names itself (an amenity, a board, a bed, a kind of property) in the page's
 * language, or null when the catalogue does not have it (a supplier's own word, shown as written).
 */
export function labelOf(t: Translate, group: "amenity" | "board" | "bed" | "propertyType", value: string): string | null {
  const key = `hotels.${group}.${slug(value)}`;
  const text = t(key);
  return text === key ? null : text;
}

/** Such a label, or the supplier's word marked as English. */
export function Label({ group, value }: { group: "amenity" | "board" | "bed" | "propertyType"; value: string }) {
  const label = labelOf(useHotelT(), group, value);
  return label === null ? <span lang="en">{value}</span> : <>{label}</>;
}

export const nightsText = (t: Translate, count: number) => t("hotels.count.nights", { count });
export const roomsText = (t: Translate, count: number) => t("hotels.count.rooms", { count });
export const partyText = (t: Translate, party: { adults: number; children?: number }) =>
  t("hotels.party", { adults: party.adults, children: party.children ?? 0 });

const CALENDAR_DAY: Intl.DateTimeFormatOptions = { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" };

/** A calendar day ("2026-12-19") as people read it: "Sat 19 Dec 2026" in English (contracts/calendar.ts), Intl's in Filipino. */
export function calendarDay(iso: string, locale: Locale): string {
  if (locale === "en" || !/^\d{4}-\d{2}-\d{2}/.test(iso)) return formatCalendarDay(iso);
  return dateFormat(locale, CALENDAR_DAY).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}

/** A room's cancellation terms in a sentence (contracts/hotel-policy-text.ts cancellationPolicyText). */
export function policyText(
  t: Translate,
  locale: Locale,
  policy: { cancellable: boolean; freeCancellationUntil: string | null; penaltyPercent: number },
): string {
  if (!policy.cancellable) return t("hotels.policy.nonRefundable");
  const kept = policy.penaltyPercent >= 100 ? t("hotels.policy.whole") : t("hotels.policy.percent", { percent: policy.penaltyPercent });
  if (!policy.freeCancellationUntil) return t("hotels.policy.keeps", { kept });
  return t("hotels.policy.until", { date: calendarDay(policy.freeCancellationUntil, locale), kept });
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Sat 19 Dec 2026" back to "2026-12-19" (the days the core's English sentences carry). */
function isoOf(day: string): string | null {
  const m = /^[A-Z][a-z]{2} (\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/.exec(day);
  const month = m ? MONTHS.indexOf(m[2]) : -1;
  return m && month >= 0 ? `${m[3]}-${String(month + 1).padStart(2, "0")}-${m[1].padStart(2, "0")}` : null;
}

/**
 * Why the policy keeps what it keeps (core/hotels/pricing.ts cancellationReason, stored with a
 * cancellation in English) in the page's language; null when it is none of the core's sentences.
 */
export function reasonText(t: Translate, locale: Locale, reason: string): string | null {
  if (locale === "en") return reason;
  if (reason === "This rate is non-refundable: cancelling keeps the whole amount.") return t("hotels.reason.nonRefundable");
  if (reason === "Cancelling on or after the check-in day keeps the whole amount.") return t("hotels.reason.checkInDay");
  const free = /^Free cancellation until (.+) \(Philippine time, end of day\): nothing is kept\.$/.exec(reason);
  const freeIso = free ? isoOf(free[1]) : null;
  if (freeIso) return t("hotels.reason.free", { date: calendarDay(freeIso, locale) });
  const ended = /^The free cancellation period ended on (.+): the policy keeps (\d+)% of the total\.$/.exec(reason);
  if (ended) {
    const iso = isoOf(ended[1]);
    const date = iso ? calendarDay(iso, locale) : ended[1] === "an earlier day" ? t("hotels.reason.earlierDay") : null;
    if (date) return t("hotels.reason.ended", { date, percent: ended[2] });
  }
  return null;
}

const METHODS: PaymentMethodType[] = ["card", "gcash", "maya"];

/** When a refund shows, by payment method, as the gateways say it (contracts/refund-times.ts refundTimesSentence). */
export function refundTimesText(t: Translate, method?: PaymentMethodType | null): string {
  const parts = (method ? [method] : METHODS).map((m) => t(`hotels.refundTimes.${m}`)).join("; ");
  return `${t("hotels.refundTimes.intro", { parts })} ${t("hotels.refundTimes.source")}`;
}

/** "Visa ending 4242" in the page's language ("GCash" and "Maya" as they are). */
export function paidWithText(t: Translate, paidWith: string): string {
  const m = /^(.+) ending (\d{4})$/.exec(paidWith);
  return m ? t("hotels.terms.paidWith", { brand: m[1], last4: m[2] }) : paidWith;
}

/** The refund in one sentence (contracts/hotel-cancellation.ts refundSentence), past tense once done. */
export function refundText(t: Translate, terms: HotelCancelTerms, done: boolean): string {
  if (terms.refund.amount <= 0)
    return t(done ? "hotels.refund.nothingDone" : "hotels.refund.nothing", { penalty: formatMoney(terms.penalty) });
  const to = terms.paidWith ? t("hotels.refund.toYour", { paidWith: paidWithText(t, terms.paidWith) }) : t("hotels.refund.toMethod");
  const kept =
    terms.penalty.amount > 0 ? t(done ? "hotels.refund.keptDone" : "hotels.refund.kept", { penalty: formatMoney(terms.penalty) }) : "";
  const method = terms.refundTiming ? METHODS.find((m) => refundTimesSentence(m) === terms.refundTiming) : undefined;
  const when = terms.refundTiming ? ` ${method ? refundTimesText(t, method) : terms.refundTiming}` : "";
  return t(done ? "hotels.refund.done" : "hotels.refund.quote", { refund: formatMoney(terms.refund), to, kept, when });
}
