/**
 * What a hotel request asks beyond the destination (issue 24): the area ("sa Panglao", "in BGC",
 * "Station 2"), a point to stay near ("malapit sa airport", "walking distance to Cloud 9", "near the
 * port"), a least star rating ("4 star pataas", "5-star") and amenities ("may pool", "libreng
 * breakfast", "w/ wifi & b'fast"). Areas and points come from the hotels' own place index
 * (core/hotels/destinations.json through area-points.ts), by name, alias or a small misspelling; the
 * star and amenity words are whole classes of words in English and Taglish.
 */
import { areaLabels, areasNamed, POINT_KIND_WORDS, pointLabels } from "../../core/hotels/area-points.ts";
import { type Area, DESTINATIONS, type Destination, normalisePlace } from "../../core/hotels/destinations.ts";
import { findPlaces, GAZETTEER, type GazetteerPlace, isLandmarkName, type PlaceMention, placeById } from "./gazetteer.ts";
import { editDistance, mask, typoAllowance } from "./text.ts";

/** The amenities a traveller asks for, by the slot's value: the words for it and our hotels' names for it. */
export const AMENITIES: Record<string, { words: RegExp; names: readonly string[] }> = {
  pool: { words: /\b(?:swimming pools?|pools?|swimming|languyan|infinity pool)\b/, names: ["Swimming pool"] },
  beachfront: {
    // Near a beach not named ("malapit sa beach", "walking distance to the beach"): our beachfront hotels.
    words:
      /\b(?:beach ?front|beachside|beach side|on the beach|by the beach|tabing[- ]?dagat|harap ng dagat|beach access|(?:near|close to|malapit sa|walking distance (?:to|from)|steps from) (?:the |a )?(?:beach|dagat|dalampasigan))\b/,
    names: ["Beachfront"],
  },
  breakfast: {
    words: /(?:\bb'?fast\b|\bbkfast\b|\bbrekky\b|\bbreakfast\b|\bbrekkie\b|\balmusal\b|\bagahan\b)/,
    names: ["Breakfast included"],
  },
  gym: { words: /\b(?:gym|fitness(?: cent(?:er|re)| room)?)\b/, names: ["Fitness centre"] },
  wifi: { words: /\b(?:wi-?fi|wi fi|internet)\b/, names: ["Free Wi-Fi"] },
  parking: { words: /\b(?:parking|paradahan|car park|carpark)\b/, names: ["Parking"] },
  spa: { words: /\b(?:spa|massages?|masahe|hilot)\b/, names: ["Spa"] },
  "airport-shuttle": {
    words: /\b(?:airport (?:shuttle|transfers?|pick-? ?ups?|service)|shuttle(?: service)?|hatid[- ]sundo)\b/,
    names: ["Airport shuttle"],
  },
  aircon: {
    words: /\b(?:air-? ?con(?:ditioning|ditioned)?|aircon(?:ditioned)?|naka-?aircon|airconditioned)\b/,
    names: ["Air conditioning"],
  },
  "front-desk": { words: /\b24(?:\/7|[- ]?(?:hours?|hrs?|h))? (?:front desk|reception)\b/, names: ["24-hour front desk"] },
  restaurant: { words: /\b(?:restaurants?|restawran|kainan)\b/, names: ["Restaurant"] },
  "pet-friendly": {
    words:
      /\b(?:pet[- ]?friendly|pets? allowed|allows? pets|(?:pwede|pwde|pede|puwede|pwd|ok ang|okay ang|allowed ang) (?:ba )?(?:ang |yung |ung )?(?:aso|pusa|pets?|dogs?|cats?)|with (?:a |my |our )?(?:small )?(?:pets?|dogs?|cats?|aso|pusa)|(?:have|has|bring(?:ing)?|may|kasama|dala) (?:a |my |our |ang |yung |kaming )?(?:small |little |maliit na )?(?:pets?|dogs?|cats?|aso|pusa))\b/,
    names: ["Pet friendly"],
  },
  "mountain-view": {
    words:
      /\b(?:mountain views?|(?:mayon|volcano|bulkan|taal) views?|views? (?:of|ng|sang|sa|han|ti|iti) (?:the |ang |an )?(?:mayon|volcano|bulkan|taal|mountains?|bundok)|(?:tanaw|kita) (?:ang |yung )?(?:mayon|bulkan|taal|bundok))\b/,
    names: ["Mountain view"],
  },
  "dive-centre": { words: /\b(?:dive (?:cent(?:er|re)|shop))\b/, names: ["Dive centre"] },
};

/** Kinds of lodging: a message naming one asks for a place to stay. */
/** Words for a place to stay; "sa cabin", "in the cabin" is the plane's. */
export const LODGING =
  /\b(?:hotels?|resorts?|guest ?houses?|villas?|(?<!\b(?:sa|in|inside|in the|inside the|loob ng|sulod sa|sulod sang)\s)cabins?|hostels?|inns?|lodges?|lodging|pension(?:e|ne)?s?|home ?stays?|b&b|bnb|airbnb|place to stay|places to stay|matutuluyan|tutuluyan|tulugan|matutulugan|tutulugan|transients?|rooms?|kwarto|kuwarto|accommodations?|staycation|bungalows?|cottages?|condotel|apartelle|motel|glamping)\b/;

const STAR_NUMBER: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, isa: 1, dalawa: 2, tatlo: 3, apat: 4, lima: 5 };
const STARS =
  /\b(?:(?:at least|minimum|min\.?|atleast|hindi bababa sa) )?([1-5]|one|two|three|four|five|isang|isa|dalawang|dalawa|tatlong|tatlo|apat na|apat|limang|lima)[- ]?(?:stars?|\*|star hotel|estrelya)(?: (?:pataas|and up|and above|or more|or higher|up|above|plus))?\+?/g;

