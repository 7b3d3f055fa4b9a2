// Places of the demo chain beyond its stores (./stores.ts): home-delivery zones and the postal codes
// they group, known places of the two regions the chain does not deliver to, the streets the
// geocoding stand-in can place, company codes of "shop at work", and the demo customers' homes.

/** A zone of home delivery: postal codes (of POSTAL_CODES in ./stores.ts) served by one store. */
export type ZoneDef = { name: string; store: string; postalcodes: string[] };

export const ZONES: ZoneDef[] = [
  { name: 'Padova città', store: 'padova', postalcodes: ['35121', '35122', '35123', '35124', '35131', '35133', '35135'] },
  { name: 'Padova cintura', store: 'padova', postalcodes: ['35031', '35030', '35020', '35010'] },
  { name: 'Verona città', store: 'verona', postalcodes: ['37121', '37122', '37131', '37135', '37138'] },
  { name: 'Verona provincia', store: 'verona', postalcodes: ['37057', '37069', '37012'] },
  { name: 'Vicenza e dintorni', store: 'vicenza', postalcodes: ['36100', '36051', '36057'] },
  { name: 'Alto Vicentino', store: 'vicenza', postalcodes: ['36016', '36061'] },
  { name: 'Treviso e dintorni', store: 'treviso', postalcodes: ['31100', '31021'] },
  { name: 'Marca trevigiana', store: 'treviso', postalcodes: ['31033', '31044', '31015'] },
  { name: 'Mestre', store: 'mestre', postalcodes: ['30170', '30171', '30172', '30174', '30175'] },
  { name: 'Riviera del Brenta e Miranese', store: 'mestre', postalcodes: ['30038', '30034', '30020'] },
  { name: 'Bologna città', store: 'bologna', postalcodes: ['40121', '40124', '40127', '40131', '40133'] },
  { name: 'Bologna cintura', store: 'bologna', postalcodes: ['40033', '40068', '40013'] },
  { name: 'Modena città', store: 'modena', postalcodes: ['41121', '41122', '41125'] },
  { name: 'Modena provincia', store: 'modena', postalcodes: ['41012', '41043', '41049'] },
  { name: 'Parma e dintorni', store: 'parma', postalcodes: ['43121', '43123', '43124', '43044', '43036'] },
  { name: 'Ferrara e dintorni', store: 'ferrara', postalcodes: ['44121', '44122', '44124', '44042', '44011'] },
  { name: 'Reggio Emilia e dintorni', store: 'reggio', postalcodes: ['42121', '42122', '42123', '42019', '42015'] },
];

// Venice's historic centre (30121-30124) is in POSTAL_CODES but in no zone: no van reaches a door
// there, so home delivery goes to the boat stop instead. With these, they answer 'Indirizzo non
// servito dalla consegna a casa'. [postal code, town, province, latitude, longitude]
export const NOT_SERVED: Array<[string, string, string, number, number]> = [
  ['45100', 'Rovigo', 'RO', 45.0698, 11.7902],
  ['32100', 'Belluno', 'BL', 46.1425, 12.2167],
  ['30015', 'Chioggia', 'VE', 45.2186, 12.2788],
  ['30016', 'Jesolo', 'VE', 45.5336, 12.6413],
  ['48121', 'Ravenna', 'RA', 44.4184, 12.2035],
  ['47921', 'Rimini', 'RN', 44.0594, 12.5683],
  ['47121', 'Forlì', 'FC', 44.2227, 12.0407],
  ['29121', 'Piacenza', 'PC', 45.0526, 9.6930],
];

