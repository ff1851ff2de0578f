/**
 * Services Lakbay does not give, by kind, so a request for one is read as out of scope whatever place
 * or day comes with it, and the reply can say which thing we don't do (and what we do nearest to it)
 * instead of asking a search question. Read on normalised text (lower case, spelling repaired).
 */

export type Limit =
  /** Tickets for ground or sea transport: we show the way, the operator sells the seat. */
  | "tickets"
  /** Tours, lessons, dive boats, events, planners: our guides say what there is, we don't book it. */
  | "activities"
  /** Festival schedules and tickets: the organisers publish and sell them. */
  | "events"
  /** Errands that are not travel bookings: food, shopping, luggage lost on another booking. */
  | "errands"
  /** Ride-hailing, taxi, tricycle and jeepney fares, and booking such a ride. */
  | "ride_fares"
  /** Restaurant advice: where to eat, halal or vegan places, the best restaurant. */
  | "dining"
  /** Sending cargo, parcels or goods (we book seats for travellers, not freight). */
  | "cargo"
  /** Applying a discount given by law at a counter (PWD, senior citizen, student) to a fare for the traveller. */
  | "discounts"
  /** Passports, visas and other government papers. */
  | "papers"
  /** Medical and vaccine advice, doctors and hospitals to recommend, disease figures. */
  | "health"
  /** Everything else we do not do (insurance, car hire, venues, property, loans, jobs, agencies, live flight tracking). */
  | "other";

/** Festivals people ask tickets for: we list them in the guides, the organisers sell the seats. */
const FESTIVALS = String.raw`sinulog|ati-?atihan|dinagyang|masskara|kadayawan|panagbenga|pahiyas|moriones|pintaflores|higantes|giant lantern|lantern festival|\S+ festival|\S+ fest`;

/** Shipping lines travellers name: we show their routes in the trip planner, they sell the berths. */
const SHIPPING = String.raw`2go|supercat|oceanjet|ocean jet|starlite|montenegro|cokaliong|lite ferr\w*|weesam|fastcat|archipelago philippine ferries`;

/** Local rides priced at the curb: we neither know their fares nor book them. */
const LOCAL_RIDES = String.raw`tricycles?|trikes?|jeepneys?|jeeps?|habal-? ?habal|pedicabs?|kalesas?|multicabs?|motorelas?|tuk-? ?tuks?|bao-? ?bao`;

/** "can you", "pwede nyo ba", "paki-": a request to do what follows. */
const ASK_TO = String.raw`(?:can you|could you|pwede|paki|pa-?)(?:\s+(?:nyo|ninyo|mo|ba|po|bang))*\s*`;

const BOOK = String.raw`(?:book|reserve|buy|bili|bumili|order|pa-?book|pa-?reserve|i-?book|ibook|arrange|hire)`;

