import { describe, expect, it } from "vitest";
import { clearFlashToastCookie, flashToastCookie, readFlashToast, redirectWithToast } from "./toast.server.ts";

const cookieValue = (setCookie: string) => setCookie.split(";")[0];

describe("flash toasts", () => {
  it("survive a redirect in a cookie and read back", () => {
    const response = redirectWithToast("/dashboard", { title: "Profile saved.", description: "Salamat!" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard");
    const set = response.headers.getSetCookie();
    expect(set).toHaveLength(1);
    expect(readFlashToast(cookieValue(set[0]))).toEqual({ title: "Profile saved.", description: "Salamat!", variant: "success" });
  });

  it("keep other Set-Cookie headers such as a new session", () => {
    const headers = new Headers();
    headers.append("Set-Cookie", "lakbay.session_token=abc; Path=/; HttpOnly");
    const response = redirectWithToast("/", { title: "Bye", variant: "info" }, headers);
    expect(response.headers.getSetCookie()).toHaveLength(2);
  });

  it("ignore tampered or foreign values", () => {
    expect(readFlashToast("lakbay_toast=%%%")).toBeNull();
    expect(readFlashToast(`lakbay_toast=${Buffer.from('{"title":5}').toString("base64url")}`)).toBeNull();
    expect(readFlashToast(null)).toBeNull();
  });

  it("are short-lived and HttpOnly, and clearing expires them", () => {
    expect(flashToastCookie({ title: "x" })).toMatch(/HttpOnly; SameSite=Lax; Max-Age=60$/);
    expect(clearFlashToastCookie).toContain("Max-Age=0");
  });
});
