/**
 * English left on a Filipino page (issue 27): the test that scans rendered pages for untranslated
 * text. A page's visible text and the attributes a traveller meets (title, description, aria-label,
 * placeholder, alt, an input's value shown as a button) are cut into pieces, one per text node or
 * attribute; a piece is English when it carries two or more different English function words
 * ("the", "your", "with", …), which Filipino sentences, borrowed travel words and all, do not use.
 *
 * Left out, as the issue allows: what is marked as written in English (`lang="en"` on the element or
 * an ancestor: guides, stories, news, the specification's verbatim messages shown beside their
 * Filipino), scripts and styles, and the language switch's own "Read in English".
 */
import { Window } from "happy-dom";

/**
 * English words that Filipino does not borrow into running text. Not "at" (Filipino "and"), "may"
 * (Filipino "there is"), "na", "sa", "ng", "o", "to" ("'to" is Filipino for "ito") or "a".
 */
const ENGLISH_FUNCTION_WORDS = new Set([
  "the",
  "and",
  "of",
  "your",
  "you",
  "with",
  "for",
  "is",
  "are",
  "this",
  "that",
  "from",
  "in",
  "on",
  "by",
  "or",
  "will",
  "can",
  "not",
  "our",
  "we",
  "it",
  "be",
  "has",
  "have",
  "was",
  "were",
  "an",
  "my",
  "how",
  "what",
  "when",
  "where",
  "which",
  "who",
  "there",
  "their",
  "more",
  "about",
  "all",
  "into",
  "than",
  "been",
  "any",
  "no",
  "yet",
  "here",
  "please",
  "only",
  "per",
]);

/**
 * English words of a site's own interface (buttons, labels, headings). A short piece made of nothing
 * but these, function words and borrowed words ("Search", "Book your flight", "Close the menu") is an
 * untranslated label even with fewer than two function words.
 */
const ENGLISH_UI_WORDS = new Set(
  `search find close open continue next back previous submit send save cancel sign register create
  select choose change edit delete remove add view show hide less details price prices total date dates
  adult adults child children infant infants room rooms guest guests departure depart return origin
  destination one-way round-trip way round trip passenger passengers name first last phone number address
  city country required optional loading page found home help contact us privacy terms policy today
  tomorrow day days night nights week month year morning afternoon evening earliest latest cheapest fastest
  filter filters sort apply clear reset none yes done pay payment card wallet confirm confirmation review
  summary proceed stop stops nonstop direct duration arrival arrive class cabin
  seat seats baggage bag bags manage status weather map news safety guide guides posts stories read
  upcoming high low warning advisory advisories near nearby distance stars star rating reviews amenities
  breakfast included free cancellation available unavailable sold left person welcome hello thank thanks
  sorry try again later message messages subject new recent time times book now go see print download
  share copy get save cheap fast results result shown showing log login logout sign-in sign-up`.split(/\s+/),
);

/**
 * Words the glossary (docs/glossary-fil.md) keeps in English in Lakbay's Filipino: alone, they are
 * Filipino as travellers read it.
 */
const BORROWED = new Set(
  `flight flights hotel hotels booking bookings check-in check-out refund fare fares rules add-ons hold
  void reissue travel tax terminal fee fees e-ticket voucher vouchers dashboard settings account blog menu
  mobile legal island hopping typhoon signal forecast tide circuits online email wifi ok pdf economy premium
  business error`.split(/\s+/),
);

/** Words both languages write (articles and particles a short label may carry). */
const NEUTRAL = new Set(["a", "at", "to", "may", "na", "sa", "o"]);

const ATTRIBUTES = ["title", "aria-label", "aria-description", "placeholder", "alt"] as const;

export type EnglishPiece = { where: string; text: string; words: string[] };

/** The English function words of a text, each once. */
export function englishWords(text: string): string[] {
  return [...new Set(wordsOf(text).filter((w) => ENGLISH_FUNCTION_WORDS.has(w)))];
}

/** Words as a reader splits them, a hyphenated word whole ("mag-book", "check-in"). */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z']+(?:-[a-z']+)*/g) ?? [];
}

/** The English words that make a piece English, or null. */
function isEnglish(text: string): string[] | null {
  const functionWords = englishWords(text);
  if (functionWords.length >= 2) return functionWords;
  const words = wordsOf(text);
  if (words.length === 0 || words.length > 6) return null;
  const english = words.filter((w) => ENGLISH_FUNCTION_WORDS.has(w) || ENGLISH_UI_WORDS.has(w));
  const allKnown = words.every((w) => english.includes(w) || BORROWED.has(w) || NEUTRAL.has(w));
  return allKnown && english.length > 0 ? [...new Set(english)] : null;
}

/** Every piece of English on a rendered page outside what is marked `lang="en"`. */
export function englishLeft(html: string, allow: ReadonlyArray<string | RegExp> = []): EnglishPiece[] {
  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableCSSFileLoading: true, disableJavaScriptFileLoading: true },
  });
  const document = window.document;
  document.write(html);
  const found: EnglishPiece[] = [];
  const allowed = (text: string) => allow.some((a) => (typeof a === "string" ? text.includes(a) : a.test(text)));
  const note = (where: string, raw: string | null | undefined) => {
    const text = (raw ?? "").replace(/\s+/g, " ").trim();
    if (!text || allowed(text)) return;
    const words = isEnglish(text);
    if (words) found.push({ where, text, words });
  };
  const markedEnglish = (el: Element | null): boolean => {
    const marked = el?.closest("[lang]");
    return !!marked && marked.getAttribute("lang")?.toLowerCase().startsWith("en") === true;
  };

  note("title", document.title);
  note("meta description", document.querySelector('meta[name="description"]')?.getAttribute("content"));
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement as unknown as Element | null;
    if (!parent || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(parent.tagName)) continue;
    if (markedEnglish(parent)) continue;
    note(`<${parent.tagName.toLowerCase()}>`, node.textContent);
  }
  for (const el of document.body.querySelectorAll("*")) {
    if (markedEnglish(el as unknown as Element)) continue;
    for (const name of ATTRIBUTES) if (el.hasAttribute(name)) note(`${el.tagName.toLowerCase()}[${name}]`, el.getAttribute(name));
    if (el.tagName === "INPUT" && ["submit", "button"].includes(el.getAttribute("type") ?? ""))
      note("input[value]", el.getAttribute("value"));
  }
  window.close();
  return found;
}
