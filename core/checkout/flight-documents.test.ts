import { describe, expect, it } from "vitest";
import { extractPdfText } from "../../tests/support/pdf-text.ts";
import { familyBooking } from "../../tests/support/family-booking.ts";
import type { ServiceSelection } from "../../contracts/flight-extras.ts";
import { confirmationMail, eTicketDocument, eTicketPdf } from "./flight-documents.ts";

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
