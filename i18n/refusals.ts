/**
 * Refusals in the traveller's language (issue 27, decision 035 "Refusals in the traveller's language").
 * Server only: it reads the `errors` catalogues.
 *
 * A use case's refusal carries its `reason` ("hotel.room_unavailable", "flight.too_many_seats"), the
 * `params` its wording needs and its English `message` (which the JSON API keeps sending). An edge
 * words it in its language here:
 *
 * 1. by its reason: `errors.<reason>`, formatted with `params`, when that message in English is exactly
 *    the refusal's English message (so a reason that covers several sentences never gets the wrong one);
 * 2. else by its English sentence: every message of the `errors` catalogue in English is today's text
 *    (i18n/refusals.test.ts checks them against the sources), so a sentence is found by its words, and
 *    one with figures by the words around them (`{max}` matches "100" in "under 100 characters");
 * 3. else it stays as it came (English), which the catalogue test keeps from happening for anything
 *    core and contracts can say.
 *
 * Field messages (`fields`, zod's messages) are only sentences, so they go by the second way.
 */
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import type { Outcome, UseCaseError } from "../contracts/application.ts";
import type { FieldErrors } from "../contracts/forms.ts";
import { CATALOGUES, messagesFor } from "./catalogues.ts";
import { createTranslator, type MessageValues, type Translate } from "./format.ts";
import "./formatter.ts";
import { DEFAULT_LOCALE, type Locale } from "./locales.ts";

// Element types of FormatJS's trees (as i18n/format.ts): literal text and a plain argument. The parser is
// reached through intl-messageformat (the pages' build aliases the parser's own import to a stub).
const LITERAL = 0;
const ARGUMENT = 1;

type Template = { key: string; pattern: RegExp; names: string[]; literal: number };

type Index = { exact: Map<string, string>; templates: Template[] };

let index: Index | null = null;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The English messages of the `errors` namespace, by their text and, for those with arguments, by a pattern of their words. */
function englishIndex(): Index {
  if (index) return index;
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [key, message] of Object.entries(CATALOGUES.en.errors as Record<string, string>)) {
    const tree: MessageFormatElement[] = new IntlMessageFormat(message, "en").getAst();
    if (tree.every((el) => el.type === LITERAL)) {
      const text = tree.map((el) => (el.type === LITERAL ? el.value : "")).join("");
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    // Text and plain arguments only: a plural or a select is worded from params, never read back.
    if (!tree.every((el) => el.type === LITERAL || el.type === ARGUMENT)) continue;
    let source = "^";
    let literal = 0;
    const names: string[] = [];
    for (const el of tree) {
      if (el.type === LITERAL) {
        source += escapeRegExp(el.value);
        literal += el.value.length;
      } else if (el.type === ARGUMENT) {
        source += "(.*?)";
        names.push(el.value);
      }
    }
    templates.push({ key, pattern: new RegExp(`${source}$`, "s"), names, literal });
  }
  // The most specific first: the pattern with the most fixed words wins.
  templates.sort((a, b) => b.literal - a.literal);
  index = { exact, templates };
  return index;
}

const translators = new Map<Locale, Translate>();

function translator(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator(locale, messagesFor(locale, "errors"));
    translators.set(locale, t);
  }
  return t;
}

function hasKey(key: string): boolean {
  return Object.hasOwn(CATALOGUES.en.errors, key);
}

