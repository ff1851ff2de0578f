/**
 * What a ticketed booking turns into for the traveller: the PDF e-ticket and the confirmation mail
 * that carries it. Both are built from the booking record alone, so a retried mail job sends the
 * same thing.
 */
import type { BookingView } from "../../../contracts/flight-checkout.ts";
import { CABIN_LABELS, manilaToday, type Airline, type Airport } from "../../../contracts/flights.ts";
import { localDateTimeLabel } from "../../../contracts/local-time.ts";
import { formatMoney, type Money } from "../../../contracts/money.ts";
import type { TravelNote } from "../../../contracts/travel-notes.ts";
import { eTicketFileName, renderETicketPdf, type ETicketDocument } from "../../documents/eticket-pdf.ts";
import type { MailMessage } from "../../mail/mail-service.ts";
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
): ETicketDocument {
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
          ? `Operated by ${directory.airline(s.operatingAirline)?.name ?? s.operatingAirline}`
          : undefined,
      from: { code: s.departureAirport, name: directory.airport(s.departureAirport)?.name ?? s.departureAirport },
      to: { code: s.arrivalAirport, name: directory.airport(s.arrivalAirport)?.name ?? s.arrivalAirport },
      departureLocal: s.departureDateTime,
      arrivalLocal: s.arrivalDateTime,
      cabin: CABIN_LABELS[s.cabin],
      baggage: legBaggageLine(booking, bags[legOf[i]]),
      seat: seatsFor(i) || undefined,
    })),
    fare: {
      total: booking.total,
      includes: ["Base fare", "Taxes and fees", ...booking.extrasLines.map((l) => l.label)],
      lines: receiptLines(booking),
      paidWith: booking.paidWith ?? undefined,
    },
    notes: notes.map((n) => `${n.title}: ${n.body.join(" ")}`),
  };
}

/**
 * The receipt's items with their amounts, adding up to what the booking holds: the fare (base and
 * taxes), each add-on, and what date changes collected beyond the fare (change fees).
 */
export function receiptLines(booking: Pick<BookingView, "fare" | "extrasLines" | "total">): { label: string; amount: Money }[] {
  const cur = booking.total.currency;
  const travellers = booking.fare.perPassenger.reduce((n, p) => n + p.quantity, 0);
  const lines = [
    { label: `Base fare (${travellers} ${travellers === 1 ? "traveller" : "travellers"})`, amount: booking.fare.baseFare },
    { label: "Taxes and fees", amount: booking.fare.taxesTotal },
    ...booking.extrasLines.map((l) => ({ label: l.label, amount: l.amount })),
  ];
  const listed = lines.reduce((t, l) => t + l.amount.amount, 0);
  const rest = booking.total.amount - listed;
  if (rest !== 0)
    lines.push({
      label: rest > 0 ? "Date changes (change fees and fare differences)" : "Adjustments",
      amount: { amount: rest, currency: cur },
    });
  return lines;
}

/** One leg's baggage for everybody: one line when all travellers have the same, else per traveller. */
function legBaggageLine(booking: BookingView, leg: TravellerBaggage[]): string {
  const shown = leg.filter((b) => !booking.movedTo?.some((m) => m.passengers.includes(b.passengerIndex)));
  if (new Set(shown.map((b) => b.text)).size <= 1) return `${shown[0]?.text ?? ""}${shown.length > 1 ? " each" : ""}`;
  return shown.map((b) => `${booking.passengers[b.passengerIndex].givenName.split(" ")[0]}: ${b.text}`).join("; ");
}

export async function eTicketPdf(...args: Parameters<typeof eTicketDocument>): Promise<Uint8Array> {
  return renderETicketPdf(eTicketDocument(...args));
}

export function confirmationMail(
  booking: BookingView,
  pdf: Uint8Array,
  options: { appName: string; appUrl: string; notes: TravelNote[]; tripLink?: string },
): MailMessage {
  const first = booking.fare.legs[0].segments[0];
  const last = booking.fare.legs[0].segments.at(-1) ?? first;
  const route = `${first.departureAirport} to ${last.arrivalAirport}`;
  const bags = travellerBaggage(booking);
  const lines = [
    `Your flight ${route} is booked and ticketed.`,
    "",
    `Booking reference: ${booking.reference}`,
    booking.airlinePnr ? `Airline reference: ${booking.airlinePnr}` : "",
    "",
    "Travellers and e-ticket numbers:",
    ...booking.passengers.map(
      (p, i) => `  ${p.title} ${p.givenName} ${p.surname}: ${booking.tickets.find((t) => t.passengerIndex === i)?.ticketNumber ?? "-"}`,
    ),
    "",
    "Flights (local times):",
    ...booking.fare.legs.flatMap((leg) =>
      leg.segments.map(
        (s) =>
          `  ${s.marketingAirline} ${s.flightNumber}  ${s.departureAirport} ${localDateTimeLabel(s.departureDateTime)} -> ${s.arrivalAirport} ${localDateTimeLabel(s.arrivalDateTime)}`,
      ),
    ),
    "",
    "Baggage (the fare's allowance and the bags you bought):",
    ...bags.flatMap((leg, legIndex) => {
      const segments = booking.fare.legs[legIndex].segments;
      return [
        `  ${segments[0].departureAirport} -> ${segments.at(-1)?.arrivalAirport}:`,
        ...leg.map((b) => {
          const p = booking.passengers[b.passengerIndex];
          return `    ${p.givenName} ${p.surname}: ${b.text}`;
        }),
      ];
    }),
    "",
    `Total paid: ${formatMoney(booking.total)}${booking.paidWith ? ` (${booking.paidWith})` : ""}`,
    "",
    ...(options.notes.length ? ["Good to know:", ...options.notes.map((n) => `  - ${n.title}: ${n.body.join(" ")}`), ""] : []),
    // The trip link opens the trip without a last name, so no guess limit can keep the traveller out (core/shared/trip-links.ts).
    ...(options.tripLink
      ? [`Open your trip any time, no last name needed: ${options.tripLink}`, "This link opens your booking: keep it to yourself.", ""]
      : []),
    `Your e-ticket is attached. See your trip any time: ${options.appUrl}/flights/manage (reference + last name).`,
    "",
    `Maligayang paglalakbay! — ${options.appName}`,
  ].filter((line, i, all) => line !== "" || all[i - 1] !== "");
  return {
    to: booking.contact.email,
    subject: `Your e-ticket: ${route}, booking ${booking.reference}`,
    text: lines.join("\n"),
    attachments: [{ filename: eTicketFileName(booking.reference), contentType: "application/pdf", content: pdf }],
  };
}
