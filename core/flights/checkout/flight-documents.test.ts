import { describe, expect, it } from "vitest";
import { extractPdfText } from "../../../tests/support/pdf-text.ts";
import { familyBooking } from "../../../tests/support/family-booking.ts";
import type { ServiceSelection } from "../../../contracts/flight-extras.ts";
import { writeFileSync } from "node:fs";
import { confirmationMail, eTicketDocument, eTicketPdf, receiptLines } from "./flight-documents.ts";

const bag = (kg: number, legIndex: number, passengerQuantities: Record<number, number>): ServiceSelection => ({
  serviceId: `BAG-L${legIndex}-${kg}`,
  segmentIndex: legIndex,
  legIndex,
  passengerQuantities,
  behavior: "PER_PAX",
  name: `Checked bag ${kg} kg`,
  description: `1 bag - ${kg} kg`,
});

const directory = { airport: () => undefined, airline: () => undefined };

describe("e-ticket and confirmation mail", () => {
  it("dates the ticket on the day it was issued in the Philippines", async () => {
    // 2026-11-25T17:50Z is 01:50 on Thursday 26 November in Manila.
    const booking = familyBooking({ createdAt: "2026-11-25T10:00:00.000Z" });
    expect(eTicketDocument(booking, directory, []).issueDate).toBe("2026-11-26");
    const text = extractPdfText(await eTicketPdf(booking, directory, []));
    expect(text).toContain("Thu 26 Nov 2026");
    expect(text).not.toContain("Wed 25 Nov 2026");
  });

  it("show each traveller's fare allowance plus the bags they bought, per leg (PDF and mail)", async () => {
    const booking = familyBooking();
    booking.extras = { ...booking.extras, baggage: [bag(32, 0, { 0: 1 })] };
    const doc = eTicketDocument(booking, directory, []);
    expect(doc.flights[0].baggage).toBe(
      "Juan: 52 kg checked (20 kg in the fare + 32 kg bought, 1 bag), 7 kg carry-on; Ana: 20 kg checked (in the fare), 7 kg carry-on; Lia: 20 kg checked (in the fare), 7 kg carry-on",
    );
    expect(doc.flights[1].baggage).toBe("20 kg checked (in the fare), 7 kg carry-on each");
    expect(extractPdfText(await eTicketPdf(booking, directory, []))).toContain("32 kg bought");

    const noBag = familyBooking({ fare: { ...booking.fare, baggage: { checkedKg: 0, checkedPieces: 0, cabinKg: 7 } } });
    noBag.extras = { ...noBag.extras, baggage: [bag(20, 0, { 0: 1, 1: 1 })] };
    const mail = confirmationMail(noBag, new Uint8Array(), { appName: "Lakbay", appUrl: "https://lakbay.example", notes: [] }).text;
    expect(mail).toContain(
      [
        "  MNL -> MPH:",
        "    Juan Dela Cruz: 20 kg checked (bought, 1 bag), 7 kg carry-on",
        "    Ana Dela Cruz: 20 kg checked (bought, 1 bag), 7 kg carry-on",
        "    Lia Dela Cruz: No checked bag, 7 kg carry-on",
        "  MPH -> MNL:",
      ].join("\n"),
    );
  });
});

describe("a family of five's e-ticket", () => {
  /** Juan, Ana, Lia, Marco (12) and baby Leo: bags for three, seats for four, a meal. */
  function fiveBooking() {
    const booking = familyBooking();
    booking.passengers = [
      ...booking.passengers,
      { type: "ADT", title: "Mr", givenName: "Marco", surname: "Dela Cruz", dateOfBirth: "2014-02-10", gender: "M", nationality: "PH" },
      { type: "INF", title: "Mstr", givenName: "Leo", surname: "Dela Cruz", dateOfBirth: "2026-03-01", gender: "M", nationality: "PH" },
    ];
    booking.tickets = [0, 1, 2, 3, 4].map((i) => ({ passengerIndex: i, ticketNumber: `079-240000000${i}`, status: "issued" as const }));
    booking.extras = {
      ...booking.extras,
      baggage: [bag(32, 0, { 0: 1, 1: 1 }), bag(20, 0, { 3: 1 })],
      seats: ["12A", "12B", "12C", "12D"].map((code, p) => ({ flightIndex: 0, passengerIndex: p, seat: { SeatCode: code } as never })),
    };
    booking.extrasLines = [
      {
        label: "Checked bag 32 kg, Juan Dela Cruz, outbound flight",
        amount: { amount: 120_000, currency: "PHP" },
        kind: "baggage",
        passengerIndex: 0,
      },
      {
        label: "Checked bag 32 kg, Ana Dela Cruz, outbound flight",
        amount: { amount: 120_000, currency: "PHP" },
        kind: "baggage",
        passengerIndex: 1,
      },
      { label: "Seat 12A, PR2041 MNL-MPH, Juan Dela Cruz", amount: { amount: 25_000, currency: "PHP" }, kind: "seat", passengerIndex: 0 },
    ];
    booking.total = { amount: 1_500_000 + 265_000 + 150_000, currency: "PHP" };
    return booking;
  }

  it("lists the receipt's items with their amounts, adding up to the total paid", () => {
    const booking = fiveBooking();
    const lines = receiptLines(booking);
    expect(lines.map((l) => [l.label, l.amount.amount])).toEqual([
      ["Base fare (3 travellers)", 1_200_000],
      ["Taxes and fees", 300_000],
      ["Checked bag 32 kg, Juan Dela Cruz, outbound flight", 120_000],
      ["Checked bag 32 kg, Ana Dela Cruz, outbound flight", 120_000],
      ["Seat 12A, PR2041 MNL-MPH, Juan Dela Cruz", 25_000],
      ["Date changes (change fees and fare differences)", 150_000],
    ]);
    expect(lines.reduce((t, l) => t + l.amount.amount, 0)).toBe(booking.total.amount);
  });

  it("keeps the baggage and the seats inside the flight box, each on its own lines, and prints amounts on the receipt", async () => {
    const booking = fiveBooking();
    const pdf = await eTicketPdf(booking, directory, []);
    if (process.env.ETICKET_PDF_OUT) writeFileSync(process.env.ETICKET_PDF_OUT, pdf);
    const text = extractPdfText(pdf);
    expect(text).toContain("Seats: 12A (Juan), 12B (Ana), 12C (Lia), 12D (Marco)");
    expect(text).toContain("Leo: No baggage allowance (on an adult's lap; a stroller travels free)");
    expect(text).toContain("PHP 1,200.00");
    expect(text).toContain("Date changes (change fees and fare differences)");
    expect(text).toContain("6:05 AM");
  });
});
