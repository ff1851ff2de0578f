/**
 * /dashboard/chatbot (issue 19): a chat started as a guest is on the traveller's dashboard after
 * logging in, with its last message time in Philippine time; "Continue" shows its messages; "Delete"
 * asks first and deletes it, by keyboard; axe-clean on a desktop and a phone.
 */
import type { Page } from "@playwright/test";
import { registerAndVerify, toastMessage } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

const QUESTION = "when is low tide in Coron tomorrow";

/** A message to the assistant from this browser (its cookies: the guest cookie, or the session). */
async function chat(page: Page, message: string): Promise<string> {
  const res = await page.request.post("/api/chat/messages", { data: { message }, headers: { Origin: new URL(page.url()).origin } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.conversationId;
}

test("a guest's chat joins the account at log-in; continue it and delete it from the dashboard", async ({ page }) => {
  await page.goto("/about");
  const id = await chat(page, QUESTION);
  await registerAndVerify(page);

  await page.goto("/dashboard/chatbot");
  await expect(page.getByRole("heading", { name: "My conversations", level: 1 })).toBeVisible();
  const list = page.getByRole("list", { name: "Conversations" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText(QUESTION);
  await expect(list).toContainText(/Last message [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M PHT/);
  await expectNoSeriousA11yViolations(page, "conversations");

  await page.getByRole("link", { name: `Continue “${QUESTION}”` }).click();
  await expect(page).toHaveURL(`/dashboard/chatbot?conversation=${id}`);
  const messages = page.getByRole("list", { name: "Messages" });
  // The messages themselves: a reply's own list of links is not a message.
  const items = messages.locator(":scope > li");
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(QUESTION);
  await expectNoSeriousA11yViolations(page, "an open conversation");

  // Delete by keyboard: it asks first.
  await page.getByRole("link", { name: `Delete “${QUESTION}”` }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: `Delete “${QUESTION}”?` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the delete confirmation");
  await page.getByRole("button", { name: "Delete conversation" }).focus();
  await page.keyboard.press("Enter");
  await expect(toastMessage(page, "Conversation deleted")).toBeVisible();
  await expect(page.getByText("No conversations yet")).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the list fits the screen and is axe-clean", async ({ page }) => {
    await registerAndVerify(page);
    await chat(page, "hotels in El Nido under 3k a night, 2 adults, sa Dec 20 to 23 please");
    await page.goto("/dashboard/chatbot");
    await expect(page.getByRole("link", { name: /^Continue/ })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, "conversations on a phone");
  });
});
