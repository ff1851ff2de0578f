/**
 * A code given as a booking reference that is not of our shape (issue 24, blind-11 kind 2): the
 * understanding keeps it with the last name, and the reply says what a reference looks like and that
 * this one does not match, rather than ask for a reference as if none was given or look it up.
 */
import { describe, expect, it } from "vitest";
import type { ChatIntent, ChatSlots } from "../../contracts/assistant.ts";
import { findBooking } from "../understand/booking-refs.ts";
import { normalise } from "../understand/text.ts";
import { understand } from "../understand/understand.ts";
import { answer } from "./index.ts";
import type { AnswerDeps } from "./deps.ts";
import type { AnswerTurn } from "./types.ts";

const now = new Date("2026-12-10T02:30:00Z");
const b = (text: string) => {
  const { rest: _rest, ...found } = findBooking(text, normalise(text));
  return found;
};
const turn = (intent: ChatIntent, slots: ChatSlots, register: AnswerTurn["register"] = "en"): AnswerTurn => ({
  message: "…",
  understanding: { intent, slots, confidence: 1 },
  missing: [],
  context: {},
  caller: { userId: null, clientIp: "198.51.100.8" },
  now,
  register,
});

describe("references of the wrong length", () => {
  it("keeps a code of a reference's look but another length, with the name after it", () => {
    expect(b("what is the status of booking QR77341, surname Aquino")).toEqual({ reference: "QR77341", lastName: "Aquino" });
    expect(b("pa-cancel po ng reservation ko ZT90, Lopez")).toEqual({ action: "refund" });
    expect(b("i-refund na ang booking MN4412, apelyido Cruz")).toMatchObject({ reference: "MN4412", lastName: "Cruz" });
    expect(b("kumusta na ang booking ko TG123456 Santos?")).toEqual({ reference: "TG123456", lastName: "Santos" });
  });

  it("does not take flight numbers or amounts for a reference", () => {
    expect(b("is PR2821 on time? my booking")).toEqual({ reference: "PR2821" });
    expect(b("booking status for flight 5J560")).toEqual({});
    expect(b("refund of php2500 on my booking")).toEqual({ action: "refund" });
  });

  it("reads an undo soon after booking as a void", () => {
    const u = understand("Booked the wrong return a few minutes ago, can I still undo it? QX44127 Ramos", {}, now);
    expect(u.intent).toBe("manage_booking");
    expect(u.slots).toMatchObject({ action: "void", reference: "QX44127", lastName: "Ramos" });
    expect(b("gi-book nako ganina, pwede pa ma-cancel? AB12345 Go").action).toBe("void");
  });

  it("says what a reference looks like and that this one does not match, in the traveller's register", async () => {
    const en = await answer({} as AnswerDeps, turn("booking_status", { reference: "QR77341", lastName: "Aquino" }));
    expect(en.intent).toBe("booking_status");
    expect(en.text).toMatch(/QR77341 does not look like a Lakbay booking reference: ours have 6 characters.*QR77341 has 7/);
    expect(en.links.map((l) => l.href).some((h) => h.startsWith("/contact"))).toBe(false);
    expect(en.slots.lastName).toBeUndefined();
    const tl = await answer({} as AnswerDeps, turn("manage_booking", { reference: "TG123456", action: "refund" }, "taglish"));
    expect(tl.text).toMatch(/hindi po Lakbay booking reference ang TG123456/);
  });
});
