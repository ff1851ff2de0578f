import { describe, expect, it } from "vitest";
import { grantTripAccess, hasTripAccess, readTripAccess } from "./trip-access.ts";

const options = { secret: "s".repeat(32), publicDeployment: false };
const asHeader = (setCookie: string) => setCookie.split(";")[0];

describe("trip access cookie", () => {
  it("lets the browser that booked open its bookings, newest first, at most 10", () => {
    let header: string | null = null;
    for (let i = 0; i < 12; i++) header = asHeader(grantTripAccess(options, header, `ABC${String(i).padStart(3, "0")}`));
    const refs = readTripAccess(options, header);
    expect(refs).toHaveLength(10);
    expect(refs[0]).toBe("ABC011");
    expect(hasTripAccess(options, header, "ABC000")).toBe(false);
    expect(hasTripAccess(options, header, "ABC005")).toBe(true);
  });

  it("grants nothing when the list is edited or signed with another secret", () => {
    const header = asHeader(grantTripAccess(options, null, "ABC123"));
    expect(hasTripAccess(options, header.replace("ABC123", "XYZ789"), "XYZ789")).toBe(false);
    expect(hasTripAccess({ ...options, secret: "t".repeat(32) }, header, "ABC123")).toBe(false);
    expect(readTripAccess(options, "lakbay.trips=garbage")).toEqual([]);
  });

  it("is HttpOnly and __Host-/Secure in a public deployment", () => {
    const cookie = grantTripAccess({ ...options, publicDeployment: true }, null, "ABC123");
    expect(cookie).toMatch(/^__Host-lakbay\.trips=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Secure");
  });
});
