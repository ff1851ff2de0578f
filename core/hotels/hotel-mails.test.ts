/**
 * The hotel booking's mails and voucher in both languages (issue 27): the English word for word as
 * before, the Filipino from the `mail` catalogue with its dates in Filipino, chosen by the booking's
 * stored language (the account's when it has one: db/repositories/hotel-store.ts).
 */
import { describe, expect, it } from "vitest";
import type { HotelCancelTerms } from "../../contracts/hotel-cancellation.ts";
import type { HotelBookingView } from "../../contracts/hotels.ts";
import { php } from "../../contracts/money.ts";
import { englishLeft } from "../../tests/support/english-left.ts";
import { extractPdfText } from "../../tests/support/pdf-text.ts";
import type { MailMessage } from "../mail/mail-service.ts";
import { withRequestLanguage } from "../mail/render.ts";
import type { PaymentResult } from "../payments/payments.ts";
import type { PaymentService } from "../payments/payment-service.ts";
import { HOTEL_CANCELLATION_MAIL_JOB, HOTEL_CONFIRMATION_MAIL_JOB, hotelVoucher, policyWords, registerHotelMails } from "./hotel-mails.ts";
import { HOTEL_REFUND_MAIL_JOB } from "./hotel-payments.ts";
import type { HotelBookingRecord, HotelStore } from "./hotel-store.ts";
import { inventory } from "./inventory.ts";
import { cancellationPolicyText } from "../../contracts/hotel-policy-text.ts";
import { formatClockTime } from "../../contracts/calendar.ts";
import { refundTimesSentence } from "../../contracts/refund-times.ts";
import { mailWords } from "../mail/render.ts";

const hotel = [...inventory().byId.values()][0];
const room = hotel.rooms[0];

function record(language: HotelBookingRecord["language"], status: HotelBookingRecord["status"] = "confirmed"): HotelBookingRecord {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    reference: "HAB2CD",
    userId: null,
    status,
    hotelId: hotel.hotelId,
    roomId: room.roomId,
    checkIn: "2026-12-20",
    checkOut: "2026-12-23",
    rooms: 1,
    occupancy: [{ room_no: 1, adult: 2, child: 1, child_age: [7] }] as never,
    guest: { firstName: "Juan", lastName: "Dela Cruz", email: "juan@example.ph", phone: "9171234567", specialRequests: "" },
    total: php(1_234_550),
    policy: { cancellable: true, freeCancellationUntil: "2026-12-17", penaltyPercent: 50 } as never,
    paymentId: "pay-1",
    paymentClaimKey: null,
    paymentClaimedAt: null,
    confirmationNumber: "LKB-1",
    refunded: 0,
    failureReason: null,
    createdAt: new Date("2026-11-20T02:00:00Z"),
    updatedAt: new Date("2026-11-22T02:00:00Z"),
    cancelledAt: status === "cancelled" ? new Date("2026-12-18T02:00:00Z") : null,
    language,
  };
}

const view = (b: HotelBookingRecord): HotelBookingView =>
  ({
    reference: b.reference,
    status: b.status,
    hotelId: b.hotelId,
    hotelName: hotel.hotelName,
    roomId: b.roomId,
    roomType: room.roomType,
    nights: 3,
    guest: b.guest,
    total: b.total,
    cancellationPolicy: b.policy,
    confirmationNumber: b.confirmationNumber,
    paymentId: b.paymentId,
    refunded: null,
    createdAt: b.createdAt.toISOString(),
    cancelledAt: null,
    checkInDate: b.checkIn,
    checkOutDate: b.checkOut,
    rooms: 1,
    adults: 2,
    children: 1,
  }) as HotelBookingView;

const terms: HotelCancelTerms = {
  reference: "HAB2CD",
  total: php(1_234_550),
  penalty: php(617_275),
  refund: php(617_275),
  paidWith: "Visa ending 4242",
  refundTiming: null,
  reason: "The free cancellation period ended on Thu 17 Dec 2026: the policy keeps 50% of the total.",
};

