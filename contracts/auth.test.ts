import { describe, expect, it } from "vitest";
import { LoginSchema, PasswordChangeSchema, ProfileSchema, RedirectToSchema, RegisterSchema } from "./auth.ts";
import { parseForm } from "./forms.ts";

const form = (values: Record<string, string>) => new URLSearchParams(values);

describe("account forms", () => {
  it("registration names each problem on its field", () => {
    const r = parseForm(RegisterSchema, form({ name: " ", email: "juan@", password: "short", password_confirmation: "other" }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.name).toEqual(["Enter your name."]);
    expect(r.errors.email).toEqual(["Enter a valid e-mail address, like juan@example.com."]);
    expect(r.errors.password).toEqual(["Use at least 12 characters."]);
  });

  it("registration checks that the passwords match", () => {
    const r = parseForm(
      RegisterSchema,
      form({ name: "Juan", email: "Juan@Example.com", password: "longenough", password_confirmation: "different1" }),
    );
    expect(r.ok ? null : r.errors.password_confirmation).toEqual(["The passwords do not match."]);
  });

  it("normalises e-mail addresses to lower case", () => {
    const r = parseForm(LoginSchema, form({ email: "  Juan@Example.COM ", password: "x" }));
    expect(r.ok && r.data.email).toBe("juan@example.com");
  });

  it("refuses control characters in every text field, and huge or wrong-typed values, with a message", () => {
    const good = {
      name: "Juan",
      email: "juan@example.com",
      password: "tarsier kayak mango 58",
      password_confirmation: "tarsier kayak mango 58",
    };
    for (const field of ["name", "email", "password"] as const) {
      const r = parseForm(
        RegisterSchema,
        form({ ...good, [field]: `Juan\u0000x`, ...(field === "password" ? { password_confirmation: "Juan\u0000x" } : {}) }),
      );
      expect(r.ok ? null : r.errors[field], field).toEqual(["Remove control characters (such as tabs or line breaks) from this field."]);
    }
    const profile = parseForm(ProfileSchema, form({ name: "Ana\u0000", email: "ana@example.com", phoneCountry: "PH", phone: "917\u0000" }));
    expect(profile.ok ? null : Object.keys(profile.errors).sort()).toEqual(["name", "phone"]);
    const huge = parseForm(
      ProfileSchema,
      form({ name: "x".repeat(100_000), email: "a".repeat(300) + "@x.ph", phoneCountry: "P".repeat(1000), phone: "9".repeat(1000) }),
    );
    expect(huge.ok ? null : Object.keys(huge.errors).sort()).toEqual(["email", "name", "phone", "phoneCountry"]);
    const wrongType = LoginSchema.safeParse({ email: 42, password: ["x"], redirectTo: { evil: true } });
    expect(wrongType.success).toBe(false);
  });

  it("never redirects to another site after login", () => {
    expect(RedirectToSchema.parse("/settings/profile")).toBe("/settings/profile");
    expect(RedirectToSchema.parse("//evil.example")).toBeUndefined();
    expect(RedirectToSchema.parse("https://evil.example")).toBeUndefined();
    expect(RedirectToSchema.parse("/\\evil.example")).toBeUndefined();
    expect(RedirectToSchema.parse("/\t/evil.example")).toBeUndefined();
    expect(RedirectToSchema.parse("/\u0000x")).toBeUndefined();
    expect(RedirectToSchema.parse("/☃")).toBe("/%E2%98%83");
  });

  it("profile phone numbers keep digits and drop the trunk zero", () => {
    const ok = parseForm(ProfileSchema, form({ name: "Ana", email: "ana@example.com", phoneCountry: "PH", phone: "0917 123-4567" }));
    expect(ok.ok && ok.data.phone).toBe("9171234567");
    const empty = parseForm(ProfileSchema, form({ name: "Ana", email: "ana@example.com", phoneCountry: "PH", phone: "" }));
    expect(empty.ok && empty.data.phone).toBeNull();
    const letters = parseForm(ProfileSchema, form({ name: "Ana", email: "ana@example.com", phoneCountry: "PH", phone: "call me" }));
    expect(letters.ok ? null : letters.errors.phone).toEqual(["Use digits only, like 917 123 4567."]);
    const short = parseForm(ProfileSchema, form({ name: "Ana", email: "ana@example.com", phoneCountry: "PH", phone: "123" }));
    expect(short.ok ? null : short.errors.phone).toEqual(["Enter a phone number of 6 to 14 digits."]);
  });

  it("profile country must come from the country list", () => {
    const r = parseForm(ProfileSchema, form({ name: "Ana", email: "ana@example.com", phoneCountry: "XX", phone: "" }));
    expect(r.ok ? null : r.errors.phoneCountry).toEqual(["Choose a country from the list."]);
  });

  it("a password change needs the current password", () => {
    const r = parseForm(
      PasswordChangeSchema,
      form({ current_password: "", password: "newpassword", password_confirmation: "newpassword" }),
    );
    expect(r.ok ? null : r.errors.current_password).toEqual(["Enter your current password."]);
  });
});

describe("bodies that are not the form at all", () => {
  it("get the same field messages as an empty form", () => {
    const login = parseForm(LoginSchema, new URLSearchParams());
    expect(login.ok ? null : login.errors).toEqual({ email: ["Enter your e-mail address."], password: ["Enter your password."] });
    const register = parseForm(RegisterSchema, new URLSearchParams());
    expect(register.ok ? null : register.errors).toMatchObject({
      name: ["Enter your name."],
      email: ["Enter your e-mail address."],
      password: ["Enter a password."],
    });
    const profile = parseForm(ProfileSchema, new URLSearchParams({ name: "Ana", email: "ana@example.com", phoneCountry: "PH" }));
    expect(profile.ok && profile.data.phone).toBeNull();
  });
});
