/**
 * What a ticketed booking turns into for the traveller: the PDF e-ticket and the confirmation mail
 * that carries it. Both are built from the booking record alone, so a retried mail job sends the
 * same thing. Their words come from the `mail` catalogue in the booking's language (core/mail/render.ts).
 */
import type { BookingView } from "../../../contracts/flight-checkout.ts";
import { manilaToday, type Airline, type Airport } from "../../../contracts/flights.ts";
import { formatMoney, type Money } from "../../../contracts/money.ts";
import type { TravelNote } from "../../../contracts/travel-notes.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { eTicketFileName, renderETicketPdf, type ETicketDocument } from "../../documents/eticket-pdf.ts";
import type { MailMessage } from "../../mail/mail-service.ts";
import { localDateTime, type MailTranslate, mailWords } from "../../mail/render.ts";
import { type TravellerBaggage, travellerBaggage } from "./traveller-baggage.ts";

const TYPE = { ADT: "adult", CHD: "child", INF: "infant" } as const;

/** When the tickets were issued (the latest issue), or when the booking was made if none says. */
function issuedAt(booking: BookingView): string {
  const times = booking.tickets.flatMap((t) => (t.issuedAt ? [t.issuedAt] : [])).sort();
  return times.at(-1) ?? booking.createdAt;
}

export function eTicketDocument(
  booking: BookingView,
  directory: { airport(code: string): Airport | undefined; airline(code: string): Airline | undefined },
  notes: TravelNote[],
  appName = "Lakbay",
  locale: Locale = "en",
): ETicketDocument {
  const t = mailWords(locale);
  const flights = booking.fare.legs.flatMap((leg) => leg.segments);
  const seatsFor = (flightIndex: number) =>
    booking.extras.seats
      .filter((s) => s.flightIndex === flightIndex)
      .map((s) => `${s.seat.SeatCode} (${booking.passengers[s.passengerIndex]?.givenName.split(" ")[0] ?? "?"})`)
      .join(", ");
  const bags = travellerBaggage(booking);
  const legOf = booking.fare.legs.flatMap((leg, legIndex) => leg.segments.map(() => legIndex));
  return {
    appName,
    locale,
    bookingReference: booking.reference,
    airlinePnr: booking.airlinePnr ?? booking.reference,
    // The calendar day in the Philippines (a ticket issued at 01:50 Thursday in Manila is Wednesday in UTC).
    issueDate: manilaToday(new Date(issuedAt(booking))),
    // Travellers who moved to another booking by a date change travel on that booking's e-ticket.
    passengers: booking.passengers.flatMap((p, i) =>
      booking.movedTo?.some((m) => m.passengers.includes(i))
        ? []
        : [
            {
              name: `${p.surname}/${p.givenName} ${p.title.toUpperCase()}`,
              type: TYPE[p.type],
              ticketNumber: booking.tickets.find((t) => t.passengerIndex === i)?.ticketNumber ?? "",
            },
          ],
    ),
    flights: flights.map((s, i) => ({
      airlineName: directory.airline(s.marketingAirline)?.name ?? s.marketingAirline,
      flightNumber: `${s.marketingAirline} ${s.flightNumber}`,
      operatedBy:
        s.operatingAirline !== s.marketingAirline
          ? t("mail.eticket.operated_by", { airline: directory.airline(s.operatingAirline)?.name ?? s.operatingAirline })
          : undefined,
      from: { code: s.departureAirport, name: directory.airport(s.departureAirport)?.name ?? s.departureAirport },
      to: { code: s.arrivalAirport, name: directory.airport(s.arrivalAirport)?.name ?? s.arrivalAirport },
      departureLocal: s.departureDateTime,
      arrivalLocal: s.arrivalDateTime,
      cabin: t("mail.cabin", { cabin: s.cabin }),
      baggage: legBaggageLine(booking, bags[legOf[i]], locale),
      seat: seatsFor(i) || undefined,
    })),
    fare: {
      total: booking.total,
      includes: [t("mail.eticket.base_fare"), t("mail.eticket.taxes"), ...booking.extrasLines.map((l) => l.label)],
      lines: receiptLines(booking, locale),
      paidWith: booking.paidWith ?? undefined,
    },
    notes: notes.map((n) => `${n.title}: ${n.body.join(" ")}`),
  };
}

/**
 * The receipt's items with their amounts, adding up to what the booking holds: the fare (base and
 * taxes), each add-on, and what date changes collected beyond the fare (change fees).
 */
export function receiptLines(
  booking: Pick<BookingView, "fare" | "extrasLines" | "total">,
  locale: Locale = "en",
): { label: string; amount: Money }[] {
  const t = mailWords(locale);
  const cur = booking.total.currency;
  const travellers = booking.fare.perPassenger.reduce((n, p) => n + p.quantity, 0);
  const lines = [
    { label: t("mail.eticket.base_fare_for", { count: travellers }), amount: booking.fare.baseFare },
    { label: t("mail.eticket.taxes"), amount: booking.fare.taxesTotal },
    ...booking.extrasLines.map((l) => ({ label: l.label, amount: l.amount })),
  ];
  const listed = lines.reduce((t, l) => t + l.amount.amount, 0);
  const rest = booking.total.amount - listed;
  if (rest !== 0)
    lines.push({
      label: rest > 0 ? t("mail.eticket.date_changes") : t("mail.eticket.adjustments"),
      amount: { amount: rest, currency: cur },
    });
  return lines;
}

/**
 * A traveller's baggage on one leg in words: the English of traveller-baggage.ts (the trip page's
 * too), or the same facts worded from the catalogue in another language.
 */
