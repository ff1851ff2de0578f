/** Reading requests, and what a booking still holds of what was paid. */
import type { Money } from "../../../contracts/money.ts";
import type { PtrRequestView, PtrStatusFilter } from "../../../contracts/post-ticketing.ts";
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
