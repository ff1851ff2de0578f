/**
 * Strong signals, checked in order before the classifier: a word that settles the intent whatever
 * else the message says ("bagyo" is a safety question even with a flight in it; "status" a look-up
 * even with "refund" in it). Attacks on the assistant (instructions to ignore, prompt or data
 * fishing, SQL, markup) are out of scope, whatever they wrap.
 */
import type { ChatIntent } from "../../contracts/assistant.ts";
import { festivalAsked, festivalWhen, limitAsked } from "./limits.ts";
import { travellerRuleAsked } from "./traveller-rules.ts";

export type Signals = {
  /** The lower-cased message as typed (for markup and code). */
  raw: string;
  /** Normalised, spelling repaired, with dates, counts, amounts and references taken out. */
  text: string;
  places: number;
  hasReference: boolean;
  hasAction: boolean;
  /** Refund, void or a date change asked in so many words (not just "cancelled"). */
  asksChange: boolean;
  hasDays: boolean;
  /** A stay's length ("3 nights", "isang gabi"). */
  hasNights?: boolean;
  hasFeeTopic: boolean;
  /** A fare family's rules or baggage, or a fare's in general, not about a booking of the traveller's own. */
  fareQuestion?: boolean;
  /** A month named without a day ("in january"). */
  monthOnly: boolean;
  /** A day was named ("Dec 8", "bukas"). */
  hasDates?: boolean;
  /** Someone's age was given ("a 5 year old"). */
  hasAges?: boolean;
};

