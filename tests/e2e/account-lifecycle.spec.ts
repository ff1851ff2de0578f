import { expect, test } from "./support/fixtures.ts";
import {
  confirmLink,
  DEMO,
  fillRegistration,
  formAlert,
  logIn,
  logOut,
  newAccount,
  registerAndVerify,
  toastMessage,
  verificationLink,
} from "./support/accounts.ts";
import { waitForMail } from "./support/mail.ts";

test("a traveller registers, verifies by e-mail, manages the account and deletes it", async ({ page }) => {
  const account = newAccount();

  // Register: the answer does not sign in; it says where the link went.
  await fillRegistration(page, account);
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  await expect(page.getByText(`We've sent a verification link to ${account.email}`)).toBeVisible();

  // Signed in but unverified, the dashboard waits; the link in the mail (confirmed with a button)
  // verifies the address.
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/verify-email$/);
  await confirmLink(page, await verificationLink(account.email));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toastMessage(page, "Your e-mail address is verified. Welcome to Lakbay!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Mabuhay, Juan!" })).toBeVisible();
  await expect(page).toHaveTitle("Dashboard - Lakbay");

  await logOut(page);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard/);

  // A wrong password gets the generic answer; the right one signs in.
  await logIn(page, account.email, "not-the-password");
  await expect(formAlert(page)).toHaveText("The e-mail address or password is incorrect.");
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Profile: name and phone with the Philippines' +63 preselected.
  await page.goto("/settings/profile");
  await expect(page.getByLabel("Country code")).toHaveValue("PH");
  await expect(page.getByLabel("Country code").locator("option:checked")).toHaveText(/Philippines \(\+63\)/);
  await page.getByLabel("Full name").fill("Maria Clara Reyes");
  await page.getByLabel("Phone number").fill("abc");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Use digits only, like 917 123 4567.")).toBeVisible();
  await page.getByLabel("Phone number").fill("0917 123 4567");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(toastMessage(page, "Profile saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Full name")).toHaveValue("Maria Clara Reyes");
  await expect(page.getByLabel("Phone number")).toHaveValue("9171234567");
  await expect(page.locator("summary", { hasText: "Account menu for Maria Clara Reyes" })).toBeVisible();

  // Password: the current one is checked, the new one works, the old one stops working.
  const newPassword = `${account.password}-2`;
  await page.goto("/settings/password");
  await page.getByLabel("Current password").fill("wrong-password");
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText("The current password is incorrect.")).toBeVisible();
  await page.getByLabel("Current password").fill(account.password);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(toastMessage(page, "Password updated. Other devices have been logged out.")).toBeVisible();
  await logOut(page);
  await logIn(page, account.email, account.password);
  await expect(formAlert(page)).toHaveText("The e-mail address or password is incorrect.");
  await logIn(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Deleting the account asks for the password first, then confirms in a dialog.
  await page.goto("/settings/profile");
  await page.getByRole("button", { name: "Delete account" }).click();
  await expect(page).toHaveURL(/\/confirm-password\?redirectTo=%2Fsettings%2Fprofile/);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("The password is incorrect.")).toBeVisible();
  await page.getByLabel("Password").fill(newPassword);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Yes, delete my account" }).click();
  await expect(toastMessage(page, "Your account has been deleted.")).toBeVisible();
  await logIn(page, account.email, newPassword);
  await expect(formAlert(page)).toHaveText("The e-mail address or password is incorrect.");
});

