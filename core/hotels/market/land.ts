/**
 * Is a point on land? For the market dataset's generator (issue 26): the OpenStreetMap coast of the
 * demo destinations where it covers the point (coast.ts, 250 m), else Natural Earth's 1:10m outline of
 * the Philippines (the world-atlas package, public domain; a development dependency, read only when
 * the dataset is generated). Natural Earth is coarse near the shore (about a kilometre): a coastal
 * town's own centre can fall outside it, so the generator moves such a centre inland first.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { coastBoxesAround, onLand } from "../coast.ts";

type Point = { latitude: number; longitude: number };

let rings: { ring: number[][]; west: number; east: number; south: number; north: number }[][] | undefined;

async function outline() {
  if (rings) return rings;
  const require = createRequire(import.meta.url);
  const { feature } = await import("topojson-client");
  const topology = JSON.parse(readFileSync(require.resolve("world-atlas/countries-10m.json"), "utf8"));
  // biome-ignore lint/suspicious/noExplicitAny: TopoJSON read from a file
  const ph = (feature(topology, topology.objects.countries) as any).features.find((f: any) => f.id === "608");
  if (!ph) throw new Error("The Philippines (608) is missing from world-atlas");
  const polygons: number[][][][] = ph.geometry.type === "MultiPolygon" ? ph.geometry.coordinates : [ph.geometry.coordinates];
  rings = polygons.map((poly) =>
    poly.map((ring) => ({
      ring,
      west: Math.min(...ring.map((c) => c[0])),
      east: Math.max(...ring.map((c) => c[0])),
      south: Math.min(...ring.map((c) => c[1])),
      north: Math.max(...ring.map((c) => c[1])),
    })),
  );
  return rings;
}

function inRing(r: { ring: number[][]; west: number; east: number; south: number; north: number }, x: number, y: number): boolean {
  if (x < r.west || x > r.east || y < r.south || y > r.north) return false;
  let inside = false;
  const ring = r.ring;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A land test, ready to call many times (loads the outline once). */
export async function landTest(): Promise<(p: Point) => boolean> {
  const polygons = await outline();
  return (p) => {
    const boxes = coastBoxesAround({ west: p.longitude, east: p.longitude, south: p.latitude, north: p.latitude });
    if (boxes.length) return onLand(boxes[0], p);
    return polygons.some(
      ([outer, ...holes]) => inRing(outer, p.longitude, p.latitude) && !holes.some((h) => inRing(h, p.longitude, p.latitude)),
    );
  };
}

/** The point itself when on land, else the nearest land found on circles of 0.2 to 6 km around it (16 bearings), else the point. */
export function nearestLand(p: Point, isLand: (p: Point) => boolean): Point {
  if (isLand(p)) return p;
  const k = Math.cos((p.latitude * Math.PI) / 180);
  for (let km = 0.2; km <= 6; km += 0.2) {
    for (let b = 0; b < 16; b++) {
      const angle = (b / 16) * 2 * Math.PI;
      const q = {
        latitude: Math.round((p.latitude + (km * Math.cos(angle)) / 111.32) * 1e5) / 1e5,
        longitude: Math.round((p.longitude + (km * Math.sin(angle)) / (111.32 * k)) * 1e5) / 1e5,
      };
      // A little further in, so the hotels around it are not all on the shore.
      if (isLand(q)) return q;
    }
  }
  return p;
}