const payment = { id: "pay-1", card: { brand: "visa", last4: "4242" }, method: "card", amount: php(1_234_550) } as unknown as PaymentResult;

async function mails(language: HotelBookingRecord["language"]) {
  const sent: MailMessage[] = [];
  const handlers = new Map<string, (p: never) => Promise<void>>();
  let current = record(language);
  const store = { get: async () => current } as unknown as HotelStore;
  registerHotelMails({
    store,
    mail: { send: async (m: MailMessage) => void sent.push(m) } as never,
    jobs: { register: (name: string, fn: (p: never) => Promise<void>) => void handlers.set(name, fn) } as never,
    appName: "Lakbay",
    appUrl: "https://lakbay.example",
    tripLink: (r) => `https://lakbay.example/t/${r}`,
    viewOf: async () => view(current),
    voucher: async () => new Uint8Array([1]),
    cancellation: async () => terms,
    payments: { get: async () => payment } as never,
  });
  const run = async (job: string, payload: object, status?: HotelBookingRecord["status"]) => {
    if (status) current = { ...record(language, status) };
    await handlers.get(job)!(payload as never);
    return sent.at(-1)!;
  };
  return {
    confirmation: await run(HOTEL_CONFIRMATION_MAIL_JOB, { reference: "HAB2CD" }),
    cancellation: await run(HOTEL_CANCELLATION_MAIL_JOB, { reference: "HAB2CD" }, "cancelled"),
    refund: await run(
      HOTEL_REFUND_MAIL_JOB,
      { reference: "HAB2CD", paymentId: "pay-1", message: "This booking was already paid; this payment of ₱12,345.50 has been refunded." },
      "confirmed",
    ),
  };
}

