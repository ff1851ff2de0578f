import { writeFileSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { php } from "../../contracts/money.ts";
import { extractPdfText } from "../../tests/support/pdf-text.ts";
import { eTicketAttachment, eTicketFileName, renderETicketPdf, type ETicketDocument } from "./eticket-pdf.ts";
import { formatMoneyForPdf, localParts, toWinAnsi } from "./pdf-text.ts";

const ticket: ETicketDocument = {
  bookingReference: "LKB-7Q2X9D",
  airlinePnr: "X7K2PQ",
  issueDate: "2026-12-01",
  passengers: [
    { name: "DELA CRUZ/JUAN MR", type: "adult", ticketNumber: "079-2400000001" },
    { name: "José Ñiño Santos", type: "adult", ticketNumber: "079-2400000002" },
    { name: "Nguyễn Thị Minh", type: "child", ticketNumber: "079-2400000003" },
    { name: "李小龍 Lee", type: "infant", ticketNumber: "079-2400000004" },
  ],
  flights: [
    {
      airlineName: "Philippine Airlines",
      flightNumber: "PR 1845",
      from: { code: "MNL", name: "Ninoy Aquino International Airport", terminal: "2" },
      to: { code: "CEB", name: "Mactan-Cebu International Airport" },
      departureLocal: "2026-12-18T06:05:00+08:00",
      arrivalLocal: "2026-12-18T07:25:00+08:00",
      cabin: "Economy",
      baggage: "20 kg checked, 7 kg carry-on",
      seat: "12A, 12B, 12C",
    },
    {
      airlineName: "Cebu Pacific",
      flightNumber: "5J 5062",
      operatedBy: "Operated by Cebgo",
      from: { code: "CEB", name: "Mactan-Cebu International Airport" },
      to: { code: "NRT", name: "Narita International Airport" },
      departureLocal: "2026-12-22T23:40:00+08:00",
      arrivalLocal: "2026-12-23T05:10:00+09:00",
      cabin: "Economy",
      baggage: "7 kg carry-on only",
    },
  ],
  fare: {
    total: php(2_468_950),
    includes: ["Base fare ₱18,000.00", "Taxes and fees", "20 kg checked baggage"],
    paidWith: "Visa •••• 4242",
  },
  notes: [
    "Philippine travel tax (₱1,620 economy) is paid at the airport unless shown in the fare.",
    "Register on eTravel (etravel.gov.ph) within 72 hours before an international flight — it is free.",
  ],
};

describe("e-ticket PDF", () => {
  it("renders an A4 document whose text holds every passenger, ticket number and flight", async () => {
    const bytes = await renderETicketPdf(ticket);
    if (process.env.ETICKET_PDF_OUT) writeFileSync(process.env.ETICKET_PDF_OUT, bytes);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(doc.getTitle()).toBe("E-ticket LKB-7Q2X9D");

    const text = extractPdfText(bytes);
    for (const name of ["DELA CRUZ/JUAN MR", "José Ñiño Santos", "Nguyen Thi Minh", "?? Lee"]) expect(text).toContain(name);
    for (const p of ticket.passengers) expect(text).toContain(p.ticketNumber);
    for (const s of ["LKB-7Q2X9D", "X7K2PQ", "Philippine Airlines PR 1845", "MNL", "CEB", "NRT", "6:05 AM", "7:25 AM", "Fri 18 Dec 2026"])
      expect(text).toContain(s);
    expect(text).toContain("Terminal 2");
    expect(text).toContain("arrives Wed 23 Dec 2026");
    expect(text).toContain("Operated by Cebgo");
    expect(text).toContain("Seat: Assigned at check-in");
    expect(text).toContain("PHP 24,689.50");
    expect(text).toContain("Base fare PHP 18,000.00");
    expect(text).toContain("Paid with Visa •••• 4242");
    expect(text).toContain("eTravel");
    expect(text).toContain("travel tax (PHP 1,620 economy)");
    expect(text).toContain("Page 1 of 1");
  });

  it("flows onto more pages for long trips and keeps every line", async () => {
    const many: ETicketDocument = {
      ...ticket,
      passengers: Array.from({ length: 9 }, (_, i) => ({
        name: `Traveller Number ${i + 1}`,
        type: "adult" as const,
        ticketNumber: `079-24000001${i}0`,
      })),
      flights: Array.from({ length: 8 }, (_, i) => ({ ...ticket.flights[0], flightNumber: `PR ${100 + i}` })),
      notes: Array.from({ length: 6 }, (_, i) => `Note ${i + 1}: ${"a long sentence that needs wrapping ".repeat(6)}end.`),
    };
    const bytes = await renderETicketPdf(many);
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    expect(pages).toBeGreaterThan(1);
    const text = extractPdfText(bytes);
    for (let i = 0; i < 9; i++) expect(text).toContain(`079-24000001${i}0`);
    for (let i = 0; i < 8; i++) expect(text).toContain(`PR ${100 + i}`);
    for (let i = 1; i <= 6; i++) expect(text).toContain(`Note ${i}:`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain("(continued)");
  });

  it("never throws on text the standard fonts cannot draw", async () => {
    const odd: ETicketDocument = {
      ...ticket,
      bookingReference: "LKB-\u0000EMOJI",
      passengers: [{ name: "👩‍👩‍👧 Ωμέγα Привет 🇵🇭 \u202e", type: "adult", ticketNumber: "079\t2400000009" }],
      notes: ["→ Gate changes ← are announced\non screens"],
    };
    const text = extractPdfText(await renderETicketPdf(odd));
    expect(text).toContain("079 2400000009");
    expect(text).toContain("-> Gate changes <- are announced on screens");
  });
});

describe("text helpers", () => {
  it("keeps Latin-1 and WinAnsi, spells the peso, strips other accents", () => {
    expect(toWinAnsi("Parañaque – “Ñ” €5")).toBe("Parañaque – “Ñ” €5");
    expect(toWinAnsi("₱1,620")).toBe("PHP 1,620");
    expect(toWinAnsi("Trần Hưng Đạo")).toBe("Tran Hung ?ao");
    expect(toWinAnsi("日本")).toBe("??");
    expect(toWinAnsi("a\u0000b")).toBe("ab");
  });

  it("formats money, local times and the file name", () => {
    expect(formatMoneyForPdf(php(345_000))).toBe("PHP 3,450.00");
    expect(formatMoneyForPdf(php(5))).toBe("PHP 0.05");
    expect(localParts("2026-12-18T06:05:00+08:00")).toEqual({ date: "Fri 18 Dec 2026", time: "6:05 AM", day: "2026-12-18" });
    expect(localParts("2026-12-18T13:20:00+08:00").time).toBe("1:20 PM");
    expect(eTicketFileName("LKB-7Q2X9D")).toBe("e-ticket-LKB-7Q2X9D.pdf");
  });

  it("makes the mail attachment", async () => {
    const attachment = await eTicketAttachment(ticket);
    expect(attachment).toMatchObject({ filename: "e-ticket-LKB-7Q2X9D.pdf", contentType: "application/pdf" });
    expect(Buffer.from(attachment.content.slice(0, 5)).toString("latin1")).toBe("%PDF-");
  });
});
