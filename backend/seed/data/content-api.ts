// What the content API serves beyond pages and menus (issue 27): FAQ in groups, recipes whose
// ingredients buy real products of the catalogue, the contact and complaint forms, the first-shop
// welcome block and the home slider. Plain data: backend/seed/content-api.ts writes it.
import { SERVICE } from '../../../domain/services';

export type FaqGroupDef = { slug: string; name: string; description: string; faqs: Array<{ slug: string; title: string; content: string }> };

export const FAQ_GROUPS: FaqGroupDef[] = [
  {
    slug: 'consegna-a-casa',
    name: 'Consegna a casa',
    description: 'Zone servite, fasce orarie e costi della consegna.',
    faqs: [
      {
        slug: 'zone-servite',
        title: 'In quali zone consegnate la spesa?',
        content:
          '<p>Consegniamo nelle province di Padova, Verona, Vicenza, Treviso, Venezia (anche in barca, nel centro storico), Bologna, Modena, Parma, Ferrara e Reggio Emilia. Inserisci il tuo CAP nella pagina <a href="/page/come-funziona">Come funziona</a> per sapere se la tua via è servita.</p>',
      },
      {
        slug: 'costo-consegna',
        title: 'Quanto costa la consegna a casa?',
        content:
          "<p>Il costo dipende dall'importo della spesa e dalla fascia oraria scelta: lo vedi nel carrello prima di confermare l'ordine. L'ordine minimo per la consegna a casa è di 90,00 €.</p>",
      },
      {
        slug: 'fasce-orarie',
        title: 'Come scelgo la fascia oraria?',
        content:
          "<p>Dopo aver scelto l'indirizzo ti mostriamo i giorni e le fasce disponibili. La fascia resta riservata per 30 minuti mentre completi la spesa; se scade puoi sceglierne un'altra.</p>",
      },
      {
        slug: 'assente-alla-consegna',
        title: 'Cosa succede se non sono in casa alla consegna?',
        content:
          "<p>Il corriere ti chiama al numero indicato nell'ordine e attende qualche minuto. Se non riesce a consegnare, ti contatta il Servizio Clienti per concordare una nuova consegna; i prodotti freschi non possono essere lasciati incustoditi.</p>",
      },
      {
        slug: 'catena-del-freddo',
        title: 'Come viaggiano i prodotti freschi e surgelati?',
        content:
          '<p>I nostri furgoni hanno tre scomparti a temperatura controllata: ambiente, frigorifero e surgelati. I prodotti freschi e surgelati restano al freddo fino alla tua porta.</p>',
      },
    ],
  },
  {
    slug: 'drive-e-locker',
    name: 'Ritiro Drive e locker',
    description: 'Ritirare la spesa in negozio o negli armadietti refrigerati.',
    faqs: [
      {
        slug: 'come-funziona-drive',
        title: 'Come funziona il ritiro Drive?',
        content:
          "<p>Fai la spesa online, scegli il negozio e la fascia oraria: al tuo arrivo, nell'area Drive del parcheggio, ti portiamo la spesa direttamente in auto. Il servizio è gratuito con un ordine minimo di 50,00 €.</p>",
      },
      {
        slug: 'ritardo-ritiro-drive',
        title: 'Posso ritirare la spesa Drive in ritardo?',
        content:
          '<p>Conserviamo la spesa fino alla chiusura del negozio del giorno scelto. Se non puoi arrivare, scrivici dal modulo <a href="/page/contatti">Contattaci</a>: un ordine non ritirato viene annullato e i prodotti freschi non sono rimborsabili.</p>',
      },
      {
        slug: 'come-funziona-locker',
        title: 'Come ritiro la spesa al locker?',
        content:
          "<p>Quando la spesa è pronta ti inviamo un'e-mail con il codice di apertura. Digitalo sul display del locker: si aprono gli scomparti con la tua spesa, anche quelli refrigerati. L'ordine minimo è di 30,00 €.</p>",
      },
      {
        slug: 'dove-sono-i-locker',
        title: 'Dove si trovano i locker?',
        content:
          '<p>I nostri locker refrigerati sono a Padova e a Bologna, accessibili tutti i giorni dalle 7 alle 23. Trovi gli indirizzi nella pagina <a href="/punti-vendita">Punti vendita</a>.</p>',
      },
      {
        slug: 'tempo-ritiro-locker',
        title: 'Quanto tempo ho per ritirare al locker?',
        content:
          '<p>La spesa resta nel locker fino alle 23 del giorno scelto. Dopo, i prodotti vengono ritirati dal nostro personale e l’ordine risulta non ritirato.</p>',
      },
    ],
  },
  {
    slug: 'pagamenti',
    name: 'Pagamenti',
    description: 'Carte, buoni pasto, addebiti e fatture.',
    faqs: [
      {
        slug: 'metodi-di-pagamento',
        title: 'Quali metodi di pagamento accettate?',
        content:
          '<p>Carte di credito e di debito dei circuiti Visa, Mastercard e American Express, buoni pasto elettronici e, per il ritiro Drive, il pagamento al momento del ritiro.</p>',
      },
      {
        slug: 'quando-addebito',
        title: 'Quando viene addebitata la spesa?',
        content:
          "<p>Alla conferma dell'ordine pre-autorizziamo un importo leggermente superiore al totale stimato, perché i prodotti a peso variano. L'addebito definitivo avviene alla preparazione, sul peso effettivo; la differenza torna subito disponibile.</p>",
      },
      {
        slug: 'fattura',
        title: 'Posso avere la fattura?',
        content:
          "<p>Sì: inserisci partita IVA o codice fiscale e codice SDI nel tuo profilo prima di confermare l'ordine. La fattura elettronica viene emessa alla consegna.</p>",
      },
      {
        slug: 'buoni-regalo',
        title: 'Come uso un buono sconto o una carta regalo?',
        content: '<p>Inserisci il codice nel carrello, nel campo «Codice promozionale». Lo sconto viene applicato subito al totale.</p>',
      },
    ],
  },
  {
    slug: 'sostituzioni-e-resi',
    name: 'Sostituzioni e resi',
    description: 'Prodotti mancanti, sostituzioni, reclami e rimborsi.',
    faqs: [
      {
        slug: 'prodotto-mancante',
        title: 'Cosa succede se un prodotto non è disponibile?',
        content:
          "<p>Se hai accettato le sostituzioni, il nostro personale sceglie un prodotto analogo di pari o superiore qualità e ti addebita il prezzo minore tra i due. Se non le hai accettate, il prodotto non ti viene addebitato.</p>",
      },
      {
        slug: 'rifiutare-sostituzione',
        title: 'Posso rifiutare un prodotto sostituito?',
        content:
          "<p>Sì, alla consegna o al ritiro puoi restituire subito il prodotto sostituito: non ti verrà addebitato.</p>",
      },
      {
        slug: 'prodotto-danneggiato',
        title: 'Ho ricevuto un prodotto danneggiato o scaduto: cosa faccio?',
        content:
          '<p>Segnalacelo entro 48 ore con il modulo <a href="/page/contatti">Segnala un problema</a>, indicando il numero d\'ordine e allegando, se puoi, una foto. Ti rimborsiamo il prodotto sul metodo di pagamento usato.</p>',
      },
      {
        slug: 'diritto-di-recesso',
        title: 'Posso restituire un prodotto?',
        content:
          '<p>I prodotti deperibili e quelli sigillati per motivi igienici non possono essere restituiti. Per gli altri prodotti hai 14 giorni dal ricevimento: contatta il Servizio Clienti e ti diremo come procedere.</p>',
      },
    ],
  },
  {
    slug: 'account-e-ordini',
    name: 'Account e ordini',
    description: 'Registrazione, modifiche agli ordini e dati personali.',
    faqs: [
      {
        slug: 'modificare-ordine',
        title: 'Posso modificare un ordine già confermato?',
        content:
          "<p>Sì, fino all'orario di chiusura della fascia scelta puoi aggiungere o togliere prodotti e cambiare la fascia dalla sezione «I miei ordini».</p>",
      },
      {
        slug: 'annullare-ordine',
        title: 'Come annullo un ordine?',
        content:
          "<p>Dalla sezione «I miei ordini», finché l'ordine non è in preparazione. La pre-autorizzazione sulla carta viene annullata subito; i tempi di sblocco dipendono dalla tua banca.</p>",
      },
      {
        slug: 'password-dimenticata',
        title: 'Ho dimenticato la password: come la recupero?',
        content:
          "<p>Nella pagina di accesso scegli «Password dimenticata?» e inserisci la tua e-mail: ti inviamo un link per sceglierne una nuova, valido per 24 ore.</p>",
      },
      {
        slug: 'cancellare-account',
        title: 'Come cancello il mio account?',
        content:
          '<p>Dal tuo profilo, nella sezione «Privacy», puoi chiedere la cancellazione: ti inviamo un codice di conferma via e-mail. I dati degli ordini sono conservati solo per gli obblighi di legge.</p>',
      },
    ],
  },
];

