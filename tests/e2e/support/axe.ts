/**
 * Accessibility checks with axe-core. A page passes when axe finds no violation of impact "serious"
 * or "critical" (minor and moderate ones are listed in the test's annotations, not failed).
 *
 *   await page.goto("/login");
 *   await expectNoSeriousA11yViolations(page, "/login");
 *   await expectNoSeriousA11yViolations(page, "menu open", { include: "#account-menu" });
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
type Violation = AxeResults["violations"][number];

export type A11yOptions = {
  /** Only check inside these CSS selectors. */
  include?: string | string[];
  /** Skip these CSS selectors. */
  exclude?: string | string[];
  /** axe rule ids to turn off (say why in a comment where you use it). */
  disableRules?: string[];
  /** Only rules with these tags, e.g. ["wcag2a", "wcag2aa", "wcag21aa"]. Default: every rule. */
  tags?: string[];
};

const FAILING_IMPACTS = new Set(["serious", "critical"]);

/**
 * Waits for running (finite) animations and transitions — a toast fading in, say — to end, so colours are
 * checked as the traveller sees them, not half-way through a fade. Endless ones (spinners) are ignored.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A moment for what the page starts right after load (a toast after a refused location request).
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 150))));
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.race([Promise.allSettled(finite.map((a) => a.finished)), new Promise((r) => setTimeout(r, 2000))]);
  });
}

/** Runs axe on the page as it is now (once its animations have ended) and fails listing every serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, label?: string, options: A11yOptions = {}): Promise<void> {
  const name = label ?? page.url();
  await test.step(`axe: ${name}`, async () => {
    await settleAnimations(page);
    let builder = new AxeBuilder({ page });
    for (const s of [options.include ?? []].flat()) builder = builder.include(s);
    for (const s of [options.exclude ?? []].flat()) builder = builder.exclude(s);
    if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
    if (options.tags?.length) builder = builder.withTags(options.tags);
    const results = await builder.analyze();

    const failing = results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ""));
    const minor = results.violations.filter((v) => !FAILING_IMPACTS.has(v.impact ?? ""));
    if (minor.length > 0) {
      test
        .info()
        .annotations.push({ type: "axe (minor)", description: `${name}: ${minor.map((v) => `${v.id} (${v.impact})`).join(", ")}` });
    }
    expect(failing.length, `serious or critical accessibility violations on ${name}:\n${formatViolations(failing)}\n`).toBe(0);
  });
}

/** One readable block per violation: rule, impact, help, link, and each failing element. */
export function formatViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 10)
        .map(
          (n) =>
            `    - ${n.target.map(String).join(" ")}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, "\n      ")}` : ""}`,
        )
        .join("\n");
      const more = v.nodes.length > 10 ? `\n    … and ${v.nodes.length - 10} more` : "";
      return `  ${v.id} (${v.impact}): ${v.help}\n    ${v.helpUrl}\n${nodes}${more}`;
    })
    .join("\n");
}
