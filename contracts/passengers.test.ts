import { describe, expect, it } from "vitest";
import { ageOn, parsePassengerForm, passengerTypes, type PassengerContext } from "./passengers.ts";

const domestic: PassengerContext = {
  types: ["ADT", "CHD", "INF"],
  firstTravelDate: "2026-12-18",
  lastTravelDate: "2026-12-22",
  international: false,
  today: "2026-11-22",
};

function person(i: number, over: Record<string, string> = {}) {
  const base: Record<string, string> = {
    [`p${i}.title`]: "Ms",
    [`p${i}.givenName`]: "Maria Clara",
    [`p${i}.surname`]: "dela Cruz",
    [`p${i}.gender`]: "F",
    [`p${i}.dateOfBirth`]: "1990-05-01",
    [`p${i}.nationality`]: "PH",
  };
  for (const [k, v] of Object.entries(over)) base[`p${i}.${k}`] = v;
  return base;
}

const contact = { "contact.email": "Maria@Example.com", "contact.dialCode": "+63", "contact.phone": "0917 123 4567" };
const family = {
  ...person(0),
  ...person(1, { title: "Mstr", givenName: "Jose", dateOfBirth: "2018-03-10", gender: "M" }),
  ...person(2, { title: "Miss", givenName: "Ana", dateOfBirth: "2026-01-15" }),
  ...contact,
};

