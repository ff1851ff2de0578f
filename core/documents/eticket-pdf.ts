/**
 * The e-ticket (itinerary receipt) as an A4 PDF, drawn with pdf-lib's standard fonts so the text
 * stays extractable (search, copy, screen readers, airline counters' scanners of printed copies).
 *
 * Input is a plain `ETicketDocument`: the booking flow fills it from the booking and the ticketing
 * answer; this module knows nothing about suppliers. Standard fonts only encode WinAnsi (Latin-1 and
 * a few typographic marks), so every string passes through `toWinAnsi` (pdf-text.ts): "₱" becomes "PHP", accents
 * outside Latin-1 are dropped ("Nguyễn" → "Nguyen"), and anything else becomes "?" rather than
 * making the render throw. Filipino needs nothing more: its one letter beyond ASCII, ñ (Peñafrancia,
 * Parañaque), is in WinAnsi (0xF1), so Helvetica draws it (eticket-pdf.test.ts reads it back).
 * Its words come from the `mail` catalogue in the document's `locale` (core/mail/render.ts).
 */
import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import type { Money } from "../../contracts/money.ts";
import { LANGUAGE_TAG, type Locale } from "../../i18n/locales.ts";
import type { MailAttachment } from "../mail/mail-service.ts";
import { mailWords } from "../mail/render.ts";
import { formatMoneyForPdf, localParts, toWinAnsi } from "./pdf-text.ts";

export type ETicketPassenger = {
  /** As on the ticket: "DELA CRUZ/JUAN MR" or "Juan Dela Cruz". */
  name: string;
  type: "adult" | "child" | "infant";
  ticketNumber: string;
};

export type ETicketAirport = { code: string; name: string; terminal?: string };

export type ETicketFlight = {
  airlineName: string;
  /** "PR 1845" */
  flightNumber: string;
  /** "Operated by Cebgo" and the like. */
  operatedBy?: string;
  from: ETicketAirport;
  to: ETicketAirport;
  /** Local time at the airport, ISO 8601 ("2026-12-18T06:05:00+08:00"; the offset is not applied). */
  departureLocal: string;
  arrivalLocal: string;
  /** "Economy" */
  cabin: string;
  /** "20 kg checked, 7 kg carry-on" */
  baggage: string;
  /** "12A (Juan), 12B (Ana)"; omitted: "Assigned at check-in". */
  seat?: string;
};

export type ETicketDocument = {
  /** The language of its words (the `mail` catalogue); default English. */
  locale?: Locale;
  /** Default "Lakbay". */
  appName?: string;
  bookingReference: string;
  airlinePnr: string;
  /** YYYY-MM-DD */
  issueDate: string;
  passengers: ETicketPassenger[];
  flights: ETicketFlight[];
  fare: {
    total: Money;
    /** "Base fare", "Taxes and fees", "20 kg checked baggage", … (read when `lines` is absent). */
    includes: string[];
    /** The receipt: each item with its amount (base fare, taxes, each add-on, changes), adding up to `total`. */
    lines?: { label: string; amount: Money }[];
    /** "Visa •••• 4242", "GCash" */
    paidWith?: string;
  };
  /** Shown under "Good to know": travel tax, eTravel registration, check-in times, … */
  notes: string[];
};

const PASSENGER_TYPE = { adult: "mail.eticket.adult", child: "mail.eticket.child", infant: "mail.eticket.infant" } as const;

export function eTicketFileName(bookingReference: string): string {
  return `e-ticket-${bookingReference.replace(/[^A-Za-z0-9-]/g, "")}.pdf`;
}

const NAVY = rgb(0.012, 0.145, 0.384); // #032562, the mail button colour
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const RULE = rgb(0.8, 0.84, 0.88);
const TINT = rgb(0.95, 0.96, 0.98);

const [PAGE_W, PAGE_H] = PageSizes.A4;
const MARGIN = 42;
const CONTENT_W = PAGE_W - 2 * MARGIN;
const FOOTER_H = 36;

type Fonts = { regular: PDFFont; bold: PDFFont; mono: PDFFont };