export const COURSES = [
  { slug: 'antipasti', name: 'Antipasti' },
  { slug: 'primi', name: 'Primi piatti' },
  { slug: 'secondi', name: 'Secondi piatti' },
  { slug: 'contorni', name: 'Contorni' },
  { slug: 'dolci', name: 'Dolci' },
] as const;

export const CUISINES = [
  { slug: 'veneta', name: 'Cucina veneta' },
  { slug: 'emiliana', name: 'Cucina emiliana' },
  { slug: 'toscana', name: 'Cucina toscana' },
  { slug: 'campana', name: 'Cucina campana' },
  { slug: 'siciliana', name: 'Cucina siciliana' },
] as const;

type CourseSlug = (typeof COURSES)[number]['slug'];
type CuisineSlug = (typeof CUISINES)[number]['slug'];

/**
 * An ingredient: its name, the quantity, and the catalogue products that buy it, the first found
 * wins (a smaller demo world may lack the first); none for water.
 */
export type IngredientDef = [name: string, quantity: string, products: string[]];

export type RecipeDef = {
  slug: string;
  title: string;
  excerpt: string;
  intro: string;
  picture: string;
  course: CourseSlug;
  cuisine: CuisineSlug;
  prep: number;
  cook: number;
  servings: number;
  difficulty: 'facile' | 'media' | 'difficile';
  ingredients: IngredientDef[];
  steps: string[];
};

