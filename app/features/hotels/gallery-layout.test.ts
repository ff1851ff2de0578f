import { describe, expect, it } from "vitest";
import { galleryLayout } from "./gallery-layout.ts";

/** Places spans as CSS grid's auto-placement does (row by row, first free cell) and answers the grid. */
function place(spans: { cols: number; rows: number }[], columns: number): boolean[][] {
  const grid: boolean[][] = [];
  const free = (r: number, c: number) => !grid[r]?.[c];
  let cursor = 0;
  for (const s of spans) {
    for (let at = cursor; ; at++) {
      const r = Math.floor(at / columns);
      const c = at % columns;
      if (c + s.cols > columns) continue;
      let fits = true;
      for (let dr = 0; dr < s.rows; dr++) for (let dc = 0; dc < s.cols; dc++) if (!free(r + dr, c + dc)) fits = false;
      if (!fits) continue;
      for (let dr = 0; dr < s.rows; dr++) {
        grid[r + dr] ??= Array(columns).fill(false);
        for (let dc = 0; dc < s.cols; dc++) grid[r + dr][c + dc] = true;
      }
      cursor = at;
      break;
    }
  }
  return grid;
}

describe("the photo gallery", () => {
  it("leaves no empty cell for 1 to 9 photos, on a phone and wider", () => {
    for (const columns of [2, 4] as const)
      for (let count = 1; count <= 9; count++) {
        const grid = place(galleryLayout(count, columns), columns);
        expect({ columns, count, empty: grid.flat().filter((c) => !c).length }).toEqual({ columns, count, empty: 0 });
      }
  });
});
