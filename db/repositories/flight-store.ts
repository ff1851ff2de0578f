/**
 * The flight engine's persistence (core/flights/store.ts), one file per aggregate under
 * flight-store/: inventory and seats, bookings, tickets, date changes (whole or split), selection
 * sessions; post-ticketing requests in post-ticketing.ts.
 */
import type { FlightStore, PtrStore } from "../../core/flights/store.ts";
import type { Db } from "../client.ts";
import { bookingStore } from "./flight-store/bookings.ts";
import { inventoryStore } from "./flight-store/inventory.ts";
import { bookingReader } from "./flight-store/load.ts";
import { reissueStore } from "./flight-store/reissue.ts";
import { selectionSessionStore } from "./flight-store/selection-sessions.ts";
import { splitStore } from "./flight-store/split.ts";
import { ticketStore } from "./flight-store/tickets.ts";
import { createPtrStore } from "./post-ticketing.ts";

export function createFlightStore(db: Db): FlightStore & PtrStore {
  const reader = bookingReader(db);
  return {
    ...createPtrStore(db),
    ...inventoryStore(db),
    ...bookingStore(db, reader),
    ...ticketStore(db, reader),
    ...reissueStore(db, reader),
    ...splitStore(db, reader),
    ...selectionSessionStore(db),
  };
}
