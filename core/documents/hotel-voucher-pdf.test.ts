import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { php } from "../../contracts/money.ts";
import { extractPdfText } from "../../tests/support/pdf-text.ts";
import { hotelVoucherFileName, renderHotelVoucherPdf } from "./hotel-voucher-pdf.ts";

describe("hotel voucher PDF", () => {
  it("renders the stay, the guest, the total in pesos and the policy as extractable text", async () => {
    const bytes = await renderHotelVoucherPdf({
      reference: "HAB2CD",
      confirmationNumber: "LKB-BOR001-AB2CD",
      issueDate: "2026-11-22",
      hotelName: "Amihan Bay Resort",
      hotelCode: "BOR001",
      address: "12 Beach Road, Station 1, Boracay, Aklan",
      starRating: 4,
      checkIn: { date: "2026-12-20", time: "14:00" },
      checkOut: { date: "2026-12-23", time: "11:00" },
      nights: 3,
      rooms: 2,
      roomType: "Deluxe King",
      board: "Breakfast included",
      guests: "4 adults",
      leadGuest: "José Ñiño Santos",
      total: php(4_567_800),
      paidWith: "Visa ending 4242",
      cancellationPolicy: "Free cancellation until 2026-12-17 (Philippine time, end of day); after that, 50% of the total is kept.",
      specialRequests: "Late arrival ₱ fee ok",
      notes: ["Show this voucher and an ID at check-in."],
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe("Hotel voucher HAB2CD");
    const text = extractPdfText(bytes);
    for (const s of [
      "HAB2CD",
      "LKB-BOR001-AB2CD",
      "Amihan Bay Resort",
      "2026-12-20 from 14:00",
      "José Ñiño Santos",
      "PHP 45,678.00",
      "Free cancellation until 2026-12-17",
      "Late arrival PHP fee ok",
    ])
      expect(text).toContain(s);
    expect(hotelVoucherFileName("HAB2CD")).toBe("hotel-voucher-HAB2CD.pdf");
  });
});
