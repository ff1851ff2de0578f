/**
 * Writes core/hotels/coast.json: the land around each hotel destination at 250 m, for the hotel
 * results' offline map and for keeping the generated hotels on land (issue 23: on Natural Earth's
 * 1:50m outline Boracay, Panglao and Mactan are missing, and hotels scattered around a beach's centre
 * could fall in the sea, so markers sat in the sea). Source: the land polygons of the geo-maps
 * project's earth-lands-250m (OpenStreetMap data, © OpenStreetMap contributors, ODbL 1.0), which is
 * not a dependency: download it once and pass its map.geo.json.
 *
 *   npm pack @geo-maps/earth-lands-250m && tar xzf geo-maps-earth-lands-250m-*.tgz
 *   node scripts/build-coast.ts package/map.geo.json
 *
 * Each destination gets a box around its areas (wider than the map's closest view, 0.3° across) with
 * the land rings inside it, clipped to the box, as flat [lng, lat, lng, lat, …] lists (3 decimals).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { DESTINATIONS } from "../core/hotels/destinations.ts";

type Ring = [number, number][];
type Box = { west: number; east: number; south: number; north: number };

/** Degrees around a destination's areas: more than the map's closest view (0.3° across) on each side. */
const MARGIN_DEG = 0.3;

const file = process.argv[2];
if (!file) throw new Error("usage: node scripts/build-coast.ts path/to/earth-lands-250m/map.geo.json");
const geo = JSON.parse(readFileSync(file, "utf8")) as { geometries: { type: string; coordinates: unknown }[] };

const rings: Ring[] = [];
for (const g of geo.geometries) {
  const polygons = (g.type === "MultiPolygon" ? g.coordinates : [g.coordinates]) as Ring[][];
  for (const polygon of polygons) for (const ring of polygon) rings.push(ring);
}

/** Sutherland–Hodgman against one edge of the box. */
function clipEdge(
  ring: Ring,
  inside: (p: [number, number]) => boolean,
  cross: (a: [number, number], b: [number, number]) => [number, number],
): Ring {
  const out: Ring = [];
  for (let i = 0; i < ring.length; i++) {
    const a = ring[(i + ring.length - 1) % ring.length];
    const b = ring[i];
    if (inside(b)) {
      if (!inside(a)) out.push(cross(a, b));
      out.push(b);
    } else if (inside(a)) out.push(cross(a, b));
  }
  return out;
}

function clip(ring: Ring, box: Box): Ring {
  const atX =
    (x: number) =>
    (a: [number, number], b: [number, number]): [number, number] => [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])];
  const atY =
    (y: number) =>
    (a: [number, number], b: [number, number]): [number, number] => [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y];
  let r = clipEdge(ring, (p) => p[0] >= box.west, atX(box.west));
  r = clipEdge(r, (p) => p[0] <= box.east, atX(box.east));
  r = clipEdge(r, (p) => p[1] >= box.south, atY(box.south));
  return clipEdge(r, (p) => p[1] <= box.north, atY(box.north));
}

/** A ring as a flat list, 3 decimals (about 100 m), repeated points dropped; none when it collapsed. */
function flat(ring: Ring): number[] {
  const out: number[] = [];
  for (const [lng, lat] of ring) {
    const x = Math.round(lng * 1000) / 1000;
    const y = Math.round(lat * 1000) / 1000;
    if (out.length && out[out.length - 2] === x && out[out.length - 1] === y) continue;
    out.push(x, y);
  }
  return out.length >= 6 ? out : [];
}

const boxes = DESTINATIONS.map((d) => {
  const lats = d.areas.map((a) => a.latitude);
  const lngs = d.areas.map((a) => a.longitude);
  const box: Box = {
    west: Math.min(...lngs) - MARGIN_DEG,
    east: Math.max(...lngs) + MARGIN_DEG,
    south: Math.min(...lats) - MARGIN_DEG,
    north: Math.max(...lats) + MARGIN_DEG,
  };
  const kept: number[][] = [];
  for (const ring of rings) {
    let w = Infinity;
    let e = -Infinity;
    let s = Infinity;
    let n = -Infinity;
    for (const [lng, lat] of ring) {
      if (lng < w) w = lng;
      if (lng > e) e = lng;
      if (lat < s) s = lat;
      if (lat > n) n = lat;
    }
    if (e < box.west || w > box.east || n < box.south || s > box.north) continue;
    const clipped = flat(clip(ring, box));
    if (clipped.length) kept.push(clipped);
  }
  const r3 = (v: number) => Math.round(v * 1000) / 1000;
  return { destination: d.code, west: r3(box.west), east: r3(box.east), south: r3(box.south), north: r3(box.north), rings: kept };
});

const out = {
  source: "geo-maps earth-lands-250m 0.6.0: OpenStreetMap data, © OpenStreetMap contributors, ODbL 1.0",
  boxes,
};
writeFileSync(new URL("../core/hotels/coast.json", import.meta.url), `${JSON.stringify(out)}\n`);
console.log(`coast.json: ${boxes.length} boxes, ${JSON.stringify(out).length} bytes`);
