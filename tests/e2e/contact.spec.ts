/**
 * Contact, end to end in Chromium: a visitor writes (with and without JavaScript) and gets a reference
 * on the page and by e-mail; staff find the message in the inbox, reply (the reply is mailed and kept
 * in the thread), archive it; a traveller gets 403 at the inbox, for the page and its .data request.
 * Axe scans of /contact and /dashboard/inbox, and a phone-width check.
 */
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { DEMO, formAlert, logIn, STAFF, toastMessage } from "./support/accounts.ts";
import { clientHeaders, expect, test, uniqueEmail } from "./support/fixtures.ts";
import { waitForMail } from "./support/mail.ts";

test("a visitor writes, staff reply and archive, and both e-mails arrive", async ({ page, browser, clientIp, baseURL }) => {
  // Two browsers, two sign-ins, four axe runs and two mails: more than the default minute on a loaded machine.
  test.setTimeout(150_000);
  const email = uniqueEmail("contact");
  const subject = `Refund for my Coron flight ${Date.now().toString(36)}`;
  await page.goto("/contact");
  await expect(page).toHaveTitle("Contact - Lakbay");
  await expectNoSeriousA11yViolations(page, "/contact");

  // The browser's own checks first (JavaScript on): per-field messages, no round trip.
  await page.getByLabel("Your name").fill("Maria Clara");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Booking reference (optional)").fill("K7Q2");
  await page.getByLabel("Message", { exact: true }).fill("Too short");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("A booking reference has 6 letters and digits, like K7Q2ZM.")).toBeVisible();
  await expect(page.getByText("Tell us a little more: at least 10 characters.")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/contact with errors");

  await page.getByLabel("Booking reference (optional)").fill("k7q2-zm");
  await page.getByLabel("Message", { exact: true }).fill("My flight to Coron was cancelled by the airline.\nHow do I get my money back?");
  const since = Date.now();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
  await expect(page.getByText("Thank you. Your message has reached the Lakbay team.")).toBeVisible();
  const reference = (await page.getByTestId("contact-reference").textContent()) ?? "";
  expect(reference).toMatch(/^C-[A-Z2-9]{6}$/);

  const ack = await waitForMail({ to: email, subject: `We received your message (${reference})`, since });
  expect(ack.text).toContain(`Your reference number is ${reference}.`);

  // Staff: the inbox shows it as new, opening it marks it read, the reply goes out and stays in the thread.
  const staffContext = await browser.newContext({ baseURL, extraHTTPHeaders: clientHeaders(clientIp) });
  const staff = await staffContext.newPage();
  await logIn(staff, STAFF.email, STAFF.password);
  await staff.goto("/dashboard/inbox");
  await expect(staff).toHaveTitle("Contact inbox - Lakbay");
  await expect(staff.getByTestId("unread-count")).toContainText(/[1-9]\d* unread/);
  const row = staff.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: reference });
  await expect(row).toContainText("New");
  await expect(row).toContainText("K7Q2ZM");
  await expectNoSeriousA11yViolations(staff, "/dashboard/inbox");
  await row.getByRole("link", { name: subject }).click();
  await expect(staff.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(staff.getByText("Read", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(staff, "inbox message");

  await staff.getByRole("button", { name: "Send reply" }).click();
  await expect(staff.getByText("Write a reply.")).toBeVisible();
  const replySince = Date.now();
  await staff.getByLabel(`Your reply to ${email}`).fill("We have asked the airline for a full refund. Expect it within 30 days.");
  await staff.getByRole("button", { name: "Send reply" }).click();
  await expect(toastMessage(staff, "Reply sent")).toBeVisible();
  const thread = staff.getByRole("list", { name: "Replies" }).getByRole("listitem");
  await expect(thread).toHaveCount(1);
  await expect(thread.first()).toContainText("Lakbay Staff replied on");
  await expect(thread.first()).toContainText("PHT");
  await expect(thread.first()).toContainText("We have asked the airline for a full refund.");
  const reply = await waitForMail({ to: email, subject: `Re: ${subject} (${reference})`, since: replySince });
  expect(reply.text).toContain("We have asked the airline for a full refund.");

  await staff.getByRole("button", { name: "Archive" }).click();
  await expect(toastMessage(staff, "Message archived")).toBeVisible();
  await expect(staff.getByRole("list", { name: "Messages" }).getByText(reference)).toHaveCount(0);
  await staff.getByRole("link", { name: /^Archived/ }).click();
  await expect(staff.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: reference })).toContainText(
    "Archived",
  );
  await staffContext.close();
});

test("works without JavaScript, and the honeypot is out of sight and out of the tab order", async ({ browser, clientIp, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders: clientHeaders(clientIp) });
  const page = await context.newPage();
  await page.goto("/contact");
  const trap = page.locator('input[name="website"]');
  await expect(trap).toHaveAttribute("tabindex", "-1");
  await expect(trap).toHaveAttribute("autocomplete", "off");
  await expect(page.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0);
  await expect(page.getByLabel("E-mail address")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Your name")).toHaveAttribute("maxlength", "100");
  await expect(page.getByLabel("Message", { exact: true })).toHaveAttribute("required", "");

  // The server checks too (novalidate skips the browser's checks, as a script or an old browser would).
  await page.getByRole("form", { name: "Your message" }).evaluate((f) => f.setAttribute("novalidate", ""));
  await page.getByLabel("E-mail address").fill("not-an-address");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Enter your name.")).toBeVisible();
  await expect(page.getByText("Enter a valid e-mail address, like juan@example.com.")).toBeVisible();

  const email = uniqueEmail("nojs");
  await page.getByLabel("Your name").fill("Jose Rizal");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Subject").fill("Hotel voucher");
  await page.getByLabel("Message", { exact: true }).fill("Please send my hotel voucher again, I cannot find it.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
  await waitForMail({ to: email, subject: /^We received your message \(C-/ });
  await context.close();
});

test("a flood from one address is refused with a clear message", async ({ page, request }) => {
  const send = (i: number) =>
    request.post("/api/contact", {
      data: { name: "Bot", email: uniqueEmail(`flood${i}`), subject: "Hello", message: "Lots of messages, one after another." },
    });
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await send(i)).status());
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  // The page, from the same address, says so in words.
  await page.goto("/contact");
  await page.getByLabel("Your name").fill("Juan");
  await page.getByLabel("E-mail address").fill(uniqueEmail("flood-page"));
  await page.getByLabel("Subject").fill("Still there?");
  await page.getByLabel("Message", { exact: true }).fill("Trying once more from the same place.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(formAlert(page)).toHaveText(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
});

test("a traveller gets 403 at the inbox, for the page and its data request", async ({ page }) => {
  await logIn(page, DEMO.email, DEMO.password);
  const res = await page.goto("/dashboard/inbox");
  expect(res?.status()).toBe(403);
  await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Contact inbox" })).toHaveCount(0);
  for (const path of ["/dashboard/inbox.data", "/dashboard/inbox.data?_routes=routes%2Fdashboard%2Finbox"]) {
    const data = await page.request.get(path, { maxRedirects: 0 });
    expect(data.status(), path).toBe(403);
  }
});

test("the contact page and the inbox read well at phone width", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/contact");
  await expect(page.getByRole("button", { name: "Send message" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, "/contact at 390 px");
  await logIn(page, STAFF.email, STAFF.password);
  await page.goto("/dashboard/inbox");
  await expect(page.getByRole("heading", { level: 1, name: "Contact inbox" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, "/dashboard/inbox at 390 px");
});
