/**
 * The hotel voucher as an A4 PDF (modelled on eticket-pdf.ts): pdf-lib standard fonts, WinAnsi-safe
 * text through `toWinAnsi` (pdf-text.ts), so the text stays extractable. Input is a plain
 * `HotelVoucherDocument`; this module knows nothing about suppliers or the database. Its words come
 * from the `mail` catalogue in the voucher's `locale` (core/mail/render.ts); ñ is in WinAnsi.
 */
import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont } from "pdf-lib";
import type { Money } from "../../contracts/money.ts";
import { LANGUAGE_TAG, type Locale } from "../../i18n/locales.ts";
import { calendarDay, clockTime, mailWords } from "../mail/render.ts";
import { formatMoneyForPdf, toWinAnsi } from "./pdf-text.ts";

export type HotelVoucherDocument = {
  appName?: string;
  /** The language of its words; default English. */
  locale?: Locale;
  reference: string;
  confirmationNumber: string;
  /** YYYY-MM-DD (written on the voucher as "Sat 19 Dec 2026") */
  issueDate: string;
  hotelName: string;
  hotelCode: string;
  address: string;
  starRating: number;
  /** "resort", "hotel", … (after the stars: "4-star resort"). */
  propertyType?: string;
  /** YYYY-MM-DD and HH:MM (24 h), written as "Sat 19 Dec 2026 from 2:00 PM". */
  checkIn: { date: string; time: string };
  checkOut: { date: string; time: string };
  nights: number;
  rooms: number;
  roomType: string;
  board: string;
  guests: string;
  leadGuest: string;
  total: Money;
  paidWith?: string;
  cancellationPolicy: string;
  specialRequests?: string;
  notes: string[];
};

const NAVY = rgb(0.012, 0.145, 0.384);
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const RULE = rgb(0.8, 0.84, 0.88);
const GOLD = rgb(0.85, 0.6, 0.05);
const [PAGE_W, PAGE_H] = PageSizes.A4;
const MARGIN = 42;
const CONTENT_W = PAGE_W - 2 * MARGIN;

