/**
 * Everyday words of the Philippine languages our travellers write in besides English (and Tagalog text-speak):
 * Cebuano (Bisaya), Hiligaynon (Ilonggo), Ilocano, Bikol, Waray, Kapampangan, Tausug, Maranao and Pangasinan. Spelling repair
 * leaves them as typed ("adda" is Ilocano "there is", not the town of Anda; "mapan" is "going", not
 * Japan). They are kept as they are, never offered as the repair of someone else's typo.
 */
const WORDS = {
  // Tagalog everyday words and their text-speak that sit one letter from a travel word ("walang" is not "nalang", "bsta" not "bata").
  tagalog: `walang kahit kht khit basta bsta bstat sana sna nmin nmn nlng nman kmi kme kyo sya cla dw rw tlga tlaga pra
    buwan kailangan kelangan kylangan taon lugar bayan bundok ilog lawa dagat bakasyon uuwi pupunta sasakay bibili
    lahat bawat madali mahirap matanda matatanda magulang apelyido imbes ayusin aayusin paano pano taga
    pinakauna pinakaunang pinakamaaga pinakahuli pinakahuling envi enviro
    bago pala teka bangka bangkang`,
  cebuano: `naa naay wala walay bay unsa unsay unsang unsaon asa asang kanus-a pila ngano kinsa diin gikan padulong paingon
    adto pag-adto moadto muadto mangadto ari anhi akong imong among atong ilang ato amo namo nato ninyo kamo sila
    kay pud pod sad usab ra diay gyud jud man unta palihog salamat daghang daghan gamay dako barato pinakabarato
    maayo maayong nindot uwan nag-uwan ulan bagyo hunas taob dagat baybayon buntag udto gabii karon ugma karong
    ugmang kagahapon semana bulan tuig anyos edad anak bana pamilya tawo kwarto lawak higdaanan adlawa duha tulo
    upat unom napulo kutob sukad human pinakauna sayo ulahi sunod miaging kini kana kadto dinhi diha didto mangita
    pangita mangitag ganahan kinahanglan mobiya mobalik mouli uli ga-uli buhaton duol layo sakay sakyan barko
    eroplano ayroplano tiket duhang kuarto bayranan magkadto lakaw kuyog uban sayop ngalan apelyido
    apil iapil i-apil muapil moapil`,
  hiligaynon: `halin kag tubtub sang akon namon naton amon subong buas gab-i aga luyag hambal nami kanami lakat panaw tubtob
    asta ubos kada diri didto diin san-o anum pagkadto makadto kadto`,
  ilocano: `adda kadi manipud mapan idiay inton intono agingga dua tallo uppat innem sangapulo maysa dakami siak sika
    isuna datayo dakayo ken iti ket ngem laeng koma bigat malem rabii aldaw kasano ania sadino kaano mano apok
    apokmi ubing ubbing dadakkel tawen tawenna met pay daytoy dayta tiempo agbirok kayat kayatko agawid balay
    asideg adayo nalaka nangina wen awan ditoy dita sadiay manong manang lakay baket agpa agtalinaed nagan`,
  bikol: `igwa mayo saro duwa anom sampulo banggi ngonyan maray hain pira tabi harani harayo magduman duman digdi pauli baga
    sinda kamo niyato`,
  waray: `buwas yana kulop kan-o may-ada mayda maupay tikang ngadto pakadto hasta hira kamo ngaran ngan han akon imo
    amon aton pira plete harani hirayo mauran uran bisperas ngatanan waray diri adto maestra maestro bubuhaton`,
  kapampangan: `nanu nukarin kapilan pilan ninu ikami itamu metung adwa adwang atlu atlung anam pitu walu apulu ngeni abak bengi
    malagu manyaman keni karin ibat pasibayu kaluguran malaus buri lumakad aku ing ku mi reng deng king kayung
    maki kaku kekami ngan pu ampo kwartu kuartu tau`,
  // Tausug (Sulu, Zamboanga): night, days of the week, numbers, "there is", "earliest".
  tausug: `dum awn adlaw ahad isnin selasa arba arbaa hamis khamis jumaat jumat sabtu duwa tu upat unum pitu walu siyam hangpu
    sayu pinaka-sayu hain magtaymanghud lansa plete kami`,
  // Maranao (Lanao) and Pangasinan words travellers write beside the names of places and days.
  maranao: `wata sapila ko kami`,
  pangasinan: `labi ed diad walay onla natan saman ambetel nayarin labat`,
  // Chavacano, Zamboanga's Spanish-based language.
  chavacano: `el la los las ya ta kame kita ele tiene quiere cuando donde cosa cuanto con de desde mas barato caro
    manana ahora hoy noche tarde dia semana mes mejor bueno malo vende compra lancha avion descuento libre
    hende gracias buenas cambia cambiar cancela precio alli aqui tambien mismo fecha ida vuelta bira man
    uno dos tres cuatro cinco seis siete ocho nueve diez enero febrero marzo junio julio septiembre octubre
    noviembre diciembre domingo jueves viernes miercoles sabado calor frio lluvia marea planea plano`,
  // Words of the trade that sit one letter from a lodging word ("vlogging" is not "lodging").
  travel: `bfast bkfast brekky vlog vlogs vlogging vlogger vloggers content creator influencer drone surfboard surfboards boogie`,
};

export const REGIONAL_WORDS: ReadonlySet<string> = new Set(
  Object.values(WORDS)
    .join(" ")
    .split(/\s+/)
    .flatMap((w) => [w, w.replace(/-/g, " ")].flatMap((x) => x.split(" ")))
    .filter((w) => w.length >= 2),
);
