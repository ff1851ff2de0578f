import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CARDS } from "../../contracts/payments.ts";
import { createPaymentService } from "../../core/payments/payment-service.ts";
import { createSandboxGateway } from "../../core/payments/sandbox-gateway.ts";
import { cardRequest, describeSandboxGateway } from "../../core/payments/sandbox-gateway.suite.ts";
import type { Logger } from "../../core/shared/logger.ts";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../test-database.ts";
import { createPaymentKeyStore, createPaymentStore } from "./payment-store.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.cleanup());

describeSandboxGateway(testDatabaseKind, () => createPaymentStore(database.db));

describe(`card data (${testDatabaseKind})`, () => {
  it("never reaches a table or a log line: only the token, brand and last four digits", async () => {
    const lines: string[] = [];
    const logger: Logger = {
      info: (obj, msg) => void lines.push(JSON.stringify({ obj, msg })),
      warn: (obj, msg) => void lines.push(JSON.stringify({ obj, msg })),
      error: (obj, msg) => void lines.push(JSON.stringify({ obj, msg })),
    };
    const gateway = createSandboxGateway({ store: createPaymentStore(database.db) });
    const payments = createPaymentService({
      keys: createPaymentKeyStore(database.db),
      provider: gateway,
      sandbox: gateway,
      logger,
      merchantName: "Lakbay",
    });
    const cvc = "7391";
    for (const card of TEST_CARDS) {
      const request = cardRequest(card.number);
      if (request.method.type === "card") request.method.card.cvc = card.brand === "amex" ? cvc : cvc.slice(0, 3);
      const payment = await payments.create(request);
      if (payment.nextAction?.type === "challenge") {
        const view = await payments.sandboxView(payment.id);
        await payments.confirmChallenge(payment.id, view!.challengeCode!);
      }
    }
    // Also a card refused by the checks, typed with spaces.
    await gatewayDecline(gateway, "4242 4242 4242 4241");

    const tables = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    let dump = "";
    for (const { table_name } of rowsOf<{ table_name: string }>(tables)) {
      const rows = await database.db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(table_name)} t`);
      dump += rowsOf(rows)
        .map((r) => (r as { row: string }).row)
        .join("\n");
    }
    expect(dump).toContain("tok_sandbox_");
    expect(dump).toContain('"card_last4":"4242"');
    const logs = lines.join("\n");
    expect(logs).toContain('"last4":"4242"');
    for (const number of [...TEST_CARDS.map((c) => c.number), "4242 4242 4242 4241"]) {
      const digits = number.replace(/ /g, "");
      for (const text of [dump, logs]) {
        expect(text).not.toContain(digits);
        expect(text).not.toContain(number);
        // Nor the first twelve digits (a BIN plus the middle would be most of it).
        expect(text).not.toContain(digits.slice(0, 12));
      }
    }
    // Nor the CVC, the expiry or the name on the card (a 3-digit CVC could appear by chance inside a uuid, so look for its field).
    expect(dump).not.toMatch(/"cvc"|Maria Clara|08\/29/);
    expect(logs).not.toMatch(/"cvc"|Maria Clara|08\/29/);
  });
});

async function gatewayDecline(gateway: ReturnType<typeof createSandboxGateway>, number: string) {
  const payment = await gateway.createPayment(cardRequest(number));
  expect(payment.failure?.code).toBe("incorrect_number");
}

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
