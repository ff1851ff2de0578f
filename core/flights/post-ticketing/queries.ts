/** Reading requests, and what a booking still holds of what was paid. */
import { formatMoney, type Money } from "../../../contracts/money.ts";
import { CARD_BRAND_LABELS, PAYMENT_METHOD_LABELS } from "../../../contracts/payments.ts";
import type { PtrRequestView, PtrStatusFilter, TripPaymentView } from "../../../contracts/post-ticketing.ts";
import { paymentShares } from "../booking-money.ts";
import type { RequestKit } from "./requests.ts";
import { php } from "./rules.ts";
import type { PostTicketingDeps } from "./types.ts";
import { toRequestView } from "./views.ts";

export function queryOperations(deps: PostTicketingDeps, kit: RequestKit) {
  const { store } = deps;
  const { booking, shareRooms, requestOf } = kit;
  return {
    /**
     * What the booking holds of the money paid: its own shares of payments less what its requests
     * (and its changes' add-ons) gave back. Over a booking and the ones split off it, this adds up to
     * what the gateway took less what it refunded.
     */
    async paidOn(reference: string): Promise<Money> {
      const b = await booking(reference);
      const own = (await shareRooms(b)).reduce((t, x) => t + x.own, 0);
      return php(own, b.total.currency);
    },

    /**
     * Each payment of the booking as the trip page lists it: the tickets' payment, each date change's
     * (with its own card or wallet and amount), a second payment refunded in full, and for a booking
     * split off another, its part of that booking's payments. Failed and unfinished ones are left out.
     */
    async payments(reference: string): Promise<TripPaymentView[]> {
      const b = await booking(reference);
      const shares = paymentShares(b);
      const changePayments = new Set(
        b.events.filter((e) => e.type === "reissued" && typeof e.detail.paymentId === "string").map((e) => e.detail.paymentId as string),
      );
      const ids = [...new Set([...shares.map((x) => x.paymentId), ...(await store.paymentIdsFor(b.reference))])];
      // A change that moved some travellers to a new booking was paid for that booking: it is listed there.
      const requests = await store.requestsFor(b.reference);
      const movedAway = (requestId: string) => requests.find((r) => r.id === requestId)?.execution?.newReference ?? null;
      const splits = b.events.filter((e) => e.type === "split" && typeof e.detail.toReference === "string");
      const list: TripPaymentView[] = [];
      for (const id of ids) {
        const p = await deps.payments.get(id);
        if (!p || p.status !== "succeeded") continue;
        const paidWith = p.card
          ? `${CARD_BRAND_LABELS[p.card.brand] ?? p.card.brand} •••• ${p.card.last4}`
          : PAYMENT_METHOD_LABELS[p.method];
        const share = shares.find((x) => x.paymentId === id);
        const cur = p.amount.currency;
        const at = p.createdAt.toISOString();
        if (changePayments.has(id)) {
          list.push({ paidWith, what: "Date change", amount: p.amount, refunded: p.amountRefunded, at });
          continue;
        }
        if (p.purpose?.type === "flight-change" && movedAway(p.purpose.requestId)) continue;
        if (p.reference !== b.reference) {
          // Another booking's payment: only the part that paid for the travellers who moved here.
          if (!share?.amount) continue;
          list.push({
            paidWith,
            what: `Your part of booking ${p.reference}'s payment`,
            amount: php(share.amount, cur),
            refunded: php(0, cur),
            at,
          });
          continue;
        }
        const change = p.purpose?.type === "flight-change";
        // A change's own payment (in process, or whose change did not go ahead), or one it did not need.
        const paying = change ? requests.find((r) => r.execution?.paymentId === id) : undefined;
        const what = change
          ? paying
            ? paying.resolution === "rejected"
              ? "A date change that did not go ahead"
              : "Date change"
            : "A date change payment that was not needed"
          : share
            ? "Tickets"
            : "A second payment for this booking";
        const out = splits.flatMap((e) =>
          (Array.isArray(e.detail.shares) ? (e.detail.shares as { paymentId?: string; amount?: { amount?: number } }[]) : [])
            .filter((x) => x.paymentId === id && typeof x.amount?.amount === "number" && x.amount.amount > 0)
            .map(
              (x) =>
                `${formatMoney(php(x.amount!.amount!, cur))} of it now pays for the travellers on booking ${e.detail.toReference as string}`,
            ),
        );
        list.push({ paidWith, what, amount: p.amount, refunded: p.amountRefunded, at, ...(out.length ? { note: out.join("; ") } : {}) });
      }
      return list;
    },

    /** What a date change request's own payment was: its card or wallet, amount and what came back (null: nothing was paid). */
    async changePaid(reference: string, requestId: string): Promise<TripPaymentView | null> {
      let r: Awaited<ReturnType<typeof requestOf>>;
      try {
        r = await requestOf(reference, requestId, "reissue");
      } catch {
        return null;
      }
      const id = r.execution?.paymentId;
      const p = id ? await deps.payments.get(id) : null;
      if (!p || p.status !== "succeeded") return null;
      const paidWith = p.card ? `${CARD_BRAND_LABELS[p.card.brand] ?? p.card.brand} •••• ${p.card.last4}` : PAYMENT_METHOD_LABELS[p.method];
      return { paidWith, what: "Date change", amount: p.amount, refunded: p.amountRefunded, at: p.createdAt.toISOString() };
    },

    async request(reference: string, id: string): Promise<PtrRequestView | null> {
      try {
        return toRequestView(await requestOf(reference, id));
      } catch {
        return null;
      }
    },

    async requests(reference: string, status: PtrStatusFilter = "all"): Promise<PtrRequestView[]> {
      const list = await store.requestsFor(reference.toUpperCase());
      return list.filter((r) => status === "all" || r.status === status).map(toRequestView);
    },

    async requestsForUser(userId: string, status: PtrStatusFilter = "all"): Promise<PtrRequestView[]> {
      return (await store.requestsForUser(userId)).filter((r) => status === "all" || r.status === status).map(toRequestView);
    },
  };
}