/** A five-pointed star of outer radius `r` centred on the origin (SVG coordinates: y grows downwards). */
export function starPath(r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.42;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(radius * Math.cos(angle)).toFixed(2)} ${(radius * Math.sin(angle)).toFixed(2)}`);
  }
  return `M ${points.join(" L ")} Z`;
}

export function hotelVoucherFileName(reference: string): string {
  return `hotel-voucher-${reference.replace(/[^A-Za-z0-9-]/g, "")}.pdf`;
}

/** Renders the voucher; answers the PDF's bytes. */
export async function renderHotelVoucherPdf(v: HotelVoucherDocument): Promise<Uint8Array> {
  const appName = toWinAnsi(v.appName ?? "Lakbay");
  const locale = v.locale ?? "en";
  const t = mailWords(locale);
  const reference = v.reference;
  const day = (date: string) => calendarDay(locale, date);
  const pdf = await PDFDocument.create();
  const issued = new Date(`${v.issueDate}T00:00:00+08:00`);
  const stamp = Number.isNaN(issued.getTime()) ? new Date(0) : issued;
  pdf.setTitle(toWinAnsi(t("mail.voucher.title", { reference })), { showInWindowTitleBar: true });
  pdf.setAuthor(appName);
  pdf.setSubject(toWinAnsi(t("mail.voucher.subject", { reference })));
  pdf.setCreator(appName);
  pdf.setProducer(appName);
  pdf.setLanguage(LANGUAGE_TAG[locale]);
  pdf.setCreationDate(stamp);
  pdf.setModificationDate(stamp);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage(PageSizes.A4);
  const white = rgb(1, 1, 1);
  const text = (s: string, x: number, y: number, size: number, font: PDFFont = regular, color = INK) =>
    page.drawText(toWinAnsi(s), { x, y, size, font, color });

  function wrap(s: string, width: number, size: number, font: PDFFont): string[] {
    const lines: string[] = [];
    let line = "";
    for (const word of toWinAnsi(s).split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  page.drawRectangle({ x: 0, y: PAGE_H - 78, width: PAGE_W, height: 78, color: NAVY });
  text(appName, MARGIN, PAGE_H - 44, 24, bold, white);
  text(t("mail.voucher.heading"), MARGIN, PAGE_H - 62, 10, regular, white);
  const label = toWinAnsi(t("mail.voucher.badge"));
  page.drawText(label, { x: PAGE_W - MARGIN - bold.widthOfTextAtSize(label, 14), y: PAGE_H - 44, size: 14, font: bold, color: white });

  let y = PAGE_H - 112;
  const pair = (name: string, value: string, x: number, at: number) => {
    text(name.toUpperCase(), x, at, 8, bold, MUTED);
    text(value, x, at - 14, 12, bold);
  };
  pair(t("mail.voucher.booking_reference"), v.reference, MARGIN, y);
  pair(t("mail.voucher.confirmation"), v.confirmationNumber, MARGIN + 180, y);
  pair(t("mail.voucher.issued"), day(v.issueDate), MARGIN + 380, y);
  y -= 46;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE_W - MARGIN, y }, thickness: 0.8, color: RULE });
  y -= 24;
  text(v.hotelName, MARGIN, y, 16, bold);
  const stars = Math.max(0, Math.min(5, Math.round(v.starRating)));
  if (stars > 0) {
    // Drawn as stars (the standard fonts have no star glyph), then said in words for readers and search.
    y -= 17;
    for (let i = 0; i < stars; i++) page.drawSvgPath(starPath(6), { x: MARGIN + 6 + i * 14, y: y + 4, color: GOLD });
    text(
      t("mail.voucher.stars", { stars, type: v.propertyType ?? t("mail.voucher.hotel") }),
      MARGIN + stars * 14 + 6,
      y,
      10,
      regular,
      MUTED,
    );
  }
  y -= 16;
  for (const l of wrap(t("mail.voucher.code", { address: v.address, code: v.hotelCode }), CONTENT_W, 10, regular)) {
    text(l, MARGIN, y, 10, regular, MUTED);
    y -= 13;
  }
  y -= 14;
  pair(
    t("mail.voucher.check_in"),
    t("mail.voucher.from", { date: day(v.checkIn.date), time: clockTime(locale, v.checkIn.time) }),
    MARGIN,
    y,
  );
  pair(
    t("mail.voucher.check_out"),
    t("mail.voucher.until", { date: day(v.checkOut.date), time: clockTime(locale, v.checkOut.time) }),
    MARGIN + 250,
    y,
  );
  y -= 40;
  pair(
    t("mail.voucher.stay"),
    t("mail.voucher.stay_value", { nights: t("mail.hotel.nights", { count: v.nights }), rooms: v.rooms, roomType: v.roomType }),
    MARGIN,
    y,
  );
  pair(t("mail.voucher.board"), v.board, MARGIN + 250, y);
  y -= 40;
  pair(t("mail.voucher.lead_guest"), v.leadGuest, MARGIN, y);
  pair(t("mail.voucher.guests"), v.guests, MARGIN + 250, y);
  y -= 40;
  pair(t("mail.voucher.total_paid"), formatMoneyForPdf(v.total), MARGIN, y);
  if (v.paidWith) pair(t("mail.voucher.paid_with"), v.paidWith, MARGIN + 250, y);
  y -= 44;

  const section = (title: string, body: string[]) => {
    text(title, MARGIN, y, 11, bold, NAVY);
    y -= 15;
    for (const para of body)
      for (const l of wrap(para, CONTENT_W, 10, regular)) {
        text(l, MARGIN, y, 10);
        y -= 13;
      }
    y -= 10;
  };
  section(t("mail.voucher.cancellation"), [v.cancellationPolicy]);
  if (v.specialRequests) section(t("mail.voucher.requests"), [v.specialRequests]);
  if (v.notes.length)
    section(
      t("mail.voucher.good_to_know"),
      v.notes.map((n) => `- ${n}`),
    );

  const footer = toWinAnsi(t("mail.voucher.footer", { appName, reference }));
  page.drawText(footer, { x: MARGIN, y: 24, size: 8, font: regular, color: MUTED });
  return pdf.save({ useObjectStreams: false });
}
