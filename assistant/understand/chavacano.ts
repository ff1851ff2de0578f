/**
 * Chavacano, the Spanish-based creole of Zamboanga and Basilan, read as the other readers read English:
 * its phrases for dates ("el 15 de Diciembre", "20 Dic", "regreso 9 de Enero"), nights ("3 noches
 * desde"), the trip ("ida y vuelta"), the party ("uno pasahero", "dos adulto", "conmigo mi esposa y mi
 * hijo 8 años"), the time of day ("na mañana"), the order ("el mas barato", "mas temprano"), a room
 * ("tiene pa cuarto"), tonight ("esta noche") and near ("cerca del") are put in the English words the
 * readers know. Only a message with a word of its own (MARKERS) is read so; a Tagalog or Bisaya message
 * keeps its "na", "y" and "con".
 */

const MONTH = `(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|ene|feb|mar|abr|jun|jul|ago|sep|oct|nov|dic)`;

/** Words no other language our travellers write uses so. */
const MARKERS = new RegExp(
  String.raw`\b(?:tiene|quiere|puede|conmigo|contigo|cuanto|cual|donde|cuando|vuelo|noches|regreso|vuelta|llueve|lluvia|porfa|por favor|cerca|pasahero|pasajero|adulto|adultos|esposa|esposo|hijo|hija|piscina|piscna|temprano|tmprano|ese dia|esta noche|el mas|de ${MONTH})\b|\d\s+anos\b`,
  "i",
);

const NUMBERS: Record<string, string> = {
  un: "1",
  uno: "1",
  una: "1",
  dos: "2",
  tres: "3",
  cuatro: "4",
  cinco: "5",
  seis: "6",
  siete: "7",
  ocho: "8",
  nueve: "9",
  diez: "10",
};
const NOUNS: Record<string, string> = {
  pasahero: "passenger",
  pasajero: "passenger",
  persona: "person",
  gente: "person",
  adulto: "adult",
  cuarto: "room",
  habitacion: "room",
  noche: "night",
  nino: "child",
  nina: "child",
  bata: "child",
};

/** Phrase → English, in order (the longer phrases first). */
const PHRASES: [RegExp, string | ((...m: string[]) => string)][] = [
  // "el 15 de Diciembre", "2 de Enero": the month and its day.
  [new RegExp(String.raw`\b(?:el\s+)?(\d{1,2})\s+de\s+${MONTH}\b`, "gi"), (_m, d, mo) => `${mo} ${d}`],
  // "el 22", "con regreso el 11": a day of this month or the next.
  [/\bel (\d{1,2})\b(?!\s*(?:a[nñ]os?|years|de)\b)/gi, "on the $1"],
  [/\bida y vuelta\b/gi, "round trip"],
  // "Puede tu reserva conmigo un bangka?": a request to book something for the traveller.
  [/\bpuede (?:tu|uste|usted|ustedes) (?:reserva|compra|book)\w*(?: (?:conmigo|para conmigo|para mi))?\b/gi, "can you book for me"],
  [/\bsolo ida\b/gi, "one way"],
  [/\b(?:con )?(?:regreso|volver|vuelta)\b/gi, "return"],
  [/\besta noche\b/gi, "tonight"],
  [/\b(?:na|en|por) (?:la )?ma[nñ]ana\b/gi, "in the morning"],
  [/\b(?:na|en|por) (?:la )?tarde\b/gi, "in the afternoon"],
  [/\b(?:na|en|por) (?:la )?noche\b/gi, "in the evening"],
  [/\bma[nñ]ana\b/gi, "tomorrow"],
  [/\bese dia\b/gi, "that day"],
  [/\b(?:el|la) mas (?:barato|barata)\b/gi, "the cheapest"],
  [/\bmas (?:barato|barata|brato)\b/gi, "cheaper"],
  [/\b(?:el|la) mas (?:temprano|tmprano|tempra)\b/gi, "the earliest"],
  [/\bmas (?:temprano|tmprano|tempra)\b/gi, "earlier"],
  [/\b(?:el|la) ultimo\b/gi, "the last"],
  [/\bcual dia\b/gi, "which day"],
  // "mi hijo 8 años": the child and their age, as the party reader reads them.
  [/\bmi (hijo|hija|nino|niño|nina|niña|apo) (\d{1,2}) a[nñ]os?\b/gi, (_m, _w, n) => `my ${n} year old child`],
  [/\b(\d{1,2}) a[nñ]os?\b/gi, "$1 years old"],
  [/\bconmigo (mi|el|la|su)\b/gi, "with $1"],
  [/\bconmigo\b/gi, "with me"],
  [/\bmi (esposa|mujer)\b/gi, "my wife"],
  [/\bmi (esposo|marido)\b/gi, "my husband"],
  [/\bcerca (?:del?|de la|na)\b/gi, "near"],
  [/\btiene(?: pa)?\b/gi, "any"],
  [/\bquiere yo anda\b|\bquiere yo\b/gi, "I want to go"],
  [/\banda na\b/gi, "to"],
  [/\bvuelos?\b/gi, "flight"],
  [/\b(?:cuartos?|habitacion(?:es)?)\b/gi, "room"],
  [/\b(?:piscina|piscna)\b/gi, "pool"],
  [/\bllueve\b/gi, "will it rain"],
  [/\bporfa\b|\bpor favor\b/gi, "please"],
  [/\bdesde\b/gi, "from"],
  [/\bdic\b/gi, "december"],
  [/\bcon\b/gi, "with"],
  [/\by\b/gi, "and"],
  [/\bna\b/gi, "in"],
];

/** The message with its Chavacano put in English; any other message as it is. */
export function fromChavacano(message: string): string {
  if (!MARKERS.test(message.normalize("NFKD").replace(/\p{M}/gu, ""))) return message;
  let out = message.replace(
    /\b(un|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)\s+(pasahero|pasajero|persona|gente|adulto|cuarto|habitacion|noche|nino|niño|nina|niña|bata)s?\b/gi,
    (_m, n: string, w: string) => {
      const noun = NOUNS[w.toLowerCase().normalize("NFKD").replace(/\p{M}/gu, "")] ?? w;
      const count = NUMBERS[n.toLowerCase()] ?? n;
      return `${count} ${noun}${count === "1" ? "" : "s"}`;
    },
  );
  out = out.replace(/\b(\d+)\s+(noche|adulto|pasahero|pasajero|persona|cuarto)s?\b/gi, (_m, n: string, w: string) => {
    const noun = NOUNS[w.toLowerCase()] ?? w;
    return `${n} ${noun}${n === "1" ? "" : "s"}`;
  });
  for (const [re, to] of PHRASES) out = out.replace(re, to as string);
  return out;
}
