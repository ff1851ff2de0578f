/**
 * Markers that would overlap are moved apart (issue 17): in list order, each marker keeps its true spot
 * when that is free, else takes the nearest free spot on rings around it, so no two markers overlap
 * however dense the points. The caller draws a line from a moved marker back to its true spot.
 */
export type Point = { x: number; y: number };
export type PlacedMarker = Point & { anchor: Point; moved: boolean };

/** Places markers of `radius` at least `gap` apart, inside `bounds` (with a margin of `radius`) where it can. */
export function spreadMarkers(
  points: readonly Point[],
  radius: number,
  options: { gap?: number; bounds?: { width: number; height: number } } = {},
): PlacedMarker[] {
  const gap = options.gap ?? 2;
  const min = 2 * radius + gap;
  const placed: PlacedMarker[] = [];
  const free = (p: Point) => placed.every((q) => (q.x - p.x) ** 2 + (q.y - p.y) ** 2 >= min * min - 1e-6);
  const inside = (p: Point) =>
    !options.bounds || (p.x >= radius && p.y >= radius && p.x <= options.bounds.width - radius && p.y <= options.bounds.height - radius);
  for (const anchor of points) {
    let spot: Point | null = free(anchor) ? anchor : null;
    // Rings min apart, each with as many spots as fit around it; outside the bounds only when all else is taken.
    for (let ring = 1; !spot && ring <= 400; ring++) {
      const distance = ring * min;
      const count = Math.max(6, Math.floor((2 * Math.PI * distance) / min));
      for (let i = 0; i < count && !spot; i++) {
        const angle = -Math.PI / 2 + (2 * Math.PI * i) / count + (ring % 2 ? 0 : Math.PI / count);
        const p = { x: anchor.x + distance * Math.cos(angle), y: anchor.y + distance * Math.sin(angle) };
        if ((ring > 40 || inside(p)) && free(p)) spot = p;
      }
    }
    const at = spot ?? anchor;
    placed.push({ x: at.x, y: at.y, anchor: { x: anchor.x, y: anchor.y }, moved: at !== anchor });
  }
  return placed;
}
