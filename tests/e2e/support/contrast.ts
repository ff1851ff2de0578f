/**
 * Colour contrast measured in the browser, for checks axe does not make (focus outlines, borders,
 * non-text marks such as the logo and the progress bar; WCAG 1.4.11 asks 3:1 of them).
 *
 *   const ratio = await contrast(page, outlineColor, backgroundColor);
 */
import type { Locator, Page } from "@playwright/test";

/** Any CSS colour (hex, rgb, oklch …) as sRGB 0–255 channels, converted by the browser's canvas. */
export async function toRgb(page: Page, color: string): Promise<[number, number, number]> {
  return page.evaluate((c) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext("2d")!;
    ctx.fillStyle = "#000";
    ctx.fillStyle = c;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
    return [r, g, b] as [number, number, number];
  }, color);
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The WCAG contrast ratio of two CSS colours (1 to 21). */
export async function contrast(page: Page, a: string, b: string): Promise<number> {
  const [la, lb] = [luminance(await toRgb(page, a)), luminance(await toRgb(page, b))];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The colour actually painted behind an element: its own background or the nearest ancestor's that is not transparent. */
export async function backgroundBehind(locator: Locator): Promise<string> {
  return locator.evaluate((el) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const bg = getComputedStyle(node).backgroundColor;
      if (bg && bg !== "transparent" && !/^rgba\(.*,\s*0\)$/.test(bg)) return bg;
    }
    return getComputedStyle(document.body).backgroundColor;
  });
}
