/** The local map's layers (shared by the server and the browser). */
export const LAYERS = ["destination", "airport", "port", "hotel"] as const;
export type Layer = (typeof LAYERS)[number];
export const DEFAULT_LAYERS: readonly Layer[] = ["destination", "airport", "port"];

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
