/**
 * The content pages in Filipino (issue 27), in Chromium at a phone's and a desktop's width: the travel
 * circuits and a guide, the itinerary planner with a plan, the blog and a post, about, contact (sent
 * once), search, privacy and terms: each in Filipino, axe clean with lang="fil", no sideways scroll,
 * screenshots in /tmp/fil-pages-*.png. Then the assistant's widget on a Filipino page: its own words
 * in Filipino, a question in Filipino answered, and the links it gives keep /fil.
 */
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test, uniqueEmail } from "./support/fixtures.ts";
import { collectErrors } from "./support/page-errors.ts";

const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

/** Each page with a heading it shows in Filipino. */
const PAGES: { name: string; path: string; heading: string | RegExp }[] = [
  { name: "circuits", path: "/fil/travel-circuits", heading: "Travel circuits" },
  { name: "guide", path: "/fil/travel-circuits/el-nido-palawan", heading: "El Nido" },
  { name: "planner", path: "/fil/travel-itinerary?from=manila&stops=el-nido-palawan:3,coron-palawan:2", heading: "Planuhin ang biyahe" },
  { name: "blog", path: "/fil/blog", heading: "Blog" },
  { name: "about", path: "/fil/about", heading: "Tungkol sa Lakbay" },
  { name: "contact", path: "/fil/contact", heading: "Makipag-ugnayan sa amin" },
  { name: "search", path: "/fil/search?q=ferry", heading: "Maghanap" },
  { name: "privacy", path: "/fil/privacy", heading: "Abiso sa privacy" },
  { name: "terms", path: "/fil/terms", heading: "Mga tuntunin ng paggamit" },
];

for (const size of WIDTHS) {
  test(`the content pages in Filipino on a ${size.name}: axe clean, nothing cut off`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors = collectErrors(page);
    await page.setViewportSize({ width: size.width, height: size.height });
    const pages = [...PAGES];
    // A post: the first on the Filipino blog.
    await page.goto("/fil/blog");
    const post = await page
      .locator('main a[href^="/fil/blog/"]:not([href*="/category/"]):not([href*="/ordered-by/"])')
      .first()
      .getAttribute("href");
    expect(post).toMatch(/^\/fil\/blog\/[a-z0-9-]+$/);
    pages.push({ name: "post", path: post!, heading: /./ });
    for (const p of pages) {
      await page.goto(p.path);
      await expect(page.locator("html")).toHaveAttribute("lang", "fil");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.heading);
      await expectNoSeriousA11yViolations(page, `${p.path} (${size.name})`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow, `${p.path}: no sideways scroll`).toBeLessThanOrEqual(size.width);
      await page.screenshot({ path: `/tmp/fil-pages-${p.name}-${size.name}.png`, fullPage: true });
    }
    // A guide's links keep the language: the planner opens in Filipino.
    await page.goto("/fil/travel-circuits/el-nido-palawan");
    await page.getByRole("link", { name: "Planuhin ang biyahe sa El Nido" }).click();
    await expect(page).toHaveURL(/\/fil\/travel-itinerary\?/);
    await expect(page.getByRole("heading", { level: 3, name: /Araw 1/ })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("the contact form in Filipino: labels, and a message sent", async ({ page }) => {
  await page.goto("/fil/contact");
  await page.getByLabel("Pangalan mo").fill("Maria Clara");
  await page.getByLabel("E-mail address").fill(uniqueEmail("fil-contact"));
  await page.getByLabel("Paksa").fill("Tanong tungkol sa ferry papuntang Coron");
  await page.getByLabel("Mensahe", { exact: true }).fill("Magandang araw po. Ilang oras po ang ferry mula El Nido papuntang Coron?");
  await page.getByRole("button", { name: "Ipadala ang mensahe" }).click();
  await expect(page.getByRole("heading", { name: "Naipadala na ang mensahe" })).toBeVisible();
  await expect(page.getByText("Salamat po. Natanggap na ng team ng Lakbay ang mensahe mo.")).toBeVisible();
  await expect(page.getByTestId("contact-reference")).toHaveText(/^C-[A-Z2-9]{6}$/);
  await expectNoSeriousA11yViolations(page, "/fil/contact sent");
  await page.screenshot({ path: "/tmp/fil-pages-contact-sent.png", fullPage: true });
});

for (const size of WIDTHS) {
  test(`the assistant's widget in Filipino on a ${size.name}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto("/fil/about");
    await page.getByRole("button", { name: "Makipag-chat sa travel assistant ng Lakbay" }).click();
    const dialog = page.getByRole("dialog", { name: "Travel assistant ng Lakbay" });
    const box = dialog.getByRole("textbox", { name: "Mensahe" });
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute("placeholder", "Magtanong tungkol sa flights, hotels, taog at kati…");
    await expect(dialog.getByRole("button", { name: "Ipadala" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Isara ang assistant" })).toBeVisible();
    await expect(dialog.getByText(/^Kumusta! Ako ang travel assistant ng Lakbay/)).toBeVisible();

    await box.fill("Ano po ang oras ng taog at kati sa El Nido bukas?");
    await box.press("Enter");
    const reply = dialog.locator(".msg-bot").nth(1);
    await expect(reply).toBeVisible({ timeout: 20_000 });
    await expect(reply.locator(".typing")).toHaveCount(0, { timeout: 20_000 });
    await expect(dialog.locator(".msg-error")).toHaveCount(0);
    await expect(reply.locator(".who")).toHaveText("Lakbay");
    await expect(dialog.locator(".msg-user .who")).toHaveText("Ikaw");
    // The links the reply carries to Lakbay's own pages keep /fil.
    const hrefs = await reply
      .locator("a[href]")
      .evaluateAll((links) =>
        links.map((a) => new URL((a as HTMLAnchorElement).href)).flatMap((u) => (u.origin === location.origin ? [u.pathname] : [])),
      );
    expect(hrefs.length, "the reply links to a Lakbay page").toBeGreaterThan(0);
    for (const href of hrefs) expect(href, "a link of the reply").toMatch(/^\/fil(\/|$)/);
    await expectNoSeriousA11yViolations(page, `widget in Filipino (${size.name})`);
    await page.screenshot({ path: `/tmp/fil-pages-widget-${size.name}.png` });
  });
}
