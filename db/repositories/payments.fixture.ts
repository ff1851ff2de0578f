/**
 * The payment service as the app builds it, on a test database: the sandbox gateway over the real
 * payment store, Lakbay's key ledger, a silent logger and the test's clock.
 */
import { createPaymentService } from "../../core/payments/payment-service.ts";
import { createSandboxGateway } from "../../core/payments/sandbox-gateway.ts";
import { silentLogger } from "../../core/shared/logger.ts";
import type { Db } from "../client.ts";
import { createPaymentKeyStore, createPaymentStore } from "./payment-store.ts";

export function paymentsOn(db: Db, now: () => Date) {
  const gateway = createSandboxGateway({ store: createPaymentStore(db), now });
  return createPaymentService({
    keys: createPaymentKeyStore(db),
    provider: gateway,
    sandbox: gateway,
    logger: silentLogger,
    merchantName: "Lakbay",
    now,
  });
}
