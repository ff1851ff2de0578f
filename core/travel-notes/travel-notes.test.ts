import { describe, expect, it } from "vitest";
import { php, sumMoney } from "../../contracts/money.ts";
import type { TravelNote, TripLeg, TripPassenger } from "../../contracts/travel-notes.ts";
import { FERRY_RULE_SHORT } from "../../contracts/typhoon-signals.ts";
import { TERMINAL_FEES_INCLUDED_IN_FARE, formatWallTime, travelNotes, tripLegsFromItinerary } from "./travel-notes.ts";
import { TRAVEL_TAX_INCLUDED_IN_FARE, travelTaxBand } from "./travel-tax.ts";

const MNL = { code: "MNL", country: "PH" };
const SIN = { code: "SIN", country: "SG" };
const ICN = { code: "ICN", country: "KR" };
const CEB = { code: "CEB", country: "PH" };
const MPH = { code: "MPH", country: "PH" };
const KLO = { code: "KLO", country: "PH" };
const PPS = { code: "PPS", country: "PH" };
const USU = { code: "USU", country: "PH" };
const IAO = { code: "IAO", country: "PH" };
const TAG = { code: "TAG", country: "PH" };

const filipino: TripPassenger = { type: "ADT", nationality: "PH" };
const american: TripPassenger = { type: "ADT", nationality: "US" };
const filipinoChild: TripPassenger = { type: "CHD", nationality: "PH" };
const filipinoInfant: TripPassenger = { type: "INF", nationality: "PH" };

const toSingapore: TripLeg = { origin: MNL, destination: SIN, departureDateTime: "2026-12-17T06:05:00+08:00", cabin: "economy" };
const fromSeoul: TripLeg = { origin: ICN, destination: MNL, departureDateTime: "2026-12-20T22:40:00+09:00" };

function byKind(notes: TravelNote[], kind: TravelNote["kind"]): TravelNote[] {
  return notes.filter((n) => n.kind === kind);
}

function text(note: TravelNote): string {
  return note.body.join("\n");
}

