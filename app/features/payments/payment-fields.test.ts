import { describe, expect, it } from "vitest";
import en from "../../../i18n/en/flights.ts";
import { PAYMENT_FIELD_WORDS_EN } from "./payment-fields.tsx";

describe("the payment fields' English words", () => {
  it("are the flights catalogue's, word for word (shown when a page gives no translator)", () => {
    for (const [key, text] of Object.entries(PAYMENT_FIELD_WORDS_EN)) expect(en[key as keyof typeof en], key).toBe(text);
  });
});
