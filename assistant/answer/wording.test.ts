import { describe, expect, it } from "vitest";
import { php } from "../../contracts/money.ts";
import { peso, registerOf } from "./wording.ts";

describe("the reply's register", () => {
  it("answers Taglish with a few Tagalog words, and English in English", () => {
    expect(registerOf("may bagyo ba? lipad namin pa-tacloban bukas")).toBe("taglish");
    expect(registerOf("5 days Palawan, pa-plan naman")).toBe("taglish");
    expect(registerOf("May I bring my service dog in the cabin?")).toBe("en");
    expect(registerOf("flights from Manila to Cebu next Friday for 2 adults")).toBe("en");
  });

  it("never reads a booking reference's letters as Tagalog words", () => {
    expect(registerOf("status of booking WAG8KN, last name Reyes")).toBe("en");
    expect(registerOf("refund for PO3MGA please")).toBe("en");
    expect(registerOf("ano status ng booking WAG8KN?")).toBe("taglish");
  });
});

describe("money in replies", () => {
  it("is written as the chat's cards write it: whole pesos without centavos, centavos only when there are some", () => {
    expect(peso(php(39_000))).toBe("₱390");
    expect(peso(php(378_584))).toBe("₱3,785.84");
  });
});
