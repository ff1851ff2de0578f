/**
 * The account-security findings of the hardening issue, each proven against the running app.
 */
import { expect, test } from "./support/fixtures.ts";
import { confirmLink, DEMO, fillRegistration, logIn, verificationLink } from "./support/accounts.ts";

test("an unclaimed STAFF_EMAILS address gets no staff rights, not even through a data request", async ({ page }) => {
  const ops = { name: "Not Really Ops", email: "ops@lakbay.test", password: `Kalesa-${Date.now().toString(36)}!x` };
  await fillRegistration(page, ops);
  await logIn(page, ops.email, ops.password);
  await expect(page).toHaveURL(/\/verify-email$/);
  // The page and React Router's single-route data request both refuse.
  const pageResponse = await page.request.get("/dashboard/outbox", { maxRedirects: 0 });
  expect(pageResponse.status()).toBe(302);
  expect(pageResponse.headers()["location"]).toBe("/verify-email");
  const data = await page.request.get("/dashboard/outbox.data?_routes=routes/dashboard/outbox", { maxRedirects: 0 });
  expect(await data.text()).not.toContain("Mail outbox");
  expect(await data.text()).not.toContain("verify-email/");
  expect([202, 204, 302, 403]).toContain(data.status());
  // Once the address is proved, the role follows.
  await confirmLink(page, await verificationLink(ops.email));
  const outbox = await page.request.get("/dashboard/outbox");
  expect(outbox.status()).toBe(200);
});

test("redirect targets can only lead back to this site, and odd ones never fail", async ({ page, baseURL }) => {
  for (const [target, expected] of [
    ["/\t/evil.example", "/dashboard"],
    ["//evil.example", "/dashboard"],
    ["/\\evil.example", "/dashboard"],
    ["/\n/x", "/dashboard"],
    ["/\u0000x", "/dashboard"],
    ["/☃", "/%E2%98%83"],
    ["/settings/profile", "/settings/profile"],
  ] as const) {
    await page.context().clearCookies();
    const r = await page.request.post("/login", {
      headers: { Origin: baseURL! },
      form: { email: DEMO.email, password: DEMO.password, redirectTo: target },
      maxRedirects: 0,
    });
    expect(r.status(), JSON.stringify(target)).toBe(302);
    expect(r.headers()["location"], JSON.stringify(target)).toBe(expected);
  }
});

test("control characters, weak passwords and wrong types get a 400 with a message, never a 500", async ({ page, request, baseURL }) => {
  const headers = { Origin: baseURL! };
  const strong = "tarsier kayak mango 58";
  const nul = await request.post("/register", {
    headers,
    form: { name: "Juan\u0000", email: "nul@example.com", password: strong, password_confirmation: strong },
  });
  expect(nul.status()).toBe(400);
  expect(await nul.text()).toContain("Remove control characters");
  for (const weak of ["password", "12345678", "        ", "            ", "password1234"]) {
    const r = await request.post("/register", {
      headers,
      form: { name: "Juan", email: "weak@example.com", password: weak, password_confirmation: weak },
    });
    expect(r.status(), JSON.stringify(weak)).toBe(400);
    expect(await r.text()).toMatch(/Use at least 12 characters|on lists of leaked or common passwords|too easy to guess/);
  }
  const wrongTypes = await request.post("/register", {
    headers: { ...headers, "Content-Type": "application/json" },
    data: { name: ["x"], email: { a: 1 }, password: 12 },
  });
  expect(wrongTypes.status()).toBe(400);

  await logIn(page, DEMO.email, DEMO.password);
  const profile = await page.request.post("/settings/profile", {
    headers,
    form: { intent: "profile", name: "Maria\u0000Santos", email: DEMO.email, phoneCountry: "PH", phone: "" },
  });
  expect(profile.status()).toBe(400);
  expect(await profile.text()).toContain("Remove control characters");
});

test("the strength of a new password shows while typing", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Password", { exact: true }).fill("password1234");
  await expect(page.getByText(/Strength: (Very weak|Weak)\./)).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("tarsier kayak mango 58");
  await expect(page.getByText(/Strength: (Strong|Very strong)\. Good choice\./)).toBeVisible();
});

test("static files and health checks carry the security headers too", async ({ request }) => {
  for (const path of ["/health", "/ready", "/favicon.svg"]) {
    const r = await request.get(path);
    expect(r.status(), path).toBe(200);
    expect(r.headers()["x-content-type-options"], path).toBe("nosniff");
    expect(r.headers()["content-security-policy"], path).toContain("frame-ancestors 'none'");
  }
});

test("a password change and a reset tell the account's address", async ({ page }) => {
  const { registerAndVerify } = await import("./support/accounts.ts");
  const { waitForMail } = await import("./support/mail.ts");
  const account = await registerAndVerify(page);
  const fresh = "narra bangka sunset 77";
  await page.goto("/settings/password");
  await page.getByLabel("Current password").fill(account.password);
  await page.getByLabel("New password", { exact: true }).fill(fresh);
  await page.getByLabel("Confirm new password").fill(fresh);
  await page.getByRole("button", { name: "Save password" }).click();
  await waitForMail({ to: account.email, subject: /Your Lakbay password was changed/ });
});
