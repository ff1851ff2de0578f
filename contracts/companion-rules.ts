/**
 * Who may look after a child or an infant on board, as each airline we sell publishes it. A fare's
 * "adult" is anyone 12 or older, but no airline we sell lets a 12-year-old be the only companion of a
 * child or hold an infant: a child under 12 flies with a companion aged 18 or over (or alone under the
 * airline's own unaccompanied-minor service, which is arranged with the airline and which we do not
 * sell), and an infant flies on the lap of a companion aged 18 or over, one infant each.
 *
 * The passenger step (browser and server), the supplier's booking check and every date change or
 * refund of some travellers ask `companionProblem` the same question. Sources were read on 28 Nov 2026;
 * each rule names its own.
 */
import type { PassengerType } from "./flights.ts";
import { dayLabel } from "./local-time.ts";

export { dayLabel };

export type RuleSource = { title: string; url: string };

export type CompanionRule = {
  /** The airline as travellers know it. */
  airline: string;
  /** The youngest companion the airline accepts for a child under 12 or an infant on the lap. */
  companionAge: number;
  /** What the airline allows a child without such a companion, in our words (null: nothing). */
  alone: string | null;
  /** The youngest infant the airline carries, in days. */
  infantFromDays: number;
  sources: readonly RuleSource[];
  /** True when no published rule of this airline was found and the common rule applies. */
  assumed?: boolean;
};

const PAL: CompanionRule = {
  airline: "Philippine Airlines",
  companionAge: 18,
  alone:
    "a child under 8 never flies without one; a child of 8 to 11 may fly alone only under PAL's Unaccompanied Minor service, arranged with PAL, not here",
  infantFromDays: 16,
  sources: [
    {
      title: "Philippine Airlines: Unaccompanied Minors",
      url: "https://prod-cm.philippineairlines.com/en/before-you-fly/special-needs-and-request/unaccompanied-minors",
    },
    {
      title: "SeatMaestro: Philippine Airlines flying with babies",
      url: "https://www.seatmaestro.com/airlines-seating-maps/philippine-airlines/babies/",
    },
  ],
};

const CEBU: CompanionRule = {
  airline: "Cebu Pacific",
  companionAge: 18,
  alone:
    "a child under 7 never flies without one; a child of 7 to 11 may fly alone within the Philippines only as an unaccompanied minor, with Cebu Pacific's form and fee at check-in, not here",
  infantFromDays: 8,
  sources: [
    {
      title: "Cebu Pacific: Special Service Request (Unaccompanied Minors)",
      url: "https://www.cebupacificair.com/pages/plan-trip/travel-reminders/special-service-request",
    },
    // An earlier version of the same page names the companion's age: at least 18.
    {
      title: "Cebu Pacific: Special Service Request (earlier version)",
      url: "https://www.cebupacificair.com/pages/special-service-request.aspx",
    },
    {
      title: "SeatMaestro: Cebu Pacific flying with babies",
      url: "https://www.seatmaestro.com/airlines-seating-maps/cebu-pacific-air/babies/",
    },
  ],
};

const COMMON_SOURCES = [PAL.sources[0], CEBU.sources[0]];

/** Per airline code (the operating carrier). */
export const COMPANION_RULES: Readonly<Record<string, CompanionRule>> = {
  PR: PAL,
  "2P": { ...PAL, airline: "PAL Express" },
  "5J": CEBU,
  // Cebgo is Cebu Pacific's regional airline, sold and handled under Cebu Pacific's rules.
  DG: { ...CEBU, airline: "Cebgo (Cebu Pacific)" },
  T6: {
    airline: "AirSWIFT",
    companionAge: 18,
    alone: null,
    infantFromDays: 16,
    // Its FAQ counts an adult from 18 (12 to 17 is a "minor") and an infant from 16 days: we read its
    // companion for a child or an infant as an adult in that sense.
    sources: [{ title: "AirSWIFT: Frequently Asked Questions (infants & children)", url: "http://air-swift.com/faqs/" }],
  },
  Z2: {
    airline: "Philippines AirAsia",
    companionAge: 18,
    alone: "a traveller under 18 may not accompany a child under 12",
    infantFromDays: 9,
    sources: [
      { title: "AirAsia: Special guests (unaccompanied minors)", url: "http://www.airasia.com/my/en/at-the-airport/special-guests.page" },
      {
        title: "AirAsia: What is the difference between an infant and a child?",
        url: "https://www.airasia.com/ask/template.do?id=136&name=What+is+the+difference+between+the+definition+of+an+infant+and+a+child%3F",
      },
    ],
  },
};

/** Airlines whose own rule we have not found ("": no airline named): the rule every Philippine airline above publishes. */
function commonRule(airline: string): CompanionRule {
  return { airline, companionAge: 18, alone: null, infantFromDays: 16, sources: COMMON_SOURCES, assumed: true };
}

export function companionRule(code: string, name?: string): CompanionRule {
  return COMPANION_RULES[code] ?? commonRule(name ?? code);
}

