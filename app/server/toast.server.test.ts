import { describe, expect, it, vi } from "vitest";
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

describe("flash toasts in a public deployment", () => {
  it("use a Secure __Host- cookie, and read it back", async () => {
    vi.resetModules();
    vi.stubEnv("DEPLOYMENT", "public");
    try {
      const t = await import("./toast.server.ts");
      const set = t.flashToastCookie({ title: "Saved." });
      expect(set).toMatch(/^__Host-lakbay_toast=/);
      expect(set).toContain("; Secure");
      expect(t.clearFlashToastCookie).toMatch(/^__Host-lakbay_toast=; .*Secure/);
      expect(t.readFlashToast(set.split(";")[0])).toMatchObject({ title: "Saved." });
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
