import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { spreadMarkers } from "./marker-layout.ts";

const R = 11;

function overlaps(placed: { x: number; y: number }[]): number {
  let n = 0;
  for (let i = 0; i < placed.length; i++)
    for (let j = i + 1; j < placed.length; j++) if (Math.hypot(placed[i].x - placed[j].x, placed[i].y - placed[j].y) < 2 * R) n++;
  return n;
}

describe("markers moved apart", () => {
  it("leaves no two markers overlapping, even 120 hotels within a few pixels", () => {
    const dense = Array.from({ length: 120 }, (_, i) => ({ x: 320 + (i % 7) * 0.5, y: 210 + (i % 5) * 0.7 }));
    const placed = spreadMarkers(dense, R, { bounds: { width: 640, height: 420 } });
    expect(overlaps(placed)).toBe(0);
    expect(placed[0]).toMatchObject({ x: 320, y: 210, moved: false });
    for (const p of placed) {
      expect(p.x).toBeGreaterThanOrEqual(R);
      expect(p.x).toBeLessThanOrEqual(640 - R);
      expect(p.y).toBeGreaterThanOrEqual(R);
      expect(p.y).toBeLessThanOrEqual(420 - R);
    }
  });

  it("keeps markers that do not overlap where they are, and every marker remembers its true spot (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ x: fc.double({ min: 0, max: 640, noNaN: true }), y: fc.double({ min: 0, max: 420, noNaN: true }) }), {
          maxLength: 40,
        }),
        (points) => {
          const placed = spreadMarkers(points, R, { bounds: { width: 640, height: 420 } });
          expect(overlaps(placed)).toBe(0);
          placed.forEach((p, i) => {
            expect(p.anchor).toEqual(points[i]);
            if (!p.moved) expect({ x: p.x, y: p.y }).toEqual(points[i]);
          });
        },
      ),
    );
  });
});