const SALT: IngredientDef = ['Sale', 'q.b.', ['Sale marino fino', 'Sale iodato', 'Sale marino grosso']];
const OIL = (quantity: string): IngredientDef => [
  'Olio extravergine di oliva',
  quantity,
  ['Olio extravergine di oliva', 'Olio extravergine di oliva 100% italiano', 'Olio extravergine biologico'],
];
const ONION = (quantity: string): IngredientDef => ['Cipolla dorata', quantity, ['Cipolle dorate', 'Cipolla rossa di Tropea Calabria IGP']];
const BUTTER = (quantity: string): IngredientDef => ['Burro', quantity, ['Burro', 'Burro di panna fresca', 'Burro di montagna']];
const GRANA = (quantity: string): IngredientDef => [
  'Grana Padano DOP grattugiato',
  quantity,
  ['Grana Padano DOP grattugiato', 'Grana Padano DOP', 'Parmigiano Reggiano DOP grattugiato'],
];
const PARMIGIANO = (quantity: string): IngredientDef => [
  'Parmigiano Reggiano DOP grattugiato',
  quantity,
  ['Parmigiano Reggiano DOP grattugiato', 'Parmigiano Reggiano DOP 30 mesi', 'Grana Padano DOP grattugiato'],
];
const PARSLEY = (quantity: string): IngredientDef => ['Prezzemolo', quantity, ['Prezzemolo fresco', 'Prezzemolo in vaso']];
const EGGS = (quantity: string): IngredientDef => [
  'Uova',
  quantity,
  ['Uova fresche allevate a terra', 'Uova fresche extra', 'Uova biologiche', "Uova da allevamento all'aperto"],
];
const TOMATOES = (quantity: string): IngredientDef => ['Pomodori pelati', quantity, ['Pomodori pelati', 'Polpa di pomodoro', 'Passata di pomodoro']];