export type Traveller = { type: PassengerType; dateOfBirth?: string; givenName?: string; surname?: string };

/** Full years between a birth date and a day (both YYYY-MM-DD). */
function years(birth: string, day: string): number {
  const [by, bm, bd] = birth.split("-").map(Number);
  const [y, m, d] = day.split("-").map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const possessive = (name: string) => (name.endsWith("s") ? `${name}'` : `${name}'s`);

const name = (t: Traveller) => [t.givenName, t.surname].filter(Boolean).join(" ");

/** The rule's sentence, as a traveller reads it: why the booking is refused. */
export function ruleSentence(rule: CompanionRule): string {
  const lead = !rule.assumed
    ? `${possessive(rule.airline)} rule`
    : rule.airline
      ? `We found no published rule of ${rule.airline}, so we apply the one every Philippine airline we sell publishes`
      : "The rule every Philippine airline we sell publishes";
  return `${lead}: a child under 12 flies with a companion aged ${rule.companionAge} or over${rule.alone ? ` (${rule.alone})` : ""}, and an infant flies on the lap of a companion aged ${rule.companionAge} or over, one infant each.`;
}

export type CompanionProblem = {
  /** The traveller (index in the list given) the message is about: the first child or infant left without a companion. */
  index: number;
  airline: string;
  message: string;
};

/**
 * Why these travellers cannot fly together on these airlines without another companion, or null.
 * `day`: the first flight's date (YYYY-MM-DD), the day ages are counted on. `where` ends the message:
 * who is left without a companion ("on this booking", "on the new booking" …). Travellers without a
 * date of birth (a masked view) are never counted as companions and never refused.
 */
export function companionProblem(
  travellers: readonly Traveller[],
  airlines: readonly { code: string; name?: string }[],
  day: string,
  where = "on this booking",
): CompanionProblem | null {
  const known = travellers.map((t, index) => ({ t, index })).filter(({ t }) => /^\d{4}-\d{2}-\d{2}$/.test(t.dateOfBirth ?? ""));
  const children = known.filter(({ t }) => t.type === "CHD" || (t.type !== "INF" && years(t.dateOfBirth!, day) < 12));
  const infants = known.filter(({ t }) => t.type === "INF");
  if (children.length === 0 && infants.length === 0) return null;
  const seen = new Set<string>();
  for (const a of airlines) {
    const rule = companionRule(a.code, a.name);
    if (seen.has(rule.airline)) continue;
    seen.add(rule.airline);
    const companions = known.filter(({ t }) => t.type === "ADT" && years(t.dateOfBirth!, day) >= rule.companionAge);
    const on = dayLabel(day);
    if (companions.length === 0) {
      const first = children[0] ?? infants[0];
      const who = [...children, ...infants].map(({ t }) => name(t)).filter(Boolean);
      return {
        index: first.index,
        airline: rule.airline,
        message: `${ruleSentence(rule)} No traveller ${where} is ${rule.companionAge} or over on ${on}${who.length ? ` to fly with ${who.join(", ")}` : ""}.`,
      };
    }
    if (infants.length > companions.length) {
      const first = infants[companions.length];
      return {
        index: first.index,
        airline: rule.airline,
        message: `${ruleSentence(rule)} ${count(infants.length, "infant")} ${where} but ${count(companions.length, "traveller")} aged ${rule.companionAge} or over on ${on}.`,
      };
    }
  }
  return null;
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;

/** Why an infant is too young for these airlines on the first flight's day, or null. */
export function infantTooYoung(dateOfBirth: string, airlines: readonly { code: string; name?: string }[], day: string): string | null {
  const days = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${dateOfBirth}T00:00:00Z`)) / 86_400_000);
  for (const a of airlines) {
    const rule = companionRule(a.code, a.name);
    if (days < rule.infantFromDays) return `${rule.airline} carries babies from ${rule.infantFromDays} days old.`;
  }
  return null;
}

/**
 * A change or refund of some travellers (`chosen`, of those still holding a ticket, `open`): would it
 * leave a child or an infant without a qualifying companion on this booking, or (a date change,
 * `moving`) on the new booking the movers get? A booking that never met the rule (booked before it was
 * checked) is not held to it now. The traveller picker and the server ask the same question.
 */
export function splitCompanionProblem(
  travellers: readonly Traveller[],
  open: readonly number[],
  chosen: readonly number[],
  airlines: readonly { code: string; name?: string }[],
  day: string,
  reference: string,
  moving: boolean,
): string | null {
  const group = (list: readonly number[]) => list.map((i) => travellers[i]);
  if (companionProblem(group(open), airlines, day)) return null;
  const staying = open.filter((i) => !chosen.includes(i));
  const movers = open.filter((i) => chosen.includes(i));
  if (staying.length) {
    const left = companionProblem(group(staying), airlines, day, `left on booking ${reference}`);
    if (left) return left.message;
  }
  if (moving && movers.length) {
    const moved = companionProblem(group(movers), airlines, day, "moving to the new booking");
    if (moved) return moved.message;
  }
  return null;
}
