/**
 * Colours the widget derives from the host's primaryColor so that every text stays readable
 * (WCAG 2.2: 4.5:1 for text, 3:1 for controls' outlines), whatever colour the host picks.
 */

type Rgb = [number, number, number];

/** `#rrggbb` (see config.ts normaliseHexColour) → [r, g, b] 0–255. */
export function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1–21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The text colour for a surface painted in `background`: white when it reads at 4.5:1, else a
 * near-black, else black (one of white and black always reaches 4.5:1).
 */
export function readableTextOn(background: string): string {
  for (const candidate of ["#ffffff", "#111827"]) if (contrastRatio(candidate, background) >= 4.5) return candidate;
  return contrastRatio("#ffffff", background) >= contrastRatio("#000000", background) ? "#ffffff" : "#000000";
}

function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/**
 * `colour` itself when it reads at `ratio` on `surface`, else the nearest shade of it (towards black
 * on a light surface, towards white on a dark one) that does: links and outlines in the host's colour
 * that stay readable in both themes.
 */
export function accentOn(colour: string, surface: string, ratio = 4.5): string {
  if (contrastRatio(colour, surface) >= ratio) return colour;
  const towards = luminance(surface) > 0.5 ? "#000000" : "#ffffff";
  for (let t = 0.05; t < 1; t += 0.05) {
    const shade = mix(colour, towards, t);
    if (contrastRatio(shade, surface) >= ratio) return shade;
  }
  return towards;
}
