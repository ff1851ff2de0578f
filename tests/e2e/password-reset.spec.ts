import { expect, test } from "./support/fixtures.ts";
import { formAlert, logIn, logOut, registerAndVerify, toastMessage } from "./support/accounts.ts";
import { waitForMail } from "./support/mail.ts";

const SENT = "If an account uses that address, we've sent it a link to reset the password. The link works once, for 60 minutes.";

test("a traveller who forgot the password resets it from the mailed link, once", async ({ page }) => {
  const account = await registerAndVerify(page);
  await logOut(page);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveTitle("Forgot password - Lakbay");
  await page.getByLabel("E-mail address").fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(SENT)).toBeVisible();

  const mail = await waitForMail({ to: account.email, subject: /Reset your Lakbay password/ });
  const link = mail.links.find((l) => l.includes("/reset-password/"));
  expect(link).toBeTruthy();

  await page.goto(link!);
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Confirm new password").fill("short");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Use at least 12 characters.")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("password1234");
  await page.getByLabel("Confirm new password").fill("password1234");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.locator("#field-password-error")).toHaveText(
    /This password is (on lists of leaked or common passwords|too easy to guess)/,
  );

  const fresh = `${account.password}-reset`;
  await page.getByLabel("New password", { exact: true }).fill(fresh);
  await page.getByLabel("Confirm new password").fill(fresh);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toastMessage(page, "Your password has been reset. Log in with your new password.")).toBeVisible();

  await logIn(page, account.email, account.password);
  await expect(formAlert(page)).toHaveText("The e-mail address or password is incorrect.");
  await logIn(page, account.email, fresh);
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut(page);

  // The link works only once.
  await page.goto(link!);
  await page.getByLabel("New password", { exact: true }).fill("another-password-1");
  await page.getByLabel("Confirm new password").fill("another-password-1");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("This reset link is invalid or has expired. Ask for a new one below.")).toBeVisible();
});

test("asking to reset an unknown address gets the same answer", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByLabel("E-mail address").fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(SENT)).toBeVisible();
});
