/**
 * The passenger details form: what airlines need, checked the way travellers expect — names as on
 * the ID, a date of birth that fits the passenger type on the travel dates, nationality, a passport
 * valid long enough for an international trip, and a contact e-mail and phone with its country code.
 *
 * Form fields are named `p{index}.{field}` (index in adults → children → infants order) plus
 * `contact.email`, `contact.dialCode`, `contact.phone`. Errors are keyed the same way.
 */
import { companionProblem, infantTooYoung } from "./companion-rules.ts";
import { COUNTRIES, findCountry } from "./countries.ts";
import type { CheckoutView } from "./flight-checkout.ts";
import type { ContactInput, PassengerInput, PassengerType } from "./flights.ts";
import type { FieldErrors } from "./forms.ts";
import { hasForbiddenCharacters } from "./text.ts";
import { z } from "./zod.ts";

export const PASSENGER_TYPE_LABELS: Record<PassengerType, string> = { ADT: "Adult", CHD: "Child", INF: "Infant" };
export const TITLES: Record<PassengerType, readonly string[]> = {
  ADT: ["Mr", "Ms", "Mrs"],
  CHD: ["Mstr", "Miss"],
  INF: ["Mstr", "Miss"],
};

/** Passport validity beyond the last flight that most destinations (and the Philippines) ask of visitors. */
export const PASSPORT_VALID_MONTHS = 6;

export type PassengerContext = {
  /** One entry per passenger, adults first, then children, then infants. */
  types: PassengerType[];
  /** YYYY-MM-DD of the first and the last flight (local date). */
  firstTravelDate: string;
  lastTravelDate: string;
  /** Any flight leaves or enters the Philippines: passports are required. */
  international: boolean;
  /** Today, YYYY-MM-DD (Philippine time). */
  today: string;
  /**
   * The airlines that fly the trip (operating carriers, with their names): whose rules on a child's or an
   * infant's companion and a baby's youngest age apply (contracts/companion-rules.ts). None: the common rule.
   */
  airlines?: readonly { code: string; name?: string }[];
};

export type PassengerDetails = { passengers: PassengerInput[]; contact: ContactInput };

