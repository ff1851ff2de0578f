import { expect, test } from "./support/fixtures.ts";
import { logIn, registerAndVerify, toastMessage } from "./support/accounts.ts";

test("a traveller ends the sessions on other devices, and a password change does so too", async ({ page, browser, baseURL }) => {
  const account = await registerAndVerify(page);

  const laptop = await browser.newContext({ baseURL });
  const other = await laptop.newPage();
  await logIn(other, account.email, account.password);
  await expect(other).toHaveURL(/\/dashboard$/);

  await page.goto("/settings/password");
  await expect(page.getByText("You are also logged in on 1 other device or browser.")).toBeVisible();
  await page.getByRole("button", { name: "Log out other devices" }).click();
  await expect(toastMessage(page, "Logged out of 1 other device.")).toBeVisible();
  await expect(page.getByText("You are logged in on this device only.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Log out other devices" })).toBeDisabled();

  await other.goto("/dashboard");
  await expect(other).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);

  // Changing the password ends the other sessions but keeps this one.
  await logIn(other, account.email, account.password);
  await expect(other).toHaveURL(/\/dashboard$/);
  const fresh = `${account.password}-new`;
  await page.getByLabel("Current password").fill(account.password);
  await page.getByLabel("New password", { exact: true }).fill(fresh);
  await page.getByLabel("Confirm new password").fill(fresh);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(toastMessage(page, "Password updated. Other devices have been logged out.")).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  await other.goto("/dashboard");
  await expect(other).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  await laptop.close();
});