export function baggageWords(b: TravellerBaggage, infant: boolean, locale: Locale): string {
  if (locale === "en") return b.text;
  const t = mailWords(locale);
  if (infant && b.boughtKg === 0 && b.boughtOther.length === 0) return t("mail.bag.infant");
  const totalKg = b.includedKg + b.boughtKg;
  const bags = (count: number) => t("mail.bag.bags", { count });
  const checked =
    totalKg === 0
      ? t("mail.bag.none")
      : b.boughtKg === 0
        ? b.includedPieces > 1
          ? t("mail.bag.in_fare_bags", { kg: b.includedKg, bags: bags(b.includedPieces) })
          : t("mail.bag.in_fare", { kg: b.includedKg })
        : b.includedKg === 0
          ? t("mail.bag.bought", { kg: b.boughtKg, bags: bags(b.boughtPieces) })
          : t("mail.bag.both", { total: totalKg, included: b.includedKg, bought: b.boughtKg, bags: bags(b.boughtPieces) });
  return t("mail.bag.line", { checked, other: b.boughtOther.length ? `, ${b.boughtOther.join(", ")}` : "", cabin: b.cabinKg });
}

/** One leg's baggage for everybody: one line when all travellers have the same, else per traveller. */
function legBaggageLine(booking: BookingView, leg: TravellerBaggage[], locale: Locale): string {
  const shown = leg
    .filter((b) => !booking.movedTo?.some((m) => m.passengers.includes(b.passengerIndex)))
    .map((b) => ({ ...b, text: baggageWords(b, booking.passengers[b.passengerIndex]?.type === "INF", locale) }));
  if (new Set(shown.map((b) => b.text)).size <= 1) {
    const text = shown[0]?.text ?? "";
    return shown.length > 1 ? mailWords(locale)("mail.eticket.each", { baggage: text }) : text;
  }
  return shown.map((b) => `${booking.passengers[b.passengerIndex].givenName.split(" ")[0]}: ${b.text}`).join("; ");
}

export async function eTicketPdf(...args: Parameters<typeof eTicketDocument>): Promise<Uint8Array> {
  return renderETicketPdf(eTicketDocument(...args));
}

export function confirmationMail(
  booking: BookingView,
  pdf: Uint8Array,
  options: { appName: string; appUrl: string; notes: TravelNote[]; tripLink?: string; locale?: Locale },
): MailMessage {
  const locale = options.locale ?? "en";
  const t: MailTranslate = mailWords(locale);
  const first = booking.fare.legs[0].segments[0];
  const last = booking.fare.legs[0].segments.at(-1) ?? first;
  const route = t("mail.flight.route", { from: first.departureAirport, to: last.arrivalAirport });
  const bags = travellerBaggage(booking);
  const lines = [
    t("mail.flight.confirm.booked", { route }),
    "",
    t("mail.flight.booking_reference", { reference: booking.reference }),
    booking.airlinePnr ? t("mail.flight.airline_reference", { pnr: booking.airlinePnr }) : "",
    "",
    t("mail.flight.confirm.travellers"),
    ...booking.passengers.map(
      (p, i) => `  ${p.title} ${p.givenName} ${p.surname}: ${booking.tickets.find((t) => t.passengerIndex === i)?.ticketNumber ?? "-"}`,
    ),
    "",
    t("mail.flight.confirm.flights"),
    ...booking.fare.legs.flatMap((leg) =>
      leg.segments.map(
        (s) =>
          `  ${s.marketingAirline} ${s.flightNumber}  ${s.departureAirport} ${localDateTime(locale, s.departureDateTime)} -> ${s.arrivalAirport} ${localDateTime(locale, s.arrivalDateTime)}`,
      ),
    ),
    "",
    t("mail.flight.confirm.baggage"),
    ...bags.flatMap((leg, legIndex) => {
      const segments = booking.fare.legs[legIndex].segments;
      return [
        `  ${segments[0].departureAirport} -> ${segments.at(-1)?.arrivalAirport}:`,
        ...leg.map((b) => {
          const p = booking.passengers[b.passengerIndex];
          return `    ${p.givenName} ${p.surname}: ${baggageWords(b, p.type === "INF", locale)}`;
        }),
      ];
    }),
    "",
    `${t("mail.flight.confirm.total", { total: formatMoney(booking.total) })}${booking.paidWith ? ` (${booking.paidWith})` : ""}`,
    "",
    ...(options.notes.length
      ? [
          t("mail.flight.confirm.good_to_know"),
          ...(locale === "en" ? [] : [`  (${t("mail.notes_in_english")})`]),
          ...options.notes.map((n) => `  - ${n.title}: ${n.body.join(" ")}`),
          "",
        ]
      : []),
    // The trip link opens the trip without a last name, so no guess limit can keep the traveller out (core/shared/trip-links.ts).
    ...(options.tripLink ? [t("mail.trip_link.open", { link: options.tripLink }), t("mail.trip_link.private"), ""] : []),
    t("mail.flight.confirm.attached", { url: `${options.appUrl}/flights/manage` }),
    "",
    t("mail.flight.confirm.bye", { appName: options.appName }),
  ].filter((line, i, all) => line !== "" || all[i - 1] !== "");
  return {
    to: booking.contact.email,
    subject: t("mail.flight.confirm.subject", { route, reference: booking.reference }),
    text: lines.join("\n"),
    attachments: [{ filename: eTicketFileName(booking.reference), contentType: "application/pdf", content: pdf }],
  };
}
