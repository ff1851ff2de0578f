/**
 * A booking's status as the assistant tells it, over stand-in use cases (the real ones are tested on the
 * services in server/assistant.test.ts): a change or refund in process is said, never "paid and ticketed"
 * alone; money back is stated with its amount; a split names the other booking; every fact is grounded.
 */
import { describe, expect, it } from "vitest";
import { ok } from "../../contracts/application.ts";
import type { BookingStatusResult } from "../../contracts/booking-inputs.ts";
import { BookingFindInput, OwnTripsInput, PtrRequestsInput } from "../../contracts/booking-inputs.ts";
import { php } from "../../contracts/money.ts";
import type { PtrRequestView } from "../../contracts/post-ticketing.ts";
import type { BookingsApplication } from "../../core/application/bookings.ts";
import type { PostTicketingApplication } from "../../core/application/post-ticketing.ts";
import { defineUseCase } from "../../core/application/use-case.ts";
import { ungroundedFacts } from "../grounded.ts";
import { bookingStatus, manageBooking } from "./bookings.ts";
import type { AnswerDeps } from "./deps.ts";
import type { AnswerTurn } from "./types.ts";

const NOW = new Date("2026-11-28T02:00:00Z");

const booking = (over: Partial<BookingStatusResult> = {}): BookingStatusResult => ({
  reference: "K7Q2ZM",
  kind: "flight",
  status: "ticketed",
  summary: "MNL → CEB",
  total: php(1_250_000),
  travellers: 2,
  starts: "2026-12-20T00:30:00.000Z",
  next: [
    { action: "view", href: "/flights/confirmation/K7Q2ZM" },
    { action: "requests", href: "/flights/requests?ref=K7Q2ZM" },
  ],
  contact: { email: "l•••@e••••.com", phone: "+63 •••" },
  masked: true,
  ...over,
});

const request = (over: Partial<PtrRequestView>): PtrRequestView => ({
  id: "r1",
  reference: "K7Q2ZM",
  type: "refund",
  status: "in_process",
  resolution: "quote_ready",
  passengers: [0],
  quote: { paid: php(625_000), lines: [], amountBack: php(412_000), notes: [] },
  optionId: null,
  newReference: null,
  message: null,
  slaMinutes: 60,
  expectedBy: "2026-11-28T05:30:00.000Z",
  quoteExpiresAt: null,
  createdAt: "2026-11-28T01:30:00.000Z",
  updatedAt: "2026-11-28T01:30:00.000Z",
  completedAt: null,
  ...over,
});

function depsFor(found: BookingStatusResult, requests: PtrRequestView[]): AnswerDeps {
  const find = defineUseCase({ name: "bookings.find", summary: "stand-in", input: BookingFindInput, run: async () => ok(found) });
  const trips = defineUseCase({
    name: "bookings.trips",
    summary: "stand-in",
    input: OwnTripsInput,
    run: async () => ok({ trips: [found], hotelStays: [], requests }),
  });
  const list = defineUseCase({
    name: "flights.requests",
    summary: "stand-in",
    input: PtrRequestsInput,
    run: async () => ok({ reference: found.reference, requests, passengers: null }),
  });
  return {
    bookings: { find, trips } as unknown as Pick<BookingsApplication, "find" | "trips">,
    postTicketing: { requests: list } as unknown as Pick<PostTicketingApplication, "requests">,
  } as AnswerDeps;
}

const turn = (slots: AnswerTurn["understanding"]["slots"], signedIn = false): AnswerTurn => ({
  message: "…",
  understanding: { intent: "booking_status", slots, confidence: 1 },
  missing: [],
  context: {},
  caller: { userId: signedIn ? "u1" : null, clientIp: "198.51.100.7" },
  now: NOW,
  register: "en",
});

async function status(found: BookingStatusResult, requests: PtrRequestView[], signedIn = false) {
  const answer = await bookingStatus(
    depsFor(found, requests),
    turn(signedIn ? { reference: found.reference } : { reference: found.reference, lastName: "Soberano" }, signedIn),
  );
  expect(ungroundedFacts(answer.text, answer.results)).toEqual([]);
  return answer;
}

describe("a booking's status with its requests and splits", () => {
  it("says a refund is in process, with the money to come back, instead of 'paid and ticketed'", async () => {
    const { text, links } = await status(booking(), [request({})]);
    expect(text).not.toContain("paid and ticketed");
    expect(text).toContain("refund request is in process: ₱4,120 to come back");
    expect(links.map((l) => l.href)).toContain("/flights/requests?ref=K7Q2ZM");
  });

  it("says a date change in process", async () => {
    const { text } = await status(booking(), [request({ type: "reissue", quote: null })]);
    expect(text).toContain("date change request is in process");
  });

  it("gives the amount refunded by a completed request, and the total", async () => {
    const done = request({ status: "completed", resolution: "refunded", completedAt: "2026-11-27T03:00:00.000Z" });
    const { text } = await status(booking({ status: "refunded" }), [done]);
    expect(text).toContain("Total: ₱12,500");
    expect(text).toContain("Refunded: ₱4,120");
  });

  it("names the other booking of a split, both ways", async () => {
    const parent = await status(booking({ movedTo: [{ reference: "8MZQ2R", travellers: 1 }], travellers: 1 }), []);
    expect(parent.text).toContain("1 traveller moved to booking 8MZQ2R by a date change; 1 traveller stays on this one");
    const child = await status(booking({ reference: "8MZQ2R", splitFrom: "K7Q2ZM" }), []);
    expect(child.text).toContain("split off booking K7Q2ZM");
  });

  it("shows the plain status when nothing is in process", async () => {
    const { text } = await status(booking(), [request({ status: "completed", resolution: "quote_expired" })]);
    expect(text).toContain("is paid and ticketed");
  });

  it("notes a request in process on a signed-in traveller's list of trips, without repeating the cards", async () => {
    const deps = depsFor(booking(), [request({})]);
    const answer = await bookingStatus(deps, turn({}, true));
    expect(answer.cards).toHaveLength(1);
    expect(answer.text).toContain("K7Q2ZM: refund request in process");
    expect(answer.text).not.toContain("MNL → CEB");
  });

  it("does not offer another refund quote while one is in process: says where it stands", async () => {
    const deps = depsFor(booking({ next: [...booking().next, { action: "refund", href: "/flights/bookings/K7Q2ZM/refund-quote" }] }), [
      request({}),
    ]);
    const answer = await manageBooking(deps, {
      ...turn({ reference: "K7Q2ZM", lastName: "Soberano", action: "refund" }),
      understanding: { intent: "manage_booking", slots: { reference: "K7Q2ZM", lastName: "Soberano", action: "refund" }, confidence: 1 },
    });
    expect(ungroundedFacts(answer.text, answer.results)).toEqual([]);
    expect(answer.text).toContain("already has a request in process");
    expect(answer.text).toContain("₱4,120 to come back");
    expect(answer.links.map((l) => l.href)).not.toContain("/flights/bookings/K7Q2ZM/refund-quote");
  });
});