const LIMITS: [Limit, RegExp][] = [
  [
    "tickets",
    new RegExp(
      String.raw`\bcruise ?ships?\b|\bcruises?\b(?!\s+(?:entrance|fees?|tour|boat|magkano|how much|price|pila))(?<!\b(?:river|loboc|lunch|dinner|sunset|bay)\s+cruises?)|\b${BOOK}\b(?:\s+\S+){0,3}?\s+(?:${SHIPPING})\b|\b(?:${SHIPPING})\b(?:\s+\S+){0,3}?\s+(?:cabin|tickets?|tix|seats?|bunks?|berths?)\b|\b(?:magkano|how much|pamasahe|fare|pila)\b(?:\s+\S+){0,3}?\s+(?:lrt|mrt|pnr|trains?)\b|\b(?:lrt|mrt|pnr)\b(?:\s+\S+){0,3}?\s+(?:fare|magkano|how much|pamasahe)\b|\b(?:pnr|lrt|mrt|trains?)\s+(?:schedules?|sched|skedyul|timetables?)\b|\b(?:bus|train|pnr|lrt|mrt|ferry|ferries|barko|bangka|boat|fast ?craft|van|shuttle|jeep)\s+(?:tickets?|tix|seats?|reservations?)\b|\b(?:tickets?|boletos?)\s+(?:de|ng|sa|for)\s+(?:lancha|barko|bangka|ferry|boat|bus)\b|\bvende\b(?:\s+\S+){0,3}?\s+(?:tickets?|boletos?)\b|\b${BOOK}\b(?:\s+\S+){0,4}?\s+(?:bus|train|pnr|ferry|ferries|barko|fast ?craft|van)\b|\b(?:bus|train|ferry|ferries|barko|boat|bangka|fast ?craft|van)\b(?:\s+\S+){0,4}?\s+${ASK_TO}${BOOK}\s+(?:it|them|that|yan|iyan|na)\b`,
    ),
  ],
  [
    "activities",
    new RegExp(
      String.raw`\b(?:grandstand|concert|event|festival|show|game)\s+(?:tickets?|seats?)\b|\btickets?\b(?:\s+\S+){0,5}?\s+(?:grandstand|concert|show|game)\b|\b${BOOK}\b(?:\s+\S+){0,7}?\s+(?:island hopping|tours?|lessons?|surf\w*|dive boat|diving|dives?|boat|bangka|tour guide|photographer|coordinator|massage|spa treatment|concert|event|courses?|certification|classes)\b|\b(?:courses?|certification|lessons?|classes|tours?|dive boat)\b(?:\s+\S+){0,8}?\s+${ASK_TO}${BOOK}\b|\b(?:courses?|certification|lessons?|classes)\b(?:\s+\S+){0,4}?\s+(?:magkano|how much|pila|price|rates?|cost)\b|\b(?:island hopping|tours?|tour [a-d])\b(?:\s+\S+){0,6}?\s+${BOOK}\b(?:\s+\S+){0,2}?\s+(?:slots?|seats?|pax|\d+)\b|\bday tours?\b(?:\s+\S+){0,5}?\s+(?:pila|magkano|how much|price|rate)\b|\b(?:wedding|event|party) (?:coordinator|planner|venue|organi[sz]er)s?\b|\bsurf (?:lessons?|instructors?|coach)\b|\b(?:sign (?:me |us |kami |ako )?up|signup|i-?register|ipa-?register|mag-?register|register (?:me|us|kami|ako)|enrol+ (?:me|us))\b(?:\s+\S+){0,5}?\s+(?:(?:half |full |ultra ?)?marathon|fun ?run|trail ?(?:run|race)|races?|triathlon|ironman|duathlon|ultra\w*|(?:\d+ ?k) (?:run|category))\b|\b(?:marathon|race|fun ?run|triathlon) (?:registration|slots?|bibs?|race kits?)\b|\b${ASK_TO}${BOOK}\b(?:\s+\S+){0,4}?\s+(?:4x4s?|jeeps? tours?|treks?|trekking|hikes?|hiking|climbs?|porters?|permits?)\b|\b(?:tour|island hopping|vacation|holiday|all-?in) packages?\b|\bpackage tours?\b|\b(?:do you (?:have|offer|sell|run)|(?:may|meron|naa|ara|ada)\s+(?:ba|bala|bay|ka|po)?\s*(?:kayo|kamo|kamu|moy|mo|kamo|kayong)\b)(?:\s+\S+){0,3}?\s+(?:tours?|packages?|activities|excursions?)\b|\b(?:tours?|packages?|activities|island hopping|excursions?) (?:(?:ba|bala|bay|po) )?(?:kayo|kamo|kamu|moy|nyo|ninyo|niyo|ninyu|nimo|mo)\b|\b${BOOK}\b(?:\s+(?!flights?\b|hotels?\b|rooms?\b|tickets?\b|resorts?\b)\S+){0,5}?\s+(?:through|thru|with|from|via) (?:you|lakbay|your (?:site|app))\b|(?<!\b(?:hotels?|flights?|rooms?|resorts?|tickets?|eroplano)\b[^.?!]*)\b(?:ma-?book|i-?book|mabook|ibook|mapa-?book)\b(?:\s+\S+){0,2}?\s+(?:dito|diri|dinhi|sa inyo|sa lakbay|through you)\b(?![^.?!]*\b(?:hotels?|flights?|rooms?|resorts?|tickets?|eroplano)\b)`,
    ),
  ],
  [
    "errands",
    /\bpa-?order\b|\b(?:ipa-?|pa-?|magpa-?)deliver\b|\b(?:mag-?order|order|ipa-?deliver|pa-?deliver|magpa-?deliver)\b(?:\s+\S+){0,3}?\s+(?:delivery|deliver)\b|\b\w+ delivery (?:papunta|to|sa)\b|\border (?:me |us |namin |ng )?(?:food|pizza|jollibee|mcdo|pagkain)\b|\bfood (?:delivery|order)\b|\b(?:jollibee|mcdo|mcdonalds|grabfood|foodpanda)\b|\bsunscreens?\b|\breef[- ]safe\b|\blost (?:my |our )?(?:luggage|baggage|bags?|suitcase)\b|\bnawala(?:ng)? (?:ang |yung |ung )?(?:luggage|bagahe|bag|maleta)\b|\b(?:luggage|baggage) claim\b/,
  ],
  [
    "ride_fares",
    new RegExp(
      String.raw`\b(?:grab|taxi|angkas|joyride|uber|move ?it|${LOCAL_RIDES})\b(?:\s+\S+){0,3}?\s+(?:fare|fares|price|cost|rate|pamasahe|plete)\b|\b(?:how much|magkano)\b(?:\s+\S+){0,2}?\s+(?:grab|taxi|angkas|joyride|uber|${LOCAL_RIDES})\b|\b(?:pamasahe|plete|fares?)\b(?:\s+\S+){0,2}?\s+(?:${LOCAL_RIDES})\b|\b${BOOK}\b(?:\s+(?:me|us|kami|ako|po|ng|a|an|naman|nga|please|pls|nyo|ninyo))*\s+(?:grab|taxi|angkas|joyride|uber|${LOCAL_RIDES})\b`,
    ),
  ],
  // A ride-hailing app's promo codes: the app's, not ours.
  ["ride_fares", /\b(?:grab|angkas|joyride|uber|move ?it|taxi)\b(?:\s+\S+){0,3}?\s+(?:promo|voucher|discount) ?codes?\b/],
  [
    "dining",
    /\b(?:halal|kosher|vegan|vegetarian)\b(?:\s+\S+){0,2}?\s+(?:kainan|kan-?anan|restaurants?|restos?|food|places? to eat|eater(?:y|ies)|carinderias?|karinderyas?)\b|\b(?:best|good|magandang|masarap na|recommend\w*)\s+(?:\S+\s+)?(?:restaurants?|restos?|kainan)\b|\bwhere (?:to|can (?:i|we)) eat\b/,
  ],
  [
    "cargo",
    /\b(?:cargo|freight|courier|parcels?|forwarders?|ship (?:my |our |a )?(?:goods|products|package|box)|(?:magpadala|ipadala|padala|mangipatulod|ipatulod|magpadara|ipadara)\b(?:\s+\S+){0,2}?\s+(?:ng |na |og |ug )?(?:box|package|pakete|goods|produkto|isda|bangus|fish|pera|money))\b/,
  ],
  // Applying one to a fare; asking whether a student or senior fare exists or which ID it takes is a fare's rules.
  ["discounts", /\b(?:apply|use|avail|gamitin|i-?apply)\b[^.?!]{0,30}\b(?:pwd|senior|student|20 ?(?:%|percent))\b(?! (?:fares?|rates?)\b)/],
  [
    "papers",
    /\b(?:oec|dmw|poea|owwa|balik-? ?manggagawa|overseas employment certificate|exit clearance)\b|\bi-?renew (?:ang |yung |my |ng )?passport\b|\bpassport (?:renewal|appointment|application|renew\w*)\b|\b(?:renew|apply for|get|kumuha ng) (?:a |my |our |ng )?passports?\b|\bdfa\b|\bnbi clearance\b|\bvisas?\b|\bschengen\b|\bimmigration advice\b|\b(?:prangkisa|franchise|ltfrb|lto|driver'?s licen[sc]e|lisensya|business permit|mayor'?s permit|barangay clearance|police clearance|cenomar|board exams?|licensure exams?|prc|civil service exams?)\b/,
  ],
  [
    "health",
    /\b(?:vaccines?|vaccination|motion sickness|seasick\w*|nahihilo|hilo sa byahe|bonamine|dramamine|bakuna|medical (?:advice|certificates?|clearance|questions?|conditions?|help)|medically|medicines?|gamot|(?:need|find|see|consult|hanap|magpa-?check)\b[^.?!]{0,15}\b(?:doctors?|doktor)|(?:schedule|i-?schedule|ipa-?schedule|pa-?schedule|appointment|book|i-?book|pa-?book)\b[^.?!]{0,25}\b(?:doctors?|doktor|dentist|clinic|klinika|hospital|ospital)|doctor'?s (?:appointment|advice|note|clearance)|lagnat|fever|dermatologist|dentist|derma|ob-? ?gyne?s?|obgyne?s?|obstetricians?|gyn(?:a)?ecologists?|pediatricians?|cardiologists?|(?:best|good|magandang|maayong|recommend\w*|which|anong|saang|asa nga)\s+(?:\S+\s+)?(?:hospitals?|ospital|clinics?|klinika|doctors?|doktor)|dengue|covid(?:-?19)?|measles|tigdas|cholera|malaria|rabies|leptospirosis|mpox|monkeypox|outbreaks?)\b/,
  ],
  [
    "other",
    /\b(?:money ?changers?|forex|currency exchange|exchange (?:rates?|money|dollars?|currency)|(?:magpapalit|magpalit|papalit|palit|pagpapalit|ipapalit|ilis|mag-?ilis) (?:ng |og |sa )?(?:dollars?|usd|pera|kwarta|yen|won|euros?|riyals?|dirhams?)|convert (?:my )?(?:dollars|usd)|insurance|insurans|rent (?:me |us )?(?:a |an )?(?:cars?|vans?|motor\w*|scooters?|bikes?|motorbikes?|suvs?|drones?)|(?:scooter|motorbike|bike|car|van|suv|drone|camera|gopro|kayak|jet ?ski|boat|yacht)s? (?:rentals?|for rent|for hire|paupahan|arkila)|self-? ?drive|car rental|rent-?a-?car|with (?:a )?driver|jr pass|rail pass|train pass|eurail|(?:land|lot|lupa|house|condo)s? (?:for sale|na binebenta)|for sale|loans?|pautang|utang|stocks?|crypto\w*|invest\w*|(?:mag-?|magsimula ng |start a )negosyo|(?:find|looking for|hanap|apply for|naghahanap ng) (?:a )?(?:jobs?|trabaho)|job (?:offers?|openings?|hunting)|work abroad|(?:book|reserve|pa-?reserve|pa-?book|i-?reserve|ipa-?reserve|mag-?reserve)\b(?:\s+(?:me|us|for us|naman|nga|po|ng|a|an|isang|kami|mo|nyo))*\s+(?:a |ng |isang )?tables?\b|restaurant reservations?|table for \d+|(?:yaya|maid|helper|kasambahay|nanny|caregiver|driver|household|recruitment|employment|manpower) agenc(?:y|ies)|(?:rent|renta|rentahan|mag-?rent|arkila|mag-?arkila|upa|hire)\w*\b(?:\s+\S+){0,3}?\s+(?:(?:basketball|tennis|badminton|volleyball|pickleball|futsal|covered)\s+)?(?:courts?|venues?|function (?:rooms?|halls?)|event (?:spaces?|halls?)|halls?|fields?|studios?)|(?:book|reserve)\b(?:\s+\S+){0,2}?\s+(?:basketball|tennis|badminton|volleyball|pickleball|futsal) courts?|(?:book|reserve|i-?book|pa-?book|pa-?reserve)\b(?:\s+(?!hotels?\b|resorts?\b|rooms?\b)\S+){0,3}?\s+(?:church|chapel|reception (?:hall|venue)|function (?:hall|room)|event (?:hall|venue|space)|wedding venue)s?|(?:track|trace)\w*\b(?:\s+(?!booking|reservation|refund)\S+){0,4}?\s+(?:flight|plane|eroplano)\b|flight ?radar\w*|flightaware|flight tracker)\b/,
  ],
];

/**
 * A festival's tickets or its schedule of shows ("may tickets ba para sa Sinulog?", "the MassKara parade
 * schedule"), read on the traveller's own words: a festival's name is also its city's, and taken out with
 * the places. When a festival falls ("kailan ang Panagbenga?") is in its place's guide, and answered there.
 */
const FESTIVAL_ASKED = new RegExp(
  String.raw`(?<!\b(?:flight|plane|air|airline|eroplano|ferry|bus|boat|van)\s)\btickets?\b(?:\s+(?!to\b)\S+){0,3}?\s+(?:para sa|for|sa)\s+(?:the\s+)?(?:${FESTIVALS})\b|\b(?:schedule|sched|skedyul|program|timetable|line-?up)\b(?:\s+\S+){0,5}?\s+(?:${FESTIVALS}|parades?|street danc\w*|shows?|events?)\b|\b(?:vip|grandstand|bleachers?|ringside)\b(?:\s+\S+){0,4}?\s+(?:${FESTIVALS})\b|(?<!\b(?:flight|plane|air|airline|eroplano|ferry|bus|boat|van)\s)\bseats?\b(?:\s+\S+){0,3}?\s+(?:para sa|for|sa)\s+(?:the\s+)?(?:${FESTIVALS})\b|\b(?:${FESTIVALS})\b(?:\s+\S+){0,4}?\s+(?:schedule|sched|skedyul|program|timetable|line-?up)\b`,
);
/** When a festival falls ("kailan ang Panagbenga?", "kanusa ang Sinulog?", "when is Kadayawan"): its place's guide says. */
const FESTIVAL_WHEN = new RegExp(
  String.raw`\b(?:kailan|kelan|kilan|kanus-?a|san-?o|when|what date|anong petsa|unsang petsa|what month|anong buwan|unsang bulan)\b(?:\s+\S+){0,5}?\s+(?:${FESTIVALS})\b|\b(?:${FESTIVALS})\b(?:\s+\S+){0,4}?\s+(?:kailan|kelan|kilan|kanus-?a|san-?o|when)\b`,
);
export const festivalWhen = (text: string): boolean =>
  FESTIVAL_WHEN.test(text) && !festivalAsked(text) && !/\b(?:flights?|fly|hotels?|eroplano|tickets?|rooms?|itinerary)\b/.test(text);
export const festivalAsked = (text: string): boolean => FESTIVAL_ASKED.test(text) && !/\b(?:flights?|fly|hotels?|eroplano)\b/.test(text);

/** "May barko ba papuntang Cuyo? pwede nyo i-book?": a boat or a bus asked about, and us asked to book it. */
const BOOK_THE_RIDE = new RegExp(
  String.raw`\b(?:bus|ferry|ferries|barko|boat|bangka|fast ?craft|roro|van)\b(?:\s+\S+){0,8}?\s+${ASK_TO}${BOOK}\b|\b${ASK_TO}${BOOK}\b(?:\s+\S+){0,6}?\s+(?:bus|ferry|ferries|barko|boat|bangka|fast ?craft|roro)\b`,
);

const BAGS = /\b(?:hand ?carry|carry-?on|check-? ?in bags?|checked (?:bags?|baggage|luggage)|baggage|bagahe|luggage|maleta|cabin bags?)\b/;

/** The kind of service we do not give that the text asks for, if any. */
export function limitAsked(text: string): Limit | undefined {
  if (festivalAsked(text)) return "events";
  const limit =
    LIMITS.find(([, re]) => re.test(text))?.[0] ??
    (BOOK_THE_RIDE.test(text) && !/\b(?:flights?|fly|lipad|eroplano|planes?|hotels?|rooms?|resorts?)\b/.test(text) ? "tickets" : undefined);
  // A plan asked with activities in it ("4 day itinerary, surf lessons and island hopping") is a plan.
  if (limit === "activities" && /\b(?:itinerary|itineraries|plano|plan)\b/.test(text) && !new RegExp(String.raw`\b${BOOK}\b`).test(text))
    return undefined;
  // What may go in the bags ("insulin sa hand carry", "medicines in checked baggage") is the baggage rules'.
  if (limit === "health" && BAGS.test(text)) return undefined;
  // A fee's question that names a paper ("exempt from the travel tax? I have an OEC") is the fee's.
  if (limit === "papers" && /\b(?:travel ?tax|terminal fees?|e-? ?travel)\b/.test(text)) return undefined;
  return limit;
}
