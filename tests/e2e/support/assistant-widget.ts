/**
 * Driving the travel assistant's widget in e2e journeys: open it, send a message and wait for the whole
 * reply, read amounts and links the way a traveller sees them, and Manila's calendar for relative dates.
 */
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

export function launcher(page: Page): Locator {
  return page.getByRole("button", { name: "Chat with Lakbay's travel assistant" });
}
export function dialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Lakbay travel assistant" });
}
export function messageBox(page: Page): Locator {
  return dialog(page).getByRole("textbox", { name: "Message" });
}

export async function openWidget(page: Page, path = "/about") {
  await page.goto(path);
  await launcher(page).click();
  await expect(messageBox(page)).toBeFocused();
}

/** Counts what the polite live region says (non-empty texts), from now on. */
export async function recordAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const live = document.querySelector("lakbay-chat")!.shadowRoot!.querySelector('[aria-live="polite"]')!;
    const said: string[] = [];
    (window as unknown as { __said: string[] }).__said = said;
    new MutationObserver(() => {
      if (live.textContent) said.push(live.textContent);
    }).observe(live, { childList: true, characterData: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __said: string[] }).__said);
}

/** Sends `message` and answers the finished reply (the greeting is the first bot message). */
export async function ask(page: Page, message: string): Promise<Locator> {
  const replies = dialog(page).locator(".msg-bot");
  // A conversation kept from another page is loaded first.
  await expect(dialog(page).getByText("Loading your conversation…")).toHaveCount(0);
  const before = await replies.count();
  await messageBox(page).fill(message);
  await messageBox(page).press("Enter");
  const reply = replies.nth(before);
  await expect(reply).toBeVisible({ timeout: 20_000 });
  await expect(reply.locator(".typing")).toHaveCount(0, { timeout: 20_000 });
  await expect(dialog(page).locator(".msg-error")).toHaveCount(0);
  return reply;
}

/** "₱3,450" or "₱3,450.00" → 3450. */
export function pesos(text: string): number {
  const m = text.match(/₱\s?([\d,]+(?:\.\d{2})?)/);
  expect(m, `an amount in pesos in “${text}”`).not.toBeNull();
  return Number(m![1].replaceAll(",", ""));
}

export async function hrefOf(link: Locator): Promise<URL> {
  return new URL((await link.getAttribute("href"))!);
}

/** Manila's calendar date `days` from `from` (YYYY-MM-DD). */
export function addDays(from: string, days: number): string {
  return new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
export function manilaToday(): string {
  return new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** "Sat, Dec 5" as the flight card's meta line starts for a calendar date. */
export function cardDay(date: string): string {
  return new Intl.DateTimeFormat("en-PH", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
