/**
 * The mail that tells how a void, refund or date-change request ended (issue 27): in the booking's
 * language (the account's choice, else the language it was booked in), English word for word as before.
 */
import { describe, expect, it } from "vitest";
import { php } from "../../../contracts/money.ts";
import type { MailMessage } from "../../mail/mail-service.ts";
import type { FlightBooking, PtrRecord } from "../store.ts";
import { mailOperations } from "./mail.ts";
import type { PostTicketingDeps } from "./types.ts";

const request = (over: Partial<PtrRecord> = {}): PtrRecord =>
  ({
    id: "ptr-1",
    reference: "K7Q2ZM",
    type: "refund",
    status: "completed",
    resolution: "refunded",
    passengers: [0],
    message: null,
    slaMinutes: 60,
    quote: {
      paid: php(500_000),
      lines: [
        { label: "Fare paid", amount: php(500_000) },
        { label: "Refund fee", amount: php(-100_000) },
      ],
      amountBack: php(400_000),
      notes: [],
    },
    execution: null,
    expectedAt: null,
    quoteExpiresAt: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    completedAt: new Date(),
    ...over,
  }) as PtrRecord;

const booking = (language: FlightBooking["language"]): FlightBooking =>
  ({
    reference: "K7Q2ZM",
    passengers: [{ type: "ADT", title: "Mr", givenName: "Juan", surname: "Dela Cruz" }],
    contact: { email: "juan@example.ph" },
    events: [],
    total: php(500_000),
    language,
  }) as unknown as FlightBooking;

async function send(r: PtrRecord, language: FlightBooking["language"]): Promise<MailMessage> {
  const sent: MailMessage[] = [];
  const deps = {
    store: { getRequest: async () => r },
    bookings: { getBooking: async () => booking(language) },
    payments: { get: async () => null },
    mail: { send: async (m: MailMessage) => void sent.push(m) },
    appName: "Lakbay",
    appUrl: "https://lakbay.example",
  } as unknown as PostTicketingDeps;
  await mailOperations(deps).sendMail(r.id);
  return sent[0];
}

describe("a completed request's mail", () => {
  it("English: as before, word for word", async () => {
    const mail = await send(request(), null);
    expect(await send(request(), "en")).toEqual(mail);
    expect(mail.subject).toBe("Refund request for booking K7Q2ZM: refunded");
    expect(mail.text).toBe(
      "Your refund request for booking K7Q2ZM is completed: refunded.\n\nTravellers: Juan Dela Cruz\n\nFare paid: ₱5,000.00\nRefund fee: -₱1,000.00\nAmount back: ₱4,000.00\n\nSee your requests: https://lakbay.example/flights/requests?ref=K7Q2ZM\n\n— Lakbay",
    );
    const voided = await send(request({ type: "void", resolution: "voided" }), null);
    expect(voided.subject).toBe("Void request for booking K7Q2ZM: voided");
    const rejected = await send(request({ type: "reissue", resolution: "rejected", quote: null, message: "The airline refused." }), null);
    expect(rejected.subject).toBe("Date change (reissue) request for booking K7Q2ZM: rejected");
    expect(rejected.text).toBe(
      "Your date change (reissue) request for booking K7Q2ZM is completed: rejected.\n\nTravellers: Juan Dela Cruz\nThe airline refused.\n\nSee your requests: https://lakbay.example/flights/requests?ref=K7Q2ZM\n\n— Lakbay",
    );
  });

  it("Filipino for a booking made in Filipino", async () => {
    const mail = await send(request({ type: "reissue", resolution: "reissued", quote: null }), "fil");
    expect(mail.subject).toBe("Hiling na Pagpapalit ng petsa (reissue) para sa booking K7Q2ZM: na-reissue");
    const refund = await send(request(), "fil");
    expect(refund.subject).toBe("Hiling na Refund para sa booking K7Q2ZM: na-refund");
    expect(refund.text).toContain("Tapos na ang iyong hiling na refund para sa booking K7Q2ZM: na-refund.");
    expect(refund.text).toContain("Mga pasahero: Juan Dela Cruz");
    expect(refund.text).toContain("Halagang ibabalik: ₱4,000.00");
    expect(refund.text).toContain("Tingnan ang iyong mga hiling: https://lakbay.example/flights/requests?ref=K7Q2ZM");
    expect(refund.text).not.toMatch(/Your refund|Amount back|See your requests/);
  });
});