describe("hotel mails", () => {
  it("are word for word today's English for a booking in English (or with no language stored)", async () => {
    const { confirmation, cancellation, refund } = await mails(null);
    expect(await mails("en")).toEqual({ confirmation, cancellation, refund });
    // Today's mails, word for word.
    expect(confirmation.subject).toBe(`Your stay at ${hotel.hotelName} is confirmed (HAB2CD)`);
    expect(confirmation.text).toBe(
      `Hi Juan,\n\nYour booking HAB2CD at ${hotel.hotelName} is confirmed (hotel confirmation LKB-1).\nCheck-in Sun 20 Dec 2026 from ${formatClockTime(hotel.checkInTime)}, check-out Wed 23 Dec 2026 until ${formatClockTime(hotel.checkOutTime)}: 3 nights, 1 x ${room.roomType} (2 adults and 1 child).\nTotal paid: ₱12,345.50.\n\nCancellation: Free cancellation until Thu 17 Dec 2026 (Philippine time, end of day); after that, 50% of the total is kept. No-shows are charged in full.\n\nOpen your booking any time, no last name needed: https://lakbay.example/t/HAB2CD\nThis link opens your booking: keep it to yourself.\n\nYour voucher is attached. See or cancel the booking at https://lakbay.example/hotels/confirmation/HAB2CD (with your reference and last name).\n\nSalamat, and enjoy your stay!\nLakbay`,
    );
    expect(cancellation.text).toBe(
      `Hi Juan,\n\nYour booking HAB2CD at ${hotel.hotelName} (Sun 20 Dec 2026 to Wed 23 Dec 2026) is cancelled.\n\nTotal paid: ₱12,345.50\nKept under the policy: ₱6,172.75\nRefunded: ₱6,172.75 to your Visa ending 4242\n\nWe refunded ₱6,172.75 to your Visa ending 4242 at once. The policy kept ₱6,172.75.\nThe free cancellation period ended on Thu 17 Dec 2026: the policy keeps 50% of the total.\n\nSee the booking at https://lakbay.example/hotels/confirmation/HAB2CD\n\nLakbay`,
    );
    expect(refund.text).toBe(
      `Hi Juan,\n\nThis booking was already paid; this payment of ₱12,345.50 has been refunded.\nIt goes back to the card or wallet you paid with. ${refundTimesSentence()}\n\nSee the booking at https://lakbay.example/hotels/confirmation/HAB2CD (with your reference and last name).\n\nLakbay`,
    );
    expect(cancellation.subject).toBe("Booking HAB2CD cancelled");
    expect(refund.subject).toBe("A payment for booking HAB2CD was refunded");
  });

  it("go out in Filipino for a booking made in Filipino, dates and counts in Filipino, amounts as formatMoney", async () => {
    const { confirmation, cancellation, refund } = await mails("fil");
    expect(confirmation.subject).toBe(`Kumpirmado na ang iyong pananatili sa ${hotel.hotelName} (HAB2CD)`);
    expect(confirmation.text).toContain("Check-in Lin 20 Dis 2026 mula");
    expect(confirmation.text).toContain("3 gabi, 1 x");
    expect(confirmation.text).toContain("(2 matanda at 1 bata)");
    expect(confirmation.text).toContain("Kabuuang binayaran: ₱12,345.50.");
    expect(confirmation.text).toContain("Libreng pagkansela hanggang Huw 17 Dis 2026");
    expect(confirmation.text).toContain("Naka-attach ang iyong voucher.");
    expect(confirmation.text).not.toMatch(/Your booking|Total paid|Check-in Sun/);
    expect(cancellation.subject).toBe("Nakansela ang booking HAB2CD");
    expect(cancellation.text).toContain("Na-refund: ₱6,172.75 sa iyong Visa na nagtatapos sa 4242");
    expect(cancellation.text).toContain("Natapos noong Huw 17 Dis 2026 ang panahon ng libreng pagkansela");
    expect(cancellation.text).not.toContain("The free cancellation period");
    expect(refund.subject).toBe("Na-refund ang isang bayad para sa booking HAB2CD");
    expect(refund.text).toContain("Bayad na ang booking na ito; na-refund na ang bayad na ito na ₱12,345.50.");
    for (const m of [confirmation, cancellation]) expect(englishLeft(m.text.replace(/https?:\S+/g, ""))).toEqual([]);
  });

  it("the policy in words is contracts' English word for word", () => {
    const t = mailWords("en");
    for (const policy of [
      { cancellable: false, freeCancellationUntil: null, penaltyPercent: 100 },
      { cancellable: true, freeCancellationUntil: null, penaltyPercent: 100 },
      { cancellable: true, freeCancellationUntil: null, penaltyPercent: 30 },
      { cancellable: true, freeCancellationUntil: "2026-12-17", penaltyPercent: 50 },
    ] as never[])
      expect(policyWords(t, "en", policy)).toBe(cancellationPolicyText(policy));
  });
});

describe("hotel voucher", () => {
  const deps = (language: HotelBookingRecord["language"]) => ({
    store: { get: async () => record(language) } as unknown as HotelStore,
    payments: { get: async () => payment } as unknown as PaymentService,
    appName: "Lakbay",
  });

  it("is in Filipino for a booking made in Filipino, or asked for from a /fil page; English otherwise", async () => {
    const english = extractPdfText(await hotelVoucher(deps(null))("HAB2CD"));
    expect(english).toContain("Hotel voucher - present at check-in");
    expect(english).toContain("Sun 20 Dec 2026 from 2:00 PM");
    const filipino = extractPdfText(await hotelVoucher(deps("fil"))("HAB2CD"));
    const fromFilPage = extractPdfText(await withRequestLanguage("fil", () => hotelVoucher(deps(null))("HAB2CD")));
    for (const text of [filipino, fromFilPage]) {
      expect(text).toContain("Hotel voucher - ipakita sa check-in");
      expect(text).toContain("Lin 20 Dis 2026 mula");
      expect(text).toContain("Patakaran sa pagkansela");
      expect(text).toContain("Visa na nagtatapos sa 4242");
      expect(text).toContain("2 matanda");
      expect(text).not.toContain("Lead guest");
    }
  });
});
