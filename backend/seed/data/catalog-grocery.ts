// Shelf-stable and frozen aisles: pantry, breakfast and sweets, frozen food, drinks.
import { aisle, leaf, line, top, type TopDef } from './catalog-dsl';

export const GROCERY: TopDef[] = [
  top(
    'Dispensa',
    'dispensa',
    {
      icon: 'spaghetti',
      iva: 4,
      brands: 'conserve',
      food: true,
      italian: true,
      storage: 'secco',
      qualifiers: ['qualità superiore', 'ricetta classica', 'made in Italy', 'filiera italiana', 'selezione'],
      usage: [
        'Conservare in luogo fresco e asciutto; una volta aperto, chiudere bene la confezione.',
        'Un classico della dispensa italiana, sempre pronto all\'uso.',
        'Per preparare in pochi minuti un piatto genuino.',
      ],
    },
    aisle(
      'Pasta riso e farine',
      { brands: 'pasta' },
      leaf(
        'Pasta di semola',
        { blurb: 'Pasta di semola di grano duro trafilata al bronzo, tiene la cottura.', icon: 'spaghetti', nutrition: 'pasta', vegan: true, allergens: 'glutine', traces: 'soia, senape', ingredients: 'Semola di grano duro, acqua.' },
        line('Spaghetti n.5|Spaghettini|Linguine|Bucatini|Penne rigate|Fusilli|Rigatoni|Mezze maniche|Farfalle|Orecchiette|Paccheri|Pasta di Gragnano IGP', 'g500 kg1', [1.6, 4.5]),
      ),
      leaf(
        'Pasta all\'uovo',
        { blurb: 'Pasta all\'uovo secca, con uova fresche da galline allevate a terra.', icon: 'spaghetti', nutrition: 'pasta_egg', allergens: 'glutine, uova', ingredients: 'Semola di grano duro, uova fresche (28%).' },
        line('Tagliatelle all\'uovo|Pappardelle all\'uovo|Fettuccine all\'uovo|Lasagne all\'uovo|Tagliolini all\'uovo', 'g250 g500', [4, 9]),
      ),
      leaf(
        'Pasta integrale e speciale',
        { blurb: 'Pasta integrale, di farro, di legumi e senza glutine.', icon: 'spaghetti', nutrition: 'pasta', vegan: true },
        line('Spaghetti integrali|Penne integrali|Fusilli di farro|Pasta di lenticchie rosse|Pasta di ceci', 'g340 g400 g500', [3, 9], {
          ingredients: 'Farina integrale di grano duro o di legumi, acqua.',
          allergens: 'glutine',
        }),
        line('Spaghetti senza glutine|Penne senza glutine|Fusilli di mais e riso senza glutine', 'g400 g500', [4, 8], {
          ingredients: 'Farina di mais, farina di riso, emulsionante: mono e digliceridi degli acidi grassi.',
          allergens: '',
        }),
      ),
      leaf(
        'Riso',
        { blurb: 'Risi italiani per risotti, insalate e contorni.', brands: 'riso', icon: 'cooked-rice', nutrition: 'rice', vegan: true, allergens: '', ingredients: '{name}.' },
        line('Riso Carnaroli|Riso Arborio|Riso Vialone Nano Veronese IGP|Riso Roma|Riso Venere|Riso integrale|Riso parboiled', 'g500 kg1', [2.2, 6.5]),
        line('Riso basmati|Riso thai', 'g500 kg1', [3, 6], { italian: false, origin: ['India', 'Pakistan', 'Thailandia'] }),
      ),
      leaf(
        'Farine e lieviti',
        { blurb: 'Farine per pane, pizza e dolci fatti in casa.', icon: 'sheaf-of-rice', nutrition: 'flour', allergens: 'glutine', ingredients: '{name}.' },
        line('Farina di grano tenero tipo 00|Farina tipo 0 per pizza|Farina integrale|Semola rimacinata di grano duro|Farina di farro', 'g500 kg1', [0.9, 3.5]),
        line('Farina di mais per polenta|Fecola di patate|Farina di riso', 'g500 kg1', [1.5, 4], { allergens: '' }),
      ),
    ),
    aisle(
      'Sughi e conserve',
      {},
      leaf(
        'Passate e pelati',
        { blurb: 'Pomodoro italiano raccolto e lavorato in giornata.', icon: 'tomato', nutrition: 'sauce_tomato', vegan: true, allergens: '', ingredients: 'Pomodoro, sale.' },
        line('Passata di pomodoro|Passata di pomodoro rustica|Polpa di pomodoro|Pomodori pelati|Pomodorini datterini in scatola|Passata di pomodoro biologica|Pomodoro San Marzano dell\'Agro Sarnese-Nocerino DOP', 'g400 g700 3xg400', [1.5, 4.5]),
        line('Concentrato di pomodoro|Doppio concentrato di pomodoro', 'g130 3xg70', [5, 9]),
      ),
      leaf(
        'Sughi pronti',
        { blurb: 'Sughi pronti preparati con ricette della tradizione.', icon: 'jar' },
        line('Sugo al basilico|Sugo all\'arrabbiata|Sugo alla puttanesca|Sugo alla norma|Sugo ai funghi porcini', 'g300 g400', [6, 12], {
          nutrition: 'sauce_tomato',
          ingredients: 'Polpa di pomodoro, olio extravergine di oliva, cipolla, verdure, sale, basilico.',
          allergens: '',
          vegan: true,
        }),
        line('Ragù alla bolognese|Ragù di salsiccia|Ragù di cinghiale', 'g180 g400', [9, 16], {
          nutrition: 'ragu',
          ingredients: 'Pomodoro, carne (25%), carote, sedano, cipolla, vino rosso, olio, sale.',
          allergens: 'sedano, solfiti',
          iva: 10,
        }),
        line('Pesto alla genovese|Pesto rosso|Pesto di pistacchi|Pesto alla trapanese', 'g90 g130 g190', [14, 26], {
          nutrition: 'pesto',
          ingredients: 'Basilico, olio di semi di girasole, olio extravergine di oliva, Grana Padano DOP, anacardi, pinoli, sale, aglio.',
          allergens: 'latte, frutta a guscio',
          iva: 10,
        }),
      ),
      leaf(
        'Legumi',
        { blurb: 'Legumi lessati e secchi, fonte di proteine vegetali.', icon: 'beans', nutrition: 'legumes_canned', vegan: true, allergens: '' },
        line('Ceci lessati|Fagioli borlotti|Fagioli cannellini|Lenticchie lessate|Piselli fini|Fagioli neri', 'g400 3xg400', [2, 5], { ingredients: '{name}, acqua, sale.' }),
        line('Lenticchie secche|Ceci secchi|Fagioli borlotti secchi|Lenticchia di Castelluccio di Norcia IGP|Zuppa di legumi e cereali', 'g500', [3, 9], {
          nutrition: 'legumes_dry',
          ingredients: '{name}.',
        }),
      ),
      leaf(
        'Sottoli e sottaceti',
        { blurb: 'Verdure sott\'olio e sottaceto per antipasti e aperitivi.', icon: 'olive', nutrition: 'preserves_veg', vegan: true, allergens: '' },
        line('Carciofini sott\'olio|Funghi trifolati|Giardiniera|Cetriolini sottaceto|Pomodori secchi sott\'olio|Peperoni grigliati', 'g190 g280 g500', [8, 22], {
          ingredients: '{name}, olio di semi di girasole, aceto di vino, sale, aromi.',
          allergens: 'solfiti',
        }),
        line('Olive verdi|Olive taggiasche|Olive nere denocciolate|Olive di Gaeta|Capperi sotto sale', 'g180 g300', [10, 28], {
          nutrition: 'olives',
          ingredients: '{name}, acqua, sale, correttore di acidità: acido lattico.',
        }),
      ),
    ),
    aisle(
      'Olio aceto e condimenti',
      { brands: 'olio' },
      leaf(
        'Olio extravergine',
        { blurb: 'Oli extravergini di oliva estratti a freddo.', icon: 'olive', nutrition: 'oil', vegan: true, allergens: '', ingredients: 'Olio extravergine di oliva.', storage: 'olio' },
        line('Olio extravergine di oliva|Olio extravergine di oliva 100% italiano|Olio extravergine Garda DOP|Olio extravergine Terra di Bari DOP|Olio extravergine Toscano IGP|Olio extravergine biologico', 'ml500 l0.75 l1', [7, 20], {
          // olive oil is rationed per customer and delivery day (shopping.md §8 daily maximum)
          infos: { MAXACQ_DAY: '6' },
        }),
      ),
      leaf(
        'Oli di semi',
        { blurb: 'Oli di semi per friggere e condire.', icon: 'sunflower', nutrition: 'oil', vegan: true, allergens: '', ingredients: '{name}.', storage: 'olio', italian: false },
        line('Olio di semi di girasole|Olio di semi di arachide|Olio di mais|Olio di semi vari', 'l1 l2', [2, 4.5], { allergens: '' }),
      ),
      leaf(
        'Aceto',
        { blurb: 'Aceti di vino e Balsamici di Modena.', icon: 'jar', nutrition: 'vinegar', vegan: true, allergens: 'solfiti', ingredients: '{name}. Contiene solfiti.', iva: 10 },
        line('Aceto di vino bianco|Aceto di vino rosso|Aceto Balsamico di Modena IGP|Aceto di mele|Glassa di aceto balsamico', 'ml250 ml500 l1', [2, 15]),
        line('Aceto Balsamico Tradizionale di Modena DOP', 'ml100', [380, 600], { origin: ['Italia (Emilia Romagna)'] }),
      ),
      leaf(
        'Sale e spezie',
        { blurb: 'Sale marino, spezie ed erbe essiccate.', brands: 'conserve', icon: 'salt', vegan: true, allergens: '', ingredients: '{name}.' },
        line('Sale marino fino|Sale marino grosso|Sale iodato|Sale di Cervia integrale|Sale rosa dell\'Himalaya', 'kg1 g500', [0.4, 6], { nutrition: 'salt' }),
        line('Pepe nero macinato|Origano|Peperoncino macinato|Noce moscata|Curry|Paprika dolce', 'g20 g40 g50', [30, 110], {
          nutrition: 'spices',
          icon: 'hot-pepper',
          iva: 10,
        }),
      ),
      leaf(
        'Maionese e salse',
        { blurb: 'Maionese, ketchup e salse per panini e grigliate.', icon: 'jar', iva: 10 },
        line('Maionese|Maionese leggera|Salsa tonnata|Salsa tartara', 'g200 g400', [5, 10], {
          nutrition: 'mayo',
          ingredients: 'Olio di semi di girasole, tuorlo d\'uovo, aceto, sale, succo di limone.',
          allergens: 'uova, senape',
        }),
        line('Ketchup|Salsa barbecue|Salsa rosa|Senape', 'g250 g500', [4, 9], {
          nutrition: 'ketchup',
          ingredients: 'Pomodoro, zucchero, aceto, sale, spezie.',
          allergens: 'senape, sedano',
        }),
      ),
    ),
    aisle(
      'Snack salati',
      { brands: 'dolci', iva: 10 },
      leaf(
        'Patatine e snack',
        { blurb: 'Patatine, popcorn e snack salati per l\'aperitivo.', icon: 'popcorn', nutrition: 'chips', vegan: true, allergens: '', traces: 'glutine, latte', ingredients: 'Patate, olio di semi di girasole, sale.' },
        line('Patatine classiche|Patatine rustiche|Patatine al rosmarino|Patatine alla paprika|Patatine senza sale', 'g150 g300 6xg25', [7, 16]),
        line('Popcorn salati|Tarallini|Salatini assortiti|Mais tostato', 'g100 g200', [7, 14], { ingredients: '{name}: cereali, olio di girasole, sale.', allergens: 'glutine' }),
      ),
    ),
  ),

  top(
    'Colazione e dolci',
    'colazione-e-dolci',
    {
      icon: 'croissant',
      iva: 10,
      brands: 'colazione',
      food: true,
      italian: true,
      storage: 'secco',
      qualifiers: ['ricetta originale', 'ingredienti selezionati', 'senza olio di palma', 'gusto classico'],
      usage: [
        'Per una colazione all\'italiana.',
        'A colazione o per una pausa golosa.',
        'Dopo l\'apertura, conservare in luogo fresco e asciutto.',
      ],
    },
    aisle(
      'Caffè tè e tisane',
      { iva: 22, allergens: '', brands: 'caffe', usage: ['Per un momento di pausa all\'italiana.', 'Dopo l\'apertura, conservare in un barattolo ben chiuso.'] },
      leaf(
        'Caffè',
        { blurb: 'Caffè tostato a legna e macinato per moka ed espresso.', icon: 'hot-beverage', nutrition: 'coffee', perMl: true, ingredients: 'Caffè tostato.', storage: 'caffe', vegan: true },
        line('Caffè macinato per moka|Caffè macinato 100% arabica|Caffè in grani|Caffè decaffeinato macinato|Caffè macinato miscela bar', 'g250 2xg250 kg1', [10, 28]),
        line('Capsule compatibili espresso intenso|Capsule compatibili espresso classico|Capsule caffè decaffeinato|Cialde in carta ESE', 'pz10 pz16 pz50', [0.2, 0.4]),
      ),
      leaf(
        'Tè e tisane',
        { blurb: 'Tè, infusi e tisane in filtro per ogni momento della giornata.', icon: 'teacup-without-handle', nutrition: 'tea', perMl: true, iva: 10, ingredients: '{name}: foglie ed erbe essiccate.', vegan: true },
        line('Tè nero classico|Tè verde|Tè al limone|Camomilla|Tisana ai frutti di bosco|Infuso zenzero e limone|Tisana rilassante', 'pz20 pz25 pz50', [0.06, 0.2]),
      ),
    ),
    aisle(
      'Biscotti e merende',
      { allergens: 'glutine, latte, uova', traces: 'frutta a guscio, soia' },
      leaf(
        'Biscotti',
        { blurb: 'Biscotti frollini e secchi, come quelli della nonna.', icon: 'cookie', nutrition: 'biscuits', ingredients: 'Farina di grano tenero, zucchero, burro, uova, latte, agenti lievitanti, sale.' },
        line('Frollini al burro|Biscotti al cacao|Biscotti integrali|Biscotti con gocce di cioccolato|Cantucci toscani IGP|Savoiardi|Biscotti secchi', 'g350 g500 g700', [3, 12]),
        line('Biscotti senza glutine|Frollini senza glutine', 'g200 g300', [9, 15], { ingredients: 'Farina di riso, amido di mais, zucchero, burro, uova.', allergens: 'latte, uova' }),
      ),
      leaf(
        'Fette biscottate',
        { blurb: 'Fette biscottate croccanti, da spalmare con burro e marmellata.', icon: 'bread', nutrition: 'rusks', ingredients: 'Farina di grano tenero, zucchero, olio di girasole, lievito, sale.', allergens: 'glutine' },
        line('Fette biscottate classiche|Fette biscottate integrali|Fette biscottate ai cereali|Fette biscottate senza zuccheri aggiunti', 'g315 g630', [3.5, 7]),
      ),
      leaf(
        'Merendine',
        { blurb: 'Merendine morbide per la pausa a scuola e al lavoro.', icon: 'cupcake', nutrition: 'snack_sweet', ingredients: 'Farina di grano tenero, zucchero, uova, olio di girasole, latte, cacao o frutta.' },
        line('Merendine al cioccolato|Crostatine all\'albicocca|Plumcake allo yogurt|Saccottini al cioccolato|Tortine al limone', '6xg35 8xg40 10xg30', [6, 12]),
      ),
      leaf(
        'Cereali e muesli',
        { blurb: 'Cereali, fiocchi e muesli per iniziare la giornata con energia.', icon: 'bowl-with-spoon', nutrition: 'cereals', allergens: 'glutine', ingredients: '{name}: cereali, zucchero, sale, vitamine.' },
        line('Corn flakes|Cereali al cioccolato|Riso soffiato|Anelli di cereali al miele', 'g375 g500', [4.5, 11]),
        line('Muesli croccante|Fiocchi d\'avena|Granola con frutta secca|Muesli senza zuccheri aggiunti', 'g375 g500', [5, 12], { nutrition: 'muesli', traces: 'frutta a guscio' }),
      ),
    ),
    aisle(
      'Confetture e creme spalmabili',
      { allergens: '', vegan: true },
      leaf(
        'Confetture',
        { blurb: 'Confetture extra con tanta frutta e poco zucchero.', icon: 'jar', nutrition: 'jam', ingredients: 'Frutta, zucchero, gelificante: pectina, succo di limone.' },
        line('Confettura extra di albicocche|Confettura extra di fragole|Confettura di ciliegie|Marmellata di arance|Composta di frutti di bosco|Confettura di fichi', 'g340 g400', [5, 12]),
      ),
      leaf(
        'Miele',
        { blurb: 'Mieli italiani monoflora e millefiori, non pastorizzati.', icon: 'honey-pot', nutrition: 'honey', ingredients: '{name}.', vegan: false },
        line('Miele di acacia|Miele millefiori|Miele di castagno|Miele di tiglio|Miele di agrumi|Miele di eucalipto', 'g250 g500 kg1', [10, 26]),
      ),
      leaf(
        'Creme spalmabili',
        { blurb: 'Creme alla nocciola, al pistacchio e al cacao.', icon: 'chocolate-bar', nutrition: 'spread', vegan: false, allergens: 'frutta a guscio, latte, soia', ingredients: 'Zucchero, nocciole (13%), olio di girasole, latte scremato in polvere, cacao, lecitina di soia.' },
        line('Crema spalmabile alle nocciole|Crema spalmabile al pistacchio|Crema spalmabile fondente|Crema di nocciole senza latte', 'g200 g350 g750', [8, 22]),
        line('Burro di arachidi|Crema di mandorle', 'g200 g350', [10, 20], { ingredients: '{name}: frutta secca tostata, sale.', allergens: 'arachidi, frutta a guscio', vegan: true }),
      ),
    ),
    aisle(
      'Dolci e cioccolato',
      { brands: 'dolci' },
      leaf(
        'Cioccolato',
        { blurb: 'Tavolette e praline di cioccolato fondente, al latte e bianco.', icon: 'chocolate-bar', nutrition: 'chocolate', allergens: 'latte, soia', traces: 'frutta a guscio', ingredients: 'Pasta di cacao, zucchero, burro di cacao, latte in polvere, emulsionante: lecitina di soia, aroma naturale di vaniglia.' },
        line('Cioccolato fondente 70%|Cioccolato al latte|Cioccolato bianco|Cioccolato fondente con nocciole intere|Gianduiotti|Praline assortite|Cioccolato extra fondente 85%', 'g100 g200 g300', [12, 35]),
      ),
      leaf(
        'Caramelle e chewing gum',
        { blurb: 'Caramelle, gommose e confetti per grandi e piccoli.', icon: 'candy', nutrition: 'candies', allergens: '', ingredients: 'Zucchero, sciroppo di glucosio, acidificante: acido citrico, aromi, coloranti naturali.' },
        line('Caramelle alla frutta|Caramelle alla menta|Liquirizia|Gommose alla frutta|Chewing gum alla menta senza zucchero|Confetti di Sulmona', 'g100 g200', [10, 25]),
      ),
      leaf(
        'Preparati per dolci',
        { blurb: 'Zucchero, cacao e preparati per torte fatte in casa.', icon: 'shortcake' },
        line('Zucchero semolato|Zucchero di canna|Zucchero a velo|Zucchero di canna integrale', 'g500 kg1', [1.1, 4], { nutrition: 'sugar', ingredients: '{name}.', allergens: '', vegan: true }),
        line('Cacao amaro in polvere|Preparato per torta al cioccolato|Preparato per pancake|Gocce di cioccolato', 'g250 g400', [8, 18], {
          nutrition: 'snack_sweet',
          ingredients: 'Farina di grano tenero, zucchero, cacao, agenti lievitanti.',
          allergens: 'glutine, latte',
        }),
      ),
      leaf(
        'Dolci delle feste',
        { blurb: 'Panettoni, pandori e torroni per le feste di Natale.', icon: 'wrapped-gift', nutrition: 'cake', allergens: 'glutine, latte, uova', traces: 'frutta a guscio', ingredients: 'Farina di grano tenero, burro, zucchero, uova, uvetta, scorze di agrumi canditi, lievito naturale.' },
        line('Panettone classico|Panettone senza canditi|Pandoro di Verona|Panettone al cioccolato|Torrone morbido alle mandorle|Colomba classica', 'g750 kg1', [7, 16]),
      ),
    ),
  ),

  top(
    'Surgelati',
    'surgelati',
    {
      icon: 'snowflake',
      iva: 10,
      brands: 'surgelati',
      food: true,
      storage: 'freezer',
      classes: ['Surgelato'],
      qualifiers: ['surgelazione rapida', 'senza conservanti', 'qualità sotto zero', 'cucina veloce'],
      usage: ['Cuocere direttamente da surgelato, senza scongelare.', 'Non ricongelare dopo lo scongelamento.', 'Da tenere in freezer per i pasti veloci.'],
    },
    aisle(
      'Verdure surgelate',
      { italian: true, vegan: true, allergens: '', iva: 4 },
      leaf(
        'Verdure e minestroni',
        { blurb: 'Verdure raccolte e surgelate in poche ore.', icon: 'broccoli', nutrition: 'frozen_veg', ingredients: '{name}.' },
        line('Spinaci in foglia|Piselli primavera|Fagiolini fini|Minestrone 12 verdure|Misto per soffritto|Carciofi a spicchi|Broccoli in cimette|Verdure grigliate', 'g450 g750 kg1', [2.5, 8]),
      ),
      leaf(
        'Patate surgelate',
        { blurb: 'Patatine e crocchette da fare al forno o in friggitrice ad aria.', icon: 'french-fries', nutrition: 'frozen_fried', ingredients: 'Patate, olio di girasole, destrosio.', iva: 10 },
        line('Patatine fritte|Patatine stick|Patate a spicchi|Crocchette di patate|Patate duchessa', 'g450 g750 kg1.5', [2, 6]),
      ),
    ),
    aisle(
      'Pesce surgelato',
      { allergens: 'pesce' },
      leaf(
        'Pesce e bastoncini',
        { blurb: 'Filetti e bastoncini di pesce surgelati a bordo.', icon: 'fish', nutrition: 'fish_sticks', allergens: 'pesce, glutine', ingredients: 'Filetti di merluzzo (65%), pangrattato, olio di girasole, sale.' },
        line('Bastoncini di merluzzo|Filetti di platessa impanati|Filetti di merluzzo|Cuori di merluzzo|Pesce spada a tranci', 'g300 g450 g600', [9, 25]),
      ),
      leaf(
        'Frutti di mare surgelati',
        { blurb: 'Gamberi, calamari e misto mare per primi e fritture.', icon: 'shrimp', nutrition: 'shellfish', allergens: 'crostacei, molluschi', ingredients: '{name}, acqua di glassatura.' },
        line('Gamberi sgusciati|Code di gamberi|Mazzancolle|Anelli di totano|Misto mare|Cozze sgusciate', 'g300 g400 kg1', [11, 30]),
      ),
    ),
    aisle(
      'Piatti pronti e pizze',
      { italian: true },
      leaf(
        'Pizze surgelate',
        { blurb: 'Pizze surgelate cotte su pietra, con mozzarella italiana.', icon: 'pizza', nutrition: 'pizza', allergens: 'glutine, latte', ingredients: 'Farina di grano tenero, passata di pomodoro, mozzarella, acqua, olio extravergine di oliva, lievito, sale.' },
        line('Pizza margherita|Pizza ai quattro formaggi|Pizza prosciutto e funghi|Pizza diavola|Pizza vegetariana', 'g350 g400 2xg350', [7, 14]),
        line('Pizza margherita senza glutine', 'g300 g350', [12, 16], { ingredients: 'Amido di mais, farina di riso, passata di pomodoro, mozzarella, olio, lievito, sale.', allergens: 'latte' }),
      ),
      leaf(
        'Primi e secondi surgelati',
        { blurb: 'Primi e secondi piatti pronti in padella o al microonde.', icon: 'shallow-pan-of-food', nutrition: 'ready_meal', allergens: 'glutine, latte, uova, sedano', ingredients: 'Ricetta della casa: {name}.' },
        line('Lasagne alla bolognese surgelate|Risotto ai funghi porcini|Paella|Tortellini panna e prosciutto|Cotolette alla milanese|Polpette di verdure', 'g300 g600', [6, 14]),
      ),
    ),
    aisle(
      'Gelati',
      {
        nutrition: 'ice_cream',
        allergens: 'latte',
        traces: 'frutta a guscio, uova, glutine',
        italian: true,
        brands: 'gelati',
        qualifiers: ['gelato artigianale', 'latte fresco italiano', 'ricetta cremosa'],
        usage: ['Servire dopo qualche minuto fuori dal congelatore.', 'Conservare a -18 °C.'],
      },
      leaf(
        'Gelati in vaschetta',
        { blurb: 'Gelato mantecato con latte fresco e panna.', icon: 'ice-cream', ingredients: 'Latte fresco, zucchero, panna, sciroppo di glucosio, {name}, stabilizzanti.' },
        line('Gelato alla vaniglia|Gelato al cioccolato|Gelato alla stracciatella|Gelato al pistacchio|Gelato alla nocciola|Sorbetto al limone', 'g500 kg1', [7, 16]),
      ),
      leaf(
        'Coni e ghiaccioli',
        { blurb: 'Coni, biscotti gelato e ghiaccioli per la merenda.', icon: 'soft-ice-cream', ingredients: 'Latte, zucchero, panna, cialda (farina di grano tenero), cioccolato.', allergens: 'latte, glutine, soia' },
        line('Coni gelato alla panna|Coni al cioccolato|Biscotti gelato|Ghiaccioli alla frutta|Stecchi alla vaniglia ricoperti', '4xg75 6xg60 8xg50', [9, 18]),
      ),
    ),
  ),

  top(
    'Bevande',
    'bevande',
    {
      icon: 'cup-with-straw',
      iva: 22,
      food: true,
      perMl: true,
      allergens: '',
      storage: 'bevande',
      italian: true,
      qualifiers: ['formato famiglia', 'qualità italiana', 'gusto autentico'],
      usage: ['Da gustare a tavola o nei momenti di pausa.', 'Conservare in luogo fresco e asciutto, lontano dalla luce del sole.'],
    },
    aisle(
      'Acqua',
      { brands: 'acqua', icon: 'potable-water', nutrition: 'water', vegan: true, ingredients: '{name}.', origin: ['Italia (Veneto)', 'Italia (Trentino Alto Adige)', 'Italia (Emilia Romagna)'] },
      leaf(
        'Acqua naturale',
        'Acque minerali naturali, leggere e povere di sodio.',
        line('Acqua minerale naturale|Acqua oligominerale naturale|Acqua minimamente mineralizzata|Acqua naturale in vetro', 'l1.5 l0.5 6xl1.5 6xl0.5', [0.3, 0.8], { lockedMult: 6 }),
      ),
      leaf(
        'Acqua frizzante',
        'Acque frizzanti ed effervescenti naturali.',
        line('Acqua minerale frizzante|Acqua effervescente naturale|Acqua leggermente frizzante', 'l1.5 l0.5 6xl1.5 6xl0.5', [0.32, 0.85], { lockedMult: 6 }),
      ),
    ),
    aisle(
      'Bibite e succhi',
      { brands: 'bibite', vegan: true },
      leaf(
        'Bibite gassate',
        { blurb: 'Bibite gassate e tè freddi dissetanti.', icon: 'cup-with-straw', nutrition: 'soft_drink', ingredients: 'Acqua, zucchero, anidride carbonica, succo di frutta o estratti vegetali, acidificante: acido citrico, aromi naturali.' },
        line('Aranciata|Aranciata amara|Chinotto|Cola|Gassosa|Limonata|Tè freddo al limone|Tè freddo alla pesca', 'l1.5 cl33 6xcl33 l0.5', [0.8, 2.5], { lockedMult: 6 }),
        line('Cola zero zuccheri|Aranciata zero zuccheri', 'l1.5 cl33 6xcl33', [0.8, 2.2], {
          nutrition: 'soft_drink_zero',
          ingredients: 'Acqua, anidride carbonica, acidificante: acido fosforico, edulcoranti: aspartame, acesulfame K, aromi.',
        }),
      ),
      leaf(
        'Succhi di frutta',
        { blurb: 'Succhi e nettari di frutta italiana.', icon: 'beverage-box', nutrition: 'juice', ingredients: 'Succo di frutta (100%) o purea di frutta, acqua, zucchero.' },
        line('Succo di arancia 100%|Succo di mela|Succo ACE|Succo di pesca|Succo di pera|Spremuta di arance rosse|Nettare di albicocca', 'l1 l1.5 3xml200', [1.2, 3.5]),
      ),
    ),
    aisle(
      'Birra',
      { brands: 'birra', icon: 'beer-mug', nutrition: 'beer', allergens: 'glutine', ingredients: 'Acqua, malto d\'orzo, luppolo, lievito.', vegan: true, packaging: 24 },
      leaf(
        'Birre chiare',
        'Birre chiare lager e pils, fresche e beverine.',
        line('Birra lager|Birra pils|Birra bionda doppio malto|Birra analcolica|Birra weiss|Birra artigianale IPA', 'cl33 cl66 6xcl33 3xcl33', [2, 7], { lockedMult: 6 }),
      ),
      leaf(
        'Birre rosse e speciali',
        'Birre ambrate, rosse e scure per intenditori.',
        line('Birra rossa|Birra ambrata|Birra scura stout|Birra di Natale|Birra d\'abbazia', 'cl33 cl75', [4, 12]),
      ),
    ),
    aisle(
      'Vino e spumanti',
      { brands: 'vino', icon: 'wine-glass', nutrition: 'wine', allergens: 'solfiti', ingredients: 'Uve. Contiene solfiti.', packaging: 6, storage: 'vino', usage: ['Servire a 16-18 °C i rossi, a 8-10 °C i bianchi e gli spumanti.', 'Da abbinare ai piatti della tradizione italiana.'] },
      leaf(
        'Vini rossi',
        'Vini rossi del Veneto, dell\'Emilia e delle grandi regioni italiane.',
        line('Valpolicella Classico DOC|Chianti Classico DOCG|Lambrusco Grasparossa di Castelvetro DOC|Sangiovese di Romagna DOC|Merlot del Veneto IGT|Cabernet Franc|Raboso del Piave DOC', 'cl75', [6, 22]),
        line('Amarone della Valpolicella DOCG|Barolo DOCG|Brunello di Montalcino DOCG', 'cl75', [35, 70]),
      ),
      leaf(
        'Vini bianchi',
        'Vini bianchi freschi e profumati.',
        line('Soave Classico DOC|Pinot Grigio delle Venezie DOC|Lugana DOC|Custoza DOC|Ribolla Gialla|Trebbiano di Romagna DOC|Chardonnay|Gewürztraminer Alto Adige DOC', 'cl75', [6, 26]),
      ),
      leaf(
        'Spumanti e Prosecco',
        { blurb: 'Prosecco e spumanti per brindare a ogni occasione.', icon: 'bottle-with-popping-cork' },
        line('Prosecco DOC extra dry|Prosecco Superiore di Valdobbiadene DOCG brut|Spumante brut|Franciacorta DOCG|Moscato d\'Asti DOCG|Lambrusco rosato frizzante', 'cl75 cl20', [8, 40]),
      ),
    ),
  ),
];
