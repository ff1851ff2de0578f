/**
 * The hotel pages' words: in English exactly what the contracts say (the English site does not change),
 * in Filipino the catalogue's words with no English left.
 */
import { describe, expect, it } from "vitest";
import { messagesFor } from "../../../i18n/catalogues.ts";
import { createTranslator } from "../../../i18n/format.ts";
import { type HotelCancelTerms, refundSentence } from "../../../contracts/hotel-cancellation.ts";
import { cancellationPolicyText } from "../../../contracts/hotel-policy-text.ts";
import { HOTEL_AMENITIES, BOARD_TYPES, BED_TYPES } from "../../../contracts/hotels.ts";
import { partyLabel, plural } from "../../../contracts/party.ts";
import { refundTimesSentence } from "../../../contracts/refund-times.ts";
import { englishWords } from "../../../tests/support/english-left.ts";
import {
  calendarDay,
  labelOf,
  nightsText,
  partyText,
  policyText,
  reasonText,
  refundText,
  refundTimesText,
  roomsText,
} from "./hotel-words.tsx";

const en = createTranslator("en", messagesFor("en", "hotels"));
const fil = createTranslator("fil", messagesFor("fil", "hotels"));
const php = (pesos: number) => ({ amount: pesos * 100, currency: "PHP" as const });

const terms = (over: Partial<HotelCancelTerms> = {}): HotelCancelTerms => ({
  reference: "HABC12",
  total: php(10_000),
  penalty: php(5_000),
  refund: php(5_000),
  paidWith: "Visa ending 4242",
  refundTiming: refundTimesSentence("card"),
  reason: "The free cancellation period ended on Sat 19 Dec 2026: the policy keeps 50% of the total.",
  ...over,
});

describe("hotel words in English", () => {
  it("count nights, rooms and guests as the contracts do", () => {
    for (const n of [1, 2, 12]) {
      expect(nightsText(en, n)).toBe(plural(n, "night"));
      expect(roomsText(en, n)).toBe(plural(n, "room"));
      for (const c of [0, 1, 2]) expect(partyText(en, { adults: n, children: c })).toBe(partyLabel({ adults: n, children: c }));
    }
  });

  it("word cancellation terms, refunds and their timing exactly as the contracts", () => {
    for (const policy of [
      { cancellable: false, freeCancellationUntil: null, penaltyPercent: 100 },
      { cancellable: true, freeCancellationUntil: null, penaltyPercent: 50 },
      { cancellable: true, freeCancellationUntil: "2026-12-19", penaltyPercent: 50 },
      { cancellable: true, freeCancellationUntil: "2026-12-19", penaltyPercent: 100 },
    ])
      expect(policyText(en, "en", policy)).toBe(cancellationPolicyText(policy));
    for (const t of [
      terms(),
      terms({ penalty: php(0), refund: php(10_000) }),
      terms({ refund: php(0), penalty: php(10_000) }),
      terms({ paidWith: null, refundTiming: null }),
      terms({ paidWith: "GCash", refundTiming: refundTimesSentence("gcash") }),
    ])
      for (const done of [true, false]) expect(refundText(en, t, done)).toBe(refundSentence(t, done));
    expect(refundTimesText(en)).toBe(refundTimesSentence());
    for (const m of ["card", "gcash", "maya"] as const) expect(refundTimesText(en, m)).toBe(refundTimesSentence(m));
    expect(calendarDay("2026-12-19", "en")).toBe("Sat 19 Dec 2026");
  });

  it("name every amenity, board and bed Lakbay has", () => {
    for (const a of HOTEL_AMENITIES) expect(labelOf(en, "amenity", a)).toBe(a);
    for (const b of BOARD_TYPES) expect(labelOf(en, "board", b)).toBe(b);
    for (const b of BED_TYPES) expect(labelOf(en, "bed", b)).toBe(b);
    expect(labelOf(en, "amenity", "Helipad")).toBeNull();
  });
});

describe("hotel words in Filipino", () => {
  it("count a family's stay", () => {
    expect(partyText(fil, { adults: 2, children: 2 })).toBe("2 matanda at 2 bata");
    expect(partyText(fil, { adults: 1, children: 0 })).toBe("1 matanda");
    expect(nightsText(fil, 3)).toBe("3 gabi");
    expect(roomsText(fil, 2)).toBe("2 kuwarto");
    expect(fil("hotels.card.totalFor", { nights: 2, rooms: 2 })).toBe("kabuuan para sa 2 gabi, 2 kuwarto");
  });

  it("word terms, refunds and reasons with no English sentence left", () => {
    const texts = [
      policyText(fil, "fil", { cancellable: true, freeCancellationUntil: "2026-12-19", penaltyPercent: 50 }),
      refundText(fil, terms(), true),
      refundText(fil, terms(), false),
      refundTimesText(fil),
      reasonText(fil, "fil", terms().reason),
      reasonText(fil, "fil", "Free cancellation until Sat 19 Dec 2026 (Philippine time, end of day): nothing is kept."),
      reasonText(fil, "fil", "This rate is non-refundable: cancelling keeps the whole amount."),
    ];
    for (const text of texts) {
      expect(text).not.toBeNull();
      expect(englishWords(text!).length, text!).toBeLessThan(2);
    }
    expect(refundText(fil, terms(), true)).toContain("Visa na nagtatapos sa 4242");
    expect(calendarDay("2026-12-19", "fil")).toMatch(/Dis/);
    expect(reasonText(fil, "fil", "Something the core never says.")).toBeNull();
    expect(labelOf(fil, "amenity", "Swimming pool")).toBe("Palanguyan");
  });
});
