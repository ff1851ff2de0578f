/**
 * The text helpers every extractor shares: one normal form (lower case, no accents, ₱ and digits kept,
 * other punctuation a space), and masking, so that what one extractor took ("2 adults", "dec 23")
 * is blanked out before the next one reads the rest.
 */

/** Lower case, accents and emoji gone, en and em dashes as hyphens, punctuation (except ₱ . , / - ' used by amounts and dates) as spaces. */
export function normalise(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/\s*[\u2013\u2014]\s*/g, " - ")
      // "2 adults + 1 kid", "kids 10 & 13": the joining signs are words in every reader.
      .replace(/\s*&\s*/g, " and ")
      .replace(/\s*\+\s*/g, " plus ")
      .replace(/[^a-z0-9₱.,/'\- ]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** Words of a normalised text (letters and digits only). */
export function words(text: string): string[] {
  return text.split(/[^a-z0-9₱]+/).filter(Boolean);
}

/** Replaces a matched span by spaces (keeps the other indexes where they were). */
export function mask(text: string, index: number, length: number): string {
  return text.slice(0, index) + " ".repeat(length) + text.slice(index + length);
}

/** Removes every match of `re` (global) from `text`, calling `take` with each match first (a match it answers `false` for stays). */
export function takeAll(text: string, re: RegExp, take: (m: RegExpExecArray) => unknown): string {
  let out = text;
  for (const m of text.matchAll(re)) {
    if (take(m as RegExpExecArray) !== false) out = mask(out, m.index, m[0].length);
  }
  return out;
}

/** Optimal string alignment distance (Levenshtein plus swapped neighbours: "manlia" is 1 from "manila"). */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2][j - 2] + 1);
      d[i][j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
  }
  return d[a.length][b.length];
}

/** How many typos a word of this length may carry and still be recognised. */
export function typoAllowance(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}