// The streets the stand-in can place, per postal code. The streets of the stores, lockers and boat
// stop are added from ./stores.ts; the demo customers' and the tests' streets are listed here.
export const STREETS: Record<string, string[]> = {
  '35121': ['Piazza dei Signori', 'Via Dante', 'Corso Milano', 'Via San Francesco', 'Piazza della Frutta'],
  '35122': ['Via Roma', 'Via Umberto I', 'Via Cesare Battisti', 'Via Garibaldi', 'Riviera Tito Livio', 'Via del Santo'],
  '35123': ['Corso Vittorio Emanuele II', 'Via Felice Cavallotti', 'Via Goito', 'Via Sorio'],
  '35124': ['Via Guizza', 'Via Pietro Bembo', 'Via Po', 'Via Adige'],
  '35131': ['Corso del Popolo', 'Via Trieste', 'Via Venezia', 'Via Tommaseo'],
  '35133': ['Via Annibale da Bassano', 'Via Guido Reni', 'Via Luigi Pierobon', 'Via Tiziano Minio'],
  '35135': ['Via San Marco', 'Via Plebiscito', 'Via Montà', 'Via Lisbona'],
  '35031': ['Via Pietro d’Abano', 'Viale delle Terme', 'Via Giusti', 'Via Monteortone'],
  '35030': ['Via Roma', 'Via Padova', 'Via Pelosa', 'Via Forno'],
  '35020': ['Via Roma', 'Via San Tommaso', 'Via Marconi', 'Via Risorgimento'],
  '35010': ['Via Arrigoni', 'Via Regia', 'Via Prati', 'Via Carpane'],
  '37121': ['Via Mazzini', 'Corso Porta Borsari', 'Piazza delle Erbe', 'Via Cappello'],
  '37122': ['Corso Porta Nuova', 'Via Roma', 'Piazza Bra', 'Stradone San Fermo'],
  '37131': ['Via Giovanni della Casa', 'Viale Venezia', 'Via Unità d’Italia', 'Via Fracastoro'],
  '37135': ['Via Centro', 'Via Scuderlando', 'Via Legnago', 'Via Premuda'],
  '37138': ['Corso Milano', 'Via Albere', 'Via Sogare', 'Via San Marco'],
  '37057': ['Via Garibaldi', 'Via Roma', 'Via Ca’ Nova Zampieri', 'Via Monte Pastello'],
  '37069': ['Corso Vittorio Emanuele II', 'Via Pace', 'Via della Speranza', 'Via Quadrato'],
  '37012': ['Via Roma', 'Via De Gasperi', 'Via Mantegna', 'Via Citella'],
  '36100': ['Corso Palladio', 'Contrà Porti', 'Viale Milano', 'Viale Verona', 'Corso Fogazzaro'],
  '36051': ['Via Roma', 'Via Manzoni', 'Via Carducci', 'Via Monte Grappa'],
  '36057': ['Via Roma', 'Via Santa Croce', 'Via Lago di Fimon', 'Via Torri'],
  '36016': ['Corso Garibaldi', 'Via Roma', 'Viale Europa', 'Via Santa Maria Maddalena'],
  '36061': ['Via Roma', 'Viale delle Fosse', 'Via Museo', 'Via Jacopo da Ponte'],
  '31100': ['Calmaggiore', 'Via Roma', 'Viale Felissent', 'Viale della Repubblica', 'Via Cesare Battisti'],
  '31021': ['Via Terraglio', 'Via Roma', 'Via Marconi', 'Via Zermanesa'],
  '31033': ['Borgo Treviso', 'Via Roma', 'Via Circonvallazione Est', 'Corso XXIX Aprile'],
  '31044': ['Corso Mazzini', 'Via Roma', 'Via Feltrina', 'Via Schiavonesca'],
  '31015': ['Via XX Settembre', 'Corso Vittorio Emanuele II', 'Viale Carducci', 'Via Manin'],
  '30170': ['Via Carducci', 'Piazza Ferretto', 'Via Palazzo', 'Via Cappuccina'],
  '30171': ['Via Piave', 'Corso del Popolo', 'Via Cappuccina', 'Via Dante'],
  '30172': ['Via Torino', 'Via Forte Marghera', 'Via Ca’ Marcello', 'Viale San Marco'],
  '30174': ['Via Miranese', 'Via Castellana', 'Via Trezzo', 'Via Gazzera Alta'],
  '30175': ['Via Fratelli Bandiera', 'Via Paolucci', 'Via Beccaria', 'Piazza del Mercato'],
  '30038': ['Via Roma', 'Via Matteotti', 'Via Luneo', 'Viale Viareggio'],
  '30034': ['Via Nazionale', 'Riviera Silvio Trentin', 'Via Gramsci', 'Via Don Minzoni'],
  '30020': ['Via Alta', 'Viale San Marco', 'Via Mattei', 'Via Monte Santo'],
  '40121': ['Via Emilia', 'Via dell’Indipendenza', 'Via Ugo Bassi', 'Via Rizzoli', 'Via Marsala'],
  '40124': ['Via Castiglione', 'Via Santo Stefano', 'Strada Maggiore', 'Via Farini'],
  '40127': ['Via Stalingrado', 'Via Ferrarese', 'Via San Donato', 'Via della Liberazione'],
  '40131': ['Via Marco Polo', 'Via Zanardi', 'Via Bovi Campeggi', 'Via di Corticella'],
  '40133': ['Via Saragozza', 'Via Andrea Costa', 'Via Emilia Ponente', 'Via della Battaglia'],
  '40033': ['Via Porrettana', 'Via Marconi', 'Via Garibaldi', 'Via Bazzanese'],
  '40068': ['Via Emilia', 'Via Repubblica', 'Via Jussi', 'Via Caselle'],
  '40013': ['Via Gramsci', 'Via Bondanello', 'Via Matteotti', 'Via Lirone'],
  '41121': ['Via Emilia Centro', 'Corso Canal Grande', 'Via Farini', 'Piazza Grande'],
  '41122': ['Viale Gramsci', 'Via Nonantolana', 'Via Canaletto', 'Via Tignale del Garda'],
  '41125': ['Viale Storchi', 'Via Giardini', 'Via Vignolese', 'Via Morane'],
  '41012': ['Corso Alberto Pio', 'Via Berengario', 'Via Roosevelt', 'Via Carlo Marx'],
  '41043': ['Via Giardini', 'Via Trento Trieste', 'Via Quattro Passi', 'Via San Francesco'],
  '41049': ['Via Radici in Piano', 'Piazza Garibaldi', 'Viale XX Settembre', 'Via Mazzini'],
  '43121': ['Strada della Repubblica', 'Via Cavour', 'Strada Farini', 'Via Garibaldi'],
  '43123': ['Via Emilia Est', 'Via Torelli', 'Via Zarotto', 'Viale Duca Alessandro'],
  '43124': ['Via Langhirano', 'Via Tonale', 'Strada Montanara', 'Via Marchesi'],
  '43044': ['Via Spezia', 'Via Galaverna', 'Via Nazionale', 'Via Pertini'],
  '43036': ['Via Berenini', 'Via Gramsci', 'Via Mazzini', 'Via XXIV Maggio'],
  '44121': ['Corso Giovecca', 'Corso Ercole I d’Este', 'Via Garibaldi', 'Via Mazzini'],
  '44122': ['Via Bologna', 'Corso Isonzo', 'Via Ravenna', 'Via Pomposa'],
  '44124': ['Via Modena', 'Via Padova', 'Via Bianchi', 'Via Copparo'],
  '44042': ['Corso Guercino', 'Via Ferrarese', 'Via Matteotti', 'Viale Jolanda'],
  '44011': ['Via Matteotti', 'Via Nazionale', 'Via Circonvallazione', 'Via Roma'],
  '42121': ['Via Emilia San Pietro', 'Via Roma', 'Corso Garibaldi', 'Via Toschi'],
  '42122': ['Via Emilia all’Ospizio', 'Via Emilia Ospizio', 'Via Gorizia', 'Via Piave'],
  '42123': ['Via Emilia all’Angelo', 'Viale Timavo', 'Via Fratelli Cervi', 'Via Martiri di Cervarolo'],
  '42019': ['Via Roma', 'Corso Vallisneri', 'Via Pellegrini', 'Via Mazzini'],
  '42015': ['Corso Mazzini', 'Via Roma', 'Via Carletti', 'Via Fazzano'],
};

