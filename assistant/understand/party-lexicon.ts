/** The words the party reader (quantities.ts) counts: kin, children, trades, the linkers and the "and" of a list of ages. */
/** Adults a traveller names alongside themself ("ako at si Papa", "my mom and me"). */
export const KIN =
  "(?:misis|mrs|mister|mr|asawa|hubby|wifey|wife|husband|partner|jowa|bf|gf|boyfriend|girlfriend|papa|mama|nanay|tatay|inay|itay|mommy|daddy|mom|dad|mother|father|lola|lolo|grandma|grandpa|tita|tito|auntie|uncle|kapatid|ate|kuya|sister|brother|friend|kaibigan|best friend|bestfriend|companion|colleague|officemate|lola ko|lolo ko|mum|mummy|mam|caregiver|carer|yaya|nanny|alalay|personal assistant)";
/** A number's linker before what it counts: Cebuano "2 ka bata", Ilocano "maysa nga ubing", "tallo a dadakkel", Pangasinan "3 ya ugaw". */
export const LINK = "(?:(?:la|lang|ra|lamang|laeng)\\s+)?(?:(?:ka|nga|na|a|ng|ya)\\s+)?";
/** Children in the languages we read: Tagalog bata/anak, Cebuano bata, Ilocano ubing, Maranao wata, Bikol aki, grandchildren (apo, apok). */
export const KIDS =
  "(?:child|children|kids?|bata|chikiting|anak|toddlers?|apo|apok|apong|ubing|ubbing|wata|aki|ugaw|pamangkin|ninos?|ninas?|grandkids?|grandchild(?:ren)?)";
/** Grown-ups named by what they do or are: "6 nurses kami", "3 maestra", "4 titas". */
export const TRADES =
  "(?:teachers?|maestras?|maestros?|nurses?|doctors?|engineers?|seafarers?|seamen|workers?|employees?|titas?|titos?|lolas?|lolos?|moms?|dads?|guys|ladies|gents|hikers?|climbers?|surfers?|divers?|bikers?|runners?|pilgrims?|priests?|nuns?|seminarians?|choir members?|officers?|delegates?|participants?|athletes?|players?|coach(?:es)?)";
/** Words that join a list of ages: "7 and 4", "7 ug 4", "8 ken 11", "10 kag 12", Bikol "5 asin 9". */
export const AND = "(?:,|and|at|&|ug|og|kag|ken|ngan|ampo|asin|y)";