const ATTACK =
  /ignore (?:all |any |the |your |my |previous |prior |above |earlier )*(?:instructions?|rules|prompts?|guidelines)|system ?prompt|hidden (?:instructions|rules)|your (?:instructions|rules|prompt)|developer mode|jailbreak|\bdan\b|process\.env|environment variables|api[ _-]?key|drop table|union select|select \* from|<\s*(?:script|img|iframe|svg)|javascript:|onerror|etc\/passwd|dump the (?:database|db)|kalimutan mo|instructions? mo|prompt mo|\bhack|passport number|card number|other (?:users|people|travell?ers)|someone else|conversations of|show (?:me )?(?:the )?config|what model|act as|repeat after me|say that|make up|pretend|password|set-cookie|\{\{|\$\{|%00|###|all bookings for|every passenger|smuggl\w*|\bdrugs?\b|droga|bomb|weapons?|baril|shabu/;

const SAFETY_WORDS = /\b(?:bagyo|typhoon|storm|signal)\b/;

/** The sea named: a boat, or the port it leaves from. */
export const SEA = /\b(?:ferry|ferries|barko|boat|bangka|fast ?craft|roro|pantalan|ports?|pier|jetty|wharf|lancha)\b/;

/** A person asked for in so many words (not just "contact"): the team, whatever the message is about. */
const PERSON_ASKED =
  /\b(?:(?:speak|talk) (?:to|with) (?:a |an |someone|somebody|a real|real|your|the)\s*(?:real )?(?:person|human|agent|staff|someone|somebody|team)?|real person|live agent|human agent|pakausap|makausap (?:ng|sa) (?:tao|agent|staff)|(?:makisabi|makiusap|makipag-?usap|makig-?istorya|makigstorya|makighambal|makisarita|kausapin|kakausapin|istoryahon|istoryahan)\b(?:\s+\S+){0,4}?\s+(?:tao|tau|tawo|agent|staff|person))\b/;

/** A name to correct on a booking ("name wrong spelled on my ticket", "mali ang spelling ng pangalan"). */
export const NAME_FIX =
  /\b(?:mali (?:po |pong )?(?:ang |yung |ung )?(?:spelling|pangalan|apelyido|name)|wrong(?:ly)? spell\w*|misspell\w*|spelled wrong|typo (?:in|on|sa) (?:my |the |our )?name|name (?:correction|change)|(?:first |last |middle |sur)?name (?:is |was |are )?(?:wrong|mali|incorrect|misspell\w*)|(?:correct|change|fix|update|palitan|palit|ilisan|usbon) (?:po |ba |my |the |our |ng |ang |yung |ung )*(?:name|pangalan|apelyido|surname|last ?name|family name|maiden name)|mali (?:ang |yung |ung )?(?:spelling|pangalan)|maling (?:spelling|pangalan)|(?:sayop|sala|mali) (?:ang |an |ti )?(?:spelling|ngalan|nagan|ngaran)|spelling (?:sa|ng|of|han|ti) (?:akon |akong |my |aking )?(?:ngalan|pangalan|name|ngaran|nagan))\b/;

/** A question about the weather ("mainit ba", "is it rainy"), by its words. */
const WEATHER_ASKED =
  /\b(?:weather|forecast|panahon|mainit|init|malamig|lamig|ulan|maulan|rain\w*|hot|cold|humid|temperature|climate|uwan|mauran|napudot|bugnaw|tugnaw)\b/;

/** Two places and a day: a trip from one to the other. */
const isRoute = (s: Signals) => s.places >= 2 && s.hasDates === true;
/**
 * A route and a day with a word on bags in passing ("Cebu to Coron Dec 6, bringing dive gear"): the
 * flights. Asked about first, or with its price ("extra baggage manila to cebu dec 12 magkano"): the fee.
 */
const flightFirst = (s: Signals) =>
  s.fareQuestion === true &&
  // Whether a traveller may fly ("30 weeks pregnant, can I fly Manila to Bohol Friday?") is asked first.
  travellerRuleAsked(s.text) === undefined &&
  isRoute(s) &&
  !/^\W*(?:extra |excess |checked )?(?:baggage|bagahe|luggage|bags?)\b|\b(?:magkano|how much|pila|price|cost)\b/.test(s.text);

const RULES: [ChatIntent, RegExp | ((s: Signals) => boolean)][] = [
  ["manage_booking", NAME_FIX],
  // "add one more passenger to our booking", Waray "magdugang hin usa pa nga pasahero": a change to a booking.
  [
    "manage_booking",
    /\b(?:add|dagdag|magdagdag|idagdag|dagdagan|magdugang|idugang|dugang|dugangan|madugangan)\b(?:\s+\S+){0,4}?\s+(?:passengers?|pasahero|travell?ers?|person|persons|tao|kasama)\b(?:\s+\S+){0,4}?\s+(?:booking|reservation|ticket)\b/,
  ],
  ["tide", /\b(?:tides?|marea|tyd|tydes|low ?tide|high ?tide|lowtide|hightide|taog|taob|hunas|mahunas|low water|high water)\b/],
  ["booking_status", (s) => /\bstatus\b/.test(s.text) && !SAFETY_WORDS.test(s.text)],
  // "did my booking go through?", "wala pa akong email": whether a booking is confirmed.
  [
    "booking_status",
    /\b(?:(?:booking|reservation|payment|bayad|void|refund|cancel\w*)\w*\b[^.?!]{0,20}\b(?:go through|go thru|went through|went thru|push through|pumasok|natuloy|successful|nag-?success|confirmed|still active|active pa)|(?:never|did ?n'?t|have ?n'?t|not yet) (?:got|get|gotten|received?) (?:an? |the |my |any )?(?:e-?mail|confirmation|voucher|e-?ticket)|wala (?:pa )?(?:akong |kaming |pong )?(?:natanggap na |dumating na )?(?:e-?mail|confirmation|voucher|e-?ticket))\b/,
  ],
  // "balik Davao Tuesday", "back to Manila on the 5th": the trip home, a flight from where the conversation is.
  [
    "flight_search",
    (s) =>
      s.places === 1 &&
      s.hasDates === true &&
      // With a booking's reference, the way back is that booking's ("ang balik namon, pwede ma-usob? ref ...").
      !s.hasReference &&
      /\b(?:balik|pabalik|uli|pauli|mouli|uwi|pauwi|back to|return(?:ing)? to|fly(?:ing)? back to|flight back to)\s+(?:na\s+)?(?:sa\s+|to\s+|ng\s+|ta\s+)?[a-z]/.test(
        s.raw,
      ) &&
      !/\b(?:hotels?|resorts?|rooms?|stay|inn|hostels?|kwarto|tide|weather|panahon)\b/.test(s.raw),
  ],
  // "Kasama na ba sa ticket ang terminal fee?": a fee's question, though it names a ticket.
  ["fees_info", (s) => s.hasFeeTopic && !s.hasReference && /\b(?:kasama|included|include[sd]?|part of)\b/.test(s.text)],
  // "refund policy Sulit", "is Tipid refundable": the fare's rules, not a change to a booking.
  // ...unless it comes with a route and a day ("Cebu to Coron Dec 6, bringing dive gear"): the flights, first.
  ["fees_info", (s) => s.fareQuestion === true && !flightFirst(s)],
  // "I want to speak to a real person about a refund": the person asked for, whatever the subject.
  ["contact", PERSON_ASKED],
  ["manage_booking", (s) => s.asksChange],
  // "add a colleague to my booking", "mag-add ng isang bata sa booking": a change the team makes to a booking.
  [
    "manage_booking",
    (s) =>
      (s.hasReference || /\b(?:my|our|ni|ko|namin)\b/.test(s.text)) &&
      /\b(?:add|mag-?add|idagdag|dagdag|isama)\b(?:\s+\S+){0,5}?\s+(?:to|sa|on|in)\s+(?:\S+\s+){0,3}?(?:booking|reservation|ticket)s?\b/.test(
        s.text,
      ),
  ],
  // "unsay panahon sa Jan 20? basin naay bagyo": the weather asked, a typhoon only feared.
  [
    "weather_info",
    (s) =>
      /\b(?:weather|panahon|forecast|panahona)\b/.test(s.text) &&
      /\b(?:baka|bka|basin|basig|maybe|kaha|possible|possibly|in case|kung sakali)\b(?:\s+\S+){0,2}?\s+(?:bagyo|typhoon|storm)\b/.test(
        s.text,
      ),
  ],
  [
    "safety_info",
    /\b(?:bagyo|typhoon|storm|gale(?: warning)?|signal no|wind signal|signal (?:no )?\d|suspend(?:ed)?|suspension|lpa|low pressure|pagasa|habagat|tsunami|earthquake|lindol|baha|flood(?:ing)?)\b|\bsignal\b/,
  ],
  ["manage_booking", (s) => s.hasAction],
  // Whether a place suits a wheelchair or seniors is a question about the place, not a request to the team.
  [
    "destination_info",
    (s) =>
      s.places >= 1 &&
      /\b(?:doable|accessible|ok|okay|suitable|kaya|pwede|friendly|manageable|easy|possible|navigable)\b/.test(s.text) &&
      /\b(?:wheelchairs?|pwds?|seniors?|elderly|matatanda)\b/.test(s.text) &&
      !/\b(?:flights?|hotels?|tickets?|book)\b/.test(s.text),
  ],
  [
    "safety_info",
    /\b(?:emergenc\w*|coast ?guard|police|pulis|911|ambulan\w*|(?:may|naa|is there|any|nearest|pinakamalapit na) (?:\S+ )?(?:hospitals?|ospital)|advisor(?:y|ies)|is it safe|(?:is|are) safe|safe (?:to|ba|b|for|pa|now|po|na)|gale(?: warning)?|ligtas|delikado|dangerous|alert level|volcano alert|phivolcs)\b/,
  ],
  // Cebuano "human sa" (after) is no human asked for.
  [
    "contact",
    /\b(?:real person|human(?!\s+(?:sa|sang|ug|og|nga|ani|niini|nimo|nako|namo|mo|ko|mi|kang|kay)\b)|agent|customer serv\w*|complain\w*|reklamo|hotline|contact (?:you|us|lakbay|customer)|email (?:address|nyo|ninyo|you)|phone number (?:nyo|of)|pakausap|makausap|talk to|speak to|someone help|(?:your|ur|lakbay|a|any|real|human|the) staff|staff (?:nyo|ninyo|niyo|member)|call center|call me|call (?:me )?back|callback|tawo|dili robot|not a (?:robot|bot)|who (?:do|should|can) (?:i|we) (?:email|e-mail|write|call|contact)|who to (?:email|e-mail|contact|call)|ma-?contact|ma-?reach|contact (?:number|details|info)|(?:phone|contact|telephone|mobile|landline) numbers?|may numbers? ba|official receipts?|tin receipt|invoice|resibo)\b/,
  ],
  // Special assistance (a wheelchair, a pet) with no trip in the message is for the team; with a route or a
  // place and a day, the search runs (the team can arrange the assistance after).
  [
    "contact",
    (s) =>
      /\b(?:service dog|wheelchair|pets?|dogs?|cats?|aso|pusa|alaga)\b/.test(s.text) &&
      (s.places === 0 || !/\d|\b(?:mon|tue|wed|thu|fri|sat|sun)/.test(s.raw)) &&
      // "how long is the bus Manila to Baguio? pwede ba aso?": the way there asked, the pet in passing.
      !(s.places >= 2 && /\b(?:ilang oras|gaano katagal|how long|how many hours|pila ka oras)\b/.test(s.text)),
  ],
  [
    "booking_status",
    /\b(?:confirm(?:ed)?|na-?confirm|na-?issue|ma-?issue|issued|e-? ?tickets?|my booking|booking ko|bookings? namin|my trips?|find my|check (?:my |ng )?booking|reservation|natanggap|payment go through)\b/,
  ],
  ["booking_status", (s) => s.hasReference],
  ["fees_info", (s) => s.hasFeeTopic && !flightFirst(s)],
  [
    "fare_calendar",
    /\bcheapest (?:day|days|date|dates|time|week|month)\b|\bpinakamura(?:ng)? (?:araw|petsa)\b|\b(?:kailan|kelan|kilan|when) (?:ang |ba |is it |are fares )?(?:pinaka)?(?:mura|cheap\w*)\b|\bmurang (?:araw|petsa)\b|\bfare calendar\b|\bprice calendar\b|\b(?:anong|anung|aling) (?:araw|petsa|date) (?:ang )?(?:mura|pinakamura|cheap)\b|\b(?:unsang|unsa (?:nga |ng )?)(?:adlaw|adlawa|petsa) (?:ang )?(?:pinaka-? ?)?(?:barato|mura)\b|\b(?:kanus-?a|kanusa|san-?o|ano nga adlaw) (?:ang |ba |man )?(?:pinaka-? ?)?(?:barato|mura|baratohon)\b|\b(?:ania|anya) (?:nga )?(?:aldaw|petsa) (?:ti )?(?:kanalakaan|nalaka)\b|\bwhich (?:day|date)s? (?:is |are )?(?:the )?cheap\w*\b|\bdates? (?:are |is )?cheapest\b|\blowest fares?\b|\bcheapest to fly\b|\bfare trends?\b/,
  ],
  // "the cheapest way to fly": a flight, however it is asked.
  [
    "flight_search",
    (s) => s.places >= 2 && /\b(?:fly|flights?)\b/.test(s.text) && /\b(?:cheapest|best|fastest|quickest) way\b/.test(s.text),
  ],
  ["itinerary", /\b(?:itinerary|itineraries|pa-? ?plan|plan (?:a|my|our|the|ng)? ?(?:trip|\d)|day by day)\b/],
  // "plan ko tumakbo": a plan said in passing is a plan asked only when no weather is asked with it.
  ["itinerary", (s) => /\b(?:plano|plan)\b/.test(s.text) && !WEATHER_ASKED.test(s.text)],
  // "What's Siquijor like in March?": what a place is like, a question about it.
  [
    "destination_info",
    (s) =>
      s.places >= 1 &&
      /\b(?:what'?s|what is|how'?s|how is)\b(?:\s+\S+){1,3}?\s+like\b/.test(s.raw) &&
      !/\b(?:flights?|fly|hotels?|resorts?|rooms?|weather|weathr|panahon|tides?|traffic|rain\w*|ulan|climate|temperature|forecast|hot|cold|init|lamig)\b/.test(
        `${s.raw} ${s.text}`,
      ),
  ],
  // "worth a day?", "how many hours for the visit?": a question about the place, even beside a way there.
  [
    "destination_info",
    (s) =>
      s.hasDates !== true &&
      /\b(?:worth (?:a|the|it)|how (?:many hours|long) (?:for|to|is) (?:the |a )?(?:visit|tour|explore|see|stay)|unsang bulana?|unsa nga bulan|which month|anong buwan)\b/.test(
        s.text,
      ),
  ],
  // Between two places, how long it takes is the way there ("Manila to Tagaytay by van, gaano katagal?").
  [
    "transport_info",
    (s) =>
      s.places >= 2 &&
      /\b(?:gaano katagal|ilang oras|how long|how many hours|pila ka oras|by (?:van|bus|ferry|boat|car|land))\b/.test(s.text) &&
      !/\b(?:flights?|fly|lipad|eroplano|plane)\b/.test(s.text),
  ],
  // "Batangas port papuntang Calapan bukas", "ferry Cebu to Bohol": between two places by sea, the way there.
  [
    "transport_info",
    (s) =>
      s.places >= 2 &&
      SEA.test(s.raw) &&
      // A seafarer flying out to join a ship ("one way Manila to Singapore para mag-join sa barko") flies.
      !/\b(?:flights?|fly|lipad|eroplano|plane|airport|hotels?|resorts?|fees?|tickets?|one[ -]?way|round ?trip|roundtrip|seaman|seafarers?|mag-?join|join)\b/.test(
        s.raw,
      ),
  ],
  // Which airport serves a place is a question about the place.
  [
    "destination_info",
    /\b(?:which airports?|what airports?|nearest airports?|closest airports?|anong airport|saang airport|asa nga airport)\b/,
  ],
  // How long a place needs, or whether it is worth it: a question about the place, not a plan.
  [
    "destination_info",
    (s) =>
      // "after the climb, Clark to Siargao Dec 16": a route with a day is a trip, whatever else it says.
      !isRoute(s) &&
      /\b(?:how many days|ilang araw|gaano katagal|days? (?:is|are|would be) enough|enough|sapat|kulang ba|worth it|too hard|lots of walking|(?:ok|okay|suitable|good|pwede|ayos|safe)(?: ba)? (?:for|sa|para sa|with|kasama) (?:a |an |my |our |mga |ang )?(?:\d+[- ]?(?:year|yr)s?[- ]?old|kids?|children|bata|seniors?|elderly|toddlers?|bab(?:y|ies)|lola|lolo)|worth (?:a|the) (?:visit|trip)|sulit ba|sulit|umakyat|akyat|climb\w*|hik(?:e|ing)|trek\w*|crater|summit|go up the)\b/.test(
        s.text,
      ),
  ],
  // "Is the Underground River ok for a 5 year old?": whether a place suits someone of an age is a question about it.
  [
    "destination_info",
    (s) =>
      s.hasAges === true &&
      s.places >= 1 &&
      !isRoute(s) &&
      /\b(?:ok|okay|suitable|good|pwede|ayos|kaya|safe|fine)\b/.test(s.text) &&
      !/\b(?:flights?|fly|tickets?|hotels?|resorts?|rooms?|tax|fee)\b/.test(s.text),
  ],
  // "is it better to stay in Mactan or IT Park?": two places weighed, a question for the guide, not a search.
  [
    "destination_info",
    (s) =>
      s.hasDates !== true &&
      /\b(?:better|mas maganda|mas okay|mas ok|mas maayo|mas nindot|which is (?:better|nicer)|alin ang mas)\b/.test(s.text) &&
      /\b(?:or|o|vs\.?|versus|kag|ug)\b/.test(s.text) &&
      !/\b(?:flights?|fly|cheap\w*|mura|price|presyo|magkano|how much)\b/.test(s.text),
  ],
  [
    "hotel_search",
    /\b(?:hotels?|resorts?|rooms?|accommodations?|stay|matutuluyan|tutuluyan|tulugan|matutulugan|tutulugan|hostels?|inn|airbnb|kwarto|kuwarto|lodging|transient|staycation|check-? ?in)\b/,
  ],
  // A number of nights at one place is a stay ("3 nights sa Boracay"), unless it is a flight.
  ["hotel_search", (s) => s.hasNights === true && s.places <= 1 && !/\b(?:flights?|fly|lipad|tickets?)\b/.test(s.text)],
  ["flight_search", (s) => s.places >= 2 && /\b(?:one[ -]?way|round ?trip|roundtrip|flights?)\b/.test(s.text) && s.hasDates === true],
  [
    "transport_info",
    /\b(?:how (?:do|can|to|should) (?:i |we )?(?:get|go|travel)|how (?:to )?go\b|how (?:to )?get there|(?:paano|pano|papaano|unsaon|giunsa|kasano|unsay paagi|paagi) (?:po |ba |man |tabi |ti |kami |kita )*(?:pumunta|makapunta|makarating|mag-?commute|pag-? ?adto|pag-? ?anha|pag-? ?kadto|pagpunta|pag-? ?abot|mapan|makadanon|magduman|kumadto|mag-? ?biyahe|mag-? ?byahe|makaabot|maka-? ?adto)|bus|ferry|ferries|van|bangka|barko|boat|fast ?craft|ro-?ro|jeep|jeepney|tricycle|habal-? ?habal|grab|taxi|transfers?|commute|byahe|biyahe|sasakyan|land ?trip|ilang oras|how many hours|how long (?:is|does|by)|best way|fastest way|cheapest way|transpo|trike|pinakamadali|pinakamabilis na paraan|sasakay|sakay)\b/,
  ],
  [
    "fare_calendar",
    (s) =>
      s.monthOnly &&
      s.places >= 1 &&
      /\b(?:cheap\w*|fares?|flights?|fly|murang?|pinakamura\w*|presyo|barato|pinakabarato|pasahe)\b/.test(s.text),
  ],
  [
    "flight_search",
    /\b(?:flights?|fly|flying|lipad|eroplano|plane|airfare|tickets?|tix|pamasahe|one[ -]?way|round ?trip|roundtrip|business class|economy)\b/,
  ],
  // Two places and a "how" in any language ("baguio to sagada pano?", "best way from Coron to El Nido").
  [
    "transport_info",
    (s) => s.places >= 2 && /\b(?:how|pano|paano|papaano|unsaon|giunsa|kasano|(?<!\b(?:1|one|isang)[ -])way|route|shuttle)\b/.test(s.text),
  ],
  // A permit for a place ("Underground River permit, pano mag-book?") is the guide's fees and permits.
  ["destination_info", (s) => s.places >= 1 && /\bpermits?\b/.test(s.text) && !/\b(?:flights?|fly|hotels?|eroplano|plane)\b/.test(s.text)],
  // "best time to go to Coron", "kailan ang pinakamagandang panahon para pumunta": the guide's season, not today's weather.
  [
    "destination_info",
    /\b(?:best|pinakamagandang|magandang|pinaka-?maayong|maayong|nindot nga) (?:time|panahon|buwan|month|season|bulan|panahon) (?:to|para|na|sa|nga)\b|\bmejor (?:mes|tiempo|temporada)\b|\b(?:when|kailan|kelan|kanus-a) (?:is |ang |ba )?(?:the )?best (?:time|month|season)\b|\bbest month\b|\b(?:viewpoints?|view ?decks?|sunrise|sunset) (?:spots?|viewpoints?|points?)\b|\bsunrise viewpoints?\b/,
  ],
  [
    "weather_info",
    /\b(?:weather|forecast|tiempo|lluvia|calor|frio|uwan|nag-?uwan|mauran|uran|nag-?uuran|ulan|uulan|maulan|umuulan|rain|rainy|raining|rainfall|mainit|init|hot|cold|malamig|lamig|kalamig|kainit|sunny|sun|temperature|climate|panahon|maaraw|maulap|makulimlim|kulimlim|humid|dry season|wet season|panawen|nalamiis|lamiis|napudot|agtudo|bugnaw|tugnaw|matugnaw)\b/,
  ],
  [
    "small_talk",
    (s) =>
      (s.places === 0 &&
        /^(?:(?:haha\w*|hehe\w*|hihi\w*|lol|ay|uy|oh|ah|yo) )*(?:hi|hello|hey|helo|yo|what'?s up|whats up|sup|wassup|good (?:morning|afternoon|evening|day)|gud (?:am|pm|morning|eve\w*|day)|magandang (?:umaga|hapon|gabi|araw)|maayong (?:buntag|udto|hapon|gabii)|daghang salamat|salamat kaayo|kumusta|kamusta|musta|salamat|thanks?|thank (?:you|u)|ty|ok|okay|sige|who are you|sino ka|sino po kayo|bot ka|are you a bot|are you (?:a )?human|what can you do|ano kaya mo|bye|paalam|(?:pls |please )?help\W*$)\b/.test(
          s.text,
        )) ||
      (s.places === 0 && /\b(?:salamat|thanks?|thank (?:you|u)|ty|tnx|thx|tysm)(?: po| so much| a lot| bot| lakbay)?\W*$/.test(s.text)),
  ],
  // A route with its day is a trip, whatever it is for ("Manila to Xiamen Jan 28 to visit relatives").
  [
    "destination_info",
    (s) =>
      !isRoute(s) &&
      /\b(?:things to do|what to do|what can (?:i|we) do|tourist|tours?|tour [a-d]|island hopping|spots?|attractions?|puntahan|pasyalan|gawin|gibohon|gibuhon|buhaton|himuon|aramiden|worth|guide|tips|best time|maganda|magandang|kumain|eat|food|see|visit|sights?|activities|famous|beaches)\b/.test(
        s.text,
      ),
  ],
  // "3 days lang leave ko, Manila-Siargao Friday balik Sunday": a trip's days with the way there and back are flights.
  ["itinerary", (s) => s.hasDays && s.places > 0 && !(isRoute(s) && /\b(?:balik|pabalik|back|return\w*|uwi|pauwi|uli)\b/.test(s.text))],
  ["flight_search", (s) => s.places >= 2],
];

/** The intent a strong signal settles, or null when the classifier should decide. */
export function ruleIntent(s: Signals): ChatIntent | null {
  if (ATTACK.test(s.raw) || ATTACK.test(s.text)) return "out_of_scope";
  // A festival is also a place's name ("Sinulog" is Cebu's), taken out of `text`: its tickets and schedule are read on the raw words.
  if (limitAsked(s.text) || festivalAsked(s.raw)) return "out_of_scope";
  // When a festival falls is in its place's guide ("kailan ang Panagbenga?").
  if (festivalWhen(s.raw)) return "destination_info";
  for (const [intent, test] of RULES) {
    if (typeof test === "function" ? test(s) : test.test(s.text)) return intent;
  }
  return null;
}

/** A rule that fired on what was found (a reference, two places, a trip length) rather than on a word. */
export function isWeak(rule: ChatIntent, text: string): boolean {
  if (rule === "booking_status") return !/\b(?:status|confirm\w*|ticket|booking|trip|reservation)\b/.test(text);
  if (rule === "flight_search")
    return !/\b(?:flights?|fly|lipad|eroplano|plane|airfare|tickets?|tix|pamasahe|balik|pabalik|uwi|pauwi|back to|return(?:ing)? to)\b/.test(
      text,
    );
  return !/\b(?:itinerary|plan|plano)\b/.test(text);
}
