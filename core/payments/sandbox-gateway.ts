/**
 * The embedded sandbox gateway, the default `PaymentProvider`: it behaves like a real one without
 * moving money. Cards are checked (Luhn, brand, expiry, CVC length) and decided by the test numbers
 * of contracts/payments.ts (any other valid number succeeds); two of them need a 3-D Secure style
 * challenge on /payments/sandbox/challenge/:id. GCash and Maya send the traveller to
 * /payments/sandbox/wallet/:id to approve or cancel. A payment waiting for the traveller fails with
 * `action_expired` after 30 minutes.
 *
 * Only a random token, the brand and the last four digits of a card are stored.
 */
import { randomBytes, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { money } from "../../contracts/money.ts";
import {
  cardBrand,
  cardDigits,
  cvcLength,
  DECLINE_MESSAGES,
  isExpired,
  luhnValid,
  parseExpiry,
  parsePurposeKey,
  purposeKey,
  SANDBOX_CHALLENGE_CODE_LENGTH,
  TEST_CARDS,
  type CardBrand,
  type DeclineCode,
  type TestCardOutcome,
} from "../../contracts/payments.ts";
import {
  fingerprintPayment,
  fingerprintRefund,
  PAYMENT_ERROR_MESSAGES,
  PaymentRequestError,
  type CreatePaymentRequest,
  type NewPaymentRecord,
  type PaymentProvider,
  type PaymentRecord,
  type PaymentResult,
  type PaymentStore,
  type RefundResult,
} from "./payments.ts";

export const SANDBOX_PROVIDER = "sandbox";

/** How long a challenge or a wallet approval may wait. */
export const SANDBOX_ACTION_TTL_MS = 30 * 60_000;

/** Wrong one-time codes before the challenge fails. */
export const SANDBOX_MAX_CODE_ATTEMPTS = 3;

export const SANDBOX_PATHS = {
  challenge: (id: string) => `/payments/sandbox/challenge/${id}`,
  wallet: (id: string) => `/payments/sandbox/wallet/${id}`,
};

type SandboxData = { code?: string; challengeFails?: boolean; wrongCodes?: number };

/** What the sandbox pages show. */
export type SandboxPaymentView = PaymentResult & {
  /** The one-time code the challenge page shows (while the challenge is open). */
  challengeCode: string | null;
  codeAttemptsLeft: number;
  expiresAt: Date;
};

export type SandboxGateway = PaymentProvider & { view(id: string): Promise<SandboxPaymentView | null> };

const OUTCOMES = new Map<string, TestCardOutcome>(TEST_CARDS.map((c) => [cardDigits(c.number), c.outcome]));

type CardDecision =
  | { ok: false; code: DeclineCode; brand: CardBrand | null; last4: string | null }
  | { ok: true; outcome: TestCardOutcome; brand: CardBrand; last4: string };

/** Checks a card the way an issuer would, and reads the test outcome from its number. */
export function decideCard(card: { number: string; expiry: string; cvc: string }, now: Date): CardDecision {
  const digits = cardDigits(card.number);
  const numeric = /^\d+$/.test(digits);
  const last4 = numeric && digits.length >= 4 ? digits.slice(-4) : null;
  const brand = numeric ? cardBrand(digits) : null;
  if (!numeric || !luhnValid(digits)) return { ok: false, code: "incorrect_number", brand, last4 };
  if (!brand) return { ok: false, code: "card_not_supported", brand, last4 };
  const expiry = parseExpiry(card.expiry);
  if (!expiry || isExpired(expiry, now)) return { ok: false, code: "expired_card", brand, last4 };
  if (!new RegExp(`^\\d{${cvcLength(brand)}}$`).test(card.cvc.trim())) return { ok: false, code: "incorrect_cvc", brand, last4 };
  return { ok: true, outcome: OUTCOMES.get(digits) ?? "succeeds", brand, last4: last4! };
}

export function toPaymentResult(r: PaymentRecord): PaymentResult {
  return {
    id: r.id,
    idempotencyKey: r.idempotencyKey,
    status: r.status,
    amount: r.amount,
    amountRefunded: money(r.amountRefunded, r.amount.currency),
    kind: r.kind,
    reference: r.reference,
    purpose: parsePurposeKey(r.purpose),
    description: r.description,
    method: r.method,
    card: r.cardBrand && r.cardLast4 ? { brand: r.cardBrand, last4: r.cardLast4 } : null,
    nextAction: r.status === "requires_action" ? r.nextAction : null,
    failure: r.status === "failed" && r.declineCode ? { code: r.declineCode, message: DECLINE_MESSAGES[r.declineCode] } : null,
    returnUrl: r.returnUrl,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

function sameCode(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createSandboxGateway(deps: {
  store: PaymentStore;
  now?: () => Date;
  /** The challenge's one-time code (tests fix it). */
  challengeCode?: () => string;
}): SandboxGateway {
  const { store } = deps;
  const now = deps.now ?? (() => new Date());
  const newCode =
    deps.challengeCode ?? (() => String(randomInt(0, 10 ** SANDBOX_CHALLENGE_CODE_LENGTH)).padStart(SANDBOX_CHALLENGE_CODE_LENGTH, "0"));

  async function load(id: string): Promise<PaymentRecord> {
    // Ids are UUIDs; anything else cannot name a payment (and must not reach a uuid column).
    const record = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? await store.get(id) : null;
    if (!record) throw new PaymentRequestError("not_found", PAYMENT_ERROR_MESSAGES.not_found);
    return expireIfStale(record);
  }

  /** A payment left waiting longer than the TTL fails (checked whenever it is read). */
  async function expireIfStale(record: PaymentRecord): Promise<PaymentRecord> {
    if (record.status !== "requires_action" || now().getTime() - record.createdAt.getTime() < SANDBOX_ACTION_TTL_MS) return record;
    const expired = await store.updateIf(
      record.id,
      "requires_action",
      { status: "failed", declineCode: "action_expired", nextAction: null },
      { type: "failed", data: { code: "action_expired" } },
      now(),
    );
    return expired ?? ((await store.get(record.id)) as PaymentRecord);
  }

  /** Applies a decision to a waiting payment; a payment decided meanwhile keeps its state. */
  async function decide(
    record: PaymentRecord,
    outcome: { succeeded: true } | { succeeded: false; code: DeclineCode },
  ): Promise<PaymentRecord> {
    const patch = outcome.succeeded
      ? ({ status: "succeeded", nextAction: null } as const)
      : ({ status: "failed", nextAction: null, declineCode: outcome.code } as const);
    const event = outcome.succeeded
      ? { type: "succeeded" as const }
      : { type: outcome.code === "payment_cancelled" ? ("cancelled" as const) : ("failed" as const), data: { code: outcome.code } };
    const updated = await store.updateIf(record.id, "requires_action", patch, event, now());
    return updated ?? ((await store.get(record.id)) as PaymentRecord);
  }

  function build(request: CreatePaymentRequest): NewPaymentRecord {
    const id = randomUUID();
    const base = {
      id,
      provider: SANDBOX_PROVIDER,
      idempotencyKey: request.idempotencyKey,
      kind: request.kind,
      reference: request.reference,
      // Kept with the payment, as a real gateway keeps the metadata it is given (and part of the fingerprint).
      purpose: purposeKey(request.purpose),
      description: request.description,
      amount: request.amount,
      method: request.method.type,
      returnUrl: request.returnUrl,
      gatewayData: {} as SandboxData,
    };
    if (request.method.type !== "card") {
      return {
        ...base,
        fingerprint: fingerprintPayment(request, null),
        status: "requires_action",
        cardBrand: null,
        cardLast4: null,
        token: null,
        nextAction: { type: "wallet", url: SANDBOX_PATHS.wallet(id) },
        declineCode: null,
      };
    }
    const decision = decideCard(request.method.card, now());
    const card = { brand: decision.brand, last4: decision.last4 };
    const common = { ...base, fingerprint: fingerprintPayment(request, card), cardBrand: decision.brand, cardLast4: decision.last4 };
    if (!decision.ok) return { ...common, status: "failed", token: null, nextAction: null, declineCode: decision.code };
    const token = `tok_sandbox_${randomBytes(12).toString("hex")}`;
    switch (decision.outcome) {
      case "succeeds":
        return { ...common, status: "succeeded", token, nextAction: null, declineCode: null };
      case "challenge_succeeds":
      case "challenge_fails":
        return {
          ...common,
          status: "requires_action",
          token,
          nextAction: { type: "challenge", url: SANDBOX_PATHS.challenge(id) },
          declineCode: null,
          gatewayData: { code: newCode(), challengeFails: decision.outcome === "challenge_fails", wrongCodes: 0 },
        };
      default:
        return { ...common, status: "failed", token, nextAction: null, declineCode: decision.outcome };
    }
  }

  const gateway: SandboxGateway = {
    name: SANDBOX_PROVIDER,

    async createPayment(request) {
      const existing = await store.findByKey(request.idempotencyKey);
      const record = build(request);
      if (existing) return answerExisting(existing, record.fingerprint);
      const { created, record: stored } = await store.insert(record, now());
      // A concurrent call with the same key won the insert: answer its payment, or refuse a different request.
      return created ? toPaymentResult(stored) : answerExisting(stored, record.fingerprint);
    },

    async findPaymentByKey(idempotencyKey) {
      const record = await store.findByKey(idempotencyKey);
      return record ? toPaymentResult(await expireIfStale(record)) : null;
    },

    async getPayment(id) {
      try {
        return toPaymentResult(await load(id));
      } catch (error) {
        if (error instanceof PaymentRequestError && error.code === "not_found") return null;
        throw error;
      }
    },

    async confirmChallenge(id, code) {
      const record = await load(id);
      if (record.method !== "card") throw new PaymentRequestError("wrong_action", PAYMENT_ERROR_MESSAGES.wrong_action);
      if (record.status !== "requires_action") return { payment: toPaymentResult(record), wrongCode: false };
      const data = record.gatewayData as SandboxData;
      if (!data.code || !sameCode(code.trim(), data.code)) {
        const wrongCodes = (data.wrongCodes ?? 0) + 1;
        if (wrongCodes >= SANDBOX_MAX_CODE_ATTEMPTS) {
          return { payment: toPaymentResult(await decide(record, { succeeded: false, code: "authentication_failed" })), wrongCode: true };
        }
        const updated = await store.updateIf(
          record.id,
          "requires_action",
          { gatewayData: { ...data, wrongCodes } },
          { type: "challenge_code_rejected", data: { attempt: wrongCodes } },
          now(),
        );
        return { payment: toPaymentResult(updated ?? (await load(id))), wrongCode: true };
      }
      const decided = await decide(record, data.challengeFails ? { succeeded: false, code: "authentication_failed" } : { succeeded: true });
      return { payment: toPaymentResult(decided), wrongCode: false };
    },

    async approveWallet(id) {
      const record = await load(id);
      if (record.method === "card") throw new PaymentRequestError("wrong_action", PAYMENT_ERROR_MESSAGES.wrong_action);
      if (record.status !== "requires_action") return { payment: toPaymentResult(record), wrongCode: false };
      return { payment: toPaymentResult(await decide(record, { succeeded: true })), wrongCode: false };
    },

    async cancelPayment(id) {
      const record = await load(id);
      if (record.status !== "requires_action") return { payment: toPaymentResult(record), wrongCode: false };
      return { payment: toPaymentResult(await decide(record, { succeeded: false, code: "payment_cancelled" })), wrongCode: false };
    },

    async refund(request): Promise<RefundResult> {
      const payment = await load(request.paymentId);
      if (request.amount && request.amount.currency !== payment.amount.currency) {
        throw new PaymentRequestError("invalid_request", PAYMENT_ERROR_MESSAGES.invalid_request, {
          amount: [`Refund in ${payment.amount.currency}, the payment's currency.`],
        });
      }
      const result = await store.recordRefund(
        {
          id: randomUUID(),
          idempotencyKey: request.idempotencyKey,
          fingerprint: fingerprintRefund(request),
          paymentId: payment.id,
          amount: request.amount?.amount ?? null,
          reason: request.reason ?? null,
        },
        now(),
      );
      if (!result.ok) throw new PaymentRequestError(result.reason, PAYMENT_ERROR_MESSAGES[result.reason]);
      const { idempotencyKey: _k, fingerprint: _f, ...refund } = result.refund;
      return refund;
    },

    async view(id) {
      let record: PaymentRecord;
      try {
        record = await load(id);
      } catch (error) {
        if (error instanceof PaymentRequestError && error.code === "not_found") return null;
        throw error;
      }
      const data = record.gatewayData as SandboxData;
      const open = record.status === "requires_action" && record.nextAction?.type === "challenge";
      return {
        ...toPaymentResult(record),
        challengeCode: open ? (data.code ?? null) : null,
        codeAttemptsLeft: Math.max(0, SANDBOX_MAX_CODE_ATTEMPTS - (data.wrongCodes ?? 0)),
        expiresAt: new Date(record.createdAt.getTime() + SANDBOX_ACTION_TTL_MS),
      };
    },
  };

  function answerExisting(existing: PaymentRecord, fingerprint: string): Promise<PaymentResult> {
    if (existing.fingerprint !== fingerprint)
      throw new PaymentRequestError("idempotency_conflict", PAYMENT_ERROR_MESSAGES.idempotency_conflict);
    return expireIfStale(existing).then(toPaymentResult);
  }

  return gateway;
}
