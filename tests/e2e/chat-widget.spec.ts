/**
 * The chat widget (issue 19, app/widget): the launcher on every page, the panel loaded only when
 * opened, a streamed reply announced once, keyboard and focus, the theme kept for a year, the
 * failure message, axe in both themes on a phone and a desktop, and the widget embedded in a plain
 * page of another origin (allowed by CHAT_WIDGET_ORIGINS, scripts/e2e-server.ts) and of one that is not.
 */
import { createServer, type Server } from "node:http";
import type { Browser, Locator, Page } from "@playwright/test";
import { DEMO, logIn } from "./support/accounts.ts";
import { dialog, launcher, messageBox, recordAnnouncements } from "./support/assistant-widget.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

const FAILED = "Failed to load chatbot.";

/** The widget's root inside its shadow root (CSS locators pierce open shadow roots). */
function widgetRoot(page: Page): Locator {
  return page.locator("lakbay-chat .lc");
}

test("the launcher opens the assistant, the reply streams in and is announced once, Esc closes it and focus goes back", async ({
  page,
}) => {
  const panelRequests: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/widget/panel.")) panelRequests.push(r.url());
  });
  await page.goto("/about");
  await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
  // Nothing heavy before the traveller asks for it.
  expect(panelRequests).toEqual([]);
  await expect(dialog(page)).toHaveCount(0);

  await launcher(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(launcher(page)).toHaveAttribute("aria-expanded", "true");
  await expect(messageBox(page)).toBeFocused();
  expect(panelRequests).toHaveLength(1);
  await expect(dialog(page).getByRole("log", { name: "Conversation" })).toContainText("Kumusta!");

  // Shift+Enter is a new line, not a send.
  await messageBox(page).pressSequentially("hello");
  await messageBox(page).press("Shift+Enter");
  await messageBox(page).pressSequentially("there");
  await expect(messageBox(page)).toHaveValue("hello\nthere");
  await messageBox(page).fill("");

  const said = await recordAnnouncements(page);
  const streamed = page.waitForResponse((r) => r.url().endsWith("/api/chat/messages") && r.request().method() === "POST");
  await messageBox(page).fill("Hi! What can you do?");
  await messageBox(page).press("Enter");
  const res = await streamed;
  expect(res.headers()["content-type"]).toContain("text/event-stream");
  await expect(messageBox(page)).toHaveValue("");
  const log = dialog(page).getByRole("log", { name: "Conversation" });
  await expect(log.locator(".msg-user")).toHaveText(/Hi! What can you do\?/);
  const reply = log.locator(".msg-bot").nth(1);
  await expect(reply.locator(".typing")).toHaveCount(0);
  await expect.poll(said).toHaveLength(1);
  const replyText = (await reply.locator("p").first().textContent())!.trim();
  expect(replyText.length).toBeGreaterThan(10);
  expect((await said())[0]).toBe(`Lakbay says: ${replyText}`);
  // The conversation is kept for the next page.
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("lakbay-chat-conversation:")));
  expect(stored).toHaveLength(1);

  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
  await expect(launcher(page)).toBeFocused();

  // Another page: the same conversation comes back when opened.
  await page.goto("/contact");
  await launcher(page).click();
  await expect(dialog(page).getByRole("log").locator(".msg-user")).toHaveText(/Hi! What can you do\?/);
});

test("a message sent while the stored conversation is still loading is not lost", async ({ page }) => {
  await page.goto("/about");
  await launcher(page).click();
  await messageBox(page).fill("hello");
  await messageBox(page).press("Enter");
  await expect(dialog(page).locator(".msg-bot").nth(1).locator(".typing")).toHaveCount(0);
  // On the next page the stored conversation arrives late (a slow line): read now, delivered 1.5 s later.
  await page.route("**/api/chat/conversations/*", async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ response });
  });
  await page.goto("/contact");
  await launcher(page).click();
  await messageBox(page).fill("thanks");
  await messageBox(page).press("Enter");
  const log = dialog(page).getByRole("log");
  await expect(log.locator(".msg-user p")).toHaveText(["hello", "thanks"]);
  await expect(log.locator(".msg-bot")).toHaveCount(3);
  await expect(log.locator(".msg-bot").nth(2).locator(".typing")).toHaveCount(0);
  await expect(log.locator(".msg-bot").nth(2).locator("p").first()).not.toBeEmpty();
});

