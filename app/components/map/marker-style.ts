/** The colour of each kind of marker on the SVG maps (shared by the map and the pages that add a marker over it). */
export const MARKER_CLASS = {
  destination: "fill-sky-700 dark:fill-sky-300",
  airport: "fill-indigo-700 dark:fill-indigo-300",
  port: "fill-teal-700 dark:fill-teal-300",
  hotel: "fill-amber-700 dark:fill-amber-300",
  you: "fill-rose-600 dark:fill-rose-400",
  highlight: "fill-emerald-700 dark:fill-emerald-300",
} as const;

/** The white ring round every marker. */
export const MARKER_RING_CLASS = "stroke-white dark:stroke-slate-900";

/** A marker's radius on the whole-country map (scale 1). */
export const MARKER_RADIUS = 9;
