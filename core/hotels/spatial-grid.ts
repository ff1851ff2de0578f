/**
 * A grid of cells of `cellDeg` degrees over points (hotels), so "within r km of a point" reads only
 * the cells the circle's bounding box touches instead of every point (issue 26). The cells are a
 * bounding-box pre-filter; the caller still measures the true (haversine) distance.
 */
export type GridPoint = { latitude: number; longitude: number };

/** Kilometres per degree of latitude (and of longitude at the equator). */
export const KM_PER_DEG = 111.32;

export type SpatialGrid<T extends GridPoint> = {
  /** The points whose cell overlaps the box around (latitude, longitude) ± radiusKm. */
  candidates(latitude: number, longitude: number, radiusKm: number): T[];
};

/** The box around a point that holds every point within `radiusKm` (degrees; longitude widened by latitude). */
export function boundingBox(latitude: number, longitude: number, radiusKm: number) {
  const dLat = radiusKm / KM_PER_DEG;
  const cos = Math.max(0.01, Math.cos(((Math.abs(latitude) + dLat) * Math.PI) / 180));
  const dLon = radiusKm / (KM_PER_DEG * cos);
  return { south: latitude - dLat, north: latitude + dLat, west: longitude - dLon, east: longitude + dLon };
}

/** The grid cell of a point in the database's terms (market_hotel.cell, 0.05° cells): latitude row × 100,000 + longitude column. */
export const GRID_DEG = 0.05;
export function gridCell(latitude: number, longitude: number): number {
  return Math.floor(latitude / GRID_DEG) * 100_000 + Math.floor(longitude / GRID_DEG);
}

/** The cells the box around a point within `radiusKm` touches (for `cell = ANY($cells)`). */
export function cellsAround(latitude: number, longitude: number, radiusKm: number): number[] {
  const box = boundingBox(latitude, longitude, radiusKm);
  const out: number[] = [];
  for (let y = Math.floor(box.south / GRID_DEG); y <= Math.floor(box.north / GRID_DEG); y++) {
    for (let x = Math.floor(box.west / GRID_DEG); x <= Math.floor(box.east / GRID_DEG); x++) out.push(y * 100_000 + x);
  }
  return out;
}

export function spatialGrid<T extends GridPoint>(points: readonly T[], cellDeg = 0.05): SpatialGrid<T> {
  const cells = new Map<number, T[]>();
  const cell = (deg: number) => Math.floor(deg / cellDeg);
  // Latitude and longitude cells packed in one number (longitude cells stay under 10^5 for any degree).
  const key = (y: number, x: number) => y * 100_000 + x;
  for (const p of points) {
    const k = key(cell(p.latitude), cell(p.longitude));
    const list = cells.get(k);
    if (list) list.push(p);
    else cells.set(k, [p]);
  }
  return {
    candidates(latitude, longitude, radiusKm) {
      const box = boundingBox(latitude, longitude, radiusKm);
      const out: T[] = [];
      const [y0, y1, x0, x1] = [cell(box.south), cell(box.north), cell(box.west), cell(box.east)];
      // A huge radius reads the whole grid once rather than millions of empty cells.
      if ((y1 - y0 + 1) * (x1 - x0 + 1) > cells.size) {
        for (const list of cells.values()) out.push(...list);
        return out;
      }
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) {
          const list = cells.get(key(y, x));
          if (list) out.push(...list);
        }
      }
      return out;
    },
  };
}