test("a conversation continued from /dashboard/chatbot goes on in the widget", async ({ page }) => {
  const first = `How much is the terminal fee at NAIA? (${Date.now().toString(36)})`;
  await logIn(page, DEMO.email, DEMO.password);
  await page.goto("/about");
  await launcher(page).click();
  await messageBox(page).fill(first);
  await messageBox(page).press("Enter");
  await expect(dialog(page).locator(".msg-bot").nth(1).locator(".typing")).toHaveCount(0);
  // Another conversation is the current one now.
  await dialog(page).getByRole("button", { name: "New chat" }).click();
  await expect(dialog(page).locator(".msg-user")).toHaveCount(0);

  await page.goto("/dashboard/chatbot");
  // The chat is open on another (new) conversation when the traveller picks this one to continue:
  // "Continue" goes on in the chat itself, which switches to it, ready for the next message.
  await launcher(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).locator(".msg-user")).toHaveCount(0);
  // (By keyboard: the open panel may cover the link in a long list.)
  await page.getByRole("link", { name: `Continue “${first}”` }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/conversation=/);
  await expect(dialog(page).locator(".msg-user p")).toHaveText([first]);
  // Closed, the page's own button opens it again on the same conversation.
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await page.getByRole("button", { name: "Continue in the chat" }).click();
  await expect(dialog(page).locator(".msg-user p")).toHaveText([first]);
  await expect(messageBox(page)).toBeFocused();
  await messageBox(page).fill("and for international flights?");
  await messageBox(page).press("Enter");
  await expect(dialog(page).locator(".msg-user")).toHaveCount(2);
  await expect(dialog(page).locator(".msg-bot").nth(2).locator(".typing")).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("list", { name: "Messages" })).toContainText("and for international flights?");
});

test("cards and links: times in Philippine time, our links in the same tab, choices send their message", async ({ page }) => {
  const flight = {
    kind: "flight",
    href: "/flights/results?origin=MNL&destination=CEB&departureDate=2026-12-04&adults=1",
    flightNumbers: ["PR 1845"],
    airline: "Philippine Airlines",
    origin: "MNL",
    destination: "CEB",
    departsAt: "2026-12-03T23:15:00Z",
    arrivesAt: "2026-12-04T00:40:00Z",
    stops: 0,
    price: { amount: 345000, currency: "PHP" },
  };
  const choices = { kind: "choices", question: "How many travellers?", choices: [{ label: "2 adults", message: "2 adults" }] };
  const sent: string[] = [];
  await page.route("**/api/chat/messages", async (route) => {
    sent.push((route.request().postDataJSON() as { message: string }).message);
    const events = [
      ["meta", { conversationId: "8f0e7f2e-5c4b-4a8e-9d55-1f7c2b1a0c11", intent: "flight_search" }],
      ["text", { text: "Here is the cheapest " }],
      ["text", { text: "flight <b>not bold</b>." }],
      ["card", flight],
      ["card", choices],
      [
        "done",
        {
          reply: {
            text: "Here is the cheapest flight <b>not bold</b>.",
            links: [{ href: "https://www.pagasa.dost.gov.ph/", label: "PAGASA" }],
          },
        },
      ],
    ];
    await route.fulfill({
      status: 200,
      headers: { "Content-Type": "text/event-stream" },
      body: events.map(([e, d]) => `event: ${e}\ndata: ${JSON.stringify(d)}\n\n`).join(""),
    });
  });
  await page.goto("/about");
  await launcher(page).click();
  await messageBox(page).fill("flight to cebu");
  await messageBox(page).press("Enter");
  const reply = dialog(page).locator(".msg-bot").nth(1);
  // Text from the server is text, never markup.
  await expect(reply.locator("p").first()).toHaveText("Here is the cheapest flight <b>not bold</b>.");
  await expect(reply.locator("b")).toHaveCount(0);
  const card = reply.locator(".card-flight");
  // 23:15 UTC is 7:15 AM the next day in Manila.
  await expect(card).toContainText("MNL 7:15 AM → CEB 8:40 AM");
  await expect(card).toContainText("Dec 4");
  await expect(card).toContainText("₱3,450");
  const own = card.getByRole("link", { name: "See this flight" });
  await expect(own).not.toHaveAttribute("target");
  const other = reply.getByRole("link", { name: /PAGASA/ });
  await expect(other).toHaveAttribute("target", "_blank");
  await expect(other).toHaveAttribute("rel", "noopener");

  await reply.getByRole("button", { name: "2 adults" }).click();
  await expect.poll(() => sent).toEqual(["flight to cebu", "2 adults"]);

  await own.click();
  await expect(page).toHaveURL(/\/flights\/results\?origin=MNL&destination=CEB/);
});

