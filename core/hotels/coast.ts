/**
 * The land around each hotel destination at 250 m (coast.json, written by scripts/build-coast.ts from
 * OpenStreetMap data: © OpenStreetMap contributors, ODbL 1.0). Natural Earth's country outline leaves
 * out Boracay, Panglao and Mactan, so two things use this instead (issue 23): the generated hotels are
 * kept on land (a point scattered into the sea moves to the nearest shore, a little inland), and the
 * hotel results' offline map draws this coast under the markers.
 */
import data from "./coast.json" with { type: "json" };

export type CoastBox = {
  /** The destination's code ("BOR"). */
  destination: string;
  west: number;
  east: number;
  south: number;
  north: number;
  /** Land rings clipped to the box, each a flat list [lng, lat, lng, lat, …]; even-odd (a lake is a hole). */
  rings: number[][];
};

export const COAST_SOURCE = "OpenStreetMap contributors (ODbL), via geo-maps' earth-lands-250m";

const BOXES: readonly CoastBox[] = data.boxes;

type Point = { latitude: number; longitude: number };

export function coastBox(destination: string): CoastBox | undefined {
  return BOXES.find((b) => b.destination === destination);
}

/** The boxes that overlap these bounds (degrees). */
export function coastBoxesAround(bounds: { west: number; east: number; south: number; north: number }): CoastBox[] {
  return BOXES.filter((b) => b.east >= bounds.west && b.west <= bounds.east && b.north >= bounds.south && b.south <= bounds.north);
}

/** Whether the point is on land in the box (even-odd over every ring). */
export function onLand(box: CoastBox, p: Point): boolean {
  const x = p.longitude;
  const y = p.latitude;
  let inside = false;
  for (const ring of box.rings) {
    for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
      const xi = ring[i];
      const yi = ring[i + 1];
      const xj = ring[j];
      const yj = ring[j + 1];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** About 60 m: how far past the shore a point moved off the sea lands. */
const INLAND_DEG = 0.00055;
const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

/**
 * The point itself when it is on land (or outside the destination's box); else the nearest point of
 * the shore moved a little inland, or failing that `fallback` (the area's centre).
 */
export function keepOnLand(destination: string, p: Point, fallback: Point): Point {
  const box = coastBox(destination);
  if (!box || p.longitude < box.west || p.longitude > box.east || p.latitude < box.south || p.latitude > box.north) return p;
  if (onLand(box, p)) return p;
  // Nearest point on the shore, with longitudes shrunk by the cosine of the latitude (true distances).
  const k = Math.cos((p.latitude * Math.PI) / 180);
  let best = { d: Infinity, x: 0, y: 0 };
  for (const ring of box.rings) {
    for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
      const ax = ring[j] * k;
      const ay = ring[j + 1];
      const dx = ring[i] * k - ax;
      const dy = ring[i + 1] - ay;
      const px = p.longitude * k;
      const t = Math.max(0, Math.min(1, ((px - ax) * dx + (p.latitude - ay) * dy) / (dx * dx + dy * dy || 1)));
      const x = ax + t * dx;
      const y = ay + t * dy;
      const d = (x - px) ** 2 + (y - p.latitude) ** 2;
      if (d < best.d) best = { d, x, y };
    }
  }
  if (best.d === Infinity) return fallback;
  const length = Math.sqrt(best.d) || 1;
  const ux = (best.x - p.longitude * k) / length;
  const uy = (best.y - p.latitude) / length;
  for (const step of [INLAND_DEG, INLAND_DEG / 2, INLAND_DEG / 4]) {
    const moved = { latitude: round5(best.y + uy * step), longitude: round5((best.x + ux * step) / k) };
    if (onLand(box, moved)) return moved;
  }
  return onLand(box, fallback) ? fallback : { latitude: round5(best.y), longitude: round5(best.x / k) };
}