/** The least star rating asked ("4 star pataas", "5-star", "at least three stars"), and the text without it. */
export function takeStars(text: string): { stars?: number; rest: string } {
  let stars: number | undefined;
  let rest = text;
  for (const m of text.matchAll(STARS)) {
    const word = m[1].replace(/(?:ng| na)$/, "");
    const n = /^\d$/.test(word) ? Number(word) : STAR_NUMBER[word];
    if (n === undefined) continue;
    stars ??= n;
    rest = mask(rest, m.index, m[0].length);
  }
  return { ...(stars ? { stars } : {}), rest };
}

/** The amenities asked, by their slot values, in the order of AMENITIES. */
export function findAmenities(text: string): string[] {
  return Object.entries(AMENITIES)
    .filter(([k, a]) => {
      const at = new RegExp(a.words.source, "g");
      // "kahit walang aircon", "no need for wifi", "without breakfast": a thing they can do without is no filter.
      const wanted = [...text.matchAll(at)].some((m) => !DONE_WITHOUT.test(text.slice(Math.max(0, m.index - 24), m.index)));
      return wanted && !(k === "pool" && /\bcar ?pool/.test(text));
    })
    .map(([k]) => k);
}

const DONE_WITHOUT =
  /\b(?:walang|wala(?:y| ang)?|walay|without|no need(?: for)?|don'?t need|dont need|hindi (?:na )?kailangan|di (?:na )?kailangan|di na need|no|awan ti|dili na kinahanglan)\s*(?:ng\s+|og\s+|sa\s+)?$/;

/** Our hotels' names of the amenities asked ("pool" → "Swimming pool"). */
export const amenityNames = (keys: readonly string[]): string[] => keys.flatMap((k) => AMENITIES[k]?.names ?? []);

/** A name as it is also written short: "Session Rd", "Roxas Ave", "Colon St". */
const shortForms = (name: string): string[] => {
  const short = name
    .replace(/\bRoad\b/, "Rd")
    .replace(/\bAvenue\b/, "Ave")
    .replace(/\bStreet\b/, "St");
  return short === name ? [name] : [name, short];
};

type Label = { text: string; tokens: string[]; destination: Destination; areas?: Area[]; point?: string };

/** Every name of every area and point, longest first (so "White Beach Puerto Galera" wins over "White Beach"). */
const LABELS: Label[] = (() => {
  const out: Label[] = [];
  for (const d of DESTINATIONS) {
    const destinationName = normalisePlace(d.name);
    const seen = new Set<string>();
    for (const a of d.areas) {
      for (const full of areaLabels(a)) {
        for (const l of shortForms(full)) {
          const n = normalisePlace(l);
          // The destination's own name is all of it, not one of its areas.
          if (!n || seen.has(n) || n === destinationName) continue;
          seen.add(n);
          out.push({ text: full, tokens: n.split(" "), destination: d, areas: areasNamed(d, full) });
        }
      }
    }
    for (const p of d.points ?? []) {
      for (const full of pointLabels(p))
        for (const l of shortForms(full)) out.push({ text: full, tokens: normalisePlace(l).split(" "), destination: d, point: p.name });
    }
  }
  return out.sort((a, b) => b.tokens.join(" ").length - a.tokens.join(" ").length);
})();

type Hit = { label: Label; index: number; end: number };

/** Where the labels occur in a normalised text (a long one-word name may carry a typo: "urbistondo"). */
function findLabels(text: string, pick: (l: Label) => boolean): Hit[] {
  const tokens = [...text.matchAll(/[a-z0-9]+/g)].map((m) => ({ word: m[0], index: m.index, end: m.index + m[0].length }));
  const hits: Hit[] = [];
  // A name two destinations share ("Sabang") is found once for each of them.
  const takenBy = new Map<string, Set<number>>();
  for (const label of LABELS) {
    if (!pick(label)) continue;
    const n = label.tokens.length;
    const taken = takenBy.get(label.destination.code) ?? new Set<number>();
    takenBy.set(label.destination.code, taken);
    for (let i = 0; i + n <= tokens.length; i++) {
      if ([...Array(n).keys()].some((k) => taken.has(i + k))) continue;
      const same = label.tokens.every((t, k) => {
        const w = tokens[i + k].word;
        // A long word may carry a typo (or the spelling corrector's "fix": "corong" → "coron").
        return w === t || (t.length >= (n === 1 ? 6 : 5) && /^[a-z]+$/.test(t) && w[0] === t[0] && editDistance(w, t) <= typoAllowance(t));
      });
      if (!same) continue;
      for (let k = 0; k < n; k++) taken.add(i + k);
      hits.push({ label, index: tokens[i].index, end: tokens[i + n - 1].end });
    }
  }
  return hits.sort((a, b) => a.index - b.index);
}

/** The hotel destination a gazetteer place stands for, itself or the larger place it lies in ("panglao" → Bohol). */
function destinationOf(place: GazetteerPlace | undefined): Destination | undefined {
  for (let p = place, depth = 0; p && depth < 4; p = p.within ? placeById(p.within) : undefined, depth++) {
    if (p.hotel) return DESTINATIONS.find((d) => d.code === p!.hotel);
  }
  return undefined;
}

/** The gazetteer's place for a hotel destination (the `place` slot value). */
const placeOfDestination = (d: Destination) =>
  GAZETTEER.find((p) => p.hotel === d.code && p.kind !== "airport" && normalisePlace(p.name) === normalisePlace(d.name)) ??
  GAZETTEER.find((p) => p.hotel === d.code && p.kind !== "airport" && !p.id.startsWith("airport"));

const NEGATED = /\b(?:not|hindi|except|wag|huwag|ayaw|hindi sa|not in)\s*$/;
const NEAR_CUE =
  /\b(?:near(?:by)?|nearest|malapit|mlapit|malapt|harani|duol|haduol|asideg|hirani|close to|closest to|walking distance|walkable|walk to|steps from|beside|next to|tabi|katabi|across|harap|infront of|in front of|minutes from|mins from)\b(?:\s+(?:sa|s|ng|the|to|from|of|lang|lng|na|ang|yung|mismo|our|my|ha|han|iti|king|kang))*\s*$/;

const STAY_WORDS = /\b(?:hotels?|resorts?|rooms?|kwarto|kuwarto|accommodations?|inn|hostels?|matutuluyan|tutuluyan|lodging|airbnb)\b/;
/**
 * What ends a point's name: punctuation (not an abbreviation's period: "St. Luke's", "Mt. Tapyas"), a gap
 * where a count or a day was taken out, a word for the stay, or a word that starts something else.
 */
const POINT_END =
  /\s{2,}|[,?!;]|(?<!\b(?:st|sto|sta|mt|dr|gen|ft|sen|pres|brgy|ave|blvd))\.|\s\d|\s(?:hotels?|resorts?|inns?|hostels?)\b|\s(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\s(?:on|this|next|tonight|tomorrow|bukas|ngayon|for|para|with|w\/|w|and|at|tsaka|kag|ug|ken|in|from|starting|simula|umpisa|sugod|poon|manipud|kasi|because|pero|but|na may|may|ang|please|pls|po)\b/;
/** Words after a cue that are no point of their own ("near here", "malapit lang"). */
const NOT_A_POINT =
  /^(?:here|there|it|us|me|dito|dun|doon|diyan|dyan|lang|lng|everything|all|(?:the )?(?:center|centre|city|area|town|beach|sea|shore|dagat|dalampasigan|airport|pier|port|terminal))$/;

/** Words beside a place's name that are no point of their own ("Cebu City proper", "downtown Davao"). */
const GENERIC_POINT_WORD =
  /^(?:the|city|proper|town|center|centre|downtown|area|areas|beach|beaches|dagat|sea|island|isla|airport|pier|port|terminal|hotels?|resorts?|rooms?|lang|lng|mismo|po|ang|yung|near|around|side|part|north|south|east|west|main|poblacion|bayan|syudad|lungsod|province|probinsya)$/;

/** The words after "near"/"malapit sa" that name a point our data does not know, if any. */
function freePoint(text: string): string | undefined {
  const cue = new RegExp(NEAR_CUE.source.replace(/\\s\*\$$/, "\\s+"), "g");
  for (const m of text.matchAll(cue)) {
    const start = m.index + m[0].length;
    const rest = text.slice(start);
    const cut = rest.search(POINT_END);
    const phrase = (cut >= 0 ? rest.slice(0, cut) : rest).trim();
    const words = phrase.split(" ").filter(Boolean);
    if (words.length === 0 || words.length > 5 || NOT_A_POINT.test(phrase) || /\d/.test(phrase)) continue;
    if (words.length === 1 && phrase.length <= 2) continue;
    // A place of ours named there is read as a place (or a point of its own) elsewhere, unless the words
    // name a point in it ("St. Luke's BGC", "Limketkai CDO", "the Dinagyang route"): the point, as written.
    const places = findPlaces(phrase);
    // A guide's landmark ("the hanging coffins", "Mines View") is a point to stay near, as written.
    if (places.length > 0 && places.every((m) => isLandmarkName(phrase.toLowerCase().slice(m.index, m.end))))
      return phrase.replace(/^the /i, "");
    if (places.length > 0) {
      const left = places.reduceRight((t, m) => t.slice(0, m.index) + " ".repeat(m.end - m.index) + t.slice(m.end), phrase.toLowerCase());
      const own = left.split(/[^\p{L}'.]+/u).filter((w) => w.length >= 3 && !GENERIC_POINT_WORD.test(w));
      if (own.length === 0 || /\b(?:sa|in|ng|of|at|and|or)\b/.test(left)) continue;
    }
    if (!/[a-z]{2}/.test(phrase)) continue;
    return phrase;
  }
  return undefined;
}

export type HotelPlaceReading = {
  /** The area as the traveller named it ("Panglao", "BGC"), or the area's own name when the name is part of it. */
  area?: string;
  /** The point's name ("Ninoy Aquino International Airport (NAIA)", "Cloud 9"). */
  near?: string;
  /** The `place` slot for the area's or point's destination when the message's own place is not it. */
  place?: string;
  /** Mentions left after the areas were taken out of them ("White Beach" of Puerto Galera, not Boracay's). */
  mentions: PlaceMention[];
};

/**
 * The area and point of a hotel request, read from a normalised text and the places found in it. The
 * destination is the message's own place when one of its areas or points is named; otherwise a name
 * only one destination has ("General Luna", "Camp John Hay") decides it.
 */
export function readHotelPlaces(text: string, found: readonly PlaceMention[], typed = text): HotelPlaceReading {
  const hits = findLabels(text, () => true);
  // A place read inside a longer name of another destination's area is that area ("Corong-Corong" is
  // El Nido's, not a misspelt Coron).
  const mentions = found.filter(
    (m) =>
      !hits.some(
        (h) =>
          h.label.areas?.length &&
          h.index <= m.index &&
          m.end <= h.end &&
          h.end - h.index > m.end - m.index &&
          destinationOf(m.place) !== undefined &&
          destinationOf(m.place)?.code !== h.label.destination.code,
      ),
  );
  const named = mentions.map((m) => destinationOf(m.place)).filter((d): d is Destination => !!d);
  const inNamed = (l: Label) => named.some((d) => d.code === l.destination.code);
  const own = hits.filter((h) => inNamed(h.label));
  const alone = (h: Hit) => hits.filter((x) => x.index < h.end && h.index < x.end).length === 1;
  const isNear = (h: Hit) => NEAR_CUE.test(text.slice(Math.max(0, h.index - 40), h.index));
  const nearHit = [...own, ...hits].find((h) => (inNamed(h.label) || (!named.length && alone(h))) && isNear(h));
  // A name several destinations share is the one of the place named, or of the point to be near.
  const usable = (h: Hit) =>
    inNamed(h.label) || (!named.length && (alone(h) || h.label.destination.code === nearHit?.label.destination.code));
  const areaHit = [...own, ...hits].find(
    (h) => usable(h) && h.label.areas?.length && h !== nearHit && !NEGATED.test(text.slice(Math.max(0, h.index - 12), h.index)),
  );
  // "near the airport", "malapit sa pier": the destination's point of that kind.
  let near = nearHit ? (nearHit.label.point ?? nearHit.label.areas?.[0]?.name) : undefined;
  let nearDestination = nearHit?.label.destination;
  if (!near) {
    for (const [kind, words] of Object.entries(POINT_KIND_WORDS)) {
      const re = new RegExp(`\\b(?:${words.join("|")})\\b`, "g");
      for (const m of text.matchAll(re)) {
        if (!NEAR_CUE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
        const d = named[0] ?? areaHit?.label.destination;
        const point = d?.points?.find((p) => p.kind === kind);
        if (d && point) {
          near = point.name;
          nearDestination = d;
        }
      }
      if (near) break;
    }
  }
  // A name several destinations share, with none named ("near the Baywalk" after a search in Puerto
  // Princesa): kept as the traveller said it, for the search of the conversation's place to resolve.
  const shared = named.length ? undefined : hits.find((h) => !alone(h) && !NEGATED.test(text.slice(Math.max(0, h.index - 12), h.index)));
  if (!near && shared && isNear(shared)) near = shared.label.text;
  // A point our data does not know ("malapit sa BFAR", "near a hospital"): kept in the traveller's words for the
  // search to say it could not place, when a stay is asked.
  if (!near && !nearHit && STAY_WORDS.test(text)) near = freePoint(typed);
  const sharedArea = !areaHit && shared && !isNear(shared) && shared.label.areas?.length ? shared.label.text : undefined;
  const destination = areaHit?.label.destination ?? nearDestination;
  let area: string | undefined;
  const areas = areaHit?.label.areas ?? [];
  if (areaHit && areas.length && (areas.length < areaHit.label.destination.areas.length || areas.length === 1)) {
    const only = areas.length === 1 ? areas[0] : undefined;
    const within = only && normalisePlace(only.name).includes(normalisePlace(areaHit.label.text));
    area = within ? only.name : areaHit.label.text;
  }
  // Names of the areas of a destination also named are not places of their own ("Puerto Galera, White Beach").
  const kept = mentions.filter(
    (m) =>
      !own.some(
        (h) =>
          h.index < m.end &&
          m.index < h.end &&
          destinationOf(m.place) !== undefined &&
          destinationOf(m.place)?.code !== h.label.destination.code,
      ),
  );
  // "malapit NAIA": the airport is the point to be near, the destination is where to stay; "sa Alona
  // Beach": the destination (Bohol) rather than the smaller place named.
  const pointNamedAsPlace = nearHit && mentions.some((m) => nearHit.index < m.end && m.index < nearHit.end);
  const place =
    destination && (pointNamedAsPlace || !mentions.some((m) => m.place.hotel === destination.code))
      ? placeOfDestination(destination)?.id
      : undefined;
  area ??= sharedArea;
  // "malapit sa Session Road", "walking distance to IT Park": near an area of one destination is a stay in it.
  if (!area && nearHit && !nearHit.label.point && nearHit.label.areas?.length === 1) area = nearHit.label.areas[0]!.name;
  return { ...(area ? { area } : {}), ...(near ? { near } : {}), ...(place ? { place } : {}), mentions: kept };
}

/**
 * "near the airport pls" said after a stay was searched: the point of that kind of the destination being
 * searched (its airport, its pier), by the destination's hotel code.
 */
export function nearPointOfKind(text: string, hotelCode: string | undefined): string | undefined {
  const d = hotelCode ? DESTINATIONS.find((x) => x.code === hotelCode) : undefined;
  if (!d) return undefined;
  for (const [kind, words] of Object.entries(POINT_KIND_WORDS)) {
    for (const m of text.matchAll(new RegExp(`\\b(?:${words.join("|")})\\b`, "g"))) {
      if (!NEAR_CUE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
      const point = d.points?.find((p) => p.kind === kind);
      if (point) return point.name;
    }
  }
  return undefined;
}

/** Wishes we cannot search by ("quiet", "romantic", "with a view"), as the traveller said them. */
const UNSEARCHABLE =
  /\b(?:quiet|tahimik|peaceful|romantic|romantiko|cozy|cosy|instagrammable|aesthetic|boutique|secluded|private|with (?:a )?view|(?:sea|ocean|city|sunset|rice terraces?|taal|mountain|lake) view|tanaw(?: ang [a-z]+(?: [a-z]+)?)?|kid-? ?friendly|child-? ?friendly|family-? ?friendly|chill|vibey?|relaxing|luxurious|luxury|affordable na maganda)\b/g;

/** The parts of a hotel request the search cannot apply, for the reply to say so. */
export function unsearchableWishes(message: string): string[] {
  const text = normalisePlace(message);
  return [...new Set([...text.matchAll(UNSEARCHABLE)].map((m) => m[0]))].filter(
    (w) => w !== "mountain view" && !AMENITIES["mountain-view"].words.test(w),
  );
}

/** The stars and amenities of a message; the star phrase taken out of the text ("5-star" is not 5 people). */
export function takeHotelWishes(text: string): { stars?: number; amenities?: string[]; rest: string } {
  const { stars, rest } = takeStars(text);
  const amenities = findAmenities(text);
  return { ...(stars ? { stars } : {}), ...(amenities.length ? { amenities } : {}), rest };
}

const MAY_BECOME_STAY = new Set<string>(["destination_info", "out_of_scope", "small_talk", "clarify"]);

/**
 * Whether a message asking for a kind of lodging with the details of a stay (an area, dates, guests, a
 * wish) is a hotel search though the rules or the classifier read it otherwise ("May guesthouse ba sa
 * General Luna for 3 nights?", "Cabin sa Camp John Hay para sa 10"). A weak rule (a flight read from two
 * places alone) gives way; a strong one (a flight, a booking, a fee) does not.
 */
export function asksForStay(intent: string | null, weakRule: boolean, text: string, hasDetails: boolean): boolean {
  if (intent === "hotel_search" || !hasDetails || !LODGING.test(text)) return false;
  // Only the classifier's guess gives way, or a rule that fired on what was found (two places read as a
  // flight); "things to do near our resort" stays a question about the place.
  return intent === null || (weakRule && (MAY_BECOME_STAY.has(intent) || intent === "flight_search" || intent === "itinerary"));
}