describe("Philippine travel tax", () => {
  it("applies to international departures from the Philippines, with both tiers, and says plainly it is not in the fare", () => {
    const [tax] = byKind(
      travelNotes({ legs: [toSingapore], passengers: [filipino, filipinoChild, filipinoInfant, american] }),
      "travel-tax",
    );
    expect(tax.title).toBe("Philippine travel tax");
    expect(tax.includedInFare).toBe(false);
    expect(TRAVEL_TAX_INCLUDED_IN_FARE).toBe(false);
    expect(text(tax)).toContain("It is not included in the price you pay Lakbay");
    expect(text(tax)).toContain(
      "For economy, premium economy or business class it is ₱1,620 per person (first class ₱2,700, economy and business ₱1,620).",
    );
    expect(text(tax)).toContain("Foreign tourists on a short stay do not pay it.");
    // TIEZA's words: infants "2 years and below" exempt; "2 years and one day to 12th birthday" reduced, with its certificate.
    expect(text(tax)).toMatch(/Infants 2 years old and below on the day of departure are exempt/);
    expect(text(tax)).toMatch(
      /Children over 2, up to their 12th birthday on the day of departure, pay the standard reduced rate: ₱1,350 first class \/ ₱810 economy/,
    );
    expect(text(tax)).toMatch(/needs TIEZA's Reduced Travel Tax certificate/);
    expect(text(tax)).toMatch(/With a child or an infant in the booking, the travel tax cannot be paid online/);
    // Named public sources with their own dates, not our check date.
    expect(tax.body.at(-1)).toMatch(/^Sources: The Filipino Times, on TIEZA's full travel tax rates \(27 Jan 2025\);/);
    expect(tax.body.at(-1)).toContain("TIEZA, Reduced Travel Tax page (undated page, read 28 Nov 2026)");
    expect(tax.body.at(-1)).toContain("Batas Pambansa Blg. 38, the travel tax law (LawPhil) (1979)");
    expect(tax.sources?.every((s) => s.date !== null || s.read)).toBe(true);
    expect(text(tax)).toMatch(/Dependants of overseas Filipino workers pay ₱400 \/ ₱300/);
    // The Filipino adult and child; not the infant (exempt) nor the American (short-stay tourist).
    expect(tax.passengerIndices).toEqual([0, 1]);
    expect(tax.amounts?.at(-1)).toEqual({
      label: "Up to this much for 2 Philippine passport holders on this booking (1 adult at ₱1,620, 1 child at ₱810)",
      amount: php(243_000),
      per: "booking",
    });
    expect(tax.source).toMatch(/§4\.1.*S94/);
  });

  it("charges a child of 2 to 12 the reduced rate and an infant nothing (two adults and a child of seven: ₱4,050, not 3 × ₱1,620)", () => {
    const family = [filipino, filipino, filipinoChild];
    const [economy] = byKind(travelNotes({ legs: [toSingapore], passengers: family }), "travel-tax");
    expect(economy.amounts?.at(-1)).toMatchObject({
      label: "Up to this much for 3 Philippine passport holders on this booking (2 adults at ₱1,620, 1 child at ₱810)",
      amount: php(405_000),
    });
    const [first] = byKind(
      travelNotes({ legs: [{ ...toSingapore, cabin: "first" }], passengers: [...family, filipinoInfant] }),
      "travel-tax",
    );
    expect(first.amounts?.at(-1)?.amount).toEqual(php(675_000));
    expect(first.passengerIndices).toEqual([0, 1, 2]);
  });

  it("goes by age on the day of departure as TIEZA counts it: exempt up to the 2nd birthday, reduced from the next day to the 12th birthday, full after", () => {
    // toSingapore leaves on its departureDateTime's day; ages are counted on that day.
    const day = toSingapore.departureDateTime.slice(0, 10);
    const yearsBefore = (n: number, shiftDays = 0) => {
      const d = new Date(`${day}T00:00:00Z`);
      d.setUTCFullYear(d.getUTCFullYear() - n);
      d.setUTCDate(d.getUTCDate() + shiftDays);
      return d.toISOString().slice(0, 10);
    };
    const onTwelfthBirthday = { ...filipino, dateOfBirth: yearsBefore(12) };
    const dayAfterTwelfth = { ...filipino, dateOfBirth: yearsBefore(12, -1) };
    const onSecondBirthday = { ...filipinoChild, dateOfBirth: yearsBefore(2) };
    const dayAfterSecond = { ...filipinoChild, dateOfBirth: yearsBefore(2, -1) };
    const almostTwo = { ...filipinoChild, type: "INF" as const, dateOfBirth: yearsBefore(2, 1) };
    const passengers = [onTwelfthBirthday, dayAfterTwelfth, onSecondBirthday, dayAfterSecond, almostTwo];
    expect(passengers.map((p) => travelTaxBand(p, day))).toEqual(["reduced", "full", "exempt", "reduced", "exempt"]);
    const [tax] = byKind(travelNotes({ legs: [toSingapore], passengers }), "travel-tax");
    expect(tax.passengerIndices).toEqual([0, 1, 3]);
    expect(tax.amounts?.at(-1)).toMatchObject({
      label: "Up to this much for 3 Philippine passport holders on this booking (1 adult at ₱1,620, 2 children at ₱810)",
      amount: php(324_000),
    });
  });

  it("charges the first-class tier in first class", () => {
    const [tax] = byKind(travelNotes({ legs: [{ ...toSingapore, cabin: "first" }], passengers: [filipino] }), "travel-tax");
    expect(tax.amounts?.at(-1)?.amount).toEqual(php(270_000));
    expect(text(tax)).toContain("For first class it is ₱2,700 per person");
  });

  it("does not appear for domestic flights or arrivals", () => {
    const notes = travelNotes({
      legs: [{ origin: MNL, destination: CEB, departureDateTime: "2026-12-17T06:05:00+08:00" }, fromSeoul],
      passengers: [filipino],
    });
    expect(byKind(notes, "travel-tax")).toEqual([]);
  });
});

describe("eTravel", () => {
  it("opens 72 hours before departure, shown in the departure airport's time", () => {
    const [etravel] = byKind(travelNotes({ legs: [toSingapore], passengers: [filipino] }), "etravel");
    expect(etravel.title).toBe("eTravel registration (leaving the Philippines)");
    expect(text(etravel)).toContain(
      "Register from Mon 14 Dec, 06:05 (72 hours before departure), up to your flight at Thu 17 Dec, 06:05 (MNL time).",
    );
    expect(etravel.opensAt).toBe("2026-12-14T06:05:00+08:00");
    expect(etravel.link).toEqual({ label: "eTravel (official, free)", url: "https://etravel.gov.ph" });
    expect(text(etravel)).toContain("It is free at etravel.gov.ph. Any site that asks for a fee is a scam.");
  });

  it("on departure concerns Filipinos only; on arrival everybody", () => {
    const passengers = [filipino, american];
    expect(byKind(travelNotes({ legs: [toSingapore], passengers: [american] }), "etravel")).toEqual([]);
    const [arrival] = byKind(travelNotes({ legs: [fromSeoul], passengers }), "etravel");
    expect(arrival.title).toBe("eTravel registration (arriving in the Philippines)");
    expect(arrival.passengerIndices).toEqual([0, 1]);
    expect(text(arrival)).toContain(
      "Register from Thu 17 Dec, 22:40 (72 hours before departure), up to your flight at Sun 20 Dec, 22:40 (ICN time).",
    );
  });

  it("says when registration is open now, and leaves out flights already gone", () => {
    const now = new Date("2026-12-15T00:00:00Z");
    const [etravel] = byKind(travelNotes({ legs: [toSingapore], passengers: [filipino], now }), "etravel");
    expect(etravel.body).toContain("Registration is open now.");
    expect(travelNotes({ legs: [toSingapore], passengers: [filipino], now: new Date("2026-12-17T00:00:00Z") })).toEqual([]);
  });

  it("is not needed for domestic flights", () => {
    expect(
      byKind(
        travelNotes({ legs: [{ origin: MNL, destination: MPH, departureDateTime: "2026-12-17T06:05:00+08:00" }], passengers: [filipino] }),
        "etravel",
      ),
    ).toEqual([]);
  });
});

describe("terminal fees", () => {
  it("states the NAIA amount and says plainly that it is in the ticket", () => {
    const [fee] = byKind(travelNotes({ legs: [toSingapore], passengers: [filipino] }), "terminal-fee");
    expect(TERMINAL_FEES_INCLUDED_IN_FARE).toBe(true);
    expect(fee.includedInFare).toBe(true);
    expect(fee.body).toEqual([
      "The terminal fee (passenger service charge) at NAIA (Manila) is ₱950 per passenger for international departures.",
      "It is included in your ticket's taxes: there is nothing to pay at the airport.",
      "NAIA exempts infants aged 2 and under, flight crew, overseas Filipino workers, pilgrims and others authorised by law.",
      "Sources: SunStar, NAIA terminal fees (24 Aug 2025); The Filipino Times, NAIA terminal fees (24 Aug 2025).",
    ]);
  });

  it("uses the domestic amount at Cebu, and admits not knowing other airports' amounts", () => {
    const notes = travelNotes({
      legs: [
        { origin: CEB, destination: MNL, departureDateTime: "2026-12-17T06:05:00+08:00" },
        { origin: MPH, destination: MNL, departureDateTime: "2026-12-20T06:05:00+08:00" },
      ],
      passengers: [filipino],
    });
    const [cebu, caticlan] = byKind(notes, "terminal-fee");
    expect(cebu.amounts?.[0].amount).toEqual(php(36_500));
    expect(caticlan.amounts).toBeUndefined();
    expect(caticlan.body[0]).toMatch(/we do not have a confirmed amount/);
  });

  it("has none for flights departing abroad", () => {
    expect(byKind(travelNotes({ legs: [fromSeoul], passengers: [filipino] }), "terminal-fee")).toEqual([]);
  });
});

describe("the last leg from island airports", () => {
  const to = (destination: typeof MPH) =>
    travelNotes({
      legs: [{ origin: MNL, destination, departureDateTime: "2026-12-17T06:05:00+08:00" }],
      passengers: [filipino, american, filipinoChild],
    });

  it("Caticlan: tricycle to the jetty, boat to Cagban, with the monsoon route and the Coast Guard", () => {
    const [transfer] = byKind(to(MPH), "transfer");
    expect(transfer.steps?.map((s) => `${s.mode}: ${s.from} → ${s.to} (${s.duration})`)).toEqual([
      "tricycle: Caticlan airport (MPH) → Caticlan Jetty Port (5–8 min)",
      "boat: Caticlan Jetty Port → Cagban Port, Boracay (10–20 min)",
    ]);
    expect(transfer.steps?.[1].detail).toMatch(/Tabon Port → Tambisaan Port/);
    expect(transfer.body).toContain(FERRY_RULE_SHORT);
    expect(text(transfer)).toMatch(/From Signal No\. 1 [^.]*no vessel of any size sail/);
    expect(transfer.body.at(-1)).toBe(
      "Sources: Philippine Coast Guard Memorandum Circular 02-13 (5 Jun 2013); GAC Hot Port News, vessels held under Signal No. 1 (MC 02-13) (28 Oct 2022).",
    );
    expect(text(transfer)).not.toMatch(/Small boats stop/);
  });

  it("Kalibo: about 2 hours by van to the jetty, then the boat", () => {
    const [transfer] = byKind(to(KLO), "transfer");
    expect(transfer.steps?.[0]).toMatchObject({ mode: "van", to: "Caticlan Jetty Port", duration: "about 2 h" });
    expect(transfer.steps?.[1].to).toBe("Cagban Port, Boracay");
  });

  it("Boracay fees: foreign ₱300, Filipino ₱150, terminal ₱150, children under 12 exempt, not in the flight price", () => {
    const [fees] = byKind(to(MPH), "destination-fee");
    expect(fees.includedInFare).toBe(false);
    expect(fees.passengerIndices).toEqual([0, 1]);
    // Filipino adult 150 + 150, American adult 300 + 150; the child pays nothing.
    expect(fees.amounts?.at(-1)?.amount).toEqual(php(75_000));
    expect(sumMoney(fees.amounts!.slice(0, 3).map((a) => a.amount))).toEqual(php(60_000));
  });

  it("Busuanga: van to Coron town, the time flagged as not confirmed", () => {
    const [transfer] = byKind(to(USU), "transfer");
    expect(transfer.steps?.[0]).toMatchObject({ mode: "van", to: "Coron town", duration: "about 40 min (not confirmed)" });
  });

  it("Coron: the town's ₱200 environmental fee, with its source and date, not in the flight price", () => {
    const [fee] = byKind(to(USU), "destination-fee");
    expect(fee.title).toBe("Coron environmental fee");
    expect(fee.amounts).toEqual([{ label: "Coron environmental fee, per person", amount: php(20_000), per: "person" }]);
    expect(fee.includedInFare).toBe(false);
    expect(fee.body.at(-1)).toBe("Source: Palawan News, Coron's ₱200 environmental fee (5 Apr 2022).");
  });

  it("every note with an amount names a public source with its own date (or says the page is undated)", () => {
    const far = (code: string) => ({ origin: MNL, destination: { code, country: "PH" }, departureDateTime: "2026-12-17T06:05:00+08:00" });
    const notes = travelNotes({
      legs: [toSingapore, far("MPH"), far("USU"), far("PPS"), far("ENI")],
      passengers: [filipino, filipinoChild],
    });
    for (const note of notes.filter((n) => n.amounts?.length)) {
      expect(note.sources?.length, note.id).toBeGreaterThan(0);
      for (const s of note.sources ?? []) expect(s.date ?? s.read, `${note.id}: ${s.name}`).toMatch(/^\d{4}(-\d{2}(-\d{2})?)?$/);
      expect(note.body.at(-1), note.id).toMatch(/^Sources?: .+\((?:\d{1,2} )?(?:[A-Z][a-z]{2} )?\d{4}\)|undated page, read/);
    }
  });

  it("Puerto Princesa: Sabang for the Underground River and the road to El Nido, with permits and fees", () => {
    const notes = to(PPS);
    const [transfer] = byKind(notes, "transfer");
    expect(transfer.steps?.map((s) => s.to)).toEqual(["Sabang wharf", "Underground River mouth", "El Nido"]);
    expect(transfer.steps?.[2].operators).toEqual(["shared vans", "Roro Bus", "Cherry Bus"]);
    // The park's 3-days-ahead rule is for groups of more than 40, not for everybody.
    expect(text(transfer)).toMatch(/groups of more than 40 to book at least 3 days ahead/);
    expect(text(transfer)).not.toMatch(/book it about 3 days ahead/);
    const [fees] = byKind(notes, "destination-fee");
    expect(fees.amounts?.map((a) => a.amount.amount)).toEqual([20_000, 50_000, 15_000]);
  });

  it("Siargao: General Luna by road, without inventing a time", () => {
    const [transfer] = byKind(to(IAO), "transfer");
    expect(transfer.steps).toEqual([{ mode: "road", from: "Siargao airport (IAO), Del Carmen", to: "General Luna" }]);
    expect(text(transfer)).toMatch(/no confirmed travel time/);
  });

  it("Panglao: the airport is on the island", () => {
    const [transfer] = byKind(to(TAG), "transfer");
    expect(transfer.title).toBe("Arriving on Panglao, Bohol");
    expect(transfer.steps).toBeUndefined();
  });

  it("nothing on the way home to Manila", () => {
    const notes = travelNotes({
      legs: [{ origin: MPH, destination: MNL, departureDateTime: "2026-12-20T06:05:00+08:00" }],
      passengers: [filipino],
    });
    expect(notes.map((n) => n.kind)).toEqual(["terminal-fee"]);
  });

  it("every note names its source in the facts file", () => {
    for (const code of [MPH, KLO, USU, PPS, IAO, TAG]) {
      for (const note of to(code)) expect(note.source, note.id).toMatch(/^philippines-facts\.md §/);
    }
  });
});

describe("helpers", () => {
  it("formats wall times like 'Mon 14 Dec, 06:05'", () => {
    expect(formatWallTime(new Date(Date.UTC(2026, 11, 14, 6, 5)))).toBe("Mon 14 Dec, 06:05");
  });

  it("builds trip legs from a fare itinerary", () => {
    const seg = (departureAirport: string, arrivalAirport: string, departureDateTime: string) => ({
      departureAirport,
      arrivalAirport,
      departureDateTime,
      arrivalDateTime: departureDateTime,
      cabin: "economy" as const,
    });
    const legs = tripLegsFromItinerary(
      { legs: [{ segments: [seg("CEB", "MNL", "2026-12-17T06:05:00+08:00"), seg("MNL", "ICN", "2026-12-17T10:00:00+08:00")] }] },
      (code) => (code === "ICN" ? "KR" : "PH"),
    );
    expect(legs).toEqual([
      {
        origin: CEB,
        destination: ICN,
        departureDateTime: "2026-12-17T06:05:00+08:00",
        arrivalDateTime: "2026-12-17T10:00:00+08:00",
        cabin: "economy",
      },
    ]);
  });
});