export const RECIPES: RecipeDef[] = [
  {
    slug: 'crostini-di-polenta-con-baccala-mantecato',
    title: 'Crostini di polenta con baccalà mantecato',
    excerpt: "L'antipasto dei bacari veneziani: polenta abbrustolita e baccalà montato con l'olio.",
    intro:
      "<p>Nei bacari di Venezia il baccalà mantecato si serve su fette di polenta abbrustolita, accompagnato da un'ombra di vino bianco. Prepara la polenta il giorno prima: rassodata, si taglia meglio.</p>",
    picture: 'fish',
    course: 'antipasti',
    cuisine: 'veneta',
    prep: 20,
    cook: 50,
    servings: 6,
    difficulty: 'facile',
    ingredients: [
      ['Farina di mais per polenta', '250 g', ['Farina di mais per polenta']],
      ['Baccalà mantecato', '300 g', ['Baccalà mantecato', 'Baccalà alla vicentina']],
      PARSLEY('1 ciuffo'),
      ['Acqua', '1 l', []],
      SALT,
    ],
    steps: [
      "Porta a bollore l'acqua salata e versa a pioggia la farina di mais mescolando con una frusta per non formare grumi.",
      'Cuoci la polenta per 45-50 minuti a fuoco basso, mescolando spesso con un cucchiaio di legno.',
      'Versala su un tagliere bagnato, livellala a 1,5 cm di spessore e lasciala rassodare almeno due ore.',
      'Taglia la polenta a rettangoli e abbrustoliscili su una piastra calda, 3 minuti per lato.',
      'Distribuisci su ogni crostino un cucchiaio di baccalà mantecato e completa con prezzemolo tritato.',
    ],
  },
  {
    slug: 'bruschetta-al-pomodoro',
    title: 'Bruschetta al pomodoro',
    excerpt: 'Pane abbrustolito, aglio, pomodori maturi e olio nuovo: la semplicità toscana.',
    intro:
      "<p>La bruschetta vuole pane del giorno prima, pomodori ben maturi e un olio extravergine profumato. Condisci i pomodori all'ultimo momento perché il pane resti croccante.</p>",
    picture: 'tomato',
    course: 'antipasti',
    cuisine: 'toscana',
    prep: 15,
    cook: 5,
    servings: 4,
    difficulty: 'facile',
    ingredients: [
      ['Pane casereccio', '8 fette', ['Pane casereccio', "Pane all'olio", 'Pane integrale']],
      ['Pomodori ciliegino', '400 g', ['Pomodori ciliegino', 'Pomodori datterini', 'Pomodori ramati']],
      ['Aglio', '1 spicchio', ['Aglio bianco', 'Aglio di Voghiera DOP']],
      ['Basilico', '6 foglie', ['Basilico fresco', 'Basilico in vaso']],
      OIL('4 cucchiai'),
      SALT,
    ],
    steps: [
      'Lava i pomodori, tagliali a dadini e raccoglili in una ciotola con il basilico spezzettato.',
      'Condisci con olio e sale e lascia insaporire 10 minuti.',
      'Abbrustolisci le fette di pane sulla griglia o in forno finché sono dorate.',
      "Strofina l'aglio sul pane ancora caldo e distribuisci sopra i pomodori con il loro sugo.",
    ],
  },
  {
    slug: 'risotto-al-radicchio-di-treviso',
    title: 'Risotto al radicchio rosso di Treviso',
    excerpt: "Il risotto d'inverno del Veneto, con il radicchio tardivo e una mantecatura di burro e Grana.",
    intro:
      '<p>Il radicchio rosso di Treviso IGP, leggermente amarognolo, si sposa con la dolcezza del riso mantecato. Usa un riso da risotto che tenga la cottura e un brodo vegetale leggero.</p>',
    picture: 'cooked-rice',
    course: 'primi',
    cuisine: 'veneta',
    prep: 15,
    cook: 20,
    servings: 4,
    difficulty: 'media',
    ingredients: [
      ['Riso Carnaroli', '320 g', ['Riso Carnaroli', 'Riso Vialone Nano Veronese IGP', 'Riso Arborio']],
      ['Radicchio rosso di Treviso IGP', '2 cespi', ['Radicchio rosso di Treviso IGP', 'Radicchio di Chioggia IGP']],
      ONION('1 piccola'),
      BUTTER('50 g'),
      GRANA('60 g'),
      ['Brodo vegetale', '1 l', []],
      SALT,
    ],
    steps: [
      'Lava il radicchio, tieni da parte qualche foglia per guarnire e taglia il resto a listarelle.',
      'Trita la cipolla e falla appassire in metà del burro a fuoco dolce.',
      'Aggiungi il radicchio e lascialo stufare 3 minuti, poi unisci il riso e tostalo per 2 minuti.',
      'Porta a cottura in 16-18 minuti aggiungendo il brodo caldo un mestolo alla volta.',
      'A fuoco spento manteca con il burro rimasto e il Grana, copri e lascia riposare 2 minuti prima di servire.',
    ],
  },
  {
    slug: 'tagliatelle-al-ragu-alla-bolognese',
    title: 'Tagliatelle al ragù alla bolognese',
    excerpt: 'Il ragù cotto piano per tre ore, come lo vuole la ricetta depositata a Bologna.',
    intro:
      '<p>Il vero ragù alla bolognese richiede pazienza: una cottura lenta, poco pomodoro e un goccio di latte che ammorbidisce la carne. Con le tagliatelle all’uovo è il piatto della domenica emiliana.</p>',
    picture: 'spaghetti',
    course: 'primi',
    cuisine: 'emiliana',
    prep: 30,
    cook: 180,
    servings: 6,
    difficulty: 'media',
    ingredients: [
      ["Tagliatelle all'uovo", '500 g', ["Tagliatelle all'uovo", "Tagliatelle all'uovo fresche", "Tagliolini all'uovo"]],
      ['Carne macinata di manzo', '400 g', ['Macinato scelto di bovino', 'Spezzatino di bovino']],
      ['Pancetta', '150 g', ['Pancetta arrotolata']],
      ['Carota', '1', ['Carote baby']],
      ['Sedano', '1 costa', ['Sedano']],
      ONION('1'),
      ['Passata di pomodoro', '300 g', ['Passata di pomodoro', 'Passata di pomodoro rustica', 'Polpa di pomodoro']],
      ['Latte intero', '1 bicchiere', ['Latte fresco intero', 'Latte UHT intero']],
      OIL('2 cucchiai'),
      PARMIGIANO('80 g'),
      SALT,
    ],
    steps: [
      'Trita finemente carota, sedano e cipolla; taglia la pancetta a dadini.',
      "Rosola la pancetta nell'olio, aggiungi il trito di verdure e lascialo appassire 5 minuti.",
      'Unisci la carne macinata e falla rosolare a fuoco vivace finché non sfrigola.',
      'Aggiungi la passata, abbassa la fiamma e cuoci coperto per almeno 3 ore, aggiungendo il latte poco alla volta.',
      'Lessa le tagliatelle in abbondante acqua salata, scolale al dente e condiscile con il ragù e il Parmigiano.',
    ],
  },
  {
    slug: 'tortelloni-burro-e-salvia',
    title: 'Tortelloni burro e salvia',
    excerpt: 'I tortelloni di ricotta e spinaci conditi come a Bologna: burro, salvia e Parmigiano.',
    intro:
      '<p>Un condimento che dura il tempo di cuocere la pasta e non copre il ripieno. Il segreto è un burro appena nocciola e la salvia fresca, croccante.</p>',
    picture: 'dumpling',
    course: 'primi',
    cuisine: 'emiliana',
    prep: 5,
    cook: 10,
    servings: 4,
    difficulty: 'facile',
    ingredients: [
      ['Tortelloni ricotta e spinaci', '500 g', ['Tortelloni ricotta e spinaci', 'Cannelloni ricotta e spinaci', 'Tortellini al prosciutto crudo']],
      BUTTER('80 g'),
      ['Salvia', '10 foglie', ['Salvia in vaso']],
      PARMIGIANO('60 g'),
      SALT,
    ],
    steps: [
      'Porta a bollore abbondante acqua salata e cuoci i tortelloni per il tempo indicato sulla confezione.',
      'Nel frattempo sciogli il burro in una padella larga con le foglie di salvia, finché diventa color nocciola.',
      'Scola i tortelloni con una schiumarola e falli saltare nella padella con un mestolino di acqua di cottura.',
      'Servi subito con il Parmigiano grattugiato.',
    ],
  },
  {
    slug: 'spaghetti-alle-vongole',
    title: 'Spaghetti alle vongole',
    excerpt: 'Vongole veraci, aglio, prezzemolo e la pasta che finisce di cuocere nel loro sugo.',
    intro:
      '<p>Un classico della costa campana che vuole vongole vivissime e uno spaghetto di grano duro trafilato al bronzo. Niente formaggio: il sapore è tutto del mare.</p>',
    picture: 'spaghetti',
    course: 'primi',
    cuisine: 'campana',
    prep: 20,
    cook: 15,
    servings: 4,
    difficulty: 'media',
    ingredients: [
      ['Spaghetti', '360 g', ['Spaghetti n.5', 'Spaghetti integrali']],
      ['Vongole veraci', '1 kg', ['Vongole veraci', 'Cozze']],
      ['Aglio', '2 spicchi', ['Aglio bianco', 'Aglio di Voghiera DOP']],
      PARSLEY('1 mazzetto'),
      OIL('5 cucchiai'),
      SALT,
    ],
    steps: [
      "Metti le vongole in acqua fredda salata per un'ora perché perdano la sabbia, poi sciacquale.",
      "In una padella larga scalda l'olio con l'aglio, aggiungi le vongole e copri finché si aprono.",
      'Togli le vongole, filtra il loro liquido e rimettilo in padella.',
      "Lessa gli spaghetti per metà del tempo indicato e finisci la cottura in padella con il liquido delle vongole, aggiungendo acqua di cottura se serve.",
      'Rimetti le vongole, cospargi di prezzemolo tritato e servi subito.',
    ],
  },
  {
    slug: 'risi-e-bisi',
    title: 'Risi e bisi',
    excerpt: 'Né risotto né minestra: il piatto di riso e piselli che a Venezia si serviva al Doge.',
    intro:
      '<p>Risi e bisi va servito «all’onda», più morbido di un risotto. Con i piselli surgelati fini si prepara tutto l’anno; in primavera usa quelli freschi e fai il brodo con i baccelli.</p>',
    picture: 'beans',
    course: 'primi',
    cuisine: 'veneta',
    prep: 10,
    cook: 25,
    servings: 4,
    difficulty: 'facile',
    ingredients: [
      ['Riso Vialone Nano', '300 g', ['Riso Vialone Nano Veronese IGP', 'Riso Carnaroli', 'Riso Arborio']],
      ['Piselli', '500 g', ['Piselli fini', 'Piselli primavera']],
      ['Pancetta', '80 g', ['Pancetta arrotolata']],
      ONION('1 piccola'),
      BUTTER('40 g'),
      GRANA('50 g'),
      PARSLEY('1 ciuffo'),
      ['Brodo vegetale', '1,2 l', []],
      SALT,
    ],
    steps: [
      'Trita la cipolla e falla appassire con la pancetta a dadini e metà del burro.',
      'Aggiungi i piselli e un mestolo di brodo, lascia insaporire 5 minuti.',
      'Unisci il riso e porta a cottura aggiungendo brodo: il piatto deve restare molto morbido.',
      'A fuoco spento manteca con il burro rimasto, il Grana e il prezzemolo tritato.',
    ],
  },
  {
    slug: 'parmigiana-di-melanzane',
    title: 'Parmigiana di melanzane',
    excerpt: 'Strati di melanzane fritte, sugo di pomodoro, mozzarella e Parmigiano, al forno.',
    intro:
      "<p>La parmigiana è migliore il giorno dopo: prepara in anticipo e scaldala al momento. Le melanzane vanno fritte bene asciutte, perché non assorbano l'olio.</p>",
    picture: 'eggplant',
    course: 'secondi',
    cuisine: 'campana',
    prep: 40,
    cook: 45,
    servings: 6,
    difficulty: 'media',
    ingredients: [
      ['Melanzane', '1,2 kg', ['Melanzane', 'Melanzane lunghe']],
      ['Passata di pomodoro', '700 g', ['Passata di pomodoro', 'Passata di pomodoro rustica', 'Polpa di pomodoro']],
      ['Mozzarella fior di latte', '300 g', ['Mozzarella fior di latte', 'Mozzarella', 'Mozzarella per pizza']],
      PARMIGIANO('100 g'),
      ['Basilico', '1 mazzetto', ['Basilico fresco', 'Basilico in vaso']],
      ['Olio di semi per friggere', '500 ml', ['Olio di semi di arachide', 'Olio di semi di girasole', 'Olio di semi vari']],
      SALT,
    ],
    steps: [
      "Taglia le melanzane a fette di mezzo centimetro, salale e lasciale spurgare un'ora in uno scolapasta.",
      "Asciugale bene e friggile poche alla volta nell'olio caldo; scolale su carta assorbente.",
      'Cuoci la passata 15 minuti con un filo d’olio, sale e qualche foglia di basilico.',
      'In una pirofila alterna strati di sugo, melanzane, mozzarella a dadini, Parmigiano e basilico; finisci con sugo e Parmigiano.',
      'Cuoci in forno a 180 °C per 40 minuti e lascia riposare 20 minuti prima di servire.',
    ],
  },
  {
    slug: 'pollo-alla-cacciatora',
    title: 'Pollo alla cacciatora',
    excerpt: 'Pollo rosolato e stufato con pomodoro, verdure e olive, come nelle campagne toscane.',
    intro: '<p>Un secondo di famiglia che si cuoce in una sola pentola. Le cosce restano morbide e il sugo è ottimo con il pane.</p>',
    picture: 'poultry-leg',
    course: 'secondi',
    cuisine: 'toscana',
    prep: 20,
    cook: 60,
    servings: 4,
    difficulty: 'facile',
    ingredients: [
      ['Cosce di pollo', '1 kg', ['Cosce di pollo', 'Sovracosce di pollo', 'Fusi di pollo']],
      TOMATOES('400 g'),
      ONION('1'),
      ['Carota', '1', ['Carote baby']],
      ['Sedano', '1 costa', ['Sedano']],
      ['Olive nere', '80 g', ['Olive nere denocciolate', 'Olive di Gaeta', 'Olive taggiasche']],
      OIL('4 cucchiai'),
      SALT,
    ],
    steps: [
      "Rosola il pollo nell'olio a fuoco vivace finché è dorato su tutti i lati, poi tienilo da parte.",
      'Nella stessa pentola fai appassire cipolla, carota e sedano tritati.',
      'Rimetti il pollo, aggiungi i pomodori schiacciati e sala.',
      'Copri e cuoci a fuoco basso per 45 minuti; aggiungi le olive negli ultimi 10 minuti.',
    ],
  },
  {
    slug: 'fagioli-all-uccelletto',
    title: "Fagioli all'uccelletto",
    excerpt: 'Cannellini stufati con pomodoro, aglio e salvia: il contorno toscano per eccellenza.',
    intro: '<p>Si chiamano così perché insaporiti con la salvia, come gli uccelletti arrosto. Perfetti con le salsicce o da soli con pane toscano.</p>',
    picture: 'beans',
    course: 'contorni',
    cuisine: 'toscana',
    prep: 10,
    cook: 25,
    servings: 4,
    difficulty: 'facile',
    ingredients: [
      ['Fagioli cannellini lessati', '500 g', ['Fagioli cannellini', 'Fagioli borlotti']],
      TOMATOES('300 g'),
      ['Aglio', '2 spicchi', ['Aglio bianco', 'Aglio di Voghiera DOP']],
      ['Salvia', '6 foglie', ['Salvia in vaso']],
      OIL('4 cucchiai'),
      SALT,
    ],
    steps: [
      "Scalda l'olio con l'aglio schiacciato e la salvia finché profumano.",
      'Aggiungi i pomodori e cuoci 10 minuti.',
      'Unisci i fagioli scolati, sala e cuoci ancora 15 minuti a fuoco dolce, finché il sugo si addensa.',
    ],
  },
  {
    slug: 'insalata-di-arance-e-finocchi',
    title: 'Insalata di arance e finocchi',
    excerpt: "Arance siciliane, finocchio croccante e olive: il contorno fresco dell'inverno.",
    intro: '<p>Un contorno siciliano che accompagna bene il pesce e i bolliti. Taglia le arance a vivo, senza la pellicina bianca.</p>',
    picture: 'tangerine',
    course: 'contorni',
    cuisine: 'siciliana',
    prep: 15,
    cook: 0,
    servings: 4,
    difficulty: 'facile',
    ingredients: [
      ['Arance', '3', ['Arance Tarocco', 'Arance rosse di Sicilia IGP', 'Arance Navel']],
      ['Finocchi', '2', ['Finocchi']],
      ['Olive nere', '50 g', ['Olive nere denocciolate', 'Olive di Gaeta', 'Olive taggiasche']],
      ['Cipolla rossa di Tropea', '½', ['Cipolla rossa di Tropea Calabria IGP', 'Cipolle dorate']],
      OIL('3 cucchiai'),
      SALT,
    ],
    steps: [
      'Pela le arance a vivo e tagliale a fette sottili, raccogliendo il succo.',
      'Affetta sottilmente i finocchi e la cipolla.',
      'Disponi tutto su un piatto, aggiungi le olive e condisci con olio, sale e il succo raccolto.',
    ],
  },
  {
    slug: 'tiramisu',
    title: 'Tiramisù',
    excerpt: 'Savoiardi, caffè e crema al mascarpone: il dolce nato a Treviso.',
    intro:
      '<p>Il tiramisù nasce nelle cucine trevigiane. Usa uova freschissime e un caffè da moka ben forte, lasciato raffreddare. Noi lo finiamo con cioccolato fondente grattugiato.</p>',
    picture: 'custard',
    course: 'dolci',
    cuisine: 'veneta',
    prep: 30,
    cook: 0,
    servings: 6,
    difficulty: 'media',
    ingredients: [
      ['Mascarpone', '500 g', ['Mascarpone']],
      ['Savoiardi', '300 g', ['Savoiardi']],
      EGGS('4'),
      ['Zucchero', '100 g', ['Zucchero semolato', 'Zucchero di canna']],
      ['Caffè', '6 tazzine', ['Caffè macinato per moka', 'Caffè macinato 100% arabica', 'Caffè macinato miscela bar']],
      ['Cioccolato fondente', '50 g', ['Cioccolato fondente 70%', 'Cioccolato extra fondente 85%']],
    ],
    steps: [
      'Prepara il caffè e lascialo raffreddare in un piatto fondo.',
      'Monta i tuorli con lo zucchero finché sono chiari e spumosi, poi incorpora il mascarpone.',
      'Monta gli albumi a neve ben ferma e uniscili alla crema con movimenti dal basso verso l’alto.',
      'Inzuppa velocemente i savoiardi nel caffè e disponili in una pirofila; alterna strati di savoiardi e crema.',
      'Finisci con la crema, grattugia sopra il cioccolato e lascia in frigorifero almeno 4 ore.',
    ],
  },
  {
    slug: 'crostata-di-confettura-di-fragole',
    title: 'Crostata di confettura di fragole',
    excerpt: 'Pasta frolla al burro profumata al limone e confettura di fragole, con la classica griglia.',
    intro: '<p>La crostata della merenda: una frolla semplice, senza lievito, che si lavora poco e si lascia riposare in frigorifero.</p>',
    picture: 'strawberry',
    course: 'dolci',
    cuisine: 'emiliana',
    prep: 30,
    cook: 35,
    servings: 8,
    difficulty: 'facile',
    ingredients: [
      ['Farina 00', '300 g', ['Farina di grano tenero tipo 00', 'Farina tipo 0 per pizza']],
      BUTTER('150 g'),
      ['Zucchero', '120 g', ['Zucchero semolato', 'Zucchero di canna']],
      EGGS('1 intero e 1 tuorlo'),
      ['Limone non trattato', '1', ['Limoni non trattati', 'Limoni di Sorrento IGP', 'Limoni']],
      ['Confettura di fragole', '350 g', ['Confettura extra di fragole']],
      ['Sale', 'un pizzico', SALT[2]],
    ],
    steps: [
      'Lavora velocemente la farina con il burro freddo a pezzetti e un pizzico di sale fino a ottenere un composto sabbioso.',
      'Aggiungi lo zucchero, la scorza grattugiata del limone, l’uovo e il tuorlo; impasta solo il tempo di compattare.',
      "Avvolgi la frolla nella pellicola e lasciala in frigorifero per un'ora.",
      'Stendi due terzi della frolla in uno stampo da 24 cm, bucherella il fondo e distribuisci la confettura.',
      'Con la frolla rimasta forma le strisce della griglia e cuoci a 180 °C per 35 minuti.',
    ],
  },
];

