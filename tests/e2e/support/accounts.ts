import { expect, type Page } from "@playwright/test";
import { waitForMail } from "./mail.ts";

export type TestAccount = { name: string; email: string; password: string };

export function newAccount(prefix = "traveller"): TestAccount {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return { name: "Juan Dela Cruz", email: `${prefix}-${id}@example.com`, password: `Bangka-${id}!` };
}

export async function fillRegistration(page: Page, account: TestAccount) {
  await page.goto("/register");
  await page.getByLabel("Full name").fill(account.name);
  await page.getByLabel("E-mail address").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password").fill(account.password);
  await page.getByRole("button", { name: "Create account" }).click();
  // Done when the server has answered: the account exists (or the form says why not).
  await Promise.race([
    page.getByRole("heading", { name: "Check your e-mail" }).waitFor(),
    page.locator("[aria-invalid=true], main [role=alert]").first().waitFor(),
  ]);
}

/** The verification link from the mail the SMTP sink received. */
export async function verificationLink(email: string): Promise<string> {
  const mail = await waitForMail({ to: email, subject: /Verify your e-mail/ });
  const link = mail.links.find((l) => l.includes("/verify-email/"));
  expect(link, "verification mail has a /verify-email/ link").toBeTruthy();
  return link!;
}

/** Opens a mailed verification link and confirms it with the button (the link alone changes nothing). */
export async function confirmLink(page: Page, link: string, button: string | RegExp = "Verify my address") {
  await page.goto(link);
  await page.getByRole("button", { name: button }).click();
}

/** Registers, verifies from the mailed link, logs in and lands on the dashboard. */
export async function registerAndVerify(page: Page, account: TestAccount = newAccount()): Promise<TestAccount> {
  await fillRegistration(page, account);
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  await confirmLink(page, await verificationLink(account.email));
  await expect(page).toHaveURL(/\/login$/);
  await expect(toastMessage(page, "Your e-mail address is verified. Log in to continue.")).toBeVisible();
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return account;
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  // Done when the app leaves the login page or says why it did not.
  await Promise.race([page.waitForURL((url) => url.pathname !== "/login"), formAlert(page).waitFor()]);
}

export async function logOut(page: Page) {
  // The header shows the account menu from the lg breakpoint (1024 px); below it, the mobile menu.
  if ((page.viewportSize()?.width ?? 1280) >= 1024) {
    await page.locator("summary", { hasText: "Account menu for" }).click();
    await page.getByRole("button", { name: "Log out" }).first().click();
  } else {
    await page.getByLabel("Menu", { exact: true }).click();
    await page.getByRole("button", { name: "Log out" }).last().click();
  }
  await expect(toastMessage(page, "You have been logged out.")).toBeVisible();
}

export const DEMO = { email: "demo@lakbay.test", password: "lakbay-demo-2026" };
export const STAFF = { email: "staff@lakbay.test", password: "lakbay-staff-2026" };

/** The message about a whole form (inside the page, not the toast live regions). */
export function formAlert(page: Page) {
  return page.getByRole("main").getByRole("alert");
}

/** A toast on screen (not its copy in the screen-reader live region). */
export function toastMessage(page: Page, text: string | RegExp) {
  return page.getByRole("list", { name: "Notifications" }).getByText(text);
}