test("registration checks the form in the browser and on the server", async ({ page }) => {
  await page.goto("/register");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Enter your name.")).toBeVisible();
  await expect(page.getByText("Enter your e-mail address.")).toBeVisible();
  await page.getByLabel("Full name").fill("Ana");
  await page.getByLabel("E-mail address").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm password").fill("different");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Enter a valid e-mail address, like juan@example.com.")).toBeVisible();
  await expect(page.getByText("Use at least 12 characters.")).toBeVisible();
  await expect(page.getByText("The passwords do not match.")).toBeVisible();

  // The same rules hold when the browser's checks are bypassed.
  const response = await page.request.post("/register", {
    form: { name: "", email: "x", password: "1", password_confirmation: "2" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("Enter your name.");
});

test("registering an address that already has an account reveals nothing", async ({ page }) => {
  const account = newAccount();
  await fillRegistration(page, account);
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  await fillRegistration(page, { ...account, name: "Someone Else" });
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  await expect(page.getByText(`We've sent a verification link to ${account.email}`)).toBeVisible();
});

test("changing the e-mail address keeps the old one until the new one is confirmed, and tells the old one", async ({ page }) => {
  const account = await registerAndVerify(page);
  const newEmail = account.email.replace("traveller-", "moved-");

  await page.goto("/settings/profile");
  await page.getByLabel("E-mail address").fill(newEmail);
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page).toHaveURL(/\/confirm-password\?redirectTo=%2Fsettings%2Fprofile$/);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);

  await page.getByLabel("E-mail address").fill(newEmail);
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(toastMessage(page, "Profile saved.")).toBeVisible();
  await expect(
    toastMessage(page, `To finish the change, open the link we sent to ${newEmail}. Until then we keep using ${account.email}.`),
  ).toBeVisible();
  // Nothing changed yet: the old address is still the account's, verified, and was told.
  await expect(page.getByLabel("E-mail address")).toHaveValue(account.email);
  await waitForMail({ to: account.email, subject: /e-mail address is about to change/ });
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);

  const mail = await waitForMail({ to: newEmail, subject: /Confirm your new e-mail address/ });
  await confirmLink(page, mail.links.find((l) => l.includes("/verify-email/"))!, "Use this address");
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(toastMessage(page, "Your new e-mail address is confirmed.")).toBeVisible();
  await waitForMail({ to: account.email, subject: /e-mail address was changed/ });

  // The old address no longer signs in; the new one does.
  await page.context().clearCookies();
  await logIn(page, account.email, account.password);
  await expect(formAlert(page)).toHaveText("The e-mail address or password is incorrect.");
  await logIn(page, newEmail, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("asking for an address another account uses gives the same answer and changes nothing", async ({ page }) => {
  const account = await registerAndVerify(page);
  await page.goto("/settings/profile");
  await page.getByLabel("E-mail address").fill(DEMO.email);
  await page.getByRole("button", { name: "Save profile" }).click();
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.getByLabel("E-mail address").fill(DEMO.email);
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(
    toastMessage(page, `To finish the change, open the link we sent to ${DEMO.email}. Until then we keep using ${account.email}.`),
  ).toBeVisible();
  await expect(page.getByLabel("E-mail address")).toHaveValue(account.email);
  await waitForMail({ to: DEMO.email, subject: /Someone tried to use your address/ });
});

test("someone else's verification link never switches the signed-in account (login CSRF)", async ({ page }) => {
  const victim = await registerAndVerify(page);
  const attacker = newAccount("attacker");
  await page.context().clearCookies();
  await fillRegistration(page, attacker);
  const link = await verificationLink(attacker.email);
  // The victim, signed in, is lured to the attacker's link.
  await logIn(page, victim.email, victim.password);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Confirm your e-mail address" })).toBeVisible();
  await page.getByRole("button", { name: "Verify my address" }).click();
  await page.goto("/settings/profile");
  await expect(page.getByLabel("E-mail address")).toHaveValue(victim.email);
});

test("e-mail change requests are rate limited, so the form cannot be used to probe addresses", async ({ page, baseURL }) => {
  const account = await registerAndVerify(page);
  await page.goto("/confirm-password?redirectTo=%2Fsettings%2Fprofile");
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const r = await page.request.post("/settings/profile", {
      headers: { Origin: baseURL! },
      form: { intent: "profile", name: account.name, email: `probe-${i}-${account.email}`, phoneCountry: "PH", phone: "" },
      maxRedirects: 0,
    });
    statuses.push(r.status());
  }
  expect(statuses).toEqual([302, 302, 302, 302, 302, 429]);
});
