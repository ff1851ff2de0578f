/** What the post-ticketing operations need, and the answers of a paid date change. */
import type { PtrRequestView } from "../../../contracts/post-ticketing.ts";
import type { JobQueue } from "../../jobs/jobs.ts";
import type { MailAttachment, MailService } from "../../mail/mail-service.ts";
import type { PaymentMethodInput } from "../../payments/payments.ts";
import type { PaymentService } from "../../payments/payment-service.ts";
import type { FlightBooking, PtrStore } from "../store.ts";
import type { FlightSupplier } from "../supplier.ts";

export type ReissuePaymentOutcome =
  | { kind: "accepted"; request: PtrRequestView }
  | { kind: "redirect"; url: string; request: PtrRequestView }
  /**
   * declined: the payment did not go through; not_ours: the payment was not created for this
   * request's quote (nothing changed); returned: it was, but cannot pay the change any more (the
   * quote expired, another payment paid it, the travellers are busy): refunded in full.
   */
  | { kind: "failed"; reason: "declined" | "not_ours" | "returned"; message: string; request: PtrRequestView };

export type ExecuteInput = {
  /** Reissue: the option chosen. */
  optionId?: string;
  /** Reissue with an amount due: one key per payment form, as at checkout. */
  idempotencyKey?: string;
  method?: PaymentMethodInput;
};

export type PostTicketingDeps = {
  supplier: Pick<
    FlightSupplier,
    "voidTickets" | "refundTickets" | "reissueOptions" | "checkReissue" | "reissue" | "splitReissue" | "extraServices"
  >;
  store: PtrStore;
  /** Bookings as the flight service reads them (holds past their time shown as expired). */
  bookings: { getBooking(reference: string): Promise<FlightBooking | null>; cancel(reference: string): Promise<FlightBooking> };
  payments: Pick<PaymentService, "create" | "get" | "refund" | "reserveKey" | "paymentFor">;
  jobs: Pick<JobQueue, "enqueue">;
  mail: Pick<MailService, "send">;
  /** The current e-ticket of a booking, attached to the mail after a reissue. */
  eticket?: (reference: string) => Promise<MailAttachment | null>;
  appName: string;
  appUrl: string;
  now: () => Date;
};
