import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { php } from "../../contracts/money.ts";
import { extractPdfText } from "../../tests/support/pdf-text.ts";
import { hotelVoucherFileName, renderHotelVoucherPdf, starPath } from "./hotel-voucher-pdf.ts";

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
      propertyType: "resort",
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
      cancellationPolicy: "Free cancellation until Thu 17 Dec 2026 (Philippine time, end of day); after that, 50% of the total is kept.",
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
      "Sun 20 Dec 2026 from 2:00 PM",
      "Wed 23 Dec 2026 until 11:00 AM",
      "Sun 22 Nov 2026",
      "4-star resort",
      "José Ñiño Santos",
      "PHP 45,678.00",
      "Free cancellation until Thu 17 Dec 2026",
      "Late arrival PHP fee ok",
    ])
      expect(text).toContain(s);
    // No machine dates, and the stars are drawn, not typed as asterisks.
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).not.toContain("*");
    expect(hotelVoucherFileName("HAB2CD")).toBe("hotel-voucher-HAB2CD.pdf");
  });

  it("draws a star as a closed ten-point outline", () => {
    const path = starPath(6);
    expect(path.startsWith("M 0.00 -6.00 L")).toBe(true);
    expect(path.match(/L/g)).toHaveLength(9);
    expect(path.endsWith("Z")).toBe(true);
  });
});
