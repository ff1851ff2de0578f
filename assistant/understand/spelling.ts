/**
 * Typo repair before anything reads the message: a word we do not know ("manlia", "hotles", "siargo",
 * "tyhpoon") becomes the nearest word we do (place names, the classifier's words, date and travel
 * words) when it is within one edit (two for long words; swapped letters count as one). MiniSearch's
 * fuzzy index finds the candidates, built once; words with digits and short words are left alone, and
 * so is any everyday English word (zxcvbn-ts's 55,000 common words: "looking" is not "booking", "taxi"
 * not "tax", "wifi" not "wife").
 */
import { dictionary as english } from "@zxcvbn-ts/language-en";
import MiniSearch from "minisearch";
import { exampleWords, STOPWORDS } from "./classifier.ts";
import { placeWords } from "./gazetteer.ts";
import { REGIONAL_WORDS } from "./regional-words.ts";
import { editDistance, typoAllowance } from "./text.ts";

/** Words the rules read that the examples may not use, and everyday Taglish that must stay as typed. */
const EXTRA = `
adults adult child children kids infant infants baby pax rooms room nights night days day week weeks
tomorrow today tonight weekend next this last sabado linggo lunes martes miyerkules huwebes biyernes bukas ngayon mamaya makalawa
january february march april may june july august september october november december
enero pebrero marso abril mayo hunyo hulyo agosto setyembre oktubre nobyembre disyembre
flight flights hotel hotels weather typhoon itinerary tide tides refund void rebook confirmed request status cheapest cheaper
attractions service travel magkano baggage schedule business economy premium class round trip one way
papuntang papunta galing pauwi balik hanggang kami tayo sila gusto pwede pede puwede kailan saan paano pano ano anong bakit
maganda magandang gawin puntahan kumain masarap murang mura mahal budget under below around between lang naman po
environmental terminal entrance etravel signal advisory emergency ferry boat bus van plane airport port
ngayong mamayang kahapon probinsya malapit malayo tapos pero kung kapag pag dahil kasi
roro sched sked year years later earlier before after now right time times hour hours morning evening night noon week month
para bata ulan init lamig araw gabi umaga hapon tanghali oras dito doon dun diyan dyan yan iyan ito iyon
meron wala may mayroon kasi tapos sana sabi alam gawa kain tulog punta uwi alis dating sundo hatid
ako ikaw siya tayo kayo nila amin atin inyo kanila akin sayo sakin namin natin ninyo nyo niyo aming kaming naming tayong tulugan matutulugan tutulugan mula buhat kasama simula umga tawo kaming
bayad pera libre mahal sulit tipid gastos presyo halaga
want need like know think make take give show tell find help look check send open close start stop
much many more less most best good great nice okay sure yes no not any some all every each other
what when where which who whom whose why how there here then than also just only very really still
about above across around between into over under without within through during until since while
family friends friend wife husband kids son daughter mom dad parents barkada
isa isang dalawa dalawang tatlo tatlong apat lima limang anim anim na pito pitong walo walong siyam sampu sampung
tom tmw tmrw nyt nyts nite nites tonite wknd wkend pls plz lng nmn
mon tue tues wed weds thu thur thurs fri sat sun
usa duha tulo upat unom napulo mi ug akong imong buntag gabii udto pila unsa unsaon asa didto diri adlaw ugma karon padung gikan naa bay kwarta mabalik nako uban mag-uban hangtod duol unta
tsaka saka atsaka pati kaya nalang naman yung nung kung mga sina nina daw raw rin din lamang talaga
kuya ate tita tito lola lolo papa mama nanay tatay inay itay bunso panganay misis mister asawa jowa kapatid pinsan apo
sino kanino alin ilan ilang gaano magkano saan kailan bakit paano pano kumusta kamusta
`;

const dictionary = [...new Set([...placeWords(), ...exampleWords(), ...STOPWORDS, ...EXTRA.split(/\s+/)].filter((w) => w.length >= 2))];
const known = new Set([...dictionary, ...english["commonWords-en"], ...REGIONAL_WORDS]);

/** A word we know (a place, a travel or everyday word), as opposed to a code someone typed. */
export const isKnownWord = (word: string): boolean => known.has(word.toLowerCase());

const index = new MiniSearch<{ id: number; word: string }>({ fields: ["word"], storeFields: ["word"], idField: "id" });
index.addAll(dictionary.map((word, id) => ({ id, word })));

const cache = new Map<string, string>();

/** The word as meant: itself when known, else the nearest known word within the typo allowance, else itself. */
export function correctWord(word: string): string {
  if (known.has(word) || /\d/.test(word) || typoAllowance(word) === 0) return word;
  const cached = cache.get(word);
  if (cached) return cached;
  const allowance = typoAllowance(word);
  let best = word;
  let bestDistance = allowance + 1;
  for (const hit of index.search(word, { fuzzy: allowance + 1, prefix: false })) {
    const candidate = hit.word as string;
    const d = editDistance(word, candidate, allowance);
    if (d < bestDistance || (d === bestDistance && best !== word && candidate < best)) {
      best = candidate;
      bestDistance = d;
    }
  }
  if (cache.size < 5000) cache.set(word, best);
  return best;
}

/** The normalised text with each unknown word repaired (spaces and punctuation kept). */
export function correctText(text: string): string {
  return text.replace(/[a-z0-9]+/g, (w) => correctWord(w));
}
