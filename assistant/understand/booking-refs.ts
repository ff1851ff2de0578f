/**
 * What a traveller gives to find or change a booking: the reference (six letters and digits, as
 * core/flights/references.ts and the hotel references "H" + five make them: "K7Q2ZM", "HK7P2Q"), the
 * last name ("last name dela Cruz", "apelyido Santos", or the name right after the reference:
 * "8MZQ2R, Garcia") and what they want done (void, refund, date change).
 */
import type { ChatSlots } from "../../contracts/assistant.ts";
import { correctWord, isKnownWord } from "./spelling.ts";

export type BookingFinding = Pick<ChatSlots, "reference" | "lastName" | "action"> & { rest: string };

const REF_WORD = String.raw`(?:booking|reference|ref|pnr|code|confirmation|conf|ticket|trip)(?:\s*(?:no\.?|number|num|#|code|ref))?\s*[:#]?`;
/** Words that follow a reference without being a name. */
const NOT_A_NAME = new Set(
  "of or and the po na ba ko is to for with without from at in on my our ng sa yung ang last surname lastname apelyido name family please pls pa paki thanks salamat status refund void cancel change rebook hindi di i im i'm admin someone still active did has have was misspelled misspelt misspell wrong wrongly mali incorrect spelled typo sayop sala".split(
    " ",
  ),
);
/** Codes of the shape of a reference that are something else: a flight number, a size, a phone. */
const ALMOST_REF_NOT = /^(?:pr|5j|dg|z2|ph|rp|dj|cebu?|pal)\d{2,5}$|^\d|^(?:mins?|hrs?|kms?|pesos?|php|day|yrs?)\d/i;

/** Whether `reference` has the shape of ours: six characters (a flight's, or a hotel's H and five). */
export const fitsReference = (reference: string) => /^[A-Za-z0-9]{6}$/.test(reference);

/** Six characters of the references' alphabet (core/flights/references.ts: no 0/O, 1/I/L). */
const REFERENCE_LETTERS = /^[A-HJKMNP-Z2-9]{6}$/i;
/** Words of a message about a booking (its status, what was paid or refunded). */
const BOOKING_CUE =
  /\b(?:booking|bookings|ref|reference|status|paid|pay|payment|binayad|bayad|nabayad|refund\w*|ticket|tickets|trip|reservation|total|confirm\w*|split|change|find)\b/i;
const NAME_INTRO = new Set("name named pangalan apelyido surname lastname is ay ko".split(" "));
const PARTICLES = new Set("de del dela della delos de los la las le van von san santa sta mc da di du".split(" "));

