/**
 * The photo gallery's grid (issue 17: "an empty fifth cell"): the first photo large, the others around
 * it, spans chosen so that every row is full at both widths, whatever the number of photos.
 */
export type Span = { cols: 1 | 2 | 4; rows: 1 | 2 };

/** Spans of `count` photos on a grid of `columns` columns (2 on a phone, 4 from sm up). */
export function galleryLayout(count: number, columns: 2 | 4): Span[] {
  if (count <= 0) return [];
  const first: Span = { cols: count === 1 ? columns : 2, rows: 2 };
  const rest = count - 1;
  if (columns === 2) {
    // Pairs under the first photo; an odd one out takes the whole row.
    return [first, ...Array.from({ length: rest }, (_, i): Span => ({ cols: rest % 2 === 1 && i === rest - 1 ? 2 : 1, rows: 1 }))];
  }
  // Four columns: the first photo takes two columns of two rows; the 2 × 2 beside it holds up to four.
  const beside = Math.min(rest, 4);
  const besideSpans: Span[] =
    beside === 1
      ? [{ cols: 2, rows: 2 }]
      : beside === 2
        ? [
            { cols: 1, rows: 2 },
            { cols: 1, rows: 2 },
          ]
        : beside === 3
          ? [
              { cols: 1, rows: 1 },
              { cols: 1, rows: 1 },
              { cols: 2, rows: 1 },
            ]
          : Array.from({ length: beside }, (): Span => ({ cols: 1, rows: 1 }));
  // Any more in rows of four; a short last row stretched to fill it.
  const more = rest - beside;
  const last = more % 4;
  const moreSpans = Array.from({ length: more }, (_, i): Span => {
    if (last === 0 || i < more - last) return { cols: 1, rows: 1 };
    const k = i - (more - last);
    return { cols: last === 1 ? 4 : last === 2 ? 2 : k === 2 ? 2 : 1, rows: 1 };
  });
  return [first, ...besideSpans, ...moreSpans];
}

const COLS = { 1: "col-span-1", 2: "col-span-2", 4: "col-span-4" } as const;
const ROWS = { 1: "row-span-1", 2: "row-span-2" } as const;
const SM_COLS = { 1: "sm:col-span-1", 2: "sm:col-span-2", 4: "sm:col-span-4" } as const;
const SM_ROWS = { 1: "sm:row-span-1", 2: "sm:row-span-2" } as const;

/** The classes of each photo's cell (phone spans, then sm: spans). */
export function galleryCellClasses(count: number): string[] {
  const phone = galleryLayout(count, 2);
  const wide = galleryLayout(count, 4);
  return phone.map((p, i) => `${COLS[p.cols]} ${ROWS[p.rows]} ${SM_COLS[wide[i].cols]} ${SM_ROWS[wide[i].rows]}`);
}
