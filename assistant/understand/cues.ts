/**
 * The words that say how a message relates to the conversation: a follow-up ("instead", "cheaper"), a
 * place already named ("there"), the way back, the traveller's own booking, a narrowing of what was shown.
 */

export const FOLLOW_UP_CUE =
  /^(?:and |at |e |eh |ay |how about|what about|what if|pano pag|paano kung|paano pag|pano kung|same|yung)|\b(?:instead|na lang|nalang|lang pala|pala|add|dagdag|balik|cheaper|mas mura|mas maaga|mas late|there|doon|dun|dyan|diyan)\b/;
export const ANAPHOR = /\b(?:there|doon|dun|dyan|diyan|alli|alla|that place|same place)\b/;
export const SAME_DAY_RETURN =
  /\b(?:(?:balik|back|return(?:ing)?|uwi|pauwi|babalik)\s+(?:din\s+|rin\s+|agad\s+)?(?:on\s+)?(?:the\s+)?same\s+day|same[- ]day (?:return|balik|back)|day trip|balikan (?:sa )?same day)\b/;
export const RETURN_CUE = /\b(?:balik|pabalik|pbalik|blik|pblik|bumalik|return(?:ing)?|uwi|pauwi|uli|mouli|pauli|back)\b/;
/** A booking of the traveller's own ("ticket ko", "my booking"): a change to it, not a fare's rules. */
export const OWN_BOOKING =
  /\b(?:(?:my|our|aming|ko|namin|nmin)\s+(?:booking|ticket|flight|trip|reservation)s?|(?:booking|ticket|flight|trip|reservation)s?\s+(?:ko|namin|nmin|natin))\b/;
/** Words that narrow a result just shown: stars, amenities, price, time of day, cancellation, "only". */
export const REFINEMENT =
  /\b(?:stars?|\d ?-?star|pool|breakfast|wi-?fi|parking|gym|spa|beach ?front|shuttle|refundable|cancel\w*|cheap\w*|mura|mahal|price|presyo|magkano|how much|pric\w*|penalty|fee|month|buwan|umaga|hapon|gabi|buntag|gabii|morning|afternoon|evening|night|earl\w+|late\w*|only|lang|near|malapit|close to|walking distance|first class|business|economy|direct|non-?stop)\b/;
export const FLIGHT_WORDS = /\b(?:flights?|fly|ticket|tiket|fare|airline|seat)\b/;
export const HOTEL_WORDS = /\b(?:hotels?|resorts?|rooms?|kwarto|kuwarto|stay|inn|hostels?)\b/;
/** "Cebu pala ang punta namin", "going to Davao instead": the place said is where to, whatever lies nearer. */
export const GOING_TO = /\b(?:punta|papunta|pupunta|pupuntahan|padulong|going|destination|to)\b/;

/** A stay made longer ("extend to", "i-extend", "hanggang ... na lang"). */
export const EXTEND = /\b(?:extend\w*|i-?extend|mag-?extend|pa-?extend|stay (?:until|till|up to)|longer until)\b/;

/** A change said in place of what was searched ("instead", "na lang", "make it", "palitan"). */
export const REPLACES = /\b(?:instead|na lang|nalang|lang pala|make it|change (?:it )?to|move (?:it )?to|palitan|ilipat)\b/;

/** What a place is like, or whether it is worth it. */
export const PLACE_ASKED =
  /\b(?:what'?s|what is|how'?s|how is)\b(?:\s+\S+){1,3}?\s+like\b|\bworth (?:it|a|the)\b|\b(?:sulit|maganda|nindot|worth it) ba\b/;

/** A reason given after the request ("kay may check-up sa hapon", "because the meeting is in the afternoon"). */
export const REASON = /\b(?:kay|kasi|kase|because|coz|cause|since|dahil|tungod kay|para makaabot)\b[^.?!]*/g;

/** A morning hour to leave before ("bago mag 8am", "before 7 am"). */
export const BEFORE_HOUR = /\b(?:before|bago(?: mag)?|prior to|earlier than)\s*\d{1,2}(?::\d{2})?\s*(?:am|a\.m\.)(?![a-z])/;

/** A day of the month said alone ("the 13th", "sa 17"), no month named with it. */
export const BARE_DAY = /\b(?:the|sa|on|ika-?)\s*\d{1,2}(?:st|nd|rd|th)?\b/;
export const MONTH_NAMED =
  /\b(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|enero|pebrero|marso|abril|mayo|hunyo|hulyo|agosto|setyembre|oktubre|nobyembre|disyembre)[a-z]*\b|\bmay\s+\d|\d\s+may\b|\bnext month\b/;
