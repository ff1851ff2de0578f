import { describe, expect, it } from "vitest";
import { extractPdfText } from "../../tests/support/pdf-text.ts";
import { familyBooking } from "../../tests/support/family-booking.ts";
import { eTicketDocument, eTicketPdf } from "./flight-documents.ts";

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
});