/** Renders the e-ticket; answers the PDF's bytes. */
export async function renderETicketPdf(ticket: ETicketDocument): Promise<Uint8Array> {
  const appName = toWinAnsi(ticket.appName ?? "Lakbay");
  const locale = ticket.locale ?? "en";
  const t = mailWords(locale);
  const reference = ticket.bookingReference;
  const pdf = await PDFDocument.create();
  const issued = new Date(`${ticket.issueDate}T00:00:00+08:00`);
  const stamp = Number.isNaN(issued.getTime()) ? new Date(0) : issued;
  pdf.setTitle(toWinAnsi(t("mail.eticket.title", { reference })), { showInWindowTitleBar: true });
  pdf.setAuthor(appName);
  pdf.setSubject(toWinAnsi(t("mail.eticket.subject", { reference })));
  pdf.setCreator(appName);
  pdf.setProducer(appName);
  pdf.setLanguage(LANGUAGE_TAG[locale]);
  pdf.setCreationDate(stamp);
  pdf.setModificationDate(stamp);

  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    mono: await pdf.embedFont(StandardFonts.Courier),
  };

  let page: PDFPage = pdf.addPage(PageSizes.A4);
  let y = PAGE_H;

  const text = (s: string, x: number, at: number, size: number, font: PDFFont = fonts.regular, color = INK) =>
    page.drawText(toWinAnsi(s), { x, y: at, size, font, color });

  /** Lines of `s` that fit `width` at `size`. */
  function wrap(s: string, width: number, size: number, font: PDFFont): string[] {
    const words = toWinAnsi(s).split(/\s+/).filter(Boolean);
    const lines: string[] = [];
    let line = "";
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
      else {
        if (line) lines.push(line);
        // A single word wider than the column is cut.
        let rest = word;
        while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
          let cut = rest.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
    }
    if (line) lines.push(line);
    return lines.length ? lines : [""];
  }

  function header(first: boolean) {
    const h = first ? 78 : 40;
    page.drawRectangle({ x: 0, y: PAGE_H - h, width: PAGE_W, height: h, color: NAVY });
    const white = rgb(1, 1, 1);
    if (first) {
      text(appName, MARGIN, PAGE_H - 44, 24, fonts.bold, white);
      text(t("mail.eticket.heading"), MARGIN, PAGE_H - 62, 10, fonts.regular, white);
      const right = t("mail.eticket.badge");
      page.drawText(right, {
        x: PAGE_W - MARGIN - fonts.bold.widthOfTextAtSize(right, 14),
        y: PAGE_H - 44,
        size: 14,
        font: fonts.bold,
        color: white,
      });
    } else {
      text(t("mail.eticket.continued", { appName, reference }), MARGIN, PAGE_H - 26, 10, fonts.bold, white);
    }
    y = PAGE_H - h - 24;
  }

  /** Starts a new page when fewer than `height` points are left. */
  function ensure(height: number) {
    if (y - height >= MARGIN + FOOTER_H) return;
    page = pdf.addPage(PageSizes.A4);
    header(false);
  }

  function section(title: string) {
    ensure(40);
    y -= 8;
    text(title.toUpperCase(), MARGIN, y, 9, fonts.bold, NAVY);
    y -= 6;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE_W - MARGIN, y }, thickness: 0.8, color: NAVY });
    y -= 16;
  }

  function paragraph(s: string, opts: { size?: number; font?: PDFFont; color?: typeof INK; indent?: number; bullet?: boolean } = {}) {
    const size = opts.size ?? 10;
    const indent = (opts.indent ?? 0) + (opts.bullet ? 12 : 0);
    const lines = wrap(s, CONTENT_W - indent, size, opts.font ?? fonts.regular);
    for (const [i, line] of lines.entries()) {
      ensure(size + 4);
      if (opts.bullet && i === 0) text("•", MARGIN + (opts.indent ?? 0), y, size, fonts.regular, NAVY);
      text(line, MARGIN + indent, y, size, opts.font ?? fonts.regular, opts.color ?? INK);
      y -= size + 4;
    }
  }

  // -- Key facts -------------------------------------------------------------------------------
  header(true);
  const facts: [string, string][] = [
    [t("mail.eticket.booking_reference"), ticket.bookingReference],
    [t("mail.eticket.pnr"), ticket.airlinePnr],
    [t("mail.eticket.issued"), localParts(ticket.issueDate, locale).date],
  ];
  const factW = CONTENT_W / facts.length;
  page.drawRectangle({ x: MARGIN, y: y - 34, width: CONTENT_W, height: 48, color: TINT });
  for (const [i, [label, value]] of facts.entries()) {
    const x = MARGIN + 10 + i * factW;
    text(label, x, y - 2, 8, fonts.regular, MUTED);
    const shown = wrap(value, factW - 16, 14, fonts.bold)[0];
    text(shown, x, y - 22, 14, fonts.bold);
  }
  y -= 62;

  // -- Passengers ------------------------------------------------------------------------------
  section(t("mail.eticket.passengers"));
  const col = { name: MARGIN, type: MARGIN + CONTENT_W * 0.56, ticket: MARGIN + CONTENT_W * 0.7 };
  text(t("mail.eticket.name"), col.name, y, 8, fonts.bold, MUTED);
  text(t("mail.eticket.type"), col.type, y, 8, fonts.bold, MUTED);
  text(t("mail.eticket.ticket_number"), col.ticket, y, 8, fonts.bold, MUTED);
  y -= 14;
  for (const p of ticket.passengers) {
    const nameLines = wrap(p.name, col.type - col.name - 8, 11, fonts.bold);
    ensure(nameLines.length * 14 + 6);
    text(t(PASSENGER_TYPE[p.type]), col.type, y, 10);
    text(p.ticketNumber, col.ticket, y, 11, fonts.mono);
    for (const line of nameLines) {
      text(line, col.name, y, 11, fonts.bold);
      y -= 14;
    }
    page.drawLine({ start: { x: MARGIN, y: y + 4 }, end: { x: PAGE_W - MARGIN, y: y + 4 }, thickness: 0.5, color: RULE });
    y -= 6;
  }

  // -- Flights ---------------------------------------------------------------------------------
  section(t("mail.eticket.flights"));
  for (const [i, f] of ticket.flights.entries()) {
    const dep = localParts(f.departureLocal, locale);
    const arr = localParts(f.arrivalLocal, locale);
    const x = MARGIN + 12;
    const innerW = CONTENT_W - 24;
    // Cabin, baggage and seats each on their own labelled lines, wrapped inside the box: a family of
    // five's baggage and seats grow the box, never run over its edge or each other.
    const detail = (label: string, values: string[]) => {
      const labelW = fonts.regular.widthOfTextAtSize(`${label}: `, 9);
      return values.flatMap((value, v) =>
        wrap(value, innerW - labelW, 9, fonts.regular).map((line, k) => ({ label: v === 0 && k === 0 ? `${label}: ` : "", labelW, line })),
      );
    };
    const details = [
      ...detail(t("mail.eticket.cabin"), [f.cabin]),
      // One traveller per line ("Juan: 52 kg checked …; Ana: …").
      ...detail(t("mail.eticket.baggage"), f.baggage.split(/; (?=[^:;]+: )/)),
      ...detail(t(f.seat?.includes(",") ? "mail.eticket.seats" : "mail.eticket.seat"), [f.seat ?? t("mail.eticket.seat_at_check_in")]),
    ];
    // Title line, operator, gap, two endpoints, the detail lines, and room below the last one.
    const height = 82 + (f.operatedBy ? 12 : 0) + details.length * 12;
    ensure(height);
    const top = y;
    page.drawRectangle({ x: MARGIN, y: top - height + 14, width: CONTENT_W, height, borderColor: RULE, borderWidth: 0.8 });
    text(t("mail.eticket.flight", { number: i + 1, airline: f.airlineName, flightNumber: f.flightNumber }), x, y, 11, fonts.bold, NAVY);
    const dateLabel = dep.date;
    page.drawText(toWinAnsi(dateLabel), {
      x: PAGE_W - MARGIN - 12 - fonts.bold.widthOfTextAtSize(toWinAnsi(dateLabel), 10),
      y,
      size: 10,
      font: fonts.bold,
      color: INK,
    });
    y -= 12;
    if (f.operatedBy) {
      text(f.operatedBy, x, y, 8, fonts.regular, MUTED);
      y -= 12;
    }
    // The "DEPARTS" label sits 12 points above its time: clear of the title line.
    y -= 12;
    const timeX = x;
    const codeX = x + 68;
    const nameX = x + 114;
    const nameW = PAGE_W - MARGIN - 12 - nameX;
    const endpoint = (label: string, time: string, airport: ETicketAirport, extra?: string) => {
      text(label, timeX, y + 12, 7, fonts.regular, MUTED);
      text(time, timeX, y, 13, fonts.bold);
      text(airport.code, codeX, y, 14, fonts.bold, NAVY);
      const name = [airport.name, airport.terminal ? t("mail.eticket.terminal", { terminal: airport.terminal }) : "", extra ?? ""]
        .filter(Boolean)
        .join("  |  ");
      text(wrap(name, nameW, 9, fonts.regular)[0], nameX, y + 2, 9);
      y -= 24;
    };
    endpoint(t("mail.eticket.departs"), dep.time, f.from);
    endpoint(t("mail.eticket.arrives"), arr.time, f.to, arr.day !== dep.day ? t("mail.eticket.arrives_on", { date: arr.date }) : undefined);
    for (const d of details) {
      // One text run per line ("Seat: 12A (Juan)"), so a copied or searched line reads whole.
      text(d.label ? `${d.label}${d.line}` : d.line, d.label ? x : x + d.labelW, y, 9, fonts.regular, INK);
      y -= 12;
    }
    // The next box starts below this one's edge, never on it.
    y = top - height + 14 - 16;
  }
  paragraph(t("mail.eticket.local_times"), { size: 8, color: MUTED });

  // -- Fare ------------------------------------------------------------------------------------
  section(t("mail.eticket.fare"));
  ensure(24);
  text(t("mail.eticket.total"), MARGIN, y, 11, fonts.bold);
  const total = formatMoneyForPdf(ticket.fare.total);
  page.drawText(total, { x: PAGE_W - MARGIN - fonts.bold.widthOfTextAtSize(total, 13), y, size: 13, font: fonts.bold, color: INK });
  y -= 18;
  if (ticket.fare.paidWith) paragraph(t("mail.eticket.paid_with", { paidWith: ticket.fare.paidWith }), { size: 9, color: MUTED });
  if (ticket.fare.lines?.length) {
    // The receipt: each item and its amount, the amounts in a column on the right.
    y -= 2;
    for (const item of ticket.fare.lines) {
      const amount = formatMoneyForPdf(item.amount);
      const amountW = fonts.regular.widthOfTextAtSize(amount, 9);
      const lines = wrap(item.label, CONTENT_W - amountW - 24, 9, fonts.regular);
      ensure(lines.length * 12 + 4);
      page.drawText(amount, { x: PAGE_W - MARGIN - amountW, y, size: 9, font: fonts.regular, color: INK });
      for (const line of lines) {
        text(line, MARGIN + 4, y, 9);
        y -= 12;
      }
      page.drawLine({ start: { x: MARGIN, y: y + 8 }, end: { x: PAGE_W - MARGIN, y: y + 8 }, thickness: 0.4, color: RULE });
      y -= 2;
    }
  } else if (ticket.fare.includes.length) {
    paragraph(t("mail.eticket.includes"), { size: 9, color: MUTED });
    for (const item of ticket.fare.includes) paragraph(item, { size: 9, bullet: true, indent: 4 });
  }

  // -- Notes -----------------------------------------------------------------------------------
  if (ticket.notes.length) {
    section(t("mail.eticket.good_to_know"));
    for (const note of ticket.notes) {
      paragraph(note, { size: 9, bullet: true, indent: 4 });
      y -= 2;
    }
  }

  // -- Footers ---------------------------------------------------------------------------------
  const pages = pdf.getPages();
  for (const [i, p] of pages.entries()) {
    p.drawLine({ start: { x: MARGIN, y: MARGIN + 14 }, end: { x: PAGE_W - MARGIN, y: MARGIN + 14 }, thickness: 0.5, color: RULE });
    const left = toWinAnsi(t("mail.eticket.footer", { appName, reference, pnr: ticket.airlinePnr }));
    p.drawText(left, { x: MARGIN, y: MARGIN, size: 8, font: fonts.regular, color: MUTED });
    const right = toWinAnsi(t("mail.eticket.page", { page: i + 1, pages: pages.length }));
    p.drawText(right, {
      x: PAGE_W - MARGIN - fonts.regular.widthOfTextAtSize(right, 8),
      y: MARGIN,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
  }

  return pdf.save();
}

/** The e-ticket as a mail attachment (the booking mail carries it through the outbox). */
export async function eTicketAttachment(ticket: ETicketDocument): Promise<MailAttachment> {
  return { filename: eTicketFileName(ticket.bookingReference), contentType: "application/pdf", content: await renderETicketPdf(ticket) };
}
