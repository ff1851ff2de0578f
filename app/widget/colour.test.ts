import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accentOn, contrastRatio, readableTextOn, rgbToHex } from "./colour.ts";
import { palette } from "./theme.ts";

const colour = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([r, g, b]) => rgbToHex([r, g, b]));

describe("widget colours", () => {
  it("computes WCAG contrast ratios", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
    // White on the default blue is too faint for text (3.68:1): the widget writes in near-black on it.
    expect(contrastRatio("#ffffff", "#3b82f6")).toBeCloseTo(3.68, 2);
    expect(readableTextOn("#3b82f6")).toBe("#111827");
    expect(readableTextOn("#1e3a8a")).toBe("#ffffff");
    expect(readableTextOn("#fde047")).toBe("#111827");
  });

  it("always finds a text colour that reads at 4.5:1 on any primary colour", () => {
    fc.assert(fc.property(colour, (c) => contrastRatio(readableTextOn(c), c) >= 4.5));
  });

  it("shades a primary colour until it reads on the panel's surface, light and dark", () => {
    expect(accentOn("#1e3a8a", "#ffffff")).toBe("#1e3a8a");
    fc.assert(
      fc.property(
        colour,
        fc.constantFrom("#ffffff", "#0f172a", "#f1f5f9"),
        (c, surface) => contrastRatio(accentOn(c, surface), surface) >= 4.5,
      ),
    );
  });

  it("paints every text of both themes at 4.5:1 or better, whatever the host's colour", () => {
    fc.assert(
      fc.property(colour, fc.boolean(), (c, dark) => {
        const p = palette(dark, c);
        return (
          contrastRatio(p.fg, p.bg) >= 4.5 &&
          contrastRatio(p.fg, p.surface) >= 4.5 &&
          contrastRatio(p.muted, p.bg) >= 4.5 &&
          contrastRatio(p.muted, p.surface) >= 4.5 &&
          contrastRatio(p.onPrimary, p.primary) >= 4.5 &&
          contrastRatio(p.userFg, p.userBg) >= 4.5 &&
          contrastRatio(p.accent, p.bg) >= 4.5 &&
          contrastRatio(p.accent, p.surface) >= 4.5 &&
          contrastRatio(p.focus, p.bg) >= 3
        );
      }),
    );
  });
});