/** Pickup points open only to the employees of a company, and the codes that unlock them. */
export type CompanyDef = {
  code: string;
  companyName: string;
  store: string;
  point: { addressName: string; address1: string; addressNumber: string; postalcode: string; city: string; province: string; latitude: number; longitude: number };
};

export const COMPANIES: CompanyDef[] = [
  {
    code: 'ACME2026',
    companyName: 'Acme Meccanica S.p.A.',
    store: 'padova',
    point: {
      addressName: 'Drive mensa Acme Meccanica',
      address1: 'Via Lisbona',
      addressNumber: '28',
      postalcode: '35135',
      city: 'Padova',
      province: 'PD',
      latitude: 45.4176,
      longitude: 11.9223,
    },
  },
  {
    code: 'FIERABO',
    companyName: 'BolognaFiere S.p.A.',
    store: 'bologna',
    point: {
      addressName: 'Drive mensa BolognaFiere',
      address1: 'Via della Liberazione',
      addressNumber: '15',
      postalcode: '40127',
      city: 'Bologna',
      province: 'BO',
      latitude: 44.5121,
      longitude: 11.3623,
    },
  },
];

/** The demo customers' homes (their default delivery address) and their default store. */
export const DEMO_HOMES: Array<{
  email: string;
  store: string;
  home: { addressName: string; address1: string; addressNumber: string; postalcode: string; doorbellName: string; floor: string; addressNote?: string; phone: string };
}> = [
  {
    email: 'mario.rossi@example.com',
    store: 'padova',
    home: {
      addressName: 'Casa',
      address1: 'Via Roma',
      addressNumber: '12',
      postalcode: '35122',
      doorbellName: 'Rossi',
      floor: '2',
      addressNote: 'Citofono a sinistra del portone',
      phone: '+39 049 1234567',
    },
  },
  {
    email: 'giulia.bianchi@example.com',
    store: 'bologna',
    home: { addressName: 'Casa', address1: 'Via Emilia', addressNumber: '5', postalcode: '40121', doorbellName: 'Bianchi', floor: '1', phone: '+39 051 7654321' },
  },
];
