/**
 * Questions about who may fly and on what terms, asked about a traveller rather than a fare: flying
 * while pregnant, a baby's or a child's ticket, papers for a child flying with someone who is not a
 * parent, a senior citizen's, PWD's or student's discount on a fare. They are questions about a fare's
 * rules (topic fare_rules), never medical advice and never a search, though they name a route or a day.
 * Read on normalised text.
 */

export type TravellerRule = "pregnancy" | "discount" | "infant" | "minor_papers";

const FLIGHT = String.raw`(?:fly|flying|flight|flights|plane|avion|vuelo|eroplano|airplane|airline|airlines|lipad|lumipad|sumakay|sakay|musakay|mosakay|makasakay|masakay|lupad|molupad|mulupad|makalupad|domestic|airfare|fares?|tickets?|board|boarding)`;

/** A baby or a small child, by a word or an age in months. */
const YOUNG = String.raw`(?:baby|babies|infants?|newborns?|new-born|sanggol|toddlers?|\d+[- ]?(?:months?|mos?|buwan|weeks?|wks?|days?)[- ]?old|\d+ (?:months?|buwan))`;

const RULES: [TravellerRule, RegExp][] = [
  [
    "pregnancy",
    /\b(?:pregnan\w*|buntis|nagbubuntis|mabdos|masikog|\d+ (?:weeks?|wks?|linggo|semana) (?:na )?(?:pregnant|buntis|preggy)|preggy|(?:first|second|third|last) trimester|expecting a baby|burod|nagburod|buros|nagburos|nagabusong|busong)\b/,
  ],
  [
    "discount",
    /\b(?:senior(?: citizens?)?|sr\.? citizens?|pwds?|persons? with disabilit\w*|students?|estudyante|osca|infants?|baby|babies|bata|child|kids?)\b[^?!]{0,60}\b(?:discounts?|diskwento|descuento)\b|\b(?:discounts?|diskwento|descuento)\b(?:\s+\S+){0,3}?\s+(?:senior(?: citizens?)?|seniors|pwds?|students?|estudyante)\b|\b(?:bereave?ment|compassionate|bereaved) (?:fares?|discounts?|rates?)\b|\b(?:discounts?|diskwento|descuento)\b[^?!]{0,40}\b(?:namatay|namatayan|died|death|funeral|bereave\w*|lamay|burol)\b|\b(?:student|estudyante|senior(?: citizens?)?|pwd) (?:fares?|rates?|prices?)\b|\b(?:school|student|senior(?: citizens?)?|pwd|osca) ids?\b/,
  ],
  [
    "infant",
    new RegExp(
      String.raw`\b(?:own|sariling|separate|hiwalay na) (?:ticket|seat|upuan)\b|\b(?:need|needs|kailangan|required?|pay for|bayaran)\b(?:\s+\S+){0,4}?\s+(?:ticket|seat|upuan)\b(?:\s+\S+){0,4}?\s+${YOUNG}\b|\b${YOUNG}\b(?:\s+\S+){0,4}?\s+(?:need|needs|kailangan)\b(?:\s+\S+){0,3}?\s+(?:ticket|seat|upuan)\b|\b(?:lap (?:infant|child|baby)|infant fares?|child fares?|kandong|kalong)\b|\b${YOUNG}\b(?:\s+\S+){0,3}?\s+${FLIGHT}\s+(?:for\s+)?(?:free|libre)\b|\b(?:can|may|pwede|puwede|pwd|allowed|papayagan|ok|okay)\b(?:\s+\S+){0,3}?\s+(?:fly|board|sumakay|musakay|mosakay|makasakay|lumipad|mulupad|molupad)\b(?:\s+\S+){0,2}?\s+${YOUNG}\b|\b(?:min(?:imum)?|youngest|lowest|pinakabatang?) age\b(?:\s+\S+){0,4}?\s+${YOUNG}|\b(?:kids?|children|child|bata|anak|toddlers?|${YOUNG})\b(?:\s+\S+){0,2}?\s+(?:pay|pays|magbayad|bayad)\w*\b(?:\s+\S+){0,2}?\s+(?:fares?|price|presyo|ticket|seat)\b`,
    ),
  ],
  [
    "minor_papers",
    /\b(?:authori[sz]ation letter|consent letter|parental consent|travel clearance|dswd clearance|unaccompanied minors?|(?:valid )?ids?\b(?:\s+\S+){0,2}?\s+(?:ng|of|for|sa)\s+(?:the |my |mga |ang )?(?:child|kids?|bata|anak|minor|baby|infant|\S+ (?:girl|boy))|letter (?:from|ng|of) (?:the |his |her |their |mga )?(?:parents?|magulang)|sulat (?:ng|mula sa) (?:mga )?(?:parents?|magulang)|(?:parents?'?s?|magulang) (?:letter|consent|sulat)|(?:child|minor|bata|kid|anak)\w* (?:flying|travell?ing|lilipad|bibiyahe) alone)\b/,
  ],
];

/** A baby held on the lap, or its seat paid for: a baby's fare whatever else is said ("do I pay for the baby seat? she'll be on my lap"). */
const ON_THE_LAP = new RegExp(
  String.raw`\b(?:on|sa|in) (?:my |her |his |our |the |their |a )?laps?\b|\b(?:pay|bayad|bayaran|magbayad)\w*\b(?:\s+\S+){0,3}?\s+(?:the |a |ang )?${YOUNG}\s+(?:seat|ticket|fare)s?\b`,
);

/** The rule about a traveller that the text asks (with a word for flying in it), if any. */
export function travellerRuleAsked(text: string): TravellerRule | undefined {
  if (ON_THE_LAP.test(text)) return "infant";
  if (!new RegExp(String.raw`\b${FLIGHT}\b`).test(text)) return undefined;
  return RULES.find(([, re]) => re.test(text))?.[0];
}
