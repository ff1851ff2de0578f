/**
 * Counts and amounts: travellers ("3 kami", "2 adults 1 child", "solo", "kaming dalawa"), rooms,
 * trip length ("5 days", "3d2n", "1 week": `days`, never a date) and budgets ("under 3k", "below
 * 3,000", "1k per night", "₱2,500") as a maximum price in PHP centavos. Each takes what it read out of
 * the text, so the date reader never sees "3 day" or "2 adults".
 */
import { NUMBER_WORDS } from "./dates.ts";
import { findBudget } from "./budgets.ts";
import { AND, KIDS, KIN, LINK, TRADES } from "./party-lexicon.ts";
import { takeAll } from "./text.ts";

export type { Quantities } from "./quantities-type.ts";
import type { Quantities } from "./quantities-type.ts";

const NUM = `(\\d{1,5}|${Object.keys(NUMBER_WORDS).join("|")})`;
const num = (s: string): number => NUMBER_WORDS[s] ?? Number(s);
/** Seats and rooms are 1–9; anything else is not a traveller count we can use. */
const seat = (n: number): number | undefined => (Number.isInteger(n) && n >= 1 && n <= 9 ? n : undefined);
/** A group (a barkada's hotel rooms, "10 katao"): up to 30; a flight search says itself that it seats 9 at most. */
const group = (n: number): number | undefined => (Number.isInteger(n) && n >= 1 && n <= 30 ? n : undefined);