/** A figure read back out of an English sentence: a number stays a number (for plurals), the rest text. */
function value(text: string): string | number {
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/** The catalogue key and values of an English sentence of the `errors` namespace, or null when it is none of them. */
export function findRefusalKey(english: string): { key: string; values: MessageValues } | null {
  const { exact, templates } = englishIndex();
  const key = exact.get(english);
  if (key) return { key, values: {} };
  for (const t of templates) {
    const m = t.pattern.exec(english);
    if (!m) continue;
    const values: MessageValues = {};
    t.names.forEach((name, i) => {
      values[name] = value(m[i + 1]);
    });
    return { key: t.key, values };
  }
  return null;
}

/** Figures and words read back from a sentence (or given as params), each in `locale` when it is a word of the catalogue ("held", "passenger 2"). */
function rewordValues(values: MessageValues, locale: Locale, depth: number): MessageValues {
  if (depth > 2) return values;
  const out: MessageValues = {};
  for (const [name, v] of Object.entries(values)) out[name] = typeof v === "string" && v ? rewordText(v, locale, depth + 1) : v;
  return out;
}

/** A sentence boundary: after a full stop, a question or an exclamation mark, before a capital or a quote. */
const SENTENCES = /(?<=[.!?])\s+(?=[A-Z“"])/;

/**
 * An English refusal or field message in `locale`: found whole, or else sentence by sentence (a refusal
 * that joins two, such as a weak password's verdict and the checker's advice); what is not in the
 * catalogue stays as it came.
 */
export function rewordText(english: string, locale: Locale, depth = 0): string {
  if (locale === DEFAULT_LOCALE) return english;
  const found = findRefusalKey(english);
  if (found) return translator(locale)(found.key, rewordValues(found.values, locale, depth));
  if (depth > 0) return english;
  const sentences = english.split(SENTENCES);
  if (sentences.length < 2) return english;
  // The longest run of sentences the catalogue knows, from each one on.
  const out: string[] = [];
  for (let i = 0; i < sentences.length; ) {
    let j = sentences.length;
    for (; j > i; j--) {
      const run = sentences.slice(i, j).join(" ");
      if (findRefusalKey(run)) {
        out.push(rewordText(run, locale, depth + 1));
        break;
      }
    }
    if (j === i) out.push(sentences[i++]);
    else i = j;
  }
  return out.join(" ");
}

/** Every message of a form's fields in `locale`. */
export function rewordFields(fields: FieldErrors, locale: Locale): FieldErrors {
  if (locale === DEFAULT_LOCALE) return fields;
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(fields)) out[field] = messages.map((m) => rewordText(m, locale));
  return out;
}

/** A refusal's sentence in `locale`: by its reason and params, else by its English words. */
export function refusalMessage(error: Pick<UseCaseError, "message" | "reason" | "params">, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return error.message;
  const key = `errors.${error.reason}`;
  if (error.reason && hasKey(key)) {
    const values = (error.params ?? {}) as MessageValues;
    // The reason's wording, when it is this refusal's sentence (a reason may cover several).
    if (translator(DEFAULT_LOCALE)(key, values) === error.message) return translator(locale)(key, rewordValues(values, locale, 0));
  }
  return rewordText(error.message, locale);
}

/** A refusal in `locale`: its message and field messages; code, reason, params and the rest as they were. */
export function rewordError(error: UseCaseError, locale: Locale): UseCaseError {
  if (locale === DEFAULT_LOCALE) return error;
  const message = refusalMessage(error, locale);
  return error.fields ? { ...error, message, fields: rewordFields(error.fields, locale) } : { ...error, message };
}

/** An outcome in `locale` (a success as it is). */
export function rewordOutcome<T>(outcome: Outcome<T>, locale: Locale): Outcome<T> {
  return outcome.ok || locale === DEFAULT_LOCALE ? outcome : { ok: false, error: rewordError(outcome.error, locale) };
}

function isRefusal(value: unknown): value is { ok: false; error: UseCaseError } {
  if (!value || typeof value !== "object") return false;
  const v = value as { ok?: unknown; error?: unknown };
  if (v.ok !== false || !v.error || typeof v.error !== "object") return false;
  const e = v.error as Partial<UseCaseError>;
  return typeof e.code === "string" && typeof e.message === "string";
}

function reword(result: unknown, locale: Locale): unknown {
  return isRefusal(result) ? { ok: false, error: rewordError(result.error, locale) } : result;
}

/**
 * The application services as a page in `locale` gets them: every use case answers as before, and a
 * refusal (`{ ok: false }`) comes worded in `locale`. A use case is an object with its input schema and
 * `run` (core/application/use-case.ts, called through `invoke`, which parses the input first): its run's
 * refusals are reworded, and its schema's messages too, so `invoke`'s `invalid` answer is in `locale`.
 * A plain function of an application is wrapped the same way; anything else passes through untouched.
 */
export function rewordApps<A extends object>(apps: A, locale: Locale): A {
  if (locale === DEFAULT_LOCALE) return apps;
  const out: Record<string, unknown> = {};
  for (const [name, app] of Object.entries(apps)) out[name] = app && typeof app === "object" ? rewordApp(app, locale) : app;
  return out as A;
}

type Runnable = { input: unknown; run: (...args: unknown[]) => unknown };

function isUseCase(value: unknown): value is Runnable {
  return Boolean(value) && typeof value === "object" && typeof (value as Runnable).run === "function" && "input" in (value as object);
}

/** The domain errors whose message is a refusal a traveller reads (by name: the pages' bundle has its own copies of the classes). */
const DOMAIN_ERRORS = new Set(["FlightError", "HotelError", "ExtrasSelectionError", "PaymentRequestError", "ContactError"]);

type DomainError = Error & {
  code?: string;
  errors?: FieldErrors;
  refusal?: { reason: UseCaseError["reason"]; params?: UseCaseError["params"] };
  params?: UseCaseError["params"];
};

/**
 * A domain error a use case let through (a page catches it and shows its message), worded in `locale`:
 * a copy of it, of the same class, code and fields; anything else as it is.
 */
export function rewordThrown(error: unknown, locale: Locale): unknown {
  if (locale === DEFAULT_LOCALE || !(error instanceof Error) || !DOMAIN_ERRORS.has(error.name)) return error;
  const e = error as DomainError;
  const why = e.refusal ?? (e.name === "ExtrasSelectionError" && e.code ? { reason: `extras.${e.code}` as const, params: e.params } : null);
  const message = why
    ? refusalMessage({ message: e.message, reason: why.reason, params: why.params }, locale)
    : rewordText(e.message, locale);
  const copy = Object.assign(Object.create(Object.getPrototypeOf(e)) as DomainError, e);
  Object.defineProperty(copy, "message", { value: message, writable: true, configurable: true });
  Object.defineProperty(copy, "stack", { value: e.stack, writable: true, configurable: true });
  if (e.errors) copy.errors = rewordFields(e.errors, locale);
  return copy;
}

function rewordResult(run: () => unknown, locale: Locale): unknown {
  let result: unknown;
  try {
    result = run();
  } catch (error) {
    throw rewordThrown(error, locale);
  }
  if (result && typeof (result as Promise<unknown>).then === "function") {
    return (result as Promise<unknown>).then(
      (r) => reword(r, locale),
      (error: unknown) => {
        throw rewordThrown(error, locale);
      },
    );
  }
  return reword(result, locale);
}

function rewordApp<T extends object>(app: T, locale: Locale): T {
  const wrapped = new Map<PropertyKey, unknown>();
  return new Proxy(app, {
    get(target, property, receiver) {
      const member = Reflect.get(target, property, receiver);
      if (typeof member !== "function" && !isUseCase(member)) return member;
      // A frozen member must be answered as it is (a proxy's rule).
      const own = Object.getOwnPropertyDescriptor(target, property);
      if (own && !own.configurable && !own.writable) return member;
      let out = wrapped.get(property);
      if (!out) {
        if (typeof member === "function") {
          out = (...args: unknown[]) => rewordResult(() => (member as (...a: unknown[]) => unknown).apply(target, args), locale);
        } else {
          const useCase = member as Runnable;
          out = {
            ...useCase,
            input: rewordSchema(useCase.input, locale),
            run: (...args: unknown[]) => rewordResult(() => useCase.run.apply(useCase, args), locale),
          };
        }
        wrapped.set(property, out);
      }
      return out;
    },
  });
}

type SafeParse = (value: unknown, ...rest: unknown[]) => { success: boolean; error?: { issues: { message: string }[] } };

/** A schema whose `safeParse` gives its issues' messages in `locale` (what `invoke` turns into fields); the rest as it is. */
function rewordSchema(schema: unknown, locale: Locale): unknown {
  if (!schema || typeof schema !== "object" || typeof (schema as { safeParse?: unknown }).safeParse !== "function") return schema;
  const safeParse = (schema as { safeParse: SafeParse }).safeParse.bind(schema);
  return new Proxy(schema, {
    get(target, property, receiver) {
      if (property !== "safeParse") return Reflect.get(target, property, receiver);
      return (value: unknown, ...rest: unknown[]) => {
        const result = safeParse(value, ...rest);
        if (result.success || !result.error) return result;
        const error = result.error;
        const issues = error.issues.map((issue) => ({ ...issue, message: rewordText(issue.message, locale) }));
        return { ...result, error: Object.assign(Object.create(Object.getPrototypeOf(error)), error, { issues }) };
      };
    },
  });
}
