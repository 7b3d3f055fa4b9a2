// Fresh aisles: fruit and vegetables, bakery, dairy, meat, fish, deli.
import { aisle, leaf, line, top, type TopDef } from './catalog-dsl';

const NORD = ['Italia (Veneto)', 'Italia (Emilia Romagna)', 'Italia (Trentino Alto Adige)'];
const SUD = ['Italia (Sicilia)', 'Italia (Calabria)', 'Italia (Puglia)', 'Italia (Campania)'];

// Slot rules (domain/timeslots.ts), weekdays as the wire counts them: 1 = Sunday, 2 = Monday ...
// 7 = Saturday (decision 014). PRODUCT_LOCK_CUTOFF: '<weekday>-<HH:MM>' pairs: slots on that weekday
// close at that time of the day before. DAY_LOCK: weekdays (or weekday_dayPeriodId) never served.
// LEAD_TIME: hours of notice before the slot begins.
export const FRESH: TopDef[] = [
  top(
    'Frutta e verdura',
    'frutta-e-verdura',
    {
      icon: 'red-apple',
      iva: 4,
      brands: 'ortofrutta',
      food: true,
      italian: true,
      storage: 'frutta',
      weightSelling: 500,
      step: 250,
      qualifiers: ['di stagione', 'selezione', 'prima categoria', 'raccolta manuale', 'filiera controllata'],
      usage: [
        'Lavare accuratamente prima del consumo.',
        'Da gustare al naturale o come ingrediente di ricette fresche.',
        'Selezione quotidiana dei nostri esperti di reparto.',
      ],
    },
    aisle(
      'Frutta',
      { nutrition: 'fruit', origin: NORD },
      leaf(
        'Mele e pere',
        'Mele e pere croccanti e succose, dai frutteti del Nord Italia.',
        line('Mele Golden Trentino|Mele Fuji|Mele Gala|Mele Renetta|Mele Pink Lady|Mele Stark rosse', 'kg kg1.5', [1.6, 3.2], {
          nutrition: 'apple',
          single: 200,
        }),
        line('Pere Abate Fetel|Pere Williams|Pere Conference|Pera Kaiser', 'kg kg1', [2, 3.6], { icon: 'pear', single: 220 }),
      ),
      leaf(
        'Agrumi',
        { blurb: 'Agrumi del Sud Italia, ricchi di vitamina C e profumati.', icon: 'tangerine', nutrition: 'citrus', origin: SUD },
        line('Arance Tarocco|Arance Navel|Arance da spremuta|Arance rosse di Sicilia IGP', 'kg kg2', [1.2, 2.8], { single: 230 }),
        line('Mandarini|Clementine di Calabria IGP|Mandaranci', 'kg kg1', [1.8, 3.2], { single: 90 }),
        line('Limoni di Sorrento IGP|Limoni|Limoni non trattati', 'kg g500', [2.2, 4.5], { icon: 'lemon', single: 120 }),
      ),
      leaf(
        'Frutta esotica',
        { blurb: 'Frutta esotica maturata al punto giusto.', italian: false, origin: ['Ecuador', 'Costa Rica', 'Colombia', 'Perù', 'Brasile'] },
        line('Banane|Banane biologiche|Banane Fairtrade', 'kg', [1.5, 2.6], { icon: 'banana', nutrition: 'banana', single: 180 }),
        line('Ananas|Mango|Avocado Hass|Papaya|Lime', 'kg', [2.5, 6.5], { icon: 'pineapple', single: 350 }),
      ),
      leaf(
        'Frutta di stagione',
        'Frutta di stagione raccolta al giusto grado di maturazione.',
        line('Kiwi verdi|Kaki|Melograni|Castagne|Uva Italia|Uva bianca senza semi|Fichi', 'kg g500', [2.2, 5.5], {
          icon: 'kiwi-fruit',
          single: 90,
        }),
        line('Fragole|Mirtilli|Lamponi|Frutti di bosco misti|More', 'g250 g500', [8, 22], { icon: 'strawberry', nutrition: 'berries' }),
      ),
      leaf(
        'Frutta secca',
        {
          blurb: 'Frutta secca selezionata, fonte naturale di grassi buoni.',
          icon: 'peanuts',
          iva: 10,
          nutrition: 'nuts',
          storage: 'secco',
          allergens: 'frutta a guscio',
          ingredients: '{name}.',
          vegan: true,
        },
        line('Noci di Sorrento|Mandorle pelate|Nocciole tostate del Piemonte IGP|Pistacchi salati|Anacardi|Noci pecan', 'g150 g200 g500', [14, 32]),
        line('Datteri|Prugne secche|Albicocche disidratate|Uvetta sultanina|Fichi secchi', 'g200 g250 g500', [6, 16], { nutrition: 'jam', allergens: '' }),
      ),
    ),
    aisle(
      'Verdura',
      { nutrition: 'vegetable', storage: 'verdura', origin: NORD, icon: 'leafy-green', weightSelling: 500, step: 100 },
      leaf(
        'Insalate',
        { blurb: 'Insalate fresche e croccanti, dai campi del Veneto e della Romagna.', nutrition: 'leafy' },
        line('Insalata iceberg|Lattuga romana|Radicchio rosso di Treviso IGP|Radicchio di Chioggia IGP|Scarola|Indivia belga', 'kg', [2, 7], {
          single: 300,
        }),
        line('Insalata mista lavata|Misticanza pronta|Rucola lavata|Valeriana pronta|Songino', 'g125 g200', [9, 16], { storage: 'frigo' }),
      ),
      leaf(
        'Pomodori',
        { blurb: 'Pomodori saporiti, da insalata e da salsa.', icon: 'tomato', origin: [...NORD, ...SUD] },
        line('Pomodori ciliegino|Pomodori datterini|Pomodori cuore di bue|Pomodori San Marzano|Pomodori ramati|Pomodoro di Pachino IGP', 'kg g500', [2, 6], {
          single: 120,
        }),
      ),
      leaf(
        'Ortaggi',
        'Ortaggi di stagione per contorni, zuppe e grigliate.',
        line('Zucchine|Cetrioli|Zucchine trombetta', 'kg g500', [1.8, 3.8], { icon: 'cucumber', single: 200 }),
        line('Melanzane|Melanzane tonde|Melanzane lunghe', 'kg', [1.8, 3.5], { icon: 'eggplant', single: 300 }),
        line('Peperoni rossi|Peperoni gialli|Friggitelli|Peperoncini piccanti', 'kg g250', [2.5, 6], { icon: 'bell-pepper', single: 200 }),
        line('Broccoli|Cavolfiore|Cavolo nero|Cavolo cappuccio|Cavolini di Bruxelles', 'kg', [1.8, 4], { icon: 'broccoli', single: 500 }),
        line('Asparagi verdi|Asparago bianco di Bassano DOP|Carciofi|Finocchi', 'kg', [3, 9], { icon: 'leafy-green', single: 250 }),
      ),
      leaf(
        'Patate cipolle e aglio',
        'Patate, cipolle e aglio: la base di ogni cucina.',
        line('Patate a pasta gialla|Patate novelle|Patate rosse|Patata di Bologna DOP', 'kg kg2 kg2.5', [1, 2.5], {
          icon: 'potato',
          nutrition: 'potato',
          single: 180,
        }),
        line('Cipolle dorate|Cipolla rossa di Tropea Calabria IGP|Scalogno|Aglio bianco|Aglio di Voghiera DOP', 'kg g500 g250', [2, 9], {
          icon: 'onion',
          single: 100,
        }),
      ),
      leaf(
        'Carote e radici',
        { blurb: 'Carote, sedano e zucche dolci per zuppe e vellutate.', icon: 'carrot' },
        line('Carote|Carote baby|Sedano|Zucca delica|Zucca violina|Rape rosse', 'kg kg1', [1.2, 3.5], { single: 150 }),
      ),
    ),
    aisle(
      'Erbe aromatiche e funghi',
      { nutrition: 'vegetable', storage: 'verdura', origin: NORD },
      leaf(
        'Erbe aromatiche',
        { blurb: 'Erbe aromatiche fresche per profumare ogni piatto.', icon: 'herb' },
        line('Basilico in vaso|Prezzemolo in vaso|Rosmarino in vaso|Salvia in vaso|Menta in vaso', 'pz1', [1.5, 2.5]),
        line('Basilico fresco|Prezzemolo fresco|Erba cipollina|Timo fresco', 'g30 g50', [25, 45]),
      ),
      leaf(
        'Funghi',
        { blurb: 'Funghi freschi coltivati e di bosco.', icon: 'mushroom', weightSelling: 250, step: 100 },
        line('Funghi champignon|Funghi porcini|Funghi cardoncelli|Funghi shiitake|Funghi chiodini', 'kg g250 g400', [5, 28], { single: 30 }),
      ),
    ),
  ),

  top(
    'Pane e pasticceria',
    'pane-e-pasticceria',
    {
      icon: 'baguette-bread',
      iva: 4,
      brands: 'forno',
      food: true,
      italian: true,
      storage: 'pane',
      nutrition: 'bread',
      allergens: 'glutine',
      traces: 'sesamo, soia',
      ingredients: 'Farina di grano tenero tipo 0, acqua, lievito naturale, sale.',
      weightSelling: 500,
      step: 250,
      qualifiers: ['ricetta tradizionale', 'lavorazione artigianale', 'qualità forno'],
      usage: ['Da gustare a colazione, a pranzo e a cena.', 'Il compagno ideale di ogni pasto.', 'Per conservarne la fragranza, richiudere bene la confezione.'],
    },
    aisle(
      'Pane fresco',
      { options: 'affettato', qualifiers: ['forno del negozio', 'lievitazione naturale', 'cottura su pietra'], usage: ['Si conserva al meglio in un sacchetto di carta.', 'Dal forno del negozio, ogni giorno.'] },
      leaf(
        'Pane comune',
        'Pane fresco sfornato ogni giorno nei nostri punti vendita.',
        line('Pane casereccio|Pagnotta di grano duro|Filone toscano|Ciabatta|Rosette|Pane all\'olio|Baguette|Coppia ferrarese IGP', 'kg g500 g300', [2.5, 5.5], {
          single: 250,
          // Monday's and Sunday's bread is ordered by noon of the day before
          infos: { PRODUCT_LOCK_CUTOFF: '2-12:00, 1-12:00' },
        }),
      ),
      leaf(
        'Pane speciale',
        { blurb: 'Pani speciali con farine integrali, semi e cereali.', nutrition: 'bread_special' },
        line('Pane integrale|Pane ai cereali|Pane di segale|Pane alle noci|Pane con semi di girasole|Pane di farro', 'g400 g500', [5, 9], {
          ingredients: 'Farine di cereali ({name}), acqua, lievito naturale, semi, sale.',
        }),
        line('Pane senza glutine|Panini senza glutine', 'g250 g300', [10, 16], {
          ingredients: 'Amido di mais, farina di riso, acqua, fibra vegetale, lievito, sale.',
          allergens: '',
          traces: '',
        }),
      ),
    ),
    aisle(
      'Pane confezionato e sostituti',
      { storage: 'secco' },
      leaf(
        'Pancarrè e piadine',
        'Pane in cassetta e piadine per toast e panini.',
        line('Pancarrè|Pan bauletto|Pancarrè integrale|Pane per tramezzini', 'g400 g500', [3, 5.5], {
          ingredients: 'Farina di grano tenero, acqua, olio di girasole, lievito, zucchero, sale.',
        }),
        line('Piadina Romagnola IGP|Piadine sottili|Piadine integrali|Piadine all\'olio extravergine', 'g300 g400', [6, 9], {
          icon: 'flatbread',
          ingredients: 'Farina di grano tenero, acqua, strutto, sale, agenti lievitanti.',
        }),
      ),
      leaf(
        'Grissini e crackers',
        { blurb: 'Grissini, crackers e taralli per spezzare la fame con gusto.', icon: 'pretzel' },
        line('Grissini torinesi|Grissini integrali|Grissini al rosmarino|Grissini stirati a mano', 'g125 g250', [6, 14], {
          nutrition: 'breadsticks',
          ingredients: 'Farina di grano tenero, olio extravergine di oliva, lievito, sale.',
        }),
        line('Crackers salati|Crackers integrali|Crackers non salati in superficie|Crackers di farro', 'g250 g500', [3.5, 8], {
          nutrition: 'crackers',
          ingredients: 'Farina di grano tenero, olio di girasole, estratto di malto, lievito, sale.',
        }),
        line('Taralli pugliesi|Taralli al finocchietto|Friselle|Schiacciatine', 'g250 g400', [6, 12], {
          nutrition: 'crackers',
          ingredients: 'Farina di grano tenero, vino bianco, olio extravergine di oliva, sale.',
          allergens: 'glutine, solfiti',
        }),
      ),
    ),
    aisle(
      'Pasticceria',
      { storage: 'frigo', nutrition: 'cake', allergens: 'glutine, latte, uova', traces: 'frutta a guscio, soia', iva: 10 },
      leaf(
        'Torte su ordinazione',
        { blurb: 'Torte preparate dai nostri pasticceri su ordinazione: prenota con almeno 48 ore di anticipo.', icon: 'birthday-cake' },
        line('Torta millefoglie|Torta Sacher|Torta alla frutta fresca|Tiramisù|Cheesecake ai frutti di bosco', 'kg1 kg1.5', [18, 28], {
          ingredients: 'Farina di grano tenero, zucchero, uova, burro, latte, panna, frutta o cacao secondo la ricetta.',
          infos: { LEAD_TIME: '48' },
        }),
      ),
      leaf(
        'Pasticceria fresca',
        { blurb: 'Pasticcini e dolci freschi della tradizione italiana.', icon: 'custard' },
        line('Cannoli siciliani|Bignè alla crema|Pasticcini misti|Sfogliatelle|Babà al rum', 'g250 g500', [16, 26], {
          ingredients: 'Farina di grano tenero, zucchero, uova, burro, latte, crema pasticcera.',
          // the pastry lab rests on Monday
          infos: { DAY_LOCK: '2' },
        }),
      ),
      leaf(
        'Brioche e croissant',
        { blurb: 'Brioche e cornetti per una colazione all\'italiana.', icon: 'croissant', storage: 'secco', nutrition: 'pastry' },
        line('Croissant vuoti|Cornetti alla crema|Cornetti all\'albicocca|Cornetti integrali al miele|Brioche col tuppo', 'g300 6xg50 5xg45', [7, 13], {
          ingredients: 'Farina di grano tenero, burro, zucchero, uova, lievito naturale, latte, sale.',
        }),
      ),
    ),
  ),

  top(
    'Latte latticini e formaggi',
    'latte-latticini-e-formaggi',
    {
      icon: 'cheese-wedge',
      iva: 4,
      brands: 'latte',
      food: true,
      italian: true,
      storage: 'frigo',
      allergens: 'latte',
      weightSelling: 300,
      step: 100,
      qualifiers: ['latte italiano', 'filiera corta', 'qualità superiore', 'tradizione casearia'],
      usage: [
        'Conservare in frigorifero e consumare entro la data indicata.',
        'Da gustare a colazione, in cucina o come spuntino.',
        'Prodotto con latte raccolto ogni giorno da allevamenti selezionati.',
      ],
    },
    aisle(
      'Latte e panna',
      { icon: 'glass-of-milk', nutrition: 'milk', perMl: true },
      leaf(
        'Latte fresco',
        'Latte fresco pastorizzato, raccolto da stalle del Nord Italia.',
        line('Latte fresco intero|Latte fresco parzialmente scremato|Latte fresco alta qualità|Latte di montagna', 'l1 l0.5', [1.3, 2.2], {
          ingredients: '{name}.',
        }),
      ),
      leaf(
        'Latte a lunga conservazione',
        { blurb: 'Latte UHT da tenere in dispensa, pronto quando serve.', storage: 'latte_uht' },
        line('Latte UHT intero|Latte UHT parzialmente scremato|Latte UHT scremato|Latte UHT biologico', 'l1 6xl1', [1, 1.9], {
          ingredients: 'Latte vaccino UHT.',
        }),
        line('Latte senza lattosio|Latte ad alta digeribilità', 'l1 6xl1', [1.4, 2.2], {
          ingredients: 'Latte vaccino UHT, enzima lattasi.',
          nutrition: 'milk_skim',
          classes: ['Senza lattosio'],
        }),
      ),
      leaf(
        'Panna e besciamella',
        { blurb: 'Panna e besciamella per sughi, dolci e pasticci al forno.', nutrition: 'cream' },
        line('Panna da cucina|Panna fresca|Panna da montare|Besciamella', 'ml200 ml500', [4, 9], { ingredients: 'Panna di latte vaccino, stabilizzante: carragenina.' }),
      ),
      leaf(
        'Bevande vegetali',
        {
          blurb: 'Alternative vegetali al latte, senza lattosio e senza latte.',
          nutrition: 'plant_drink',
          brands: 'vegetale',
          storage: 'latte_uht',
          allergens: '',
          vegan: true,
          qualifiers: ['100% vegetale', 'gusto delicato', 'senza zuccheri aggiunti'],
          usage: ['Agitare prima dell\'uso.', 'Da gustare a colazione o come ingrediente di ricette vegane.'],
        },
        line('Bevanda di avena|Bevanda di riso|Bevanda di riso e cocco', 'l1', [1.6, 2.6], { ingredients: 'Acqua, {name}, olio di girasole, sale.' }),
        line('Bevanda di soia|Bevanda di soia senza zuccheri', 'l1', [1.6, 2.6], { ingredients: 'Acqua, semi di soia decorticati, sale.', allergens: 'soia' }),
        line('Bevanda di mandorla|Bevanda di nocciola', 'l1', [2, 2.9], { ingredients: 'Acqua, mandorle o nocciole, sale marino.', allergens: 'frutta a guscio' }),
      ),
    ),
    aisle(
      'Yogurt e dessert',
      { icon: 'custard', nutrition: 'yogurt' },
      leaf(
        'Yogurt',
        'Yogurt cremosi con fermenti lattici vivi.',
        line('Yogurt bianco intero|Yogurt magro|Yogurt alla fragola|Yogurt ai frutti di bosco|Yogurt alla vaniglia|Yogurt al caffè', '2xg125 4xg125 g500', [3, 6], {
          ingredients: 'Latte, fermenti lattici vivi (Streptococcus thermophilus, Lactobacillus bulgaricus), zucchero, preparazione alla frutta.',
        }),
        line('Yogurt greco|Yogurt greco 0% grassi|Yogurt greco al miele', 'g150 g500 2xg150', [5, 8], {
          nutrition: 'yogurt_greek',
          ingredients: 'Latte, fermenti lattici vivi.',
        }),
        line('Yogurt senza lattosio|Yogurt di soia', '2xg125 4xg125', [4, 7], { ingredients: 'Latte delattosato o bevanda di soia, fermenti lattici vivi.', allergens: 'latte, soia', classes: ['Senza lattosio'] }),
      ),
      leaf(
        'Dessert al cucchiaio',
        'Dessert pronti: budini, panna cotta e creme.',
        line('Budino al cioccolato|Budino alla vaniglia|Panna cotta|Crème caramel|Tiramisù monoporzione', '2xg100 4xg100', [5, 9], {
          nutrition: 'cake',
          ingredients: 'Latte, zucchero, panna, amido di mais, cacao o vaniglia, gelificante.',
        }),
      ),
    ),
    aisle(
      'Formaggi freschi',
      { nutrition: 'fresh_cheese', brands: 'formaggi' },
      leaf(
        'Mozzarella',
        { blurb: 'Mozzarelle di latte vaccino e di bufala, filate ogni giorno.', nutrition: 'mozzarella', ingredients: 'Latte, sale, caglio, fermenti lattici.' },
        line('Mozzarella di Bufala Campana DOP|Mozzarelle di Bufala ciliegine DOP|Bocconcini di Bufala Campana DOP|Treccia di Bufala Campana DOP', 'g125 g250 g500', [13, 21], {
          origin: ['Italia (Campania)'],
          ingredients: 'Latte di bufala, siero innesto naturale, sale, caglio.',
        }),
        line('Mozzarella|Mozzarella fior di latte|Mozzarelle ciliegine|Mozzarella per pizza|Mozzarella light|Mozzarelle nodini', 'g100 g125 3xg125 g400', [6, 12]),
        line('Mozzarella senza lattosio', 'g100 g125 3xg100', [9, 13], { classes: ['Senza lattosio'] }),
        line('Burrata pugliese|Burratina|Stracciatella di burrata', 'g100 g125 g250', [14, 22], {
          origin: ['Italia (Puglia)'],
          ingredients: 'Latte, panna, sale, caglio.',
        }),
      ),
      leaf(
        'Ricotta e formaggi spalmabili',
        { blurb: 'Formaggi freschi e morbidi, dal sapore delicato.', ingredients: 'Latte, panna, sale, caglio, fermenti lattici.' },
        line('Ricotta vaccina|Ricotta di pecora|Stracchino|Crescenza|Robiola|Squacquerone di Romagna DOP|Mascarpone', 'g100 g250 g500', [6, 14]),
        line('Formaggio spalmabile|Formaggio spalmabile light|Formaggio spalmabile alle erbe', 'g150 g300', [8, 14]),
      ),
    ),
    aisle(
      'Formaggi stagionati',
      { nutrition: 'semi_cheese', ingredients: 'Latte, sale, caglio.', options: 'taglio', brands: 'formaggi' },
      leaf(
        'Grana e Parmigiano',
        { blurb: 'I grandi formaggi a pasta dura, stagionati a lungo.', nutrition: 'aged_cheese', classes: ['Senza lattosio'] },
        line('Parmigiano Reggiano DOP 24 mesi|Parmigiano Reggiano DOP 30 mesi|Grana Padano DOP|Grana Padano DOP riserva|Parmigiano Reggiano DOP di montagna', 'kg g200 g300 kg1', [13, 26], {
          ingredients: 'Latte, sale, caglio. Conservante: lisozima (proteina dell\'uovo) solo nel Grana Padano.',
          origin: ['Italia (Emilia Romagna)', 'Italia (Lombardia)', 'Italia (Veneto)'],
        }),
        line('Parmigiano Reggiano DOP grattugiato|Grana Padano DOP grattugiato', 'g100 g200', [18, 26]),
      ),
      leaf(
        'Formaggi a pasta dura e semidura',
        'Formaggi di malga e della tradizione, dal dolce al piccante.',
        line('Asiago DOP fresco|Asiago DOP stagionato|Montasio DOP|Piave DOP|Fontina DOP|Provolone Valpadana DOP dolce|Provolone piccante|Monte Veronese DOP', 'kg g250 g400', [11, 22]),
        line('Pecorino Romano DOP|Pecorino Toscano DOP|Caciocavallo Silano DOP|Pecorino sardo', 'kg g200 g300', [14, 26], { origin: ['Italia (Lazio)', 'Italia (Toscana)', 'Italia (Sardegna)', 'Italia (Calabria)'] }),
      ),
      leaf(
        'Formaggi erborinati e molli',
        'Formaggi cremosi e erborinati, da gustare con pane e miele.',
        line('Gorgonzola DOP dolce|Gorgonzola DOP piccante|Taleggio DOP|Quartirolo Lombardo DOP|Casatella Trevigiana DOP', 'kg g200 g250', [10, 20]),
        line('Brie|Camembert|Formaggio di capra', 'g125 g200', [12, 22], { italian: false, origin: ['Francia'] }),
      ),
    ),
    aisle(
      'Burro e uova',
      {},
      leaf(
        'Burro e margarina',
        { blurb: 'Burro di centrifuga e di panna per cucinare e fare dolci.', icon: 'butter', nutrition: 'butter', ingredients: 'Panna di latte vaccino.' },
        line('Burro|Burro di panna fresca|Burro di montagna|Burro chiarificato|Burro salato', 'g125 g250 g500', [8, 16]),
        line('Margarina vegetale', 'g250 g500', [4, 7], { qualifiers: ['100% vegetale'], ingredients: 'Oli e grassi vegetali, acqua, emulsionanti, sale.', allergens: '', vegan: true }),
      ),
      leaf(
        'Uova',
        { blurb: 'Uova fresche di categoria A, da galline allevate in Italia.', brands: 'avicoli', icon: 'egg', nutrition: 'eggs', allergens: 'uova', iva: 10, storage: 'uova', ingredients: 'Uova fresche di gallina.' },
        line('Uova fresche allevate a terra|Uova biologiche|Uova da allevamento all\'aperto|Uova fresche extra', 'pz4 pz6 pz10', [0.25, 0.55]),
      ),
    ),
  ),

  top(
    'Carne',
    'carne',
    {
      icon: 'cut-of-meat',
      iva: 10,
      brands: 'carne',
      food: true,
      italian: true,
      storage: 'frigo',
      weightSelling: 500,
      step: 250,
      origin: ['Italia (Veneto)', 'Italia (Emilia Romagna)', 'Italia (Piemonte)', 'Italia (Lombardia)'],
      qualifiers: ['allevamento italiano', 'taglio fresco', 'filiera controllata', 'selezione del macellaio'],
      usage: [
        'Conservare in frigorifero e consumare entro la data di scadenza.',
        'Da cuocere alla griglia, in padella o al forno.',
        'Da animali nati, allevati e macellati in Italia.',
      ],
    },
    aisle(
      'Bovino',
      { nutrition: 'beef' },
      leaf(
        'Bistecche e tagli',
        'Tagli di bovino adulto e scottona, frollati al punto giusto.',
        line('Bistecca di scottona|Fiorentina|Tagliata di manzo|Filetto di manzo|Entrecôte di manzo|Roast beef', 'kg g300 g500', [18, 42]),
      ),
      leaf(
        'Macinato e hamburger',
        'Macinato e hamburger preparati ogni giorno.',
        line('Macinato scelto di bovino|Macinato misto per ragù|Polpette di manzo', 'g300 g500 kg1', [9, 16]),
        line('Hamburger di bovino|Hamburger di scottona|Hamburger di Fassona', 'g200 2xg100 4xg100', [12, 20], {
          nutrition: 'burger',
          ingredients: 'Carne bovina, sale, fibra vegetale, aromi naturali.',
        }),
      ),
      leaf(
        'Spezzatino e bolliti',
        'Tagli per cotture lente: spezzatini, brasati e bolliti.',
        line('Spezzatino di bovino|Bollito di manzo|Ossobuco di vitello|Fettine di vitello|Scaloppine di vitello|Brasato di manzo', 'kg g400 g600', [12, 26]),
      ),
    ),
    aisle(
      'Suino',
      { nutrition: 'pork', icon: 'meat-on-bone' },
      leaf(
        'Braciole e arrosti',
        'Carne di suino italiano per arrosti e grigliate.',
        line('Braciole di maiale|Lonza di maiale|Arista di maiale|Costine di maiale|Filetto di maiale|Stinco di maiale', 'kg g500 kg1', [7, 16]),
      ),
      leaf(
        'Salsicce e insaccati freschi',
        { blurb: 'Salsicce e insaccati freschi preparati secondo ricette regionali.', icon: 'hot-dog', nutrition: 'sausage' },
        line('Salsiccia luganega|Salsiccia di suino|Salamelle|Cotechino|Zampone', 'kg g300 g500', [8, 14], {
          ingredients: 'Carne di suino, sale, pepe, spezie, aromi naturali. Antiossidante: ascorbato di sodio.',
          allergens: '',
        }),
      ),
    ),
    aisle(
      'Pollo e tacchino',
      { nutrition: 'poultry', icon: 'poultry-leg', brands: 'avicoli' },
      leaf(
        'Pollo',
        'Pollo allevato a terra in Italia, senza antibiotici.',
        line('Petto di pollo a fette|Cosce di pollo|Fusi di pollo|Ali di pollo|Pollo intero|Sovracosce di pollo', 'kg g400 g800', [5, 14]),
      ),
      leaf(
        'Tacchino',
        'Carne di tacchino magra e versatile.',
        line('Fesa di tacchino a fette|Arrosto di tacchino|Cosce di tacchino|Macinato di tacchino', 'kg g400 g600', [8, 16]),
      ),
      leaf(
        'Preparati di carne bianca',
        { blurb: 'Cotolette, spiedini e burger pronti da cuocere.', nutrition: 'burger', allergens: 'glutine, uova', storage: 'frigo' },
        line('Cotolette di pollo impanate|Spiedini di pollo|Burger di pollo|Cordon bleu|Nuggets di pollo', 'g250 g400', [9, 16], {
          ingredients: 'Carne di pollo, pangrattato (farina di grano tenero, lievito, sale), uova, olio di girasole, sale.',
        }),
      ),
    ),
    aisle(
      'Altre carni',
      { nutrition: 'beef' },
      leaf(
        'Agnello e coniglio',
        'Agnello e coniglio per le ricette della tradizione.',
        line('Costolette di agnello|Cosciotto di agnello|Coniglio intero|Coniglio a pezzi|Cosce di coniglio', 'kg g500 kg1', [10, 22]),
      ),
      leaf(
        'Pronti da cuocere',
        { blurb: 'Involtini, rollè e spiedini preparati dal nostro banco macelleria.', allergens: 'latte' },
        line('Involtini di vitello|Rollè di tacchino|Saltimbocca alla romana|Spiedini misti|Polpettone farcito', 'g300 g500', [11, 19], {
          ingredients: 'Carne, formaggio, prosciutto, salvia, sale, pepe.',
        }),
      ),
    ),
  ),

  top(
    'Pesce',
    'pesce',
    {
      icon: 'fish',
      iva: 10,
      brands: 'pesce',
      food: true,
      storage: 'pesce',
      nutrition: 'fish_lean',
      allergens: 'pesce',
      weightSelling: 500,
      step: 250,
      origin: ['Mar Adriatico', 'Mar Mediterraneo', 'Italia (acquacoltura)'],
      qualifiers: ['pescato del giorno', 'freschezza garantita', 'pesca sostenibile', 'qualità mare'],
      usage: [
        'Conservare a 0/+4 °C e consumare entro 24 ore dall\'acquisto.',
        'Da cucinare al forno, alla griglia o in guazzetto.',
        'Selezione quotidiana dal mercato ittico.',
      ],
    },
    aisle(
      'Pesce fresco',
      {},
      leaf(
        'Pesce intero',
        { blurb: 'Pesce fresco intero: lo puliamo noi, come preferisci.', options: 'pulizia', single: 400 },
        line('Orata|Branzino|Trota salmonata|Sgombro|Sarde|Alici|Rombo', 'kg', [9, 24], { infos: { DAY_LOCK: '1, 2' } } /* no fish market on Sunday and Monday */),
      ),
      leaf(
        'Filetti e tranci',
        { blurb: 'Filetti e tranci già puliti, pronti da cucinare.', nutrition: 'fish_fat' },
        line('Filetto di salmone|Trancio di pesce spada|Filetti di merluzzo|Filetti di orata|Trancio di tonno', 'kg g300', [16, 32], {
          origin: ['Norvegia', 'Mar Mediterraneo', 'Oceano Atlantico'],
        }),
      ),
      leaf(
        'Molluschi e crostacei',
        { blurb: 'Cozze, vongole, gamberi e calamari per primi e fritture.', icon: 'shrimp', nutrition: 'shellfish', allergens: 'crostacei, molluschi' },
        line('Cozze|Vongole veraci|Calamari|Seppie|Gamberi rossi|Scampi|Polpo', 'kg g500 kg1', [7, 34]),
      ),
    ),
    aisle(
      'Pesce confezionato',
      { storage: 'frigo', qualifiers: ['qualità mare', 'pesca sostenibile', 'lavorazione artigianale'], usage: ['Da gustare in insalata, nei primi piatti o nei panini.', 'Una volta aperto, conservare in frigorifero e consumare entro 2 giorni.'] },
      leaf(
        'Salmone e affumicati',
        { blurb: 'Salmone e pesce affumicato a freddo, per antipasti e tartine.', nutrition: 'smoked_fish', origin: ['Norvegia', 'Scozia', 'Italia'] },
        line('Salmone affumicato norvegese|Salmone affumicato scozzese|Pesce spada affumicato|Trota affumicata', 'g100 g200', [35, 70], {
          ingredients: '{name}, sale.',
        }),
      ),
      leaf(
        'Tonno e conserve di pesce',
        { blurb: 'Tonno, sgombro e alici in scatola: pratici e pronti all\'uso.', icon: 'canned-food', nutrition: 'tuna_canned', storage: 'secco' },
        line('Tonno all\'olio di oliva|Tonno al naturale|Filetti di tonno in olio extravergine|Filetti di sgombro|Sardine all\'olio|Alici sott\'olio', '3xg80 4xg80 g160 g200', [12, 30], {
          ingredients: '{name}: pesce, olio di oliva, sale.',
        }),
      ),
      leaf(
        'Baccalà e stoccafisso',
        { blurb: 'Baccalà e stoccafisso per le ricette venete e liguri.', nutrition: 'fish_lean' },
        line('Baccalà ammollato|Stoccafisso|Baccalà mantecato|Baccalà alla vicentina', 'kg g200 g300', [18, 36]),
      ),
    ),
    aisle(
      'Sushi e gastronomia di mare',
      { nutrition: 'ready_meal', storage: 'frigo' },
      leaf(
        'Sushi e pokè',
        { blurb: 'Sushi e pokè preparati ogni giorno dai nostri chef.', icon: 'sushi', allergens: 'pesce, soia, sesamo', italian: false },
        line('Sushi misto|Uramaki al salmone|Nigiri misti|Pokè al salmone|Insalata di mare', 'g200 g300', [20, 35], {
          ingredients: 'Riso, pesce crudo abbattuto, alga nori, aceto di riso, salsa di soia, sesamo.',
          // Saturday's sushi by 18:00 on Friday, Sunday's by noon on Saturday
          infos: { PRODUCT_LOCK_CUTOFF: '7-18:00, 1-12:00' },
        }),
      ),
    ),
  ),

  top(
    'Salumi e gastronomia',
    'salumi-e-gastronomia',
    {
      icon: 'bacon',
      iva: 10,
      brands: 'salumi',
      food: true,
      italian: true,
      storage: 'frigo',
      weightSelling: 200,
      step: 100,
      qualifiers: ['ricetta tradizionale', 'filiera italiana', 'qualità superiore', 'gusto delicato'],
      usage: ['Per antipasti, panini e taglieri.', 'Servire a temperatura ambiente per esaltarne il profumo.'],
    },
    aisle(
      'Salumi al banco',
      { options: 'taglio', allergens: '', usage: ['Affettato al momento al banco gastronomia.', 'Per antipasti, panini e taglieri.'] },
      leaf(
        'Prosciutto crudo',
        { blurb: 'Prosciutti crudi e speck stagionati lentamente, dalle grandi zone di produzione italiane.', nutrition: 'ham_raw', ingredients: 'Coscia di suino, sale.' },
        line('Prosciutto crudo di Parma DOP|Prosciutto di San Daniele DOP|Prosciutto Veneto Berico-Euganeo DOP|Prosciutto crudo stagionato|Speck Alto Adige IGP|Culatello di Zibello DOP', 'kg g80 g100', [22, 55]),
      ),
      leaf(
        'Prosciutto cotto e arrosti',
        { blurb: 'Cotti e arrosti di alta qualità, senza glutine.', nutrition: 'ham_cooked', icon: 'cut-of-meat', ingredients: 'Coscia di suino, sale, destrosio, aromi naturali. Antiossidante: ascorbato di sodio. Conservante: nitrito di sodio.' },
        line('Prosciutto cotto alta qualità|Prosciutto cotto senza polifosfati|Fesa di tacchino arrosto|Arrosto di vitello|Porchetta', 'kg g100 g120', [14, 30]),
      ),
      leaf(
        'Salami e mortadella',
        { blurb: 'Salami, mortadella e insaccati della tradizione italiana.', nutrition: 'salami', ingredients: 'Carne di suino, sale, pepe, aromi naturali. Conservanti: nitrito di sodio, nitrato di potassio.' },
        line('Mortadella Bologna IGP|Salame Milano|Salame Felino IGP|Salame nostrano|Soppressa veneta|Coppa di Parma IGP|Pancetta arrotolata', 'kg g80 g100', [12, 32]),
        line('Bresaola della Valtellina IGP|Bresaola punta d\'anca', 'kg g80 g100', [30, 45], { nutrition: 'ham_raw' }),
      ),
    ),
    aisle(
      'Gastronomia',
      {
        nutrition: 'ready_meal',
        icon: 'shallow-pan-of-food',
        brands: 'gastronomia',
        usage: ['Preparazione della nostra cucina, con ingredienti freschi.', 'Da consumare entro la data indicata sulla confezione.'],
      },
      leaf(
        'Piatti pronti',
        { blurb: 'Piatti pronti della nostra cucina: basta scaldarli.', allergens: 'glutine, latte, uova, sedano' },
        line('Lasagne alla bolognese|Parmigiana di melanzane|Cannelloni ricotta e spinaci|Polpette al sugo|Pollo arrosto|Vitello tonnato', 'g350 g500 kg1', [9, 18], {
          ingredients: 'Ricetta della casa: {name} preparata con ingredienti freschi.',
        }),
      ),
      leaf(
        'Insalate e contorni pronti',
        { blurb: 'Insalate di riso, contorni e verdure grigliate pronti da servire.', nutrition: 'salad_ready', icon: 'green-salad', allergens: 'uova, sedano' },
        line('Insalata di riso|Insalata russa|Insalata di pollo|Caponata|Verdure grigliate', 'g200 g300', [10, 16], {
          ingredients: 'Verdure, olio extravergine di oliva, aceto, sale, spezie.',
        }),
      ),
      leaf(
        'Pasta fresca',
        { blurb: 'Pasta fresca all\'uovo e ripiena, come quella fatta in casa.', nutrition: 'pasta_fresh_filled', brands: 'pastafresca', icon: 'dumpling', allergens: 'glutine, uova, latte' },
        line('Tortellini al prosciutto crudo|Tortelloni ricotta e spinaci|Cappelletti romagnoli|Ravioli di magro|Tortelli di zucca', 'g250 g500 kg1', [8, 16], {
          ingredients: 'Pasta (semola di grano duro, uova 25%), ripieno ({name}), pangrattato, sale.',
        }),
        line('Gnocchi di patate|Tagliatelle all\'uovo fresche|Lasagne fresche|Pappardelle fresche', 'g250 g500 kg1', [4, 9], {
          nutrition: 'pasta_egg',
          ingredients: 'Semola di grano duro, uova fresche, acqua.',
        }),
      ),
    ),
    aisle(
      'Würstel e affettati confezionati',
      { storage: 'frigo' },
      leaf(
        'Würstel',
        { blurb: 'Würstel di suino e di pollo, pronti in pochi minuti.', icon: 'hot-dog', nutrition: 'sausage', allergens: '', ingredients: 'Carne separata meccanicamente, acqua, sale, aromi, amido. Conservante: nitrito di sodio.' },
        line('Würstel di suino|Würstel di pollo e tacchino|Würstel con formaggio|Würstel senza glutine', 'g100 g250 4xg100', [6, 12]),
      ),
      leaf(
        'Affettati in vaschetta',
        { blurb: 'Affettati pronti in vaschetta salva-freschezza.', nutrition: 'ham_cooked', icon: 'bacon', allergens: '', ingredients: 'Carne di suino, sale, aromi naturali. Conservante: nitrito di sodio.' },
        line('Prosciutto cotto affettato|Salame Milano affettato|Bresaola affettata|Speck affettato|Mortadella affettata|Tacchino arrosto affettato', 'g70 g100 g150', [18, 45]),
      ),
    ),
  ),
];
