/**
 * The assistant's hand-over (issue 19), end to end in Chromium: a guest asks for a person, follows the
 * reply's link to the contact form, which offers to attach the conversation; the message goes with
 * it, and staff read the conversation in the inbox.
 */
import { logIn, STAFF } from "./support/accounts.ts";
import { clientHeaders, expect, test, uniqueEmail } from "./support/fixtures.ts";

test("a guest hands over to the team with the conversation attached, and staff read it", async ({ page, browser, clientIp, baseURL }) => {
  const subject = `Service dog in the cabin ${Date.now().toString(36)}`;
  await page.goto("/about");
  await page.getByRole("button", { name: "Chat with Lakbay's travel assistant" }).click();
  const dialog = page.getByRole("dialog", { name: "Lakbay travel assistant" });
  await dialog.getByRole("textbox", { name: "Message" }).fill("can I talk to a real person");
  await dialog.getByRole("textbox", { name: "Message" }).press("Enter");
  const handOver = dialog.getByRole("link", { name: "Write to the Lakbay team" }).last();
  await expect(handOver).toHaveAttribute("href", /\/contact\?conversation=[0-9a-f-]{36}$/);
  await handOver.click();

  await expect(page).toHaveURL(/\/contact\?conversation=/);
  const attach = page.getByRole("checkbox", { name: /Your conversation with the Lakbay assistant \(2 messages\) will be attached\./ });
  await expect(attach).toBeChecked();
  await page.getByLabel("Your name").fill("Maria Clara");
  await page.getByLabel("E-mail address").fill(uniqueEmail("handover"));
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message", { exact: true }).fill("Can our service dog fly with us in the cabin to Cebu?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();

  const staffContext = await browser.newContext({ baseURL, extraHTTPHeaders: clientHeaders(clientIp) });
  const staff = await staffContext.newPage();
  await logIn(staff, STAFF.email, STAFF.password);
  await staff.goto("/dashboard/inbox");
  await staff.getByRole("link", { name: subject }).click();
  const transcript = staff.getByRole("list", { name: "Conversation with the assistant" }).getByRole("listitem");
  await expect(transcript).toHaveCount(2);
  await expect(transcript.first()).toContainText("can I talk to a real person");
  await expect(transcript.first()).toContainText(/Traveller, .+ PHT/);
  await expect(transcript.nth(1)).toContainText("Assistant");
  await staffContext.close();
});
