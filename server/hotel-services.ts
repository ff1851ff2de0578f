/**
 * The hotels for the composition root (server/services.ts): their clock (the end-to-end suite moves it
 * forward, E2E_TEST_ROUTES only, to see rates go stale), the supplier (embedded inventory) and the
 * checkout around it (docs/decisions/012-hotels.md).
 */
import { createEmbeddedHotelSupplier } from "../core/hotels/embedded-supplier.ts";
import { createHotelCheckout, type HotelCheckout } from "../core/hotels/hotel-checkout.ts";
import type { HotelSupplier } from "../core/hotels/supplier.ts";
import { tripLinkPath } from "../core/shared/trip-links.ts";
import { createHotelStore } from "../db/repositories/hotel-store.ts";
import type { BookingDeps } from "./booking-deps.ts";

/** What the hotels take as "now"; `setOffset` works only with E2E_TEST_ROUTES (the 15-minute stale-rates test). */
export type HotelClock = { now(): Date; setOffset(ms: number): void };

export type HotelServices = { hotels: HotelSupplier; hotelCheckout: HotelCheckout; hotelClock: HotelClock };

export function createHotelServices(deps: BookingDeps): HotelServices {
  const { db, env, logger, jobs, mail, payments, now } = deps;
  let hotelClockOffsetMs = 0;
  const hotelClock = () => new Date(now().getTime() + hotelClockOffsetMs);
  const hotelStore = createHotelStore(db);
  const hotels = createEmbeddedHotelSupplier({ store: hotelStore, secret: env.authSecret, now: hotelClock });
  const hotelCheckout = createHotelCheckout({
    supplier: hotels,
    store: hotelStore,
    payments,
    mail,
    jobs,
    logger,
    appName: env.appName,
    appUrl: env.appUrl,
    tripLink: (reference) => `${env.appUrl}${tripLinkPath(env.authSecret, "hotel", reference)}`,
    now: hotelClock,
  });
  return {
    hotels,
    hotelCheckout,
    hotelClock: {
      now: hotelClock,
      setOffset(ms) {
        if (env.testRoutes) hotelClockOffsetMs = ms;
      },
    },
  };
}