/** a picture of the seeded set (backend/seed/pictures.ts), as /photo serves it */
export const photoUrl = (name: string) => `/photo/${name}.svg`;

export type FormDef = {
  key: 'contact' | 'complaint';
  title: string;
  description: string;
  recipient: string;
  subject: string;
  successMessage: string;
  fields: Array<Record<string, unknown>>;
};

const PRIVACY_LABEL = "Ho letto l'informativa sulla privacy e acconsento al trattamento dei miei dati per rispondere alla richiesta";

export const FORMS: FormDef[] = [
  {
    key: 'contact',
    title: 'Contattaci',
    description: 'Scrivici per domande su ordini, consegne o prodotti: ti rispondiamo entro un giorno lavorativo.',
    recipient: 'servizio.clienti@spesa.example',
    subject: 'Richiesta dal modulo Contattaci',
    successMessage: 'Grazie, abbiamo ricevuto il tuo messaggio: ti risponderemo entro un giorno lavorativo.',
    fields: [
      { id: 1, key: 'nome', type: 'textbox', label: 'Nome e cognome', required: true, max_length: 100 },
      { id: 2, key: 'email', type: 'email', label: 'E-mail', required: true, max_length: 254, placeholder: 'nome@esempio.it' },
      { id: 3, key: 'telefono', type: 'phone', label: 'Telefono', required: false, max_length: 20 },
      {
        id: 4,
        key: 'argomento',
        type: 'listselect',
        label: 'Argomento',
        required: true,
        options: [
          { label: 'Un ordine', value: 'ordine' },
          { label: 'Consegna o ritiro', value: 'consegna' },
          { label: 'Pagamenti e fatture', value: 'pagamenti' },
          { label: 'Il mio account', value: 'account' },
          { label: 'Altro', value: 'altro' },
        ],
      },
      { id: 5, key: 'messaggio', type: 'textarea', label: 'Messaggio', required: true, max_length: 2000 },
      { id: 6, key: 'privacy', type: 'checkbox', label: PRIVACY_LABEL, required: true },
    ],
  },
  {
    key: 'complaint',
    title: 'Segnala un problema',
    description: 'Un prodotto danneggiato, mancante o scaduto? Raccontaci cosa è successo entro 48 ore dalla consegna.',
    recipient: 'reclami@spesa.example',
    subject: 'Segnalazione di un problema con un ordine',
    successMessage: 'Grazie, la tua segnalazione è stata registrata: ti contatteremo entro due giorni lavorativi.',
    fields: [
      { id: 1, key: 'ordine', type: 'textbox', label: "Numero d'ordine", required: true, max_length: 20, placeholder: 'Es. 12345' },
      { id: 2, key: 'email', type: 'email', label: 'E-mail', required: true, max_length: 254 },
      { id: 3, key: 'descrizione', type: 'textarea', label: 'Descrizione del problema', required: true, max_length: 2000 },
      {
        id: 4,
        key: 'foto',
        type: 'file_upload',
        label: 'Foto del prodotto (facoltativa)',
        required: false,
        file: { max_bytes: 5 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] },
      },
      { id: 5, key: 'privacy', type: 'checkbox', label: PRIVACY_LABEL, required: true },
    ],
  },
];