export function findQuantities(input: string): Quantities {
  const q: Omit<Quantities, "rest"> = {};
  // "ako lang kag ang asawa ko" (just me and my wife): "just" goes with the pair, not with the traveller alone.
  let text = input.replace(/\b(ako|aku|me) (?:lang|lng|la|ra) (?=(?:kag|at|and|ug|og|tsaka|saka|with|kasama)\b)/g, "$1 ");
  const ownAges: number[] = [];
  const budget = findBudget(text);
  text = budget.rest;
  if (budget.maxPrice) q.maxPrice = budget.maxPrice;
  // "3 weeks old na baby": a newborn, never a trip of three weeks.
  text = takeAll(text, new RegExp(`\\b${NUM}\\s*-?\\s*(?:weeks?|linggo)\\s*-?\\s*(?:old|gulang)\\b`, "g"), () => {
    q.infants ??= 1;
  });
  text = takeAll(text, /\b(\d{1,2})\s*d\s*(\d{1,2})\s*n\b/g, (m) => {
    q.days ??= Number(m[1]);
  });
  text = takeAll(text, new RegExp(`\\b(?:a|${NUM})\\s*-?\\s*(?:weeks?|linggo)\\b`, "g"), (m) => {
    const weeks = m[1] && !/^(?:1|one|isa|isang)$/.test(m[1]) ? num(m[1]) : 1;
    q.days ??= weeks * 7;
    q.weeks ??= weeks;
  });
  // Days in Tagalog (araw), Cebuano (adlaw), Ilocano and Bikol (aldaw), with a linker ("tolo ka adlaw").
  text = takeAll(text, new RegExp(`\\b${NUM}\\s*-?\\s*(?:(?:ka|nga|na|a)\\s+)?(?:days?|araw|adlaw|aldaw|dys)\\b`, "g"), (m) => {
    q.days ??= num(m[1]);
  });
  // Children's ages right after the children: "2 kids (7 and 4)", "2 anak (10 at 6)", "kids aged 12 and 9".
  const LIST = `${NUM}(?:\\s*${AND}\\s*${NUM})*`;
  text = takeAll(
    text,
    new RegExp(
      `(?<=\\b${KIDS}(?:\\s*(?:namin|ko|nila|namon|nako|ko|mi)(?:\\s+(?:nga|na))?)?\\s*)(?:,?\\s*\\(?\\s*(${LIST})(?!\\s*(?:[-/]|days?|nights?|gabi|araw|rooms?|adults?|pax|kids?|infants?|bab(?:y|ies)|sanggol|jan\\w*|feb\\w*|mar\\w*|apr\\w*|may|jun\\w*|jul\\w*|aug\\w*|sep\\w*|oct\\w*|nov\\w*|dec\\w*|st|nd|rd|th|am|pm)\\b)\\s*(?:(?:yrs?|years?)\\s*old|y/?o|anyos)?\\s*\\)?|(?:aged?|ages?|edad)\\s*(${LIST})(?!\\s*(?:infants?|bab(?:y|ies)|sanggol|adults?|kids?|children)\\b)(?:\\s*(?:yrs?|years?)\\s*old)?)`,
      "g",
    ),
    (m) => {
      const found = (m[1] ?? m[4] ?? "").split(new RegExp(`\\s*${AND}\\s*`)).map(num);
      if (found.some((n) => !Number.isInteger(n) || n < 0 || n > 17)) return false;
      // After a comma, only a list is the children's ages ("2 kids, 6 and 10"); "anak ko, 5 anyos" is one age.
      if (m[0].trimStart().startsWith(",") && found.length < 2) return false;
      q.childrenAges ??= found;
    },
  );
  // Twins with their age ("twins (4)", "twins age 4", "kambal na 5 anyos", "4yo twins"): two children of that age.
  text = takeAll(
    text,
    /\b(?:twins?|kambal)\s*(?:,\s*)?\(?\s*(?:(?:aged?|ages?|edad|na|both)\s*)?(\d{1,2})(?!\s*(?:[-/]|\d|months?|mos?|buwan|jan\w*|feb\w*|mar\w*|apr\w*|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|nights?|days?|rooms?|adults?|pax|k)\b)\s*(?:-?\s*(?:yrs?|years?)(?:\s*-?\s*old)?|y\/?o|anyos)?\s*\)?|\b(\d{1,2})\s*-?\s*(?:yrs?|years?|y\/?o)(?:\s*-?\s*old)?\s+(?:twins?|kambal)\b/g,
    (m) => {
      const age = Number(m[1] ?? m[2]);
      if (age < 2 || age > 17 || q.childrenAges !== undefined) return false;
      q.childrenAges = [age, age];
      q.children = 2;
    },
  );
  // "one of us is a kid", "isa sa amin ay bata", Waray "usa hit amon bata": children among the party, not added to it.
  text = takeAll(
    text,
    new RegExp(
      `\\b${NUM}\\s+(?:of us|of them|sa amin|sa amon|sa amo|sa aton|hit amon|han amon|ha amon|kanamin|kadakami|kanamon|kanato)\\b(?:\\s*(?:is|are|ay|kay|an|nga)\\b)?(?:\\s*(?:a|an|mga)\\b)?(?=\\s*${KIDS}\\b)`,
      "g",
    ),
    (m) => {
      const n = seat(num(m[1]!));
      if (n === undefined) return false;
      q.amongParty = true;
      q.children ??= n;
    },
  );
  // A child named by age ("my 2-year-old", "our 8 year old"): one child of that age.
  text = takeAll(text, /\b(?:my|our|ang|aking|a|an|one|isang)\s+(\d{1,2})\s*-?\s*(?:(?:years?|yrs?)\s*-?\s*old|y\/?o)\b/g, (m) => {
    const age = Number(m[1]);
    if (age > 17) return false;
    ownAges.push(age);
  });
  const ages: number[] = [];
  const age = (n: number) => {
    if (!Number.isInteger(n) || n < 0 || n > 120) return false;
    ages.push(n);
  };
  text = takeAll(text, new RegExp(`\\b${NUM}\\s*-?\\s*(?:months?|mos?|buwan)\\s*-?\\s*(?:old|gulang)\\b`, "g"), () => age(0));
  // "baby 11 months", "sanggol na 6 buwan": a baby, said with its age in months.
  text = takeAll(
    text,
    new RegExp(
      `\\b(?:baby|infant|sanggol)\\s*(?:namin|ko|nila|natin|na|namon|namo|nako|nato|mi|de)?\\s*(?:na\\s*)?${NUM}\\s*-?\\s*(?:months?|mos?|buwan|meses)\\b`,
      "g",
    ),
    () => {
      q.infants ??= 1;
    },
  );
  text = takeAll(
    text,
    new RegExp(
      `\\b(${NUM}(?:\\s*${AND}\\s*${NUM})*)\\s*-?\\s*(?:(?:years?|yrs?|taon(?:g)?)\\s*-?\\s*(?:old|gulang)|y/?o|y\\.o\\.?|anyos|years? of age|(?:ti\\s+)?tawen(?:na|da)?)(?![a-z])`,
      "g",
    ),
    (m) => {
      // "7 ug 4 anyos", "8 and 11 years old": each an age.
      const list = m[1]!.split(new RegExp(`\\s*${AND}\\s*`)).map(num);
      if (list.some((n) => !Number.isInteger(n) || n < 0 || n > 120)) return false;
      for (const n of list) age(n);
    },
  );
  text = takeAll(text, new RegExp(`\\b(?:edad|aged?|ages)\\s*(?:ng\\s*|is\\s*|na\\s*)?${NUM}\\b`, "g"), (m) => age(num(m[1])));
  if (ages.length) q.ages = ages;
  // A family's size includes its children: "family of 4 w/ 2 kids" is 2 adults and 2 children.
  text = takeAll(
    text,
    new RegExp(`\\bfam(?:ily)? of\\s*${NUM}\\s*(?:with|w/|w|kasama)?\\s*${NUM}\\s*(?:kids?|children|child|bata|anak)\\b`, "g"),
    (m) => {
      const total = num(m[1]);
      const kids = num(m[2]);
      if (seat(total - kids) === undefined || seat(kids) === undefined) return false;
      q.adults ??= total - kids;
      q.children ??= kids;
    },
  );
  let family: number | undefined;
  text = takeAll(text, new RegExp(`\\bfam(?:ily)? of\\s*${NUM}\\b`, "g"), (m) => {
    const n = seat(num(m[1]));
    if (n === undefined) return false;
    family ??= n;
  });
  // Couples and seniors are adults: "3 couples" is 6, "2 seniors" 2.
  text = takeAll(text, new RegExp(`\\b${NUM}\\s*(?:couples?|pares|mag-?asawa)\\b`, "g"), (m) => {
    const n = group(num(m[1]) * 2);
    if (n === undefined) return false;
    q.adults ??= n;
  });
  // A couple in Taglish: "kami ni misis", "kaming mag-asawa", "me and my wife".
  text = takeAll(
    text,
    new RegExp(
      `\\b(?:(?:kami|amin|sa amin|para sa amin) (?:ni|ng|nina)\\s*(?:aking |ang )?${KIN}(?: ko)?|(?:kaming\\s*)?mag-?(?:asawa|jowa|nanay|tatay|ina|ama)|my ${KIN} and (?:i|me)|(?:me|ako|aku|siak|akin|sa akin)(?: and|,| at| tsaka| saka| with| kasama| plus| ug| kag| ken| ngan)(?: si| ang| ing| ni)? (?:my |aking |akong |ang akong )?${KIN}(?: ko| ku| nako| ko)?)\\b`,
      "g",
    ),
    () => {
      q.adults ??= 2;
    },
  );
  // "para sa aming dalawa", "kaming tatlo": the speaker's group by its size in words.
  text = takeAll(text, new RegExp(`\\b(?:aming|amin|kaming|naming|tayong|kami|kita)\\s+${NUM}\\b`, "g"), (m) => {
    const n = group(num(m[1]));
    if (n === undefined) return false;
    q.adults ??= n;
  });
  // "a couple", "couple", "honeymooners" on their own: two adults ("a couple of days" is not).
  text = takeAll(text, /\b(?:(?:a|as a|for a|we are a|we're a) )?(?:couple|honeymooners?|newlyweds?)\b(?!\s*(?:of|ng)\b)/g, () => {
    q.adults ??= 2;
  });
  // A group: "group of 6", "dive team of 4"; "2A 3C" as agents write it.
  text = takeAll(text, new RegExp(`\\b(?:group|team|barkada|grupo) of\\s*${NUM}\\b`, "g"), (m) => {
    q.adults ??= group(num(m[1]));
  });
  // "2+2 (3yo twins)": two adults and two children, as families write it.
  text = takeAll(text, /\b(\d) plus (\d)\b(?!\s*(?:nights?|days?|rooms?|adults?|pax|weeks?|hours?|k\b))/g, (m) => {
    q.adults ??= seat(Number(m[1]));
    q.children ??= seat(Number(m[2]));
  });
  // "2 kids both 3": two children of that age.
  text = takeAll(text, new RegExp(`\\b${NUM}\\s*(?:kids?|children|bata|anak) (?:both|parehong|pareho) (\\d{1,2})\\b`, "g"), (m) => {
    const n = seat(num(m[1]!));
    const age = Number(m[2]);
    if (n === undefined || age > 17) return false;
    q.children ??= n;
    q.childrenAges ??= Array.from({ length: n }, () => age);
  });
  text = takeAll(text, /\b(\d)\s*a\s*(\d)\s*c\b/g, (m) => {
    q.adults ??= seat(Number(m[1]));
    q.children ??= seat(Number(m[2]));
  });
  // "me n 3 frens", "w/ 2 officemates", "kasama 2 kaibigan": the traveller and that many companions.
  text = takeAll(
    text,
    new RegExp(
      `\\b(?:(?:me|ako|i)\\s*(?:n|and|&|\\+|at|ug|kag|plus)|with|w\\/|kasama(?: ko)?(?: ang)?|plus|\\+)\\s*(?:my\\s*|ang\\s*|mga\\s*)?${NUM}\\s*(?:more\\s*)?(?:friends?|frens?|frnds?|frends?|kaibigan|barkada|officemates?|colleagues?|classmates?|workmates?|companions?|others)\\b`,
      "g",
    ),
    (m) => {
      const n = group(num(m[1]!) + 1);
      if (n === undefined || q.adults !== undefined) return false;
      q.companions = n - 1;
      q.adults = n;
    },
  );
  // "25 students + 2 teachers", "2 adults and 1 senior": groups of grown-ups joined are one count.
  const GROWN = `(?:adults?|adlts?|pax|persons?|people|ppl|guests?|seniors?|senior citizens?|students?|studnts?|${TRADES}|chaperones?|parents?|friends|colleagues|officemates|staff|dadakkel)`;
  // With a linker between the count and the word ("isa ka adult kag isa ka senior", "dalawang adult at isang senior").
  text = takeAll(
    text,
    new RegExp(`\\b${NUM}\\s*${LINK}${GROWN}(?:\\s*(?:,|and|plus|at|ug|kag|ken)\\s*${NUM}\\s*${LINK}${GROWN})+\\b`, "g"),
    (m) => {
      const total = [...m[0].matchAll(new RegExp(`\\b${NUM}\\s*${LINK}${GROWN}`, "g"))].reduce((sum, x) => sum + num(x[1]!), 0);
      const n = group(total);
      if (n === undefined || q.adults !== undefined) return false;
      q.adults = n;
    },
  );
  let groupTotal = false;
  const people: [RegExp, (n: number) => void][] = [
    [
      new RegExp(
        `\\b${NUM}\\s*${LINK}(?:adults?|adultos?|adlts?|adult|matanda|dadakkel|${TRADES}|chaperones?|caregivers?|pax|persons?|people|ppl|guests?|travell?ers|passengers?|katao|tao|tanan|seats?|tickets?|seniors?|senior citizens?|friends|kaibigan|surfers|divers|students|colleagues|officemates|clients|kliyente|customers|a\\b(?!\\s+${KIDS}))\\b`,
        "g",
      ),
      (n) => (q.adults ??= group(n)),
    ],
    [
      new RegExp(`\\b${NUM}\\s*${LINK}(?:(?:dun|doon|of them|sa amin)\\s*)?(?:(?:ay|mga|small|little|maliliit na)\\s*)?${KIDS}\\b`, "g"),
      (n) => (q.children ??= seat(n)),
    ],
    [new RegExp(`\\b${NUM}\\s*${LINK}(?:infants?|inf|babies|baby|sanggol)\\b`, "g"), (n) => (q.infants ??= seat(n))],
    [
      new RegExp(
        `\\b${NUM}\\s*${LINK}(?:(?:family|double|twin|single|deluxe|standard|quad|triple|big|malaking)\\s+)?(?:rooms?|rms?|kwarto|kuwarto|kuarto|kwartu|kuartu|siled)\\b`,
        "g",
      ),
      // A group's rooms ("10 rooms", "11 ka kwarto") are read as said; the answer says what one booking holds.
      (n) => (q.rooms ??= group(n)),
    ],
    [new RegExp(`\\b${NUM}\\s*of us\\b`, "g"), (n) => ((groupTotal ||= q.adults === undefined), (q.adults ??= seat(n)))],
    [
      // "napulo kami ka tawo" (Waray, Cebuano): the linker and the word for persons go with the count.
      new RegExp(`\\b${NUM}\\s*(?:kami|kmi|kme|dakami)\\b(?:\\s*ka\\s*(?:tawo|tao)\\b)?|\\b(?:kami|kmi)(?:ng)?\\s*${NUM}\\b`, "g"),
      (n) => ((groupTotal ||= q.adults === undefined), (q.adults ??= group(n))),
    ],
    // Bisaya: "4 mi", "upat mi" (we are four).
    // Bisaya "duha ka tawo", "duha mi ka tawo"; Tagalog "dalawa kaming senior".
    [new RegExp(`\\b${NUM}\\s*(?:mi\\s*)?ka\\s*tawo\\b|\\b${NUM}\\s*kaming\\b`, "g"), (n) => (q.adults ??= group(n))],
    [new RegExp(`\\b${NUM}\\s*mi\\b`, "g"), (n) => (q.adults ??= group(n))],
  ];
  for (const [re, set] of people) {
    text = takeAll(text, re, (m) => {
      set(num(m[1] ?? m[2]));
    });
  }
  text = takeAll(
    text,
    /(?:\b(?:our|my|ang|si) |\bwith (?:an? |our |my )?|\bw\/\s*(?:an? )?|\bmay |\bkasama (?:ang |ang isang )?|\b(?:and|at|plus|ug|og|kag|ken|\+) (?:an? |one |isang |among |akong )?)(?:infant|baby|sanggol)\b/g,
    () => {
      q.infants ??= 1;
    },
  );
  text = takeAll(
    text,
    /\b(?:solo|(?:isa )?lang ako|ako lang|isa lang|isa lng|1 lang|just me|me alone|by myself|mag-?isa|ako ra|ako ra usa|usa ra ko|(?:maysa|siak) laeng|maysa laeng,? siak|saro (?:lang|sana)|ako sana|isa ra|usa ra|usa la(?: ako)?|ako la|for me(?! and| at| plus| with| tsaka)|para sa akin lang)\b/g,
    () => {
      q.adults ??= 1;
    },
  );
  // "kasama ang kapatid", "with my mom": the traveller and one other adult.
  if (
    q.adults === undefined &&
    q.count === undefined &&
    new RegExp(`\\b(?:kasama(?: ko)?|with|w/)\\s+(?:ang |si |my |aking |ko )?${KIN}\\b`).test(input)
  )
    q.adults = 2;
  // A parent alone with the children: "me and my 2 kids", "ako at ang 3 anak ko".
  if (
    q.adults === undefined &&
    q.children !== undefined &&
    /\b(?:me|ako|aku|akin|sakin|i|single (?:dad|mom|mum|parent|father|mother)(?: here)?)\b(?: and| at| with| w\/| plus| ug| kag|,)(?: ang| my| aking| akong)?\s*(?:\d|two|three|dalawang|tatlong|duha|tulo)?\s*(?:kids?|children|anak|bata|toddlers?|little ones)/.test(
      input,
    )
  )
    q.adults = 1;
  text = takeAll(text, new RegExp(`\\b(?:for|para sa|para)\\s+${NUM}\\b(?!\\s*(?:k\\b|nights?|gabi|days?|[/-]))`, "g"), (m) => {
    const n = seat(num(m[1]));
    if (n === undefined) return false;
    q.count ??= n;
  });
  text = takeAll(text, new RegExp(`^\\s*${NUM}\\s*(?:na lang|lang|instead|na)?\\s*[.!?]*\\s*$`, "g"), (m) => {
    const n = seat(num(m[1]));
    if (n === undefined) return false;
    q.count ??= n;
  });
  // "teka 5 pala", "ay 3 pla": a count corrected ("pala": it turns out), the party's size.
  text = takeAll(text, new RegExp(`\\b${NUM}\\s+(?:pala|pla|po pala|na pala)\\b(?!\\s*(?:k\\b|nights?|gabi|days?|[/-]))`, "g"), (m) => {
    const n = seat(num(m[1]));
    if (n === undefined) return false;
    q.count ??= n;
  });
  // A child named by age also has that age for the fees that depend on it ("travel tax for my 14-year-old").
  if (ownAges.length > 0) q.ages = [...(q.ages ?? []), ...ownAges];
  if (ownAges.length > 0 && q.childrenAges === undefined) {
    q.childrenAges = ownAges;
    q.children = seat((q.children ?? 0) + ownAges.length);
    if (/\b(?:me|ako)\b/.test(input) && !/\b(?:husband|wife|asawa|misis|mister|partner)\b/.test(input)) q.adults ??= 1;
  }
  // "Kasama ko anak ko", "with my son", "ako at anak ko", Bisaya "ako ug akong apo": one child, and the traveller.
  if (
    q.children === undefined &&
    /\b(?:kasama ko|with my|me and my|ako at|ako ug|(?:mag-?)?uban (?:nako|ko))\s+(?:ang\s+|akong\s+|aking\s+)?(?:anak|son|daughter|kid|child|apo|grandson|granddaughter|grandchild)\b/.test(
      input,
    )
  ) {
    q.children = 1;
    q.adults ??= 1;
    const given = (q.ages ?? []).filter((a) => a >= 2 && a <= 17);
    if (given.length === 1 && q.childrenAges === undefined) q.childrenAges = given;
  }
  // Counted adults plus someone named after them: "2 adults at si lola", "2 adults and my mom".
  if (
    q.adults !== undefined &&
    new RegExp(`\\d\\s*(?:adults?|pax)\\b.*\\b(?:at|and|plus|with|kasama)\\s+(?:si|ang|my|our)\\s+${KIN}\\b`).test(input)
  )
    q.adults = group(q.adults + 1) ?? q.adults;
  // "2 kids tsaka baby", "and a baby": one baby more, when none was counted.
  if (
    q.infants === undefined &&
    !(q.ages ?? []).some((a) => a < 2) &&
    /(?:\b(?:tsaka|saka|at|and|plus|with|kasama|ug|kag|ken|pati)\s+|\+\s*)(?:(?:a|ang|isang|1|one|our|my|si|yung)\s+)?(?:baby|sanggol|infant)\b(?!\s*(?:\d|[a-z]+\s+(?:\d|months?)))/.test(
      input,
    )
  )
    q.infants = 1;
  // Twins ("kambal, 5 years old"): two children of that age.
  if (/\b(?:kambal|twins?)\b/.test(input) && q.childrenAges === undefined && q.ages?.length === 1 && q.ages[0]! < 18) {
    q.childrenAges = [q.ages[0]!, q.ages[0]!];
    q.children ??= 2;
  }
  if (q.childrenAges && q.children === undefined) q.children = seat(q.childrenAges.length);
  // A child under 2 is a baby in every kind of search (contracts/passengers.ts): "2 anak (5 at 1)".
  const babies = (q.childrenAges ?? []).filter((a) => a < 2).length;
  if (babies > 0 && q.childrenAges) {
    q.childrenAges = q.childrenAges.filter((a) => a >= 2);
    q.children = seat((q.children ?? babies) - babies);
    if (q.childrenAges.length === 0) delete q.childrenAges;
    q.infants = (q.infants ?? 0) + babies;
  } else if (
    q.infants === undefined &&
    (q.ages ?? []).some((a) => a < 2) &&
    /\b(?:baby|bunso|sanggol|infant|months?|buwan)\b|\b(?:1|one|isang)[- ]?(?:yr|year|taon)/.test(input)
  )
    q.infants = (q.ages ?? []).filter((a) => a < 2).length;
  // "3 anak: 8, 5 at 1 year old": the baby is one of the children counted, not one more.
  if (q.children !== undefined && q.infants && q.childrenAges && q.children === q.childrenAges.length + q.infants) q.children -= q.infants;
  // "4 kami, 2 dun bata": the group's size counts the children said to be among it.
  if (
    q.adults !== undefined &&
    q.children !== undefined &&
    /\b(?:dun|doon|dyan|of (?:them|us)|sa (?:amin|kanila))\s*(?:ay\s*)?(?:mga\s*)?(?:bata|kids?|children|anak)\b/.test(input)
  ) {
    const adults = q.adults - q.children;
    if (adults >= 1) q.adults = adults;
  }
  // "uppat kami — dua nga apok": the group's size counts the children named after it, unless they are added ("3 kami plus 2 kids").
  const added = new RegExp(
    `\\b(?:plus|with|w/|kasama|and|at|ug|og|kag|ken)\\s+(?:(?:ang|mga|our|my|among|akong|aming|si)\\s+)?(?:${NUM}\\s*)?${LINK}(?:${KIDS}|bab(?:y|ies)|infants?|sanggol)`,
  );
  if (groupTotal && q.adults !== undefined && (q.children ?? 0) + (q.infants ?? 0) > 0 && !added.test(input)) {
    const adults = q.adults - (q.children ?? 0) - (q.infants ?? 0);
    if (adults >= 1) q.adults = adults;
  }
  // A count of children with as many ages said elsewhere: "maysa nga ubing a 5 ti tawenna".
  const childAges = (q.ages ?? []).filter((a) => a >= 2 && a < 18);
  if (q.childrenAges === undefined && q.children !== undefined && childAges.length === q.children) q.childrenAges = childAges;
  if (family !== undefined) {
    // "fam of 5, 3 kids": the family's size counts the children and babies named elsewhere.
    const adults = family - (q.children ?? 0) - (q.infants ?? 0);
    if (q.children === undefined && q.infants === undefined) q.count ??= family;
    else if (seat(adults) !== undefined) q.adults = adults;
  }
  return { ...q, rest: text };
}
