import { describe, expect, it } from "vitest";
import { bareLastName, findBooking } from "./booking-refs.ts";
import { normalise } from "./text.ts";

const b = (text: string) => {
  const { rest: _rest, ...found } = findBooking(text, normalise(text));
  return found;
};

describe("booking references, last names and actions", () => {
  it("reads a name introduced by 'name' or 'pangalan', or said before 'akong apelyido', accents and all", () => {
    expect(b("My booking is RT5M8N, name Müller. Did the payment go through?")).toEqual({ reference: "RT5M8N", lastName: "Müller" });
    expect(b("booking ref p3nd9x pangalan villanueva, bayad na ba")).toEqual({ reference: "P3ND9X", lastName: "villanueva" });
    expect(b("na-ticket na ba ang Z9C3VB? Lim akong apelyido")).toEqual({ reference: "Z9C3VB", lastName: "Lim" });
    expect(b("change our return date to Jan 4, booking LK4R9T Santos")).toEqual({
      reference: "LK4R9T",
      lastName: "Santos",
      action: "reissue",
    });
  });

  it("finds the reference and the last name after a marker or after the reference", () => {
    expect(b("status of booking ABC123, last name dela Cruz")).toEqual({ reference: "ABC123", lastName: "dela Cruz" });
    expect(b("ref K7Q2ZM apelyido Santos")).toEqual({ reference: "K7Q2ZM", lastName: "Santos" });
    expect(b("8MZQ2R, Garcia")).toEqual({ reference: "8MZQ2R", lastName: "Garcia" });
    expect(b("booking ref wq8kzm")).toEqual({ reference: "WQ8KZM" });
    expect(b("hotel booking HK7P2Q last name Tan")).toEqual({ reference: "HK7P2Q", lastName: "Tan" });
  });

  it("does not take six-letter words for references", () => {
    expect(b("hotels in manila status")).toEqual({});
  });

  it("reads what the traveller wants done", () => {
    expect(b("pa-refund ng flight ko").action).toBe("refund");
    expect(b("ipa-void ko yung booking").action).toBe("void");
    expect(b("palit date po").action).toBe("reissue");
    expect(b("rebook my flight").action).toBe("reissue");
  });

  it("reads an all-letter reference typed in capitals in a message about a booking, never a word", () => {
    expect(b("total na binayad namin for KQZMRT").reference).toBe("KQZMRT");
    expect(b("how much did we pay for KQZMRT").reference).toBe("KQZMRT");
    expect(b("how much did we pay for tkbhuw?").reference).toBe("TKBHUW");
    expect(b("status of my bookng").reference).toBeUndefined();
    expect(b("refund my tickets").reference).toBeUndefined();
    expect(b("STATUS OF MY BOOKING").reference).toBeUndefined();
    expect(b("CHECK MY TICKET").reference).toBeUndefined();
    expect(b("flights to MANILA").reference).toBeUndefined();
  });

  it("takes a bare answer as a last name only when it looks like one", () => {
    expect(bareLastName("dela Cruz")).toBe("dela Cruz");
    expect(bareLastName("Aquino po")).toBe("Aquino");
    expect(bareLastName("<script>")).toBeUndefined();
  });

  it("reads the name a booking is under (issue 24)", () => {
    expect(findBooking("Ref 7KQ2MX under Dela Cruz, paid na ba?", "ref 7kq2mx under dela cruz paid na ba").lastName).toBe("Dela Cruz");
    expect(findBooking("booking ZP4T8W sa pangalan ni Reyes", "booking zp4t8w sa pangalan ni reyes").lastName).toBe("Reyes");
  });
});
