/** The local map's layers (shared by the transport use cases, the server and the browser; no zod). */
export const LAYERS = ["destination", "airport", "port", "hotel"] as const;
export type Layer = (typeof LAYERS)[number];
export const DEFAULT_LAYERS: readonly Layer[] = ["destination", "airport", "port"];

/** A point of the local map: a destination, an airport, a ferry port or a hotel, with its page if it has one. */
export type MapPoint = { id: string; kind: Layer; label: string; lat: number; lng: number; href?: string };

export type HotelGroup = { destination: string; hotels: { id: string; name: string; href: string }[] };
