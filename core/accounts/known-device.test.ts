import { describe, expect, it } from "vitest";
import { knownDeviceId, knownDeviceValue } from "./known-device.ts";

const secret = "s".repeat(40);

describe("known-device cookies", () => {
  it("name one account on one browser, and cannot be forged or moved to another account", () => {
    const value = knownDeviceValue(secret, "Ana@Example.com");
    const id = knownDeviceId(secret, value, "ana@example.com");
    expect(id).toMatch(/^[\w-]{20,}$/);
    expect(knownDeviceId(secret, value, "ben@example.com")).toBeNull();
    expect(knownDeviceId("t".repeat(40), value, "ana@example.com")).toBeNull();
    expect(knownDeviceId(secret, `${id}.forged`, "ana@example.com")).toBeNull();
    expect(knownDeviceId(secret, "garbage", "ana@example.com")).toBeNull();
    expect(knownDeviceId(secret, null, "ana@example.com")).toBeNull();
    expect(knownDeviceValue(secret, "ana@example.com")).not.toBe(value);
  });
});
