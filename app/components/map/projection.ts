/**
 * The projection of the SVG maps: equirectangular over the Philippines' bounds, with longitudes shrunk by
 * the cosine of the middle latitude so that shapes look right. Pure arithmetic, shared by the basemap
 * generator and the map component.
 */
import { type LatLng, PHILIPPINES_BOUNDS } from "../../../contracts/geo.ts";

export const BASEMAP_HEIGHT = 1000;
const B = PHILIPPINES_BOUNDS;
const MID_LAT = ((B.north + B.south) / 2) * (Math.PI / 180);
const SCALE = BASEMAP_HEIGHT / (B.north - B.south);
export const BASEMAP_WIDTH = Math.round((B.east - B.west) * Math.cos(MID_LAT) * SCALE);

export function project(p: LatLng): { x: number; y: number } {
  return { x: (p.lng - B.west) * Math.cos(MID_LAT) * SCALE, y: (B.north - p.lat) * SCALE };
}