// Letters of the Latin script (ñ, é…), spaces, hyphens, apostrophes and periods: what IDs print.
const NAME = /^[\p{Script=Latin}][\p{Script=Latin} .'-]*$/u;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function realDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Full years between a birth date and a day (both YYYY-MM-DD). */
export function ageOn(birth: string, day: string): number {
  const [by, bm, bd] = birth.split("-").map(Number);
  const [y, m, d] = day.split("-").map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

const airlinesOf = (context: PassengerContext) => (context.airlines?.length ? context.airlines : [{ code: "" }]);

const emailSchema = z.email("Enter a valid e-mail address, like juan@example.com.");

/** Reads and checks the whole form. Values are trimmed; names are upper-cased as airlines print them. */
export function parsePassengerForm(
  form: FormData | URLSearchParams | Record<string, string>,
  context: PassengerContext,
): { ok: true; data: PassengerDetails } | { ok: false; errors: FieldErrors; values: Record<string, string> } {
  const values: Record<string, string> = {};
  const entries = form instanceof FormData || form instanceof URLSearchParams ? [...form.entries()] : Object.entries(form);
  for (const [key, value] of entries) {
    if (typeof value === "string" && key.length <= 40) values[key] = value.slice(0, 200);
  }
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    (errors[field] ??= []).push(message);
  };
  const get = (field: string) => {
    const value = (values[field] ?? "").trim();
    if (hasForbiddenCharacters(value)) {
      add(field, "Remove control characters (such as tabs or line breaks) from this field.");
      return "";
    }
    return value;
  };

  const passengers: PassengerInput[] = [];
  context.types.forEach((type, i) => {
    const f = (name: string) => `p${i}.${name}`;
    const label = `${PASSENGER_TYPE_LABELS[type]} ${context.types.slice(0, i + 1).filter((t) => t === type).length}`;
    const title = get(f("title"));
    if (!TITLES[type].includes(title)) add(f("title"), `Choose a title for ${label}.`);
    const givenName = get(f("givenName")).replace(/\s+/g, " ");
    const surname = get(f("surname")).replace(/\s+/g, " ");
    for (const [field, value, what] of [
      ["givenName", givenName, "First and middle names"],
      ["surname", surname, "Last name"],
    ] as const) {
      if (!value) add(f(field), `Enter the ${what.toLowerCase()} of ${label} as on the ID.`);
      else if (value.length > 40) add(f(field), `${what} must be at most 40 characters.`);
      else if (!NAME.test(value)) add(f(field), `${what}: use the letters printed on the ID (spaces, hyphens and apostrophes are fine).`);
    }
    const gender = get(f("gender"));
    if (gender !== "M" && gender !== "F") add(f("gender"), `Choose the gender on the ID of ${label}.`);

    const dateOfBirth = get(f("dateOfBirth"));
    if (!realDate(dateOfBirth)) add(f("dateOfBirth"), `Enter the date of birth of ${label}.`);
    else if (dateOfBirth > context.today) add(f("dateOfBirth"), "The date of birth cannot be in the future.");
    else {
      const ageFirst = ageOn(dateOfBirth, context.firstTravelDate);
      const ageLast = ageOn(dateOfBirth, context.lastTravelDate);
      if (type === "ADT" && ageFirst < 12) add(f("dateOfBirth"), "An adult must be 12 or older on the day of travel.");
      if (type === "CHD" && (ageFirst < 2 || ageFirst > 11))
        add(f("dateOfBirth"), "A child must be 2 to 11 years old on the day of travel.");
      if (type === "INF") {
        if (ageLast >= 2) add(f("dateOfBirth"), "An infant must be under 2 on the day of the last flight; book a child seat instead.");
        else {
          const young = infantTooYoung(dateOfBirth, airlinesOf(context), context.firstTravelDate);
          if (young) add(f("dateOfBirth"), young);
        }
      }
      if (type === "ADT" && ageFirst > 120) add(f("dateOfBirth"), "Check the year of birth.");
    }

    const nationality = get(f("nationality")).toUpperCase();
    if (!findCountry(nationality)) add(f("nationality"), `Choose the nationality of ${label}.`);

    const passenger: PassengerInput = {
      type,
      title,
      givenName: givenName.toUpperCase(),
      surname: surname.toUpperCase(),
      dateOfBirth,
      gender: gender as "M" | "F",
      nationality,
    };
    if (context.international) {
      const passportNumber = get(f("passportNumber")).toUpperCase().replace(/\s+/g, "");
      const passportExpiry = get(f("passportExpiry"));
      const passportCountry = get(f("passportCountry")).toUpperCase() || nationality;
      if (!/^[A-Z0-9]{6,9}$/.test(passportNumber)) add(f("passportNumber"), "Enter the passport number: 6 to 9 letters and digits.");
      if (!realDate(passportExpiry)) add(f("passportExpiry"), "Enter the passport's expiry date.");
      else if (passportExpiry < addMonths(context.lastTravelDate, PASSPORT_VALID_MONTHS)) {
        add(f("passportExpiry"), `The passport must be valid for at least ${PASSPORT_VALID_MONTHS} months after the last flight.`);
      }
      if (!findCountry(passportCountry)) add(f("passportCountry"), "Choose the country that issued the passport.");
      Object.assign(passenger, { passportNumber, passportExpiry, passportCountry });
    }
    passengers.push(passenger);
  });

  // Who looks after the children and holds the infants: each airline's own rule, on the first flight's day.
  if (!context.types.some((_, i) => errors[`p${i}.dateOfBirth`])) {
    const problem = companionProblem(passengers, airlinesOf(context), context.firstTravelDate);
    if (problem) add(`p${problem.index}.dateOfBirth`, problem.message);
  }

  const email = get("contact.email").toLowerCase();
  if (!email) add("contact.email", "Enter an e-mail address for the booking confirmation.");
  else if (email.length > 254 || !emailSchema.safeParse(email).success)
    add("contact.email", "Enter a valid e-mail address, like juan@example.com.");
  const dialCode = get("contact.dialCode");
  if (!COUNTRIES.some((c) => c.dialCode === dialCode)) add("contact.dialCode", "Choose the country code of the phone number.");
  let phone = get("contact.phone").replace(/[\s().-]/g, "");
  if (dialCode === "+63" && phone.startsWith("0")) phone = phone.slice(1);
  if (!/^\d{6,14}$/.test(phone)) add("contact.phone", "Enter the phone number in digits (6 to 14).");
  else if (dialCode === "+63" && !/^9\d{9}$/.test(phone))
    add("contact.phone", "A Philippine mobile number has 10 digits after +63 and starts with 9 (e.g. 917 123 4567).");

  if (Object.keys(errors).length) return { ok: false, errors, values };
  return { ok: true, data: { passengers, contact: { email, dialCode, phone } } };
}

/** Passenger types in the order of spec §4: adults, then children, then infants. */
export function passengerTypes(passengers: { adults: number; children: number; infants: number }): PassengerType[] {
  return [
    ...Array<PassengerType>(passengers.adults).fill("ADT"),
    ...Array<PassengerType>(passengers.children).fill("CHD"),
    ...Array<PassengerType>(passengers.infants).fill("INF"),
  ];
}

/** The passenger rules' context for a checkout: its passenger types, travel dates and whether it leaves the country. */
export function checkoutContext(
  checkout: Pick<CheckoutView, "fare" | "passengerTypes" | "international">,
  today: string,
  airlineName?: (code: string) => string | undefined,
): PassengerContext {
  const legs = checkout.fare.legs;
  return {
    airlines: tripAirlines(legs, airlineName),
    types: checkout.passengerTypes,
    firstTravelDate: legs[0].segments[0].departureDateTime.slice(0, 10),
    lastTravelDate: legs.at(-1)?.segments.at(-1)?.departureDateTime.slice(0, 10) ?? today,
    international: checkout.international,
    today,
  };
}

/** The airlines that operate a trip's flights, each once, in flying order, with their names when known. */
export function tripAirlines(
  legs: readonly { segments: readonly { operatingAirline: string; marketingAirline: string }[] }[],
  airlineName?: (code: string) => string | undefined,
): { code: string; name?: string }[] {
  const codes = [...new Set(legs.flatMap((l) => l.segments.map((s) => s.operatingAirline || s.marketingAirline)))];
  return codes.map((code) => ({ code, name: airlineName?.(code) }));
}
