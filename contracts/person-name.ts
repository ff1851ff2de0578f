/**
 * A full name as an account holds it ("Juan Dela Cruz") split into the given names and the last name
 * a ticket needs. The last word is the last name, together with the particles Filipino and Spanish
 * (and Dutch or German) surnames start with: "Maria Clara Santos" → Maria Clara / Santos,
 * "Juan Dela Cruz" → Juan / Dela Cruz, "Ana de los Reyes" → Ana / de los Reyes. A best guess, shown in
 * a form the traveller checks, never used unseen.
 */
const PARTICLES = new Set([
  "de",
  "dela",
  "del",
  "delos",
  "los",
  "las",
  "la",
  "san",
  "santa",
  "sta.",
  "sto.",
  "van",
  "von",
  "der",
  "den",
  "da",
  "di",
  "dos",
  "das",
]);

export function splitFullName(full: string): { givenName: string; surname: string } {
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { givenName: "", surname: "" };
  if (words.length === 1) return { givenName: "", surname: words[0] };
  let start = words.length - 1;
  // Keep at least one given name.
  while (start > 1 && PARTICLES.has(words[start - 1].toLowerCase())) start--;
  return { givenName: words.slice(0, start).join(" "), surname: words.slice(start).join(" ") };
}
