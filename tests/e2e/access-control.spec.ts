import { clientHeaders, expect, test } from "./support/fixtures.ts";
import {
  DEMO,
  STAFF,
  fillRegistration,
  logIn,
  logOut,
  newAccount,
  formAlert,
  registerAndVerify,
  toastMessage,
} from "./support/accounts.ts";

test("a guest opening the dashboard is sent to log in, then back", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  await expect(page).toHaveTitle("Log in - Lakbay");
  await page.getByLabel("E-mail address").fill(DEMO.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("every signed-in page sends guests to log in", async ({ page }) => {
  for (const path of [
    "/dashboard/chatbot",
    "/settings/profile",
    "/settings/password",
    "/settings/appearance",
    "/confirm-password",
    "/verify-email",
    "/dashboard/inbox",
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(path)}$`));
  }
});

test("a traveller gets 403 on staff pages; staff get in", async ({ page }) => {
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of ["/dashboard/inbox", "/dashboard/outbox"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { name: "You don't have access to this page" })).toBeVisible();
    await expect(page).toHaveTitle("Forbidden - Lakbay");
  }
  await page.context().clearCookies();
  await logIn(page, STAFF.email, STAFF.password);
  const response = await page.goto("/dashboard/inbox");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Contact inbox" })).toBeVisible();
  await page.goto("/dashboard/outbox");
  await expect(page.getByRole("heading", { name: "Mail outbox" })).toBeVisible();

  // Every mail passes through the outbox, where staff see it, with account links hidden.
  await page.context().clearCookies();
  const account = newAccount("outbox");
  await fillRegistration(page, account);
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  await logIn(page, STAFF.email, STAFF.password);
  await page.goto("/dashboard/outbox");
  const entry = page.getByRole("listitem").filter({ hasText: `to ${account.email}` });
  await expect(entry).toContainText("Verify your e-mail for Lakbay");
  await expect(entry).toContainText("Sent");
  await entry.locator("summary").click();
  await expect(entry.getByText(/link hidden: only the recipient can use it/)).toBeVisible();
  await expect(entry).not.toContainText("/verify-email/");
});

test("an unverified account sees the verification notice instead of the dashboard", async ({ page }) => {
  const account = newAccount("unverified");
  await fillRegistration(page, account);
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole("main").getByText(account.email)).toBeVisible();
  await page.getByRole("button", { name: "Send a new link" }).click();
  await expect(toastMessage(page, "We've sent a new verification link to your e-mail address.")).toBeVisible();
});

test("unknown URLs get the 404 page with status 404; failures get the 500 page", async ({ page, request }) => {
  const missing = await page.goto("/no-such-island");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
  await expect(page).toHaveTitle("Page not found - Lakbay");

  const failing = await page.goto("/__test/error");
  expect(failing?.status()).toBe(500);
  await expect(page.getByRole("heading", { name: "Something went wrong on our side" })).toBeVisible();

  const api = await request.get("/api/nothing-here");
  expect(api.status()).toBe(404);
  expect(await api.json()).toHaveProperty("message");
});

test("a form posted from another site is refused", async ({ request }) => {
  const response = await request.post("/login", {
    form: { email: DEMO.email, password: DEMO.password },
    headers: { Origin: "https://evil.example" },
  });
  expect(response.status()).toBe(403);
});

test("security headers are on every page", async ({ request }) => {
  const response = await request.get("/");
  const h = response.headers();
  expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(h["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(h["x-request-id"]).toBeTruthy();
});

test("repeated wrong passwords are slowed down", async ({ page }) => {
  const email = `victim-${Date.now()}@example.com`;
  for (let i = 0; i < 5; i++) {
    await logIn(page, email, `guess-${i}`);
    await expect(formAlert(page)).toHaveText("The e-mail address or password is incorrect.");
  }
  await logIn(page, email, "guess-last");
  await expect(formAlert(page)).toHaveText(/Too many attempts\. Please try again in \d+ minutes?\./);
});

test("bad requests get a clear answer, never a 500", async ({ request, baseURL }) => {
  const headers = { Origin: baseURL! };
  const json = await request.post("/login", { headers: { ...headers, "Content-Type": "application/json" }, data: { email: 1 } });
  expect(json.status()).toBe(400);
  expect(await json.text()).toContain("We could not read what was sent");
  const huge = await request.post("/register", { headers, form: { name: "x".repeat(1_200_000) } });
  expect(huge.status()).toBe(413);
  expect((await huge.json()).message).toBe("That request is too large.");
  const opened = await request.get("/verify-email/not.a.token");
  expect(opened.status()).toBe(200);
  expect(await opened.text()).toContain("Confirm your e-mail address");
  const badToken = await request.post("/verify-email/not.a.token", { headers, form: {} });
  expect(badToken.status()).toBe(200);
  expect(await badToken.text()).toContain("This verification link is invalid or has expired.");
  const wrongMethod = await request.post("/about", { headers, form: { a: "1" } });
  expect(wrongMethod.status()).toBe(405);
});

test("one client trying many addresses is slowed down too", async ({ request, baseURL }) => {
  const headers = { Origin: baseURL! };
  for (let i = 0; i < 50; i++) {
    const r = await request.post("/login", {
      headers,
      form: { email: `spray-${i}-${Date.now()}@example.com`, password: "Password123" },
      maxRedirects: 0,
    });
    expect(r.status(), `attempt ${i + 1}`).toBe(401);
  }
  const refused = await request.post("/login", {
    headers,
    form: { email: "one-more@example.com", password: "Password123" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await refused.text()).toMatch(/Too many attempts\. Please try again in \d+ minutes?\./);
});

test("logging in with the right password clears the failed attempts before it", async ({ page }) => {
  const account = newAccount("typo");
  await fillRegistration(page, account);
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < 4; i++) {
      await logIn(page, account.email, `typo-${i}`);
      await expect(formAlert(page)).toHaveText("The e-mail address or password is incorrect.");
    }
    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/verify-email$/);
    await page.context().clearCookies();
  }
});

test("failed logins are throttled per account across addresses, but a browser that logged in before still gets in", async ({
  page,
  playwright,
  baseURL,
}) => {
  const account = await registerAndVerify(page); // this browser now carries a known-device cookie
  // An attacker spreads guesses over many addresses: each address is far below its own limit.
  for (let i = 0; i < 6; i++) {
    const attacker = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { ...clientHeaders(`198.51.100.${10 + i}`), Origin: baseURL! },
    });
    const r = await attacker.post("/login", { form: { email: account.email, password: `guess-${i}` }, maxRedirects: 0 });
    expect(r.status(), `guess ${i + 1}`).toBe(i < 5 ? 401 : 429);
    if (i === 5) expect(Number(r.headers()["retry-after"])).toBeGreaterThan(0);
    await attacker.dispose();
  }
  // A new browser, even with the right password, waits…
  const stranger = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { ...clientHeaders("198.51.100.99"), Origin: baseURL! },
  });
  expect((await stranger.post("/login", { form: { email: account.email, password: account.password }, maxRedirects: 0 })).status()).toBe(
    429,
  );
  await stranger.dispose();
  // …but the owner's own browser is not locked out.
  await logOut(page);
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});
