/** Plain-text tables for the terminal. */

export type Column = { title: string; align?: "left" | "right" };

export function table(columns: Column[], rows: (string | number)[][]): string {
  const cells = rows.map((r) => r.map((c) => String(c)));
  const widths = columns.map((col, i) => Math.max(col.title.length, ...cells.map((r) => (r[i] ?? "").length)));
  const fmt = (values: string[]) =>
    values
      .map((v, i) => (columns[i]!.align === "left" ? v.padEnd(widths[i]!) : v.padStart(widths[i]!)))
      .join("  ")
      .trimEnd();
  const lines = [fmt(columns.map((c) => c.title)), widths.map((w) => "-".repeat(w)).join("  ")];
  for (const r of cells) lines.push(fmt(r));
  return lines.join("\n");
}

export const kb = (bytes: number, digits = 1) => (bytes / 1024).toFixed(digits);
export const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));
export const int = (v: number) => Math.round(v).toLocaleString("en-US");
