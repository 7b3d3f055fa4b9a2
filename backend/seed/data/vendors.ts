// Brands of the demo world: invented Italian-sounding names, grouped by the aisles they make.
// Every group also sells the store brand.
export const STORE_BRAND = 'Spesa';

export const VENDOR_GROUPS = {
  ortofrutta: ['Orti del Brenta', 'Campi del Sole', 'Frutteti di Romagna', 'Terre del Po', 'Valli Venete', 'Serre di Sicilia', 'Il Frutteto Trentino'],
  forno: ['Forno Antico', 'Panificio San Marco', 'Dolce Forno', 'Fornai di Romagna', 'Grani del Colle', 'Mulino della Valle', 'Pasticceria Venezia'],
  latte: ['Latteria Veneta', 'Fattorie del Piave', 'Latte di Montagna', 'Prati Verdi', 'Yogurteria Alpina'],
  vegetale: ['Natura Verde', 'Campo di Avena', 'Soia Viva'],
  formaggi: ['Caseificio Valpadana', 'Malga Alta', 'Bufala Reale', 'Casaro Emiliano', 'Caseificio Sociale Lessinia', 'Formaggi del Montello'],
  carne: ['Macelleria Dal Bosco', 'Allevamenti Padani', 'Carni di Toscana', 'Bovini del Piemonte', 'Stalla Emiliana'],
  avicoli: ['Aia Dorata', 'Cortile Veneto', 'Pollo di Campagna', 'Avicola del Brenta'],
  pesce: ['Pescheria Adriatica', 'Mare Nostrum', 'Laguna Blu', 'Flotta del Tirreno', 'Tonnara Siciliana', 'Nordico Mare'],
  salumi: ['Salumificio Emiliano', 'Prosciuttificio Langhirano', 'Norcineria Umbra', 'Salumi di Montagna', 'Antica Salumeria', 'Salumificio Berico'],
  gastronomia: ['Gastronomia Mariani', 'Cucina di Casa', 'Rosticceria del Corso', 'Sapori in Tavola'],
  pasta: ['Pastificio dei Campi', 'Pastificio di Gragnano', 'Grano Antico', 'Molino del Ponte', 'Semola d\'Oro'],
  pastafresca: ['Pasta Fresca Emilia', 'Sfoglia Bolognese', 'Tortellini della Nonna'],
  riso: ['Riseria del Delta', 'Riso della Lomellina', 'Risi del Polesine'],
  conserve: ['Pomodoro di Casa', 'Orto Mediterraneo', 'Conserve della Nonna', 'Sapori del Sud', 'Dispensa Italiana', 'Bontà Campane', 'Legumi d\'Italia', 'Orto del Vesuvio'],
  olio: ['Frantoio del Garda', 'Oleificio Pugliese', 'Uliveti di Toscana', 'Acetaia Estense', 'Frantoio Ligure'],
  colazione: ['Buongiorno Italia', 'Miele dei Colli', 'Campo di Cereali', 'Frutta e Zucchero', 'Colazione Dorata', 'Forno del Mattino'],
  caffe: ['Torrefazione Veneziana', 'Caffè del Porto', 'Tè delle Colline', 'Aroma Espresso'],
  dolci: ['Cioccolateria Torinese', 'Dolciaria Veronese', 'Confetteria Sulmona', 'Snack Italia', 'Nocciole delle Langhe', 'Caramelle del Borgo'],
  surgelati: ['Gelo Fresco', 'Polo Nord Alimenti', 'Orto Surgelato', 'Mare Gelato', 'Cucina Pronta', 'Forno a Legna Surgelati'],
  gelati: ['Gelateria Artica', 'Cremeria del Lago', 'Gelati della Riviera'],
  acqua: ['Fonte Dolomia', 'Sorgente Alpina', 'Fonte Chiara', 'Acqua di Monte Baldo', 'Fonte Santa Lucia', 'Sorgente del Cimone'],
  vino: ['Tenuta San Giorgio', 'Cantine del Borgo Antico', 'Vigneti Castelvecchio', 'Tenuta La Rocca', 'Cantina Sociale Tre Colli', 'Fattoria Le Querce', 'Casa Vinicola Bellini', 'Cantina Ca\' Rossa'],
  birra: ['Birrificio Veneto', 'Birra delle Dolomiti', 'Birrificio Emiliano', 'Luppolo Italiano', 'Birra del Borgo Antico'],
  bibite: ['Bibite Sole', 'Aranciata Siciliana', 'Chinotto Ligure', 'Frutta Viva Succhi', 'Sport Drink Italia'],
  casa: ['Casa Splendente', 'Bucato Fresco', 'Pulito Sano', 'Lavanda di Provenza', 'Eco Casa', 'Brillo', 'Stoviglie Lucenti'],
  carta: ['Carta Soffice', 'Rotolo d\'Oro', 'Velo di Seta'],
  persona: ['Bellezza Naturale', 'Mediterranea Cosmetici', 'Erbe di Montagna', 'Dermo Care', 'Capelli Sani', 'Igiene Delicata'],
  igiene: ['Sorriso Bianco', 'Dente Forte', 'Rasatura Perfetta', 'Lama d\'Acciaio'],
  infanzia: ['Bimbo Felice', 'Primi Passi', 'Pappa Buona', 'Coccole', 'Cucciolo Dolce'],
  animali: ['Amico Fido', 'Micio Goloso', 'Zampa Felice', 'Cuccia d\'Oro', 'Pet Natura'],
} as const satisfies Record<string, readonly string[]>;

export type VendorGroup = keyof typeof VENDOR_GROUPS;
