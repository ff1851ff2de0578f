/**
 * Refusals in Filipino (issue 27): the `errors` catalogue has every reason core can give and every
 * sentence core and contracts write, in English exactly as they write it; a refusal is worded from its
 * reason and params, or from its English sentence; English stays untouched.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fail, ok, type UseCaseError } from "../contracts/application.ts";
import { AUTH_MESSAGES, ConfirmPasswordSchema, LoginSchema, ProfileSchema, RegisterSchema } from "../contracts/auth.ts";
import { CHAT_CONVERSATION_FULL } from "../contracts/chat.ts";
import { checkContactForm, CONTACT_MESSAGES } from "../contracts/contact.ts";
import { CONTENT_MESSAGES } from "../contracts/content-lists.ts";
import { FLIGHT_PAYMENT_MESSAGES } from "../contracts/flight-checkout.ts";
import { checkFlightSearch, FlightSearchInput } from "../contracts/flight-inputs.ts";
import { FORM_BODY_MESSAGES, fieldErrors } from "../contracts/forms.ts";
import { HOTEL_CANCEL_MESSAGES } from "../contracts/hotel-cancellation.ts";
import { HOTEL_FALLBACKS, HOTEL_MESSAGES, HOTEL_PAYMENT_MESSAGES, GUEST_MESSAGES } from "../contracts/hotels.ts";
import { LOCATION_MESSAGES } from "../contracts/location.ts";
import { parsePassengerForm } from "../contracts/passengers.ts";
import { PASSWORD_MESSAGES } from "../contracts/password-strength.ts";
import { CARD_MESSAGES, DECLINE_MESSAGES } from "../contracts/payments.ts";
import { PTR_MESSAGES, PTR_TYPES } from "../contracts/post-ticketing.ts";
import { TRAVEL_MESSAGES } from "../contracts/transport-inputs.ts";
import { CHAT_MESSAGES } from "../core/application/chat.ts";
import { defineUseCase, invoke } from "../core/application/use-case.ts";
import { CONTACT_ERROR_MESSAGES } from "../core/contact/contact-service.ts";
import { FLIGHT_ERROR_CODES, FlightError, isFlightError } from "../core/flights/errors.ts";
import { HOTEL_ERROR_STATUS } from "../core/hotels/supplier.ts";
import { ITINERARY_MESSAGES } from "../core/itinerary/itinerary-service.ts";
import { PLAN_MESSAGES } from "../core/itinerary/planner.ts";
import { PAYMENT_ERROR_MESSAGES } from "../core/payments/payments.ts";
import { tooManyAttemptsMessage } from "../core/rate-limit/rate-limiter.ts";
import { tooManyGuessesMessage } from "../core/rate-limit/reference-guesses.ts";
import { CATALOGUES } from "./catalogues.ts";
import { findRefusalKey, refusalMessage, rewordApps, rewordError, rewordFields, rewordOutcome, rewordText } from "./refusals.ts";

const root = path.resolve(import.meta.dirname, "..");
const EN = CATALOGUES.en.errors as Record<string, string>;
const FIL = CATALOGUES.fil.errors as Record<string, string>;

function sources(dir: string): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sources(rel));
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|fixture|suite)\.tsx?$/.test(entry.name))
      out.push({ file: rel, text: readFileSync(path.join(root, rel), "utf8") });
  }
  return out;
}

const CODE = [...sources("core"), ...sources("contracts")];

/** The union members of an exported string type in a source file ("a" | "b"). */
function unionOf(file: string, type: string): string[] {
  const text = readFileSync(path.join(root, file), "utf8");
  const body = text.slice(text.indexOf(`type ${type} =`)).split(";")[0];
  return [...body.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

/**
 * Every reason core and contracts can give: the written ones (`reason: "area.what"`, an account's
 * form refusal's second argument) and those built from a domain error's code.
 */
function reasonsInSource(): string[] {
  const found = new Set<string>();
  const templates = new Set<string>();
  for (const { text } of CODE) {
    for (const m of text.matchAll(/reason: "([a-z_]+\.[A-Za-z_-]+)"/g)) found.add(m[1]);
    for (const m of text.matchAll(/formError\("[a-z_]+", "([a-z_]+\.[a-z_]+)"/g)) found.add(m[1]);
    for (const m of text.matchAll(/reason\b[^`\n]*`([a-z]+\.[a-z_]*)\$\{/g)) templates.add(m[1]);
  }
  const built: Record<string, string[]> = {
    "hotel.": Object.keys(HOTEL_ERROR_STATUS),
    "flight.": [...FLIGHT_ERROR_CODES],
    "payment.": Object.keys(PAYMENT_ERROR_MESSAGES),
    "extras.": unionOf("contracts/extras-selection/issues.ts", "ExtrasIssueCode"),
    "contact.": Object.keys(CONTACT_ERROR_MESSAGES),
    "change.payment_": ["declined", "returned", "not_ours"],
  };
  expect([...templates].sort(), "a reason built from a code this test does not know: add its codes here").toEqual(
    Object.keys(built).sort(),
  );
  for (const [prefix, codes] of Object.entries(built)) for (const code of codes) found.add(prefix + code);
  return [...found].sort();
}

describe("the errors catalogue", () => {
  it("has every reason core can give, in English and Filipino", () => {
    const reasons = reasonsInSource();
    expect(reasons.length).toBeGreaterThan(90);
    const missing = reasons.filter((r) => !EN[`errors.${r}`] || !FIL[`errors.${r}`]);
    expect(missing).toEqual([]);
  });

  it("writes every English sentence as core and contracts write it (each text without figures is in the sources)", () => {
    const all = CODE.map((s) => s.text).join("\n");
    const server = [...sources("app"), ...sources("server")].map((s) => s.text).join("\n");
    const missing = Object.entries(EN)
      .filter(([key, message]) => !/[{}]/.test(message) && !key.startsWith("errors.word.") && !COMPOSED.includes(key))
      .filter(([, message]) => !all.includes(message) && !server.includes(message))
      .map(([key]) => key);
    expect(missing, "English entries in neither core/ nor contracts/ (nor the pages' own fallbacks in app/)").toEqual([]);
  });

  it("has the messages of the contracts' and core's message tables", () => {
    const tables: Record<string, Record<string, unknown>> = {
      HOTEL_MESSAGES,
      GUEST_MESSAGES,
      HOTEL_FALLBACKS,
      HOTEL_CANCEL_MESSAGES,
      CARD_MESSAGES,
      DECLINE_MESSAGES,
      PAYMENT_ERROR_MESSAGES,
      CONTACT_ERROR_MESSAGES,
      TRAVEL_MESSAGES,
      LOCATION_MESSAGES,
      PLAN_MESSAGES,
      ITINERARY_MESSAGES,
      CHAT_MESSAGES,
      FORM_BODY_MESSAGES,
      PASSWORD_MESSAGES,
      GUEST: GUEST_MESSAGES,
    };
    const sentences: string[] = [];
    for (const table of Object.values(tables)) for (const v of Object.values(table)) if (typeof v === "string") sentences.push(v);
    const notRefusals = new Set<string>([
      CONTACT_MESSAGES.sent,
      CONTENT_MESSAGES.saved,
      CONTENT_MESSAGES.published,
      CONTENT_MESSAGES.scheduled,
      CONTENT_MESSAGES.unpublished,
      CONTENT_MESSAGES.noResults,
    ]);
    for (const v of [...Object.values(CONTACT_MESSAGES), ...Object.values(CONTENT_MESSAGES)]) if (!notRefusals.has(v)) sentences.push(v);
    for (const type of PTR_TYPES) sentences.push(PTR_MESSAGES.alreadyOpen(type), PTR_MESSAGES.travellersBusy(type));
    for (const v of Object.values(PTR_MESSAGES)) if (typeof v === "string") sentences.push(v);
    sentences.push(
      HOTEL_PAYMENT_MESSAGES.inProgress,
      HOTEL_PAYMENT_MESSAGES.expired,
      HOTEL_PAYMENT_MESSAGES.notPayable,
      HOTEL_PAYMENT_MESSAGES.notThisBooking,
      FLIGHT_PAYMENT_MESSAGES.inProgress,
      FLIGHT_PAYMENT_MESSAGES.paidNoCancel,
      FLIGHT_PAYMENT_MESSAGES.checking,
      AUTH_MESSAGES.loginFailed,
      AUTH_MESSAGES.resetInvalid,
      AUTH_MESSAGES.verifyInvalid,
      AUTH_MESSAGES.wrongPassword,
      AUTH_MESSAGES.wrongCurrentPassword,
      AUTH_MESSAGES.emailChangeInvalid,
      CHAT_CONVERSATION_FULL,
      tooManyAttemptsMessage(30),
      tooManyAttemptsMessage(600),
      tooManyGuessesMessage(300),
      tooManyGuessesMessage(3 * 3600),
    );
    const missing = sentences.filter((s) => !findRefusalKey(s));
    expect(missing).toEqual([]);
  });

  it("has every field message the forms' checks give (login, registration, profile, contact, flight search, passengers)", () => {
    const messages: string[] = [];
    const collect = (errors: Record<string, string[]>) => {
      for (const list of Object.values(errors)) messages.push(...list);
    };
    for (const [schema, input] of [
      [LoginSchema, {}],
      [LoginSchema, { email: "x", password: "" }],
      [RegisterSchema, { name: "", email: "a".repeat(300), password: "short", password_confirmation: "other" }],
      [RegisterSchema, { name: "n".repeat(101), email: "juan@example.com", password: "p".repeat(200), password_confirmation: "x" }],
      [ConfirmPasswordSchema, {}],
      [ProfileSchema, { name: "", country: "ZZZ", phone: "abc" }],
      [
        FlightSearchInput,
        { tripType: "x", adults: 0, children: 12, infants: 1.5, cabin: "x", sort: "x", stops: 5, airlines: ["x"], maxPrice: -1 },
      ],
    ] as const) {
      const parsed = (schema as { safeParse: (v: unknown) => { success: boolean; error?: unknown } }).safeParse(input);
      expect(parsed.success).toBe(false);
      collect(fieldErrors(parsed.error as never));
    }
    const contact = checkContactForm({ name: "", email: "x", subject: "", message: "short", bookingReference: "?" });
    if (!contact.ok) collect(contact.errors);
    const search = checkFlightSearch(
      {
        tripType: "return",
        origin: "MNL",
        destination: "MNL",
        departureDate: "2020-01-01",
        returnDate: "2019-01-01",
        adults: 1,
        children: 9,
        infants: 2,
        cabin: "economy",
        sort: "cheapest",
      } as never,
      "2026-11-29",
    );
    if (!search.ok) collect(search.errors);
    const multi = checkFlightSearch(
      {
        tripType: "multicity",
        origin: ["MNL", "X"],
        destination: ["CEB"],
        departureDate: ["2027-01-01", "2026-12-01"],
        adults: 1,
        children: 0,
        infants: 0,
        cabin: "economy",
        sort: "cheapest",
      } as never,
      "2026-11-29",
    );
    if (!multi.ok) collect(multi.errors);
    const form = new URLSearchParams({ "p0.title": "", "p0.givenName": "", "p0.surname": "", "contact.email": "", "contact.phone": "0" });
    const passengers = parsePassengerForm(form, {
      types: ["ADT", "CHD"],
      today: "2026-11-29",
      firstTravelDate: "2026-12-20",
      lastTravelDate: "2026-12-27",
      international: true,
      airlines: [],
    } as never);
    if (!passengers.ok) collect(passengers.errors);
    expect(messages.length).toBeGreaterThan(40);
    const missing = [...new Set(messages)].filter((m) => rewordText(m, "fil") === m);
    expect(missing).toEqual([]);
  });
});

/**
 * Sentences the sources put together from a label ("`${label} is required.`"): the field test below
 * meets each of them as a form gives it.
 */
const COMPOSED = [
  "errors.limit.attemptsOne",
  "errors.flightSearch.fromRequired",
  "errors.flightSearch.toRequired",
  "errors.flightSearch.departureRequired",
  "errors.flightSearch.returnRequired",
  "errors.flightSearch.fromCode",
  "errors.flightSearch.toCode",
  "errors.flightSearch.departureDate",
  "errors.flightSearch.returnDate",
  "errors.flightSearch.adultsWhole",
  "errors.flightSearch.childrenWhole",
  "errors.flightSearch.infantsWhole",
  "errors.passengers.givenNameLong",
  "errors.passengers.surnameLong",
  "errors.passengers.givenNameLetters",
  "errors.passengers.surnameLetters",
  "errors.api.text",
  "errors.api.control",
];

const priceChanged: UseCaseError = {
  code: "conflict",
  message: "The price of this fare has changed since you chose it. Please review the new price and book again.",
  reason: "flight.PRICE_CHANGED",
};

describe("rewording a refusal", () => {
  it("words a refusal by its reason, its figures from params, and its fields by their sentences", () => {
    expect(rewordError(priceChanged, "fil").message).toBe(
      "Nagbago po ang presyo ng pamasaheng ito mula nang piliin ninyo. Pakitingnan po ang bagong presyo at mag-book ulit.",
    );
    const seats: UseCaseError = {
      code: "invalid",
      message: "At most 9 seats in one booking.",
      reason: "flight.too_many_seats",
      params: { max: 9 },
      fields: { children: ["At most 9 seats in one booking."], origin: ["From is required. (flight 2)"] },
    };
    const fil = rewordError(seats, "fil");
    expect(fil.message).toBe("Hanggang 9 upuan lang po sa isang booking.");
    expect(fil.fields).toEqual({ children: ["Hanggang 9 upuan lang po sa isang booking."], origin: ["Kailangan po ang Mula. (flight 2)"] });
    expect(fil).toMatchObject({ code: "invalid", reason: "flight.too_many_seats", params: { max: 9 } });
  });

  it("words plurals from params (a limit's minutes)", () => {
    const limited = (seconds: number): UseCaseError => ({
      code: "rate_limited",
      message: tooManyAttemptsMessage(seconds),
      reason: "limit.attempts",
      params: { retryAfterSeconds: seconds, minutes: Math.max(1, Math.ceil(seconds / 60)) },
    });
    expect(refusalMessage(limited(30), "fil")).toBe("Masyado pong maraming pagsubok. Subukan po ulit pagkalipas ng 1 minuto.");
    expect(refusalMessage(limited(600), "fil")).toBe("Masyado pong maraming pagsubok. Subukan po ulit pagkalipas ng 10 minuto.");
    expect(refusalMessage(limited(600), "en")).toBe("Too many attempts. Please try again in 10 minutes.");
  });

  it("takes the reason's wording only when it is the refusal's sentence; else goes by the sentence", () => {
    const other: UseCaseError = { code: "invalid", message: "Choose a cabin class.", reason: "flight.VALIDATION" };
    expect(refusalMessage(other, "fil")).toBe("Pumili po ng cabin class.");
    const supplier: UseCaseError = { code: "gone", message: "Flight PR 123 was withdrawn by the airline.", reason: "flight.SOLD_OUT" };
    expect(refusalMessage(supplier, "fil")).toBe(supplier.message);
  });

  it("words words inside sentences: statuses, passengers, seats, and the add-ons' closing advice", () => {
    expect(
      refusalMessage(
        { message: "This booking is held; it cannot be ticketed.", reason: "flight.not_ticketable", params: { status: "held" } },
        "fil",
      ),
    ).toBe("Naka-hold na po ang booking na ito; hindi na ito maiisyuhan ng ticket.");
    const party = { message: "This fare is for 2 adults, 1 child and 1 infant.", reason: "flight.party_mismatch" as const };
    expect(
      refusalMessage({ ...party, params: { party: "2 adults, 1 child and 1 infant", adults: 2, children: 1, infants: 1 } }, "fil"),
    ).toBe("Para po ang pamasaheng ito sa 2 adult, 1 bata at 1 sanggol.");
    expect(rewordText("This fare is for 1 adult and 2 infants.", "fil")).toBe("Para po ang pamasaheng ito sa 1 adult at 2 sanggol.");
    expect(rewordText("There is no passenger 3 in this booking.", "fil")).toBe("Wala pong pasahero 3 sa booking na ito.");
    expect(rewordText("“Checked bag 20 kg” appears twice in your add-ons. Please review your add-ons and choose again.", "fil")).toBe(
      "Dalawang beses pong lumalabas ang “Checked bag 20 kg” sa inyong add-ons. Pakitingnan po ulit ang inyong add-ons at pumili muli.",
    );
    expect(rewordText("Seat 12A on PR 2811 is not available.", "fil")).toBe("Hindi po available ang Upuang 12A sa PR 2811.");
    expect(rewordText("Choose the gender on the ID of Child 1.", "fil")).toBe("Piliin po ang kasarian sa ID ng Bata 1.");
  });

  it("words a refusal of two sentences sentence by sentence, keeping what it does not know", () => {
    expect(rewordText(`${PASSWORD_MESSAGES.weak} Add another word or two.`, "fil")).toBe(
      "Masyado pong madaling hulaan ang password na ito. Gumamit po ng mas mahabang parirala ng mga salitang walang kaugnayan sa isa't isa. Add another word or two.",
    );
  });

  it("leaves English, and anything it does not know, exactly as it came", () => {
    expect(rewordError(priceChanged, "en")).toBe(priceChanged);
    expect(rewordText("Something nobody wrote.", "fil")).toBe("Something nobody wrote.");
    const fields = { email: ["Enter your e-mail address."] };
    expect(rewordFields(fields, "en")).toBe(fields);
    expect(rewordFields(fields, "fil")).toEqual({ email: ["Ilagay po ang inyong e-mail address."] });
  });

  it("is idempotent: a Filipino refusal worded again stays as it is", () => {
    const once = rewordError(priceChanged, "fil");
    expect(rewordError(once, "fil")).toEqual(once);
  });
});

describe("rewordApps", () => {
  const apps = {
    flights: {
      prefix: "x",
      async book(n: number) {
        return n > 0 ? ok({ n, prefix: this.prefix }) : fail("conflict", priceChanged.message, { reason: "flight.PRICE_CHANGED" });
      },
      check(v: string) {
        return v
          ? ok(v)
          : fail("invalid", "Please check the highlighted fields.", {
              reason: "input.invalid",
              fields: { email: ["Enter your e-mail address."] },
            });
      },
    },
  };

  it("gives a page in Filipino the same use cases, their refusals in Filipino and successes untouched", async () => {
    const fil = rewordApps(apps, "fil");
    expect(await fil.flights.book(1)).toEqual(ok({ n: 1, prefix: "x" }));
    const refused = await fil.flights.book(0);
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.error).toMatchObject({
        code: "conflict",
        reason: "flight.PRICE_CHANGED",
        message: expect.stringMatching(/^Nagbago po/),
      });
    const sync = fil.flights.check("");
    expect(sync).toEqual({
      ok: false,
      error: {
        code: "invalid",
        reason: "input.invalid",
        message: "Pakitingnan po ang mga field na may marka.",
        fields: { email: ["Ilagay po ang inyong e-mail address."] },
      },
    });
    expect(fil.flights.prefix).toBe("x");
  });

  it("words a use case's refusals and its input's messages (invoke's invalid answer), and runs it as before", async () => {
    const login = defineUseCase({
      name: "accounts.login",
      summary: "Sign in",
      input: LoginSchema,
      run: async (input) =>
        input.password === "right"
          ? ok(input.email)
          : fail("unauthenticated", AUTH_MESSAGES.loginFailed, { reason: "account.login_failed" }),
    });
    const fil = rewordApps({ accounts: { login } }, "fil");
    const caller = { userId: null, clientIp: "127.0.0.1" };
    expect(await invoke(fil.accounts.login, { email: "", password: "" }, caller)).toMatchObject({
      ok: false,
      error: {
        code: "invalid",
        message: "Ilagay po ang inyong e-mail address.",
        fields: { email: ["Ilagay po ang inyong e-mail address."] },
      },
    });
    expect(await invoke(fil.accounts.login, { email: "juan@example.com", password: "wrong" }, caller)).toMatchObject({
      ok: false,
      error: { code: "unauthenticated", reason: "account.login_failed", message: "Mali po ang e-mail address o password." },
    });
    expect(await invoke(fil.accounts.login, { email: "juan@example.com", password: "right" }, caller)).toEqual(ok("juan@example.com"));
    expect(fil.accounts.login.name).toBe("accounts.login");
    expect(await invoke(login, { email: "", password: "" }, caller)).toMatchObject({ error: { message: "Enter your e-mail address." } });
  });

  it("words a domain error a use case lets through, keeping its class, code and fields", async () => {
    const thrown = new FlightError(
      "INVALID_STATE",
      "This booking is cancelled; it cannot be ticketed.",
      { form: ["Choose a cabin class."] },
      {
        reason: "flight.not_ticketable",
        params: { status: "cancelled" },
      },
    );
    const fil = rewordApps(
      {
        flights: {
          ticket: async () => Promise.reject(thrown),
          now: () => {
            throw thrown;
          },
        },
      },
      "fil",
    );
    const error = await fil.flights.ticket().catch((e: unknown) => e);
    expect(isFlightError(error, "INVALID_STATE")).toBe(true);
    expect(error).toBeInstanceOf(FlightError);
    expect((error as FlightError).message).toBe("Kanselado na po ang booking na ito; hindi na ito maiisyuhan ng ticket.");
    expect((error as FlightError).errors).toEqual({ form: ["Pumili po ng cabin class."] });
    expect(() => fil.flights.now()).toThrow("Kanselado na po ang booking na ito");
    expect(thrown.message).toBe("This booking is cancelled; it cannot be ticketed.");
    const other = new Error("boom");
    expect(
      await rewordApps({ a: { f: async () => Promise.reject(other) } }, "fil")
        .a.f()
        .catch((e: unknown) => e),
    ).toBe(other);
  });

  it("gives English the services themselves", async () => {
    expect(rewordApps(apps, "en")).toBe(apps);
    expect(rewordOutcome(await apps.flights.book(0), "en")).toEqual(await apps.flights.book(0));
  });
});
