import { describe, expect, it } from "vitest";
import { tripLinkPath, verifyTripLink } from "./trip-links.ts";

const SECRET = "a-test-secret-that-is-long-enough-000";
const last = (path: string) => path.split("/").at(-1) as string;

describe("trip links in confirmation e-mails", () => {
  it("open the one booking they were made for, of their kind", () => {
    const flight = tripLinkPath(SECRET, "flight", "k7q2zm");
    expect(flight).toMatch(/^\/flights\/open\/K7Q2ZM\.[\w-]{43}$/);
    expect(verifyTripLink(SECRET, "flight", last(flight))).toBe("K7Q2ZM");
    const hotel = tripLinkPath(SECRET, "hotel", "H4B7XK");
    expect(hotel).toMatch(/^\/hotels\/open\/H4B7XK\.[\w-]{43}$/);
    expect(verifyTripLink(SECRET, "hotel", last(hotel))).toBe("H4B7XK");
  });

  it("refuse another reference, the other kind, another secret, a changed key and garbage", () => {
    const segment = last(tripLinkPath(SECRET, "flight", "K7Q2ZM"));
    const mac = segment.split(".")[1];
    for (const forged of [
      `K7Q2ZN.${mac}`,
      `${segment.slice(0, -1)}${segment.endsWith("A") ? "B" : "A"}`,
      last(tripLinkPath("another-secret-that-is-long-enough-111", "flight", "K7Q2ZM")),
      "K7Q2ZM",
      "K7Q2ZM.",
      "",
      `k7q2zm.${mac}`,
    ]) {
      expect(verifyTripLink(SECRET, "flight", forged)).toBeNull();
    }
    expect(verifyTripLink(SECRET, "hotel", segment)).toBeNull();
  });
});