test("the theme the traveller picks is kept in local storage and a cookie for a year", async ({ page, context }) => {
  await page.goto("/about");
  await expect(widgetRoot(page)).toHaveAttribute("data-theme", "light");
  await launcher(page).click();
  await dialog(page).getByRole("combobox", { name: "Theme" }).selectOption("dark");
  await expect(widgetRoot(page)).toHaveAttribute("data-theme", "dark");
  expect(await page.evaluate(() => localStorage.getItem("lakbay-chat-theme"))).toBe("dark");
  const cookie = (await context.cookies()).find((c) => c.name === "lakbay_chat_theme");
  expect(cookie?.value).toBe("dark");
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);

  await page.reload();
  await expect(widgetRoot(page)).toHaveAttribute("data-theme", "dark");
  // Without local storage (cleared), the cookie still remembers.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(widgetRoot(page)).toHaveAttribute("data-theme", "dark");
});

test(`"${FAILED}" when the panel's code or the chat service cannot be reached, and a retry that works`, async ({ page }) => {
  await page.route("**/api/widget/panel.*", (route) => route.abort("internetdisconnected"));
  await page.goto("/about");
  await launcher(page).click();
  await expect(dialog(page).getByRole("alert")).toHaveText(new RegExp(FAILED.replace(".", "\\.")));
  await page.unroute("**/api/widget/panel.*");
  await dialog(page).getByRole("button", { name: "Try again" }).click();
  await expect(messageBox(page)).toBeFocused();

  await page.route("**/api/chat/**", (route) => route.abort("connectionrefused"));
  await messageBox(page).fill("Low tide in Coron tomorrow?");
  await messageBox(page).press("Enter");
  await expect(dialog(page).getByRole("alert")).toContainText(FAILED);
});

