/**
 * The flight confirmation mail and the e-ticket in Filipino (issue 27): the booking's language picks
 * the `mail` catalogue; local dates in Filipino, amounts with formatMoney; the PDF's standard font
 * draws ñ. The English of both is tested word for word in flight-documents.test.ts and beside.
 */
import { describe, expect, it } from "vitest";
import { extractPdfText } from "../../../tests/support/pdf-text.ts";
import { familyBooking } from "../../../tests/support/family-booking.ts";
import { englishLeft } from "../../../tests/support/english-left.ts";
import { withRequestLanguage } from "../../mail/render.ts";
import { confirmationMail, eTicketDocument, eTicketPdf, receiptLines } from "./flight-documents.ts";

const directory = { airport: () => undefined, airline: () => undefined };
const notes = [{ title: "Travel tax", body: ["Paid at the airport."] }] as never;
const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => `<p>${l.replace(/[<&]/g, " ")}</p>`)
    .join("");

describe("flight documents in Filipino", () => {
  it("the confirmation mail", () => {
    const booking = familyBooking({ paidWith: "GCash" });
    const mail = confirmationMail(booking, new Uint8Array(), {
      appName: "Lakbay",
      appUrl: "https://lakbay.example",
      notes,
      tripLink: "https://lakbay.example/t/abc",
      locale: "fil",
    });
    const first = booking.fare.legs[0].segments[0];
    const last = booking.fare.legs[0].segments.at(-1)!;
    expect(mail.subject).toBe(
      `Ang iyong e-ticket: ${first.departureAirport} papuntang ${last.arrivalAirport}, booking ${booking.reference}`,
    );
    expect(mail.text).toContain("Naka-book at may ticket na ang iyong flight");
    expect(mail.text).toContain("Mga pasahero at numero ng e-ticket:");
    expect(mail.text).toMatch(
      /(Lun|Mar|Miy|Huw|Biy|Sab|Lin) \d{1,2} (Ene|Peb|Mar|Abr|May|Hun|Hul|Ago|Set|Okt|Nob|Dis) 2026, \d{1,2}:\d{2} [AP]M/,
    );
    expect(mail.text).toContain("20 kg checked (kasama sa fare), 7 kg carry-on");
    expect(mail.text).toMatch(/Kabuuang binayaran: ₱[\d,]+\.\d{2} \(GCash\)/);
    expect(mail.text).toContain("(Nakasulat sa Ingles ang mga paalalang ito.)");
    expect(mail.text).toContain("Maligayang paglalakbay! — Lakbay");
    // Only the travel notes, written in English, are left in English.
    const own = mail.text
      .split("\n")
      .filter((l) => !l.includes("Travel tax"))
      .join("\n")
      .replace(/https?:\S+/g, "");
    expect(englishLeft(lines(own))).toEqual([]);
  });

  it("the e-ticket PDF, and the receipt's lines", async () => {
    const booking = familyBooking({ paidWith: "Visa •••• 4242" });
    booking.passengers[0] = { ...booking.passengers[0], givenName: "José Ñiño" };
    const doc = eTicketDocument(booking, directory, [], "Lakbay", "fil");
    expect(doc.flights[1].baggage).toBe("20 kg checked (kasama sa fare), 7 kg carry-on bawat isa");
    expect(receiptLines(booking, "fil")[0].label).toBe("Batayang pamasahe (3 pasahero)");
    const text = extractPdfText(await eTicketPdf(booking, directory, [], "Lakbay", "fil"));
    for (const s of [
      "Itinerary / resibo ng electronic ticket",
      "Booking code ng airline (PNR)",
      "MGA PASAHERO",
      "Numero ng e-ticket",
      "AALIS",
      "DARATING",
      "Ibinayad gamit ang Visa",
      "Lokal na oras ng bawat airport",
      "Pahina 1 ng",
      "José Ñiño",
    ])
      expect(text).toContain(s);
    expect(text).toMatch(/(Lun|Mar|Miy|Huw|Biy|Sab|Lin) \d{1,2} (Nob|Dis) 2026/);
    expect(text).not.toContain("Passengers");
    expect(text).not.toContain("Times are local");
  });

  it("asked for from a /fil page, the e-ticket is in Filipino even for a booking made in English", async () => {
    const booking = familyBooking();
    const english = extractPdfText(await eTicketPdf(booking, directory, []));
    expect(english).toContain("Electronic ticket itinerary / receipt");
    const { documentLanguage } = await import("../../mail/render.ts");
    expect(documentLanguage(null)).toBe("en");
    expect(documentLanguage("fil")).toBe("fil");
    expect(withRequestLanguage("fil", () => documentLanguage(null))).toBe("fil");
    expect(withRequestLanguage("en", () => documentLanguage("fil"))).toBe("fil");
  });
});
