/**
 * Persistence for hotel bookings and per-night room availability; db/repositories/hotel-store.ts
 * implements it on PGlite and PostgreSQL.
 */
import type { CancellationPolicy, HotelBookingStatus, Occupancy } from "../../contracts/hotels.ts";
import type { Money } from "../../contracts/money.ts";
import type { Locale } from "../../i18n/locales.ts";
import type { HotelCatalog } from "./catalog.ts";

export type HotelBookingRecord = {
  id: string;
  reference: string;
  userId: string | null;
  status: HotelBookingStatus;
  hotelId: string;
  roomId: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  occupancy: Occupancy[];
  guest: { firstName: string; lastName: string; email: string; phone: string; specialRequests: string };
  total: Money;
  policy: CancellationPolicy;
  /** The payment kept (confirmed, cancelled) or being charged under the current claim (pending). */
  paymentId: string | null;
  /** The idempotency key of the payment attempt that holds this booking, and since when. */
  paymentClaimKey: string | null;
  paymentClaimedAt: Date | null;
  confirmationNumber: string | null;
  refunded: number;
  failureReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  cancelledAt: Date | null;
  /**
   * The language its mails and voucher go out in (migration 0021): the booker's account's choice when
   * read by reference (`get`), else the language of the page it was booked on; null or absent: English.
   */
  language?: Locale | null;
};

export type NewHotelBooking = Omit<
  HotelBookingRecord,
  | "status"
  | "paymentId"
  | "paymentClaimKey"
  | "paymentClaimedAt"
  | "confirmationNumber"
  | "refunded"
  | "failureReason"
  | "createdAt"
  | "updatedAt"
  | "cancelledAt"
  | "language"
>;

export type HeldStaysQuery = {
  hotelId: string;
  checkIn: string;
  checkOut: string;
  userId: string | null;
  email: string | null;
  references: readonly string[];
};

export type ConfirmResult =
  | { ok: true; booking: HotelBookingRecord; created: boolean }
  | { ok: false; reason: "sold_out" | "not_found" | "not_pending" | "paid_by_other"; booking: HotelBookingRecord | null };

export type HotelStore = {
  /**
   * The market-size catalog when this database holds that dataset (`npm run db:market`, issue 26),
   * built once from its market_hotel table; null when it holds none (the demo: the embedded inventory).
   */
  marketCatalog?(): Promise<HotelCatalog | null>;
  /** Rooms taken per room id and night (only nights with a row). */
  bookedCounts(hotelId: string, nights: readonly string[]): Promise<Map<string, Map<string, number>>>;
  /** The booking made, or null when its reference is already another booking's (draw another). */
  createPending(booking: NewHotelBooking, now: Date): Promise<HotelBookingRecord | null>;
  get(reference: string): Promise<HotelBookingRecord | null>;
  listForUser(userId: string): Promise<HotelBookingRecord[]>;
  /**
   * Bookings at `hotelId` whose nights overlap [checkIn, checkOut) and that are paid (confirmed) or
   * being paid (pending with a payment attempt holding them), made by the account `userId`, with the
   * contact e-mail `email` (any case) or among `references`: the stays a traveller already holds.
   */
  heldStays(query: HeldStaysQuery): Promise<HotelBookingRecord[]>;
  /**
   * Claims a payable booking for one payment attempt (its idempotency key) before anything is
   * charged: one conditional UPDATE, only while the booking is `pending_payment` and its claim is
   * still `replacing` (null: unclaimed). Of concurrent callers exactly one wins; answers whether it did.
   */
  claimPayment(reference: string, key: string, replacing: string | null, now: Date): Promise<boolean>;
  /** Notes the payment the claim of `key` created (nothing when another attempt holds the booking). */
  setPayment(reference: string, key: string, paymentId: string, now: Date): Promise<void>;
  /** Lets the booking be paid again after the payment of `key` failed or was abandoned. */
  releaseClaim(reference: string, key: string, now: Date): Promise<void>;
  /** Bookings still unpaid that were created before `before` become failed ("expired"); answers their references. */
  expirePending(before: Date, now: Date): Promise<string[]>;
  /**
   * In one transaction: locks the booking's nights of its room type (creating them with `units`
   * when new), takes `rooms` on each only where `booked + rooms <= units`, and confirms the booking
   * when every night had room. A booking confirmed with this payment answers itself (retries are
   * harmless); one confirmed with another payment answers paid_by_other (this payment is not kept); a
   * short night rolls everything back (sold_out). Concurrent calls can never overbook a night.
   */
  confirm(reference: string, input: { units: number; paymentId: string; confirmationNumber: string }, now: Date): Promise<ConfirmResult>;
  markFailed(reference: string, reason: string, now: Date): Promise<HotelBookingRecord | null>;
  /** Confirmed → cancelled with its nights released, in one transaction; null when not confirmed. */
  cancel(reference: string, refunded: number, now: Date): Promise<HotelBookingRecord | null>;
  /** Records a refund made after the cancellation (the amount may change only upward). */
  setRefunded(reference: string, refunded: number, now: Date): Promise<void>;
};