describe("passenger details", () => {
  it("accepts a family and normalises names and the phone number", () => {
    const result = parsePassengerForm(family, domestic);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.passengers.map((p) => `${p.type} ${p.givenName} ${p.surname}`)).toEqual([
      "ADT MARIA CLARA DELA CRUZ",
      "CHD JOSE DELA CRUZ",
      "INF ANA DELA CRUZ",
    ]);
    expect(result.data.contact).toEqual({ email: "maria@example.com", dialCode: "+63", phone: "9171234567" });
    expect(result.data.passengers[0].passportNumber).toBeUndefined();
  });

  it.each([
    [{ "p0.givenName": "" }, "p0.givenName", "Enter the first and middle names of Adult 1 as on the ID."],
    [{ "p0.surname": "Cruz3" }, "p0.surname", "Last name: use the letters printed on the ID (spaces, hyphens and apostrophes are fine)."],
    [{ "p0.surname": "Cruz\u0007" }, "p0.surname", "Remove control characters (such as tabs or line breaks) from this field."],
    [{ "p0.dateOfBirth": "2016-01-01" }, "p0.dateOfBirth", "An adult must be 12 or older on the day of travel."],
    [{ "p1.dateOfBirth": "2010-01-01" }, "p1.dateOfBirth", "A child must be 2 to 11 years old on the day of travel."],
    // Under 2 on the way out but 2 by the return flight.
    [
      { "p2.dateOfBirth": "2024-12-20" },
      "p2.dateOfBirth",
      "An infant must be under 2 on the day of the last flight; book a child seat instead.",
    ],
    [{ "p2.dateOfBirth": "2026-12-15" }, "p2.dateOfBirth", "The date of birth cannot be in the future."],
    [{ "p0.title": "Mstr" }, "p0.title", "Choose a title for Adult 1."],
    [{ "p0.nationality": "XX" }, "p0.nationality", "Choose the nationality of Adult 1."],
    [{ "contact.email": "maria@" }, "contact.email", "Enter a valid e-mail address, like juan@example.com."],
    [
      { "contact.phone": "812345678" },
      "contact.phone",
      "A Philippine mobile number has 10 digits after +63 and starts with 9 (e.g. 917 123 4567).",
    ],
    [{ "contact.dialCode": "+999" }, "contact.dialCode", "Choose the country code of the phone number."],
  ])("refuses %o", (change, field, message) => {
    const result = parsePassengerForm({ ...family, ...change }, domestic);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toContain(message);
  });

  it("lets babies fly from the youngest age each airline publishes (Cebu Pacific 8 days, PAL 16)", () => {
    const soon = { ...domestic, firstTravelDate: "2026-11-25", lastTravelDate: "2026-11-25", airlines: [{ code: "5J" }] };
    const tooYoung = parsePassengerForm({ ...family, "p2.dateOfBirth": "2026-11-18" }, soon);
    expect(!tooYoung.ok && tooYoung.errors["p2.dateOfBirth"]).toEqual(["Cebu Pacific carries babies from 8 days old."]);
    expect(parsePassengerForm({ ...family, "p2.dateOfBirth": "2026-11-17" }, soon).ok).toBe(true);
    const pal = parsePassengerForm({ ...family, "p2.dateOfBirth": "2026-11-17" }, { ...soon, airlines: [{ code: "PR" }] });
    expect(!pal.ok && pal.errors["p2.dateOfBirth"]).toEqual(["Philippine Airlines carries babies from 16 days old."]);
  });

  it("refuses a 12-year-old as the only companion of an infant and a 7-year-old, naming the airline's rule", () => {
    const cebu = { ...domestic, airlines: [{ code: "5J", name: "Cebu Pacific" }] };
    const twelve = { ...family, "p0.dateOfBirth": "2014-06-01" };
    const result = parsePassengerForm({ ...twelve, "p1.dateOfBirth": "2019-06-01" }, cebu);
    expect(result.ok).toBe(false);
    const message = !result.ok ? result.errors["p1.dateOfBirth"]?.[0] : "";
    expect(message).toContain("Cebu Pacific's rule: a child under 12 flies with a companion aged 18 or over");
    expect(message).toContain("a child under 7 never flies without one");
    expect(message).toContain("No traveller on this booking is 18 or over on Fri 18 Dec 2026 to fly with JOSE DELA CRUZ, ANA DELA CRUZ.");
    // An adult of 18 on the day of travel is a companion: the same family is accepted.
    expect(parsePassengerForm({ ...family, "p0.dateOfBirth": "2008-12-18" }, cebu).ok).toBe(true);
    expect(parsePassengerForm({ ...family, "p0.dateOfBirth": "2008-12-19" }, cebu).ok).toBe(false);
  });

  it("gives each infant its own lap of a traveller 18 or over: two adults, one of them 15, cannot hold two infants", () => {
    const two = {
      ...domestic,
      types: ["ADT", "ADT", "INF", "INF"] as ("ADT" | "INF")[],
      airlines: [{ code: "PR", name: "Philippine Airlines" }],
    };
    const form = {
      ...person(0),
      ...person(1, { title: "Mr", givenName: "Ben", gender: "M", dateOfBirth: "2011-02-01" }),
      ...person(2, { title: "Miss", givenName: "Ana", dateOfBirth: "2026-01-15" }),
      ...person(3, { title: "Mstr", givenName: "Leo", gender: "M", dateOfBirth: "2026-01-15" }),
      ...contact,
    };
    const result = parsePassengerForm(form, two);
    expect(!result.ok && result.errors["p3.dateOfBirth"]?.[0]).toMatch(
      /^Philippine Airlines' rule: .* an infant flies on the lap of a companion aged 18 or over, one infant each\. 2 infants on this booking but 1 traveller aged 18 or over on Fri 18 Dec 2026\.$/,
    );
    expect(parsePassengerForm({ ...form, "p1.dateOfBirth": "1988-02-01" }, two).ok).toBe(true);
  });

  it("asks for a passport valid six months past the last flight on international trips", () => {
    const international = { ...domestic, types: ["ADT" as const], international: true };
    const base = { ...person(0), ...contact };
    const missing = parsePassengerForm(base, international);
    expect(!missing.ok && missing.errors["p0.passportNumber"]).toEqual(["Enter the passport number: 6 to 9 letters and digits."]);
    const short = parsePassengerForm({ ...base, "p0.passportNumber": "P1234567A", "p0.passportExpiry": "2027-05-01" }, international);
    expect(!short.ok && short.errors["p0.passportExpiry"]).toEqual([
      "The passport must be valid for at least 6 months after the last flight.",
    ]);
    const good = parsePassengerForm({ ...base, "p0.passportNumber": "p1234567a", "p0.passportExpiry": "2030-01-01" }, international);
    expect(good.ok && good.data.passengers[0]).toMatchObject({ passportNumber: "P1234567A", passportCountry: "PH" });
  });

  it("orders passengers adults, children, infants and counts ages in whole years", () => {
    expect(passengerTypes({ adults: 2, children: 1, infants: 1 })).toEqual(["ADT", "ADT", "CHD", "INF"]);
    expect(ageOn("2014-12-19", "2026-12-18")).toBe(11);
    expect(ageOn("2014-12-18", "2026-12-18")).toBe(12);
  });
});
