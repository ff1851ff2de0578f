/**
 * The hotels for the composition root (server/services.ts): their clock (the end-to-end suite moves it
 * forward, E2E_TEST_ROUTES only, to see rates go stale), the supplier (embedded inventory) and the
 * checkout around it (docs/decisions/012-hotels.md).
 */
import { createEmbeddedHotelSupplier } from "../core/hotels/embedded-supplier.ts";
import { createHotelCheckout, type HotelCheckout } from "../core/hotels/hotel-checkout.ts";
import type { HotelSupplier } from "../core/hotels/supplier.ts";
import type { JobRunner } from "../core/jobs/job-runner.ts";
import type { MailService } from "../core/mail/mail-service.ts";
import type { PaymentService } from "../core/payments/payment-service.ts";
import { tripLinkPath } from "../core/shared/trip-links.ts";
import type { Db } from "../db/client.ts";
import { createHotelStore } from "../db/repositories/hotel-store.ts";
import type { Env } from "./env.ts";
import type { AppLogger } from "./logger.ts";

/** What the hotels take as "now"; `setOffset` works only with E2E_TEST_ROUTES (the 15-minute stale-rates test). */
export type HotelClock = { now(): Date; setOffset(ms: number): void };

export type HotelServices = { hotels: HotelSupplier; hotelCheckout: HotelCheckout; hotelClock: HotelClock };

export function createHotelServices(deps: {
  db: Db;
  env: Env;
  logger: AppLogger;
  jobs: JobRunner;
  mail: MailService;
  payments: PaymentService;
  /** The travel services' "now" (ServicesOptions.now). */
  clock: () => Date;
}): HotelServices {
  const { db, env, logger, jobs, mail, payments, clock } = deps;
  let hotelClockOffsetMs = 0;
  const hotelClock = () => new Date(clock().getTime() + hotelClockOffsetMs);
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
