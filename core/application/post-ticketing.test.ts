import { describe, expect, it } from "vitest";
import { PTR_MESSAGES, type PtrRequestView } from "../../contracts/post-ticketing.ts";
import { FlightError } from "../flights/errors.ts";
import { NOT_THIS_CHANGE, type PostTicketing } from "../flights/post-ticketing.ts";
import { PAYMENT_ERROR_MESSAGES, PaymentRequestError } from "../payments/payments.ts";
import { owner, stranger, tripWorld } from "./booking-access.fixture.ts";
import { createPostTicketingApplication, isReusedPaymentKey } from "./post-ticketing.ts";
import { invoke } from "./use-case.ts";

const quoteOf = (reference: string, id: string) => ({ id, reference, type: "reissue", status: "completed" }) as PtrRequestView;

/** The engine, as far as the use cases see it: each call recorded; `fail` makes the next one throw. */
function setup() {
  const world = tripWorld();
  const calls: string[] = [];
  let failWith: Error | null = null;
  const run = async <T>(what: string, value: T): Promise<T> => {
    calls.push(what);
    if (failWith) throw failWith;
    return value;
  };
  const ptr = {
    quoteVoid: (reference: string, passengers: number[]) => run(`quoteVoid ${reference} ${passengers}`, quoteOf(reference, "q1")),
    quoteRefund: (reference: string) => run(`quoteRefund ${reference}`, quoteOf(reference, "q1")),
    quoteReissue: (reference: string) => run(`quoteReissue ${reference}`, quoteOf(reference, "q1")),
    execute: (reference: string, type: string, id: string) => run(`execute ${type} ${reference} ${id}`, quoteOf(reference, id)),
    executeReissue: (reference: string, id: string) =>
      run(`executeReissue ${reference} ${id}`, { kind: "redirect", url: "/pay/3ds", request: quoteOf(reference, id) }),
    completeReissuePayment: (reference: string, id: string, paymentId: string) =>
      run(`complete ${reference} ${id} ${paymentId}`, {
        kind: "failed",
        reason: "not_ours",
        message: NOT_THIS_CHANGE,
        request: quoteOf(reference, id),
      }),
    cancelHold: (reference: string) => run(`cancelHold ${reference}`, quoteOf(reference, "c1")),
    request: (reference: string, id: string) => run(`request ${reference} ${id}`, id === "q1" ? quoteOf(reference, id) : null),
    requests: (reference: string) => run(`requests ${reference}`, [quoteOf(reference, "q1")]),
    requestsForUser: (userId: string) => run(`requestsForUser ${userId}`, []),
  } as unknown as PostTicketing;
  const app = createPostTicketingApplication({ postTicketing: ptr, access: world.access });
  return { app, calls, fail: (error: Error) => (failWith = error) };
}

describe("post-ticketing use cases", () => {
  it("quote for everyone by default on the booking the caller may open; a stranger's forged request is refused before the engine", async () => {
    const { app, calls } = setup();
    expect(await invoke(app.quoteVoid, { reference: "K7Q2ZM", last_name: "Soberano" }, stranger)).toMatchObject({ ok: true });
    expect(calls).toEqual(["quoteVoid K7Q2ZM 0"]);
    // A browser holding another trip names this booking's quote: the same answer as for no booking.
    const elsewhere = { ...stranger, tripReferences: ["M4X8PT"] };
    const forged = await invoke(app.requestRefund, { reference: "K7Q2ZM", request_id: "q1" }, elsewhere);
    expect(forged).toMatchObject({ ok: false, error: { code: "not_found", message: PTR_MESSAGES.notFound } });
    expect(calls).toHaveLength(1);
    // A quote id that is not one of the booking's: no such quote.
    expect(await invoke(app.request, { reference: "K7Q2ZM", request_id: "q9" }, owner)).toMatchObject({
      ok: false,
      error: { code: "not_found", message: PTR_MESSAGES.noQuote },
    });
  });

  it("a return from the gateway with a payment that is not the change's own is refused as invalid, changing nothing", async () => {
    const { app } = setup();
    const back = await invoke(app.reissuePaymentReturn, { reference: "K7Q2ZM", request_id: "q1", payment_id: "pay_ticket" }, owner);
    expect(back).toMatchObject({ ok: false, error: { code: "invalid", message: NOT_THIS_CHANGE } });
  });

  it("a request of a type already open is a conflict, an expired quote gone, a choice the rules refuse unprocessable", async () => {
    const { app, fail } = setup();
    const who = { reference: "K7Q2ZM", last_name: "Soberano" };
    fail(new FlightError("INVALID_STATE", PTR_MESSAGES.alreadyOpen("void")));
    expect(await invoke(app.quoteVoid, who, owner)).toMatchObject({
      ok: false,
      error: { code: "conflict", message: "A void request is already in process for this booking." },
    });
    fail(new FlightError("INVALID_STATE", PTR_MESSAGES.quoteExpired));
    expect(await invoke(app.requestVoid, { ...who, request_id: "q1" }, owner)).toMatchObject({ ok: false, error: { code: "gone" } });
    fail(new FlightError("VALIDATION", PTR_MESSAGES.adultWithChild, { passengers: [PTR_MESSAGES.adultWithChild] }));
    expect(await invoke(app.quoteReissue, { ...who, dates: ["2026-12-30"], passengers: [1] }, owner)).toMatchObject({
      ok: false,
      error: { code: "unprocessable", fields: { passengers: [PTR_MESSAGES.adultWithChild] } },
    });
    fail(new PaymentRequestError("idempotency_conflict", PAYMENT_ERROR_MESSAGES.idempotency_conflict));
    const reused = await invoke(app.reissue, { ...who, request_id: "q1", option_id: "o1", idempotency_key: "reissue-key-1" }, owner);
    expect(!reused.ok && isReusedPaymentKey(reused.error)).toBe(true);
    fail(new Error("database down"));
    await expect(invoke(app.cancelHold, who, owner)).rejects.toThrow("database down");
  });

  it("a change waiting at the gateway answers where to send the traveller; requests without a reference need an account", async () => {
    const { app } = setup();
    expect(await invoke(app.reissue, { reference: "K7Q2ZM", request_id: "q1", option_id: "o1" }, owner)).toMatchObject({
      ok: true,
      value: { kind: "redirect", url: "/pay/3ds" },
    });
    expect(await invoke(app.requests, {}, stranger)).toMatchObject({ ok: false, error: { code: "unauthenticated" } });
    expect(await invoke(app.requests, { reference: "K7Q2ZM" }, owner)).toMatchObject({
      ok: true,
      value: { reference: "K7Q2ZM", requests: [{ id: "q1" }], passengers: [{ surname: "Soberano", dateOfBirth: "1998-01-04" }] },
    });
    // Anyone else (by last name) sees the travellers without their dates of birth.
    expect(await invoke(app.requests, { reference: "K7Q2ZM", last_name: "Soberano" }, stranger)).toMatchObject({
      ok: true,
      value: { passengers: [{ surname: "Soberano", dateOfBirth: "" }] },
    });
  });
});
