/** Counts as a traveller reads them: "1 child", "2 adults, 1 child and 1 infant" (never "1 children"). */

/** "1 night", "2 nights"; "1 child", "3 children" with the plural given. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "1 adult", "2 adults and 1 child", "2 adults, 1 child and 1 infant": zero counts are left out. */
export function partyLabel(party: { adults: number; children?: number; infants?: number }): string {
  const parts = [
    party.adults ? plural(party.adults, "adult") : "",
    party.children ? plural(party.children, "child", "children") : "",
    party.infants ? plural(party.infants, "infant") : "",
  ].filter(Boolean);
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}
