import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { php } from "../../contracts/money.ts";
import { createMemoryPaymentKeyStore, createMemoryPaymentStore } from "../../core/payments/memory-payment-store.ts";
import { createPaymentService } from "../../core/payments/payment-service.ts";
import { createSandboxGateway } from "../../core/payments/sandbox-gateway.ts";
import { silentLogger } from "../../core/shared/logger.ts";
import { createPaymentsApplication } from "../../core/application/payments.ts";
import { requestContext } from "../../server/request-context.ts";
import * as challenge from "../routes/payments/sandbox-challenge.tsx";
import * as wallet from "../routes/payments/sandbox-wallet.tsx";

function setup() {
  const gateway = createSandboxGateway({ store: createMemoryPaymentStore(), challengeCode: () => "246810" });
  const payments = createPaymentService({
    keys: createMemoryPaymentKeyStore(),
    provider: gateway,
    sandbox: gateway,
    logger: silentLogger,
    merchantName: "Lakbay",
  });
  const context = new RouterContextProvider();
  context.set(requestContext, {
    services: { apps: { payments: createPaymentsApplication({ payments }) } } as never,
    requestId: "r",
    nonce: "n",
    clientIp: "127.0.0.1",
  });
  let n = 0;
  const create = (method: Parameters<typeof payments.create>[0]["method"]) =>
    payments.create({
      idempotencyKey: `page-test-${++n}-${Math.random().toString(36).slice(2)}`,
      amount: php(345_000),
      description: "Flight MNL-CEB",
      reference: "LKB-PAGE01",
      kind: "flight",
      purpose: { type: "flight-checkout", reference: "LKB-PAGE01" },
      method,
      returnUrl: "/flights/payment/return?booking=LKB-PAGE01",
    });
  return { payments, context, create };
}

const card = (number: string) => ({ type: "card" as const, card: { number, expiry: "08/29", cvc: "123", name: "Ana Reyes" } });

function post(path: string, fields: Record<string, string>) {
  return new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
}

/** What a loader or action threw or returned as `data(…, init)`: its status. */
async function statusOf(run: () => Promise<unknown>): Promise<number | undefined> {
  try {
    const result = (await run()) as { init?: ResponseInit };
    return result?.init?.status ?? 200;
  } catch (thrown) {
    return (thrown as { init?: ResponseInit }).init?.status ?? (thrown instanceof Response ? thrown.status : undefined);
  }
}

describe("the sandbox challenge page", () => {
  it("shows the merchant, amount and one-time code, never cached", async () => {
    const { context, create } = setup();
    const payment = await create(card("4000 0000 0000 3220"));
    const answer = (await challenge.loader({
      request: new Request("http://localhost/"),
      params: { paymentId: payment.id },
      context,
    } as never)) as unknown as {
      data: { summary: Record<string, string>; challengeCode: string; status: string };
      init: ResponseInit;
    };
    expect(answer.data.summary).toMatchObject({
      merchant: "Lakbay",
      amount: "₱3,450.00",
      paidWith: "Visa •••• 3220",
      reference: "LKB-PAGE01",
    });
    expect(answer.data.challengeCode).toBe("246810");
    expect(new Headers(answer.init.headers).get("Cache-Control")).toBe("no-store");
  });

  it("keeps the traveller on the page after a wrong code, then returns them to the merchant", async () => {
    const { context, create, payments } = setup();
    const payment = await create(card("4000 0000 0000 3220"));
    const path = `/payments/sandbox/challenge/${payment.id}`;
    const params = { paymentId: payment.id };
    expect(
      await statusOf(() => challenge.action({ request: post(path, { intent: "approve", code: "111111" }), params, context } as never)),
    ).toBe(400);
    expect(await statusOf(() => challenge.action({ request: post(path, { intent: "approve", code: "" }), params, context } as never))).toBe(
      400,
    );
    const done = (await challenge.action({
      request: post(path, { intent: "approve", code: "246810" }),
      params,
      context,
    } as never)) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe(`/flights/payment/return?booking=LKB-PAGE01&payment_id=${payment.id}`);
    expect((await payments.get(payment.id))?.status).toBe("succeeded");
  });

  it("cancels, and answers 404 for unknown payments and for wallet payments", async () => {
    const { context, create, payments } = setup();
    const payment = await create(card("4000 0084 0000 1629"));
    const params = { paymentId: payment.id };
    const cancelled = (await challenge.action({
      request: post(`/payments/sandbox/challenge/${payment.id}`, { intent: "cancel" }),
      params,
      context,
    } as never)) as Response;
    expect(cancelled.headers.get("Location")).toContain(`payment_id=${payment.id}`);
    expect((await payments.get(payment.id))?.failure?.code).toBe("payment_cancelled");

    const gcash = await create({ type: "gcash" });
    expect(await statusOf(() => challenge.loader({ params: { paymentId: gcash.id }, context } as never))).toBe(404);
    expect(await statusOf(() => challenge.loader({ params: { paymentId: "nope" }, context } as never))).toBe(404);
    expect(await statusOf(() => wallet.loader({ params: { paymentId: payment.id }, context } as never))).toBe(404);
  });
});

describe("the sandbox wallet page", () => {
  it.each(["gcash", "maya"] as const)("approves or cancels a %s payment and returns to the merchant", async (type) => {
    const { context, create, payments } = setup();
    const approved = await create({ type });
    const view = (await wallet.loader({
      request: new Request("http://localhost/"),
      params: { paymentId: approved.id },
      context,
    } as never)) as unknown as {
      data: { summary: { paidWith: string } };
    };
    expect(view.data.summary.paidWith).toBe(type === "gcash" ? "GCash" : "Maya");
    const answer = (await wallet.action({
      request: post(`/payments/sandbox/wallet/${approved.id}`, { intent: "approve" }),
      params: { paymentId: approved.id },
      context,
    } as never)) as Response;
    expect(answer.headers.get("Location")).toBe(`/flights/payment/return?booking=LKB-PAGE01&payment_id=${approved.id}`);
    expect((await payments.get(approved.id))?.status).toBe("succeeded");

    const cancelled = await create({ type });
    await wallet.action({ request: post("/x", { intent: "cancel" }), params: { paymentId: cancelled.id }, context } as never);
    expect((await payments.get(cancelled.id))?.failure?.code).toBe("payment_cancelled");
  });
});