export const UX_BLOCKS = [
  {
    slug: 'first-shop-welcome',
    term: 'welcome',
    title: 'Benvenuto in Spesa!',
    description: 'La tua prima spesa online, in pochi passi.',
    content:
      '<p>Scegli come ricevere la spesa (a casa, al Drive del tuo negozio o al locker), metti i prodotti nel carrello e prenota la fascia oraria che preferisci.</p><p>Frutta, verdura e prodotti a peso li scegliamo per te con la stessa cura che metteresti tu: paghi il peso effettivo.</p>',
    buttonText: 'Inizia dalla frutta e verdura',
    buttonLink: '/category/frutta-e-verdura',
    footerImage: { name: 'shopping-cart', alt: 'Un carrello della spesa' },
  },
] as const;

/** the home slider (slides_by_id/1, new_slides/1/...): one slide always, the others limited */
export const HOME_SLIDER = 1;

export const SLIDES = [
  { title: 'Frutta e verdura di stagione', picture: 'red-apple', alt: 'Una mela rossa', link: '/category/frutta-e-verdura' },
  {
    title: 'Consegna a casa: la prima è gratis sopra i 120 €',
    picture: 'delivery-truck',
    alt: 'Un furgone della consegna',
    link: '/page/come-funziona#consegna',
    deliveryServiceId: SERVICE.home,
  },
  {
    title: 'Drive: ritira in negozio senza scendere dall’auto',
    picture: 'convenience-store',
    alt: 'Un negozio Spesa',
    link: '/page/come-funziona#drive',
    deliveryServiceId: SERVICE.drive,
  },
  {
    title: 'Regali di Natale: cesti e panettoni',
    picture: 'wrapped-gift',
    alt: 'Un pacco regalo',
    link: '/search?q=panettone',
    validFrom: new Date('2026-12-01T00:00:00+01:00'),
    validTo: new Date('2026-12-25T00:00:00+01:00'),
  },
  {
    title: 'Black Friday: sconti su tutta la dispensa',
    picture: 'label',
    alt: 'Un cartellino del prezzo',
    link: '/search?q=offerte',
    validFrom: new Date('2026-11-27T00:00:00+01:00'),
    validTo: new Date('2026-11-30T23:59:59+01:00'),
  },
] as const;
