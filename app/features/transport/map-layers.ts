/** The local map's layers (shared by the server and the browser): contracts/map-layers.ts's, with their labels and colours. */
import type { Layer } from "../../../contracts/map-layers.ts";

export { DEFAULT_LAYERS, LAYERS, type Layer } from "../../../contracts/map-layers.ts";

export const LAYER_LABELS: Record<Layer, string> = {
  destination: "Destinations",
  airport: "Airports",
  port: "Ferry ports",
  hotel: "Hotels",
};

/** Marker colours, the same as the offline SVG map's (Tailwind 700 shades). */
export const LAYER_COLOURS: Record<Layer | "you", string> = {
  destination: "#0369a1",
  airport: "#4338ca",
  port: "#0f766e",
  hotel: "#b45309",
  you: "#e11d48",
};
