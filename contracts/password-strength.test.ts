import { describe, expect, it } from "vitest";
import { judgePassword, PASSWORD_MESSAGES } from "./password-strength.ts";

describe("new passwords", () => {
  it("refuses common and leaked passwords, whatever their case", () => {
    for (const p of ["password", "12345678", "Password1234", "qwertyuiop123", "iloveyou"]) {
      const v = judgePassword(p);
      expect(v.ok, p).toBe(false);
    }
    expect(judgePassword("PASSWORD").problem).toBe(PASSWORD_MESSAGES.common);
  });

  it("refuses repeated characters and spaces", () => {
    expect(judgePassword(" ".repeat(12))).toMatchObject({ ok: false, problem: PASSWORD_MESSAGES.weak });
    expect(judgePassword("aaaaaaaaaaaa").ok).toBe(false);
  });

  it("refuses a password built on the person's own name or address", () => {
    expect(judgePassword("mariasantos2026", ["Maria Santos", "maria.santos@example.com"]).ok).toBe(false);
  });

  it("accepts a phrase of unrelated words", () => {
    expect(judgePassword("tarsier kayak mango 58")).toMatchObject({ ok: true, problem: null });
    expect(judgePassword("lakbay-demo-2026").ok).toBe(true);
  });
});