/** The last name at `start` in `original`: name particles then one word ("dela Cruz", "de los Santos"). */
function nameAt(original: string, start: number): string | undefined {
  const words = original
    .slice(start)
    .split(/[^\p{L}'-]+/u)
    .filter(Boolean);
  const out: string[] = [];
  // "RT5M8N, name Müller", "p3nd9x pangalan villanueva": the word that introduces the name is not it.
  while (words.length > 1 && NAME_INTRO.has(words[0].toLowerCase())) words.shift();
  for (const w of words) {
    const lw = w.toLowerCase();
    if (out.length === 0 && NOT_A_NAME.has(lw)) return undefined;
    out.push(w);
    if (!PARTICLES.has(lw)) break;
    if (out.length > 3) return undefined;
  }
  const name = out.join(" ");
  return name.length >= 2 && !PARTICLES.has(out[out.length - 1].toLowerCase()) ? name : undefined;
}

export function findBooking(original: string, normalised: string): BookingFinding {
  const found: Omit<BookingFinding, "rest"> = {};
  let rest = normalised;
  let refEnd = -1;
  for (const m of original.matchAll(new RegExp(String.raw`(?:\b${REF_WORD}\s*)?\b([A-Za-z0-9]{6})\b`, "gi"))) {
    const token = m[1];
    const withKeyword = m[0].length > token.length;
    const hasDigit = /\d/.test(token);
    const hasLetter = /[A-Za-z]/.test(token);
    if (!hasLetter) continue;
    if (/^\d+(?:st|nd|rd|th|am|pm|k|pax|kms?|days?|d\dn)$/i.test(token) || /^\d{1,2}d\d{1,2}n$/i.test(token)) continue;
    // A reference may be all letters ("KQZMRT"): typed in capitals with a keyword, or, in a message about a
    // booking ("total na binayad namin for kqzmrt"), a code of the references' letters that is no word we know
    // nor a typo of one.
    const capitals = token === token.toUpperCase();
    const lower = token.toLowerCase();
    const aboutBooking = REFERENCE_LETTERS.test(token) && BOOKING_CUE.test(original) && !isKnownWord(lower) && correctWord(lower) === lower;
    if (!hasDigit && !(withKeyword && capitals) && !aboutBooking) continue;
    found.reference = token.toUpperCase();
    refEnd = m.index + m[0].length;
    rest = rest.replace(new RegExp(`\\b${token.toLowerCase()}\\b`), " ");
    break;
  }
  // A code that looks like a reference but is not six characters ("LKB0091", "AB12345"): kept as given,
  // so that the reply can say what a reference looks like instead of asking for one as if none was given.
  if (!found.reference && (BOOKING_CUE.test(original) || /\b(?:void|cancel\w*|undo|estado|reserva)\b/i.test(original))) {
    const m =
      /(?:\b(?:ref|reference|booking|pnr|code)\s*(?:no\.?|number|#)?\s*[:#]?\s*)?\b([A-Za-z]{2,4}\d{2,6}|[A-Za-z]\d[A-Za-z0-9]{3,6})\b/.exec(
        original,
      );
    if (m && m[1].length >= 5 && m[1].length <= 9 && m[1].length !== 6 && !ALMOST_REF_NOT.test(m[1])) {
      found.reference = m[1].toUpperCase();
      refEnd = m.index + m[0].length;
      rest = rest.replace(new RegExp(`\\b${m[1].toLowerCase()}\\b`), " ");
    }
  }
  const marker =
    /\b(?:last ?name|surname|family name|apelyido|under(?: the name(?: of)?)?|in the name of|sa pangalan(?: ni| ng)?|naka-?pangalan (?:kay|sa))(?:\s+(?:ko|namin|niya|nya|is|ay|po))*\s*[:,-]?\s*/i.exec(
      original,
    );
  if (marker) found.lastName = nameAt(original, marker.index + marker[0].length);
  // "Lim akong apelyido", "Reyes ang last name ko": the name before the word.
  if (!found.lastName && marker) {
    const before = /([\p{L}'-]{2,})\s+(?:akong|ang|yung|ung|my|our)\s+$/iu.exec(original.slice(0, marker.index));
    if (before && !NOT_A_NAME.has(before[1].toLowerCase())) found.lastName = before[1];
  }
  // The word after the reference, unless a sentence ends between them ("Ref QX83LP. How do we...").
  if (!found.lastName && refEnd >= 0 && !/^\s*[.?!]/.test(original.slice(refEnd))) found.lastName = nameAt(original, refEnd);
  if (found.lastName) {
    for (const w of found.lastName.toLowerCase().split(" ")) rest = rest.replace(new RegExp(`\\b${escapeRegExp(w)}\\b`), " ");
  }

  const n = normalised;
  // A cancellation the same day it was booked ("binook ko kanina lang", "booked this morning") is a void.
  const sameDay =
    /\b(?:kanina(?: lang)?|kaninang umaga|ganina|karon lang|just now|earlier today|this morning|today|ngayong araw|hoy|(?:\d+|a few|an?|few) (?:minutes?|mins?|hours?|hrs?|minuto|oras) (?:ago|lang)|(?:minutes?|mins?) ago)\b/.test(
      n,
    ) && /\b(?:\w*book\w*|bi-?nook)\b/.test(n);
  if (/\b(?:i-?|pa-?|ipa-?|ma-?)?void\b|\bvoid(?:ed|ing)?\b/.test(n)) found.action = "void";
  else if (sameDay && /\b(?:i-?|pa-?|ipa-?)?cancel\w*\b|\bundo\b/.test(n)) found.action = "void";
  else if (
    /\b(?:i-?|pa-?|ipa-?|ma-?)?(?:refund|refnd|rfund|refunds)\b|\bmoney back\b|\bibalik (?:ang|yung) (?:pera|bayad)\b|\b(?:ipa-?|pa-?)?cancel(?:l?ed|l?ing)?\b/.test(
      n,
    )
  )
    found.action = "refund";
  else if (
    /\b(?:re-?book(?:ing)?|re-?issue|resched(?:ule)?|move (?:it|my|our|the) ?(?:flight|booking|trip|date)?(?= to\b| sa\b| on\b)|move (?:my|our|the|his|her|their) (?:[\w'-]+ ){0,2}(?:flight|return|departure|trip|booking|ticket|check-? ?in)s?|(?:ma|i|pa|ipa|ma-?i)-?(?:usab|usob|ilis)\b|change (?:the |my |our )?(?:(?:return|departure|travel|flight) )?(?:date|flight|sched|day)|change (?:my |our |the )?(?:\w+ )?(?:return|departure|way back)(?= to\b| sa\b| on\b| from\b)|change (?:my|our|the) (?:[\w-]+ ){0,2}(?:flight|booking|ticket)s?(?= from\b| to\b| sa\b| on\b)|(?:new|other|another) (?:date|day)|(?:pa-?|i-?|ipa-?)?change (?:po )?(?:ng |the |my )?(?:date|petsa|flight)|usbon (?:ang )?(?:petsa|adlaw|flight)|ibalhin|i-?usab|cambia(?:r)?|palit(?: ng)? (?:date|petsa|flight|sched)|ilipat|i-?move|ipalipat|date change|change date)\b/.test(
      n,
    )
  )
    found.action = "reissue";
  // "did the void go thru?", "is my booking still active?": a request's outcome asked, not a new request.
  if (found.action && STATUS_OF_REQUEST.test(n)) delete found.action;
  return { ...found, rest };
}

const STATUS_OF_REQUEST =
  /\b(?:did|has|have|was|is) (?:the |my |our |ang |yung )?(?:void|refund|cancel\w*|request|change|reissue)\w* (?:go (?:thru|through)|went (?:thru|through)|been (?:approved|processed|done)|approved|processed|done|push(?:ed)? through)\b|\bstill active\b|\bnatuloy ba (?:ang |yung )?(?:void|refund|cancel\w*)\b/;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A bare answer to "What is the last name on the booking?": one to four words of letters. */
export function bareLastName(message: string): string | undefined {
  const t = message
    .trim()
    .replace(/[.!?]+$/, "")
    .replace(/[\s,]+(?:po|opo|sir|ma'?am|thanks|salamat)$/i, "");
  if (!/^[\p{L}'. -]{2,40}$/u.test(t) || t.split(/\s+/).length > 4) return undefined;
  return t;
}