for (const device of [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const) {
  for (const scheme of ["light", "dark"] as const) {
    test(`axe: the widget closed and open, ${scheme}, ${device.name}`, async ({ page, context, baseURL }) => {
      await page.setViewportSize(device.viewport);
      await context.addCookies([
        { name: "appearance", value: scheme, url: baseURL! },
        { name: "lakbay_chat_theme", value: scheme, url: baseURL! },
      ]);
      await page.goto("/chatbot-demo");
      await expect(widgetRoot(page)).toHaveAttribute("data-theme", scheme);
      await expectNoSeriousA11yViolations(page, `chatbot demo, widget closed (${scheme}, ${device.name})`);
      await launcher(page).click();
      await expect(messageBox(page)).toBeFocused();
      await expect(dialog(page)).toHaveAttribute("aria-modal", device.name === "phone" ? "true" : "false");
      if (device.name === "phone") {
        const box = (await dialog(page).boundingBox())!;
        expect(box.width).toBeCloseTo(device.viewport.width, 0);
        expect(box.height).toBeCloseTo(device.viewport.height, 0);
        // Full-screen and modal: Tab goes round inside the dialog.
        await dialog(page).getByRole("button", { name: "Send" }).focus();
        await page.keyboard.press("Tab");
        await expect(dialog(page).getByRole("button", { name: "New chat" })).toBeFocused();
        await page.keyboard.press("Shift+Tab");
        await expect(dialog(page).getByRole("button", { name: "Send" })).toBeFocused();
      }
      await expectNoSeriousA11yViolations(page, `widget open (${scheme}, ${device.name})`, { include: "lakbay-chat" });
    });
  }
}

test("/chatbot-demo changes the widget live and gives the snippet to copy", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/chatbot-demo");
  await expect(page).toHaveTitle(/^Chatbot demo - /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /travel assistant/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("radio", { name: "Dark" }).check();
  await expect(widgetRoot(page)).toHaveAttribute("data-theme", "dark");
  await page.getByRole("radio", { name: "Bottom left" }).check();
  await expect(widgetRoot(page)).toHaveAttribute("data-position", "bottom-left");
  const launcherBox = (await launcher(page).boundingBox())!;
  expect(launcherBox.x).toBeLessThan(100);
  await page.getByLabel("Initial message").fill("Hello from the demo!");
  await page.getByRole("button", { name: "Open the assistant" }).click();
  await expect(dialog(page)).toContainText("Hello from the demo!");

  const snippet = page.locator("pre code");
  await expect(snippet).toContainText('data-theme="dark"');
  await expect(snippet).toContainText('data-position="bottom-left"');
  await expect(snippet).toContainText('data-initial-message="Hello from the demo!"');
  // Auto-open opens the panel but leaves the traveller's focus where it was.
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  const autoOpen = page.getByRole("checkbox", { name: "Open automatically when the page loads" });
  await autoOpen.check();
  await expect(dialog(page)).toBeVisible();
  await expect(autoOpen).toBeFocused();
  await expect(snippet).toContainText('data-auto-open="true"');

  await page.getByRole("button", { name: "Copy snippet" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Snippet copied." })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.textContent());
});

test.describe("embedded in a plain page of another site", () => {
  // One host page server for both tests.
  test.describe.configure({ mode: "serial" });
  // Pages without the suite's X-Forwarded-For header (fixtures.ts): an extra header makes every
  // cross-origin request a CORS preflight, which a real browser does not send for a script.
  async function hostPage(browser: Browser): Promise<Page> {
    const context = await browser.newContext({ extraHTTPHeaders: {} });
    return context.newPage();
  }
  let server: Server;
  const port = Number(process.env.E2E_EMBED_PORT);

  test.beforeAll(async ({ baseURL }) => {
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Island Tours</title>
<style>button{all:unset;color:red!important;font-size:40px!important} *{font-family:serif!important}</style></head>
<body><h1>Island Tours</h1><p>Our own page.</p>
<script src="${baseURL}/api/widget/script" defer data-primary-color="#0f766e" data-position="bottom-left"></script></body></html>`;
    server = createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(html);
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  });
  test.afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  test("an allowed origin chats as a guest; the host's styles do not reach the widget", async ({ browser }) => {
    const page = await hostPage(browser);
    await page.goto(`http://127.0.0.1:${port}/`);
    await launcher(page).click();
    await expect(launcher(page)).toHaveCSS("color", "rgb(255, 255, 255)");
    await expect(launcher(page)).toHaveCSS("background-color", "rgb(15, 118, 110)");
    const sent = page.waitForResponse((r) => r.url().endsWith("/api/chat/messages") && r.request().method() === "POST");
    await messageBox(page).fill("hello");
    await messageBox(page).press("Enter");
    const res = await sent;
    expect(res.status()).toBe(200);
    expect(res.headers()["access-control-allow-origin"]).toBe(`http://127.0.0.1:${port}`);
    await expect(dialog(page).locator(".msg-bot").nth(1).locator(".typing")).toHaveCount(0);
    await expect(dialog(page).locator(".msg-bot").nth(1)).not.toContainText(FAILED);
    // No cookie crosses sites: the guest is named by the token the API returned, kept by the host page.
    const guest = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("lakbay-chat-guest:")));
    expect(guest).toHaveLength(1);
    // A follow-up continues the same conversation.
    const second = page.waitForResponse((r) => r.url().endsWith("/api/chat/messages") && r.request().method() === "POST");
    await messageBox(page).fill("thanks");
    await messageBox(page).press("Enter");
    expect((await second).status()).toBe(200);
    await expect(dialog(page).locator(".msg-bot")).toHaveCount(3);
  });

  test("an origin not on the list is refused", async ({ browser, request, baseURL }) => {
    const page = await hostPage(browser);
    await page.goto(`http://localhost:${port}/`);
    await launcher(page).click();
    await messageBox(page).fill("hello");
    await messageBox(page).press("Enter");
    await expect(dialog(page).getByRole("alert")).toContainText(FAILED);
    const direct = await request.post(`${baseURL}/api/chat/messages`, {
      headers: { Origin: `http://localhost:${port}`, "Content-Type": "application/json" },
      data: { message: "hello" },
    });
    expect(direct.status()).toBe(403);
  });
});
