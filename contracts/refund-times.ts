/**
 * How long money sent back takes to reach the traveller, by how it was paid: only what the payment
 * gateways themselves publish (issue 23 §2 — the earlier "5 to 10 banking days" and "1 to 3 days" had
 * no source). Every page, mail and quote that says when a refund shows uses this one table:
 * hotel cancellation (quote, confirmation, mail), flight refund quotes and their mail, and the notices
 * of a duplicate payment refunded at once (flights and hotels).
 *
 * The gateway is not the traveller's bank: a refund leaves the gateway at once, and the bank or wallet
 * decides when it shows. Both gateway pages are undated; we read them on 28 Nov 2026 (search corpus),
 * which is the date we give with them.
 */
import type { PaymentMethodType } from "./payments.ts";

/** A public page we took a fact from: its name, address and its own date (null: the page shows none). */
export type RefundTimeSource = { name: string; url: string; published: string | null; read: string };

export const REFUND_TIME_SOURCES = {
  paymongo: {
    name: "PayMongo Help Center, “Refunding payments”",
    url: "https://paymongo.help/en/articles/11904095-refunding-payments",
    published: null,
    read: "2026-11-28",
  },
  maya: {
    name: "Maya Developers, “Voids and Refunds”",
    url: "https://developers.maya.ph/reference/voids-and-refunds",
    published: null,
    read: "2026-11-28",
  },
} as const satisfies Record<string, RefundTimeSource>;

type GatewayWord = { gateway: keyof typeof REFUND_TIME_SOURCES; says: string };

/** What each gateway says about a refund to this kind of payment, in our words. */
export const REFUND_TIMES: Record<PaymentMethodType, GatewayWord[]> = {
  card: [
    { gateway: "paymongo", says: "up to 30 days" },
    {
      gateway: "maya",
      says: "7 to 14 working days for a credit card (it may only appear on your next statement, or the one after) and 30 to 45 days for a debit card",
    },
  ],
  gcash: [
    { gateway: "paymongo", says: "within 24 hours" },
    { gateway: "maya", says: "3 to 5 business days" },
  ],
  maya: [
    { gateway: "paymongo", says: "within 24 hours" },
    { gateway: "maya", says: "at once to a Maya wallet" },
  ],
};

const METHOD_WORDS: Record<PaymentMethodType, string> = { card: "a card", gcash: "GCash", maya: "Maya" };
const GATEWAY_NAME: Record<keyof typeof REFUND_TIME_SOURCES, string> = { paymongo: "PayMongo", maya: "Maya" };

/** "PayMongo Help Center, “Refunding payments” (undated page, read 28 Nov 2026)". */
export function refundSourceLabel(source: RefundTimeSource): string {
  const [y, m, d] = source.read.split("-").map(Number);
  const read = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return `${source.name} (${source.published ? `published ${source.published}` : "undated page"}, read ${read})`;
}

/** The sources named after every refund-time sentence. */
export function refundSourcesLine(): string {
  return `Source: ${Object.values(REFUND_TIME_SOURCES).map(refundSourceLabel).join("; ")}.`;
}

/**
 * When a refund to this payment method shows, as the gateways publish it, with the sources; for an
 * unknown method, the whole table. "The gateways say a refund to a card shows within up to 30 days
 * (PayMongo), or … (Maya). Source: …"
 */
export function refundTimesSentence(method?: PaymentMethodType | null): string {
  const methods: PaymentMethodType[] = method ? [method] : ["card", "gcash", "maya"];
  const parts = methods.map(
    (m) => `to ${METHOD_WORDS[m]}: ${REFUND_TIMES[m].map((w) => `${w.says} (${GATEWAY_NAME[w.gateway]})`).join("; ")}`,
  );
  return `When it shows is up to your bank or wallet. What the payment gateways say for a refund ${parts.join("; ")}. ${refundSourcesLine()}`;
}
