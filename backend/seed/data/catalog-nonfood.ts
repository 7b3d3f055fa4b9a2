// Household, personal care, baby and pet aisles.
import { aisle, leaf, line, top, type TopDef } from './catalog-dsl';

export const NONFOOD: TopDef[] = [
  top(
    'Casa e pulizia',
    'casa-e-pulizia',
    {
      icon: 'sponge',
      iva: 22,
      brands: 'casa',
      food: false,
      storage: 'casa',
      qualifiers: ['formula concentrata', 'profumo fresco', 'formula ecologica', 'efficacia professionale'],
      usage: [
        'Leggere attentamente le istruzioni riportate sulla confezione.',
        'Tenere fuori dalla portata dei bambini.',
        'Risultati brillanti già a basse temperature.',
      ],
    },
    aisle(
      'Bucato',
      { icon: 'bubbles' },
      leaf(
        'Detersivi lavatrice',
        'Detersivi liquidi, in polvere e in capsule per un bucato pulito e profumato.',
        line('Detersivo lavatrice liquido|Detersivo lavatrice in polvere|Detersivo per capi delicati|Detersivo per lana e seta|Detersivo per capi scuri', 'l1 l1.5 l3', [2, 6]),
        line('Capsule detersivo lavatrice|Capsule lavatrice igienizzanti', 'pz20 pz40', [0.2, 0.35]),
      ),
      leaf(
        'Ammorbidenti e additivi',
        'Ammorbidenti, candeggina e smacchiatori per ogni tessuto.',
        line('Ammorbidente concentrato|Ammorbidente alla lavanda|Candeggina|Smacchiatore pretrattante|Profumatore per bucato', 'ml750 l1 l2', [1.5, 6]),
      ),
    ),
    aisle(
      'Pulizia casa',
      {},
      leaf(
        'Piatti e lavastoviglie',
        { blurb: 'Detersivi per piatti a mano e in lavastoviglie.', icon: 'soap' },
        line('Detersivo piatti al limone|Detersivo piatti concentrato|Brillantante lavastoviglie|Gel lavastoviglie', 'ml750 l1 l1.5', [1.5, 4]),
        line('Pastiglie lavastoviglie tutto in 1|Pastiglie lavastoviglie ecologiche', 'pz30 pz50 pz80', [0.12, 0.25]),
      ),
      leaf(
        'Superfici e pavimenti',
        { blurb: 'Sgrassatori, anticalcare e detergenti per tutte le superfici.', icon: 'bucket' },
        line('Sgrassatore universale|Detergente pavimenti|Anticalcare bagno|Detergente vetri e specchi|Detergente multiuso igienizzante|Detergente per legno e parquet', 'ml500 ml750 l1 l1.5', [2, 9]),
      ),
      leaf(
        'Spugne e accessori',
        { blurb: 'Spugne, panni e guanti per le pulizie di casa.', icon: 'sponge' },
        line('Spugne abrasive|Panni in microfibra|Guanti in lattice|Sacchi per la spazzatura|Spugne in acciaio', 'pz3 pz5 pz10', [0.2, 2]),
      ),
    ),
    aisle(
      'Carta e casalinghi',
      { icon: 'roll-of-paper', brands: 'carta', qualifiers: ['pura cellulosa', 'carta riciclata', 'extra resistenza'] },
      leaf(
        'Carta per la casa',
        'Carta igienica, rotoli da cucina, fazzoletti e tovaglioli.',
        line('Carta igienica|Carta igienica 3 veli|Rotoli asciugatutto|Fazzoletti di carta|Tovaglioli di carta', 'pz4 pz8 pz12', [0.25, 1.2], { lockedMult: 2 }),
      ),
      leaf(
        'Pellicole e alluminio',
        'Pellicola, alluminio, carta forno e sacchetti per conservare gli alimenti.',
        line('Pellicola trasparente|Alluminio per alimenti|Carta forno|Sacchetti gelo|Sacchetti per alimenti richiudibili', 'pz1 pz2', [1.5, 4]),
      ),
    ),
  ),

  top(
    'Cura della persona',
    'cura-della-persona',
    {
      icon: 'lotion-bottle',
      iva: 22,
      brands: 'persona',
      food: false,
      storage: 'persona',
      qualifiers: ['test dermatologico', 'pelli sensibili', 'formula delicata', 'ingredienti naturali'],
      usage: ['Solo per uso esterno.', 'Dermatologicamente testato.', 'Evitare il contatto con gli occhi.'],
    },
    aisle(
      'Corpo e bagno',
      {},
      leaf(
        'Bagnoschiuma e saponi',
        { blurb: 'Bagnoschiuma, docciaschiuma e saponi per la pelle di tutta la famiglia.', icon: 'soap' },
        line('Bagnoschiuma idratante|Docciaschiuma rinfrescante|Sapone liquido mani|Sapone di Marsiglia|Doccia crema alla vaniglia', 'ml250 ml500 ml750', [4, 14]),
      ),
      leaf(
        'Deodoranti',
        'Deodoranti spray, roll-on e stick, anche senza alcool.',
        line('Deodorante spray|Deodorante roll-on|Deodorante stick|Deodorante senza alcool', 'ml50 ml150', [20, 50]),
      ),
    ),
    aisle(
      'Capelli',
      {},
      leaf(
        'Shampoo e balsamo',
        'Shampoo, balsamo e maschere per ogni tipo di capello.',
        line('Shampoo delicato|Shampoo antiforfora|Shampoo per capelli colorati|Balsamo districante|Maschera nutriente', 'ml250 ml400', [8, 22]),
      ),
    ),
    aisle(
      'Igiene orale',
      { icon: 'toothbrush', brands: 'igiene' },
      leaf(
        'Dentifrici e spazzolini',
        'Dentifrici, spazzolini e filo interdentale per un sorriso sano.',
        line('Dentifricio sbiancante|Dentifricio protezione carie|Dentifricio gengive sensibili|Dentifricio al fluoro', 'ml75 ml100', [15, 40]),
        line('Spazzolino medio|Spazzolino morbido|Filo interdentale|Scovolini interdentali', 'pz1 pz2', [1.5, 4]),
      ),
    ),
    aisle(
      'Rasatura e igiene intima',
      {},
      leaf(
        'Rasatura',
        { blurb: 'Rasoi, schiume e dopobarba per una rasatura senza irritazioni.', icon: 'razor', brands: 'igiene' },
        line('Rasoi usa e getta|Rasoi a tre lame', 'pz5 pz10', [0.4, 1]),
        line('Schiuma da barba|Gel da barba|Dopobarba lenitivo', 'ml200 ml300', [8, 20]),
      ),
      leaf(
        'Igiene intima',
        { blurb: 'Assorbenti, salvaslip e detergenti intimi delicati.', icon: 'lotion-bottle', iva: 10 },
        line('Assorbenti con ali|Assorbenti notte|Salvaslip', 'pz14 pz20', [0.1, 0.3]),
        line('Detergente intimo|Detergente intimo lenitivo', 'ml250', [12, 20], { iva: 22 }),
      ),
    ),
  ),

  top(
    'Infanzia',
    'infanzia',
    {
      icon: 'baby-bottle',
      iva: 22,
      brands: 'infanzia',
      food: false,
      storage: 'secco',
      qualifiers: ['per i più piccoli', 'controllo pediatrico', 'linea delicata'],
      usage: ['Per i più piccoli.', 'Formula sicura e delicata.'],
    },
    aisle(
      'Alimentazione infanzia',
      { food: true, iva: 4, italian: true, usage: ['Consultare il pediatra per l\'alimentazione del bambino.', 'Materie prime controllate, adatte allo svezzamento.'] },
      leaf(
        'Omogeneizzati',
        { blurb: 'Omogeneizzati di frutta, carne e verdure dai 4-6 mesi.', icon: 'jar', nutrition: 'baby_food', allergens: '', ingredients: '{name}: frutta o carne (60%), acqua, amido di riso.' },
        line('Omogeneizzato di mela|Omogeneizzato di pera|Omogeneizzato di manzo|Omogeneizzato di pollo|Omogeneizzato di prosciutto cotto|Omogeneizzato di frutta mista', '2xg80 4xg80 2xg120', [8, 16]),
      ),
      leaf(
        'Latte per l\'infanzia',
        { blurb: 'Latte di crescita pronto da bere, dai 12 mesi.', icon: 'baby-bottle', nutrition: 'baby_milk', perMl: true, allergens: 'latte', ingredients: 'Latte scremato, oli vegetali, lattosio, vitamine e minerali.' },
        line('Latte di crescita 1|Latte di crescita 2|Latte di crescita 3|Latte liquido per l\'infanzia', 'ml500 l1', [2.5, 5]),
      ),
      leaf(
        'Pappe e biscotti',
        { blurb: 'Creme di cereali, pastine e biscotti per lo svezzamento.', icon: 'bowl-with-spoon', nutrition: 'cereals', allergens: 'glutine', ingredients: '{name}: farine di cereali, vitamine B1 e D.' },
        line('Crema di riso|Pastina stelline|Semolino|Biscotti per l\'infanzia|Crema multicereali', 'g200 g350 g400', [5, 14]),
      ),
    ),
    aisle(
      'Igiene e cura del bambino',
      { iva: 22 },
      leaf(
        'Pannolini',
        { blurb: 'Pannolini traspiranti e mutandine per tutte le taglie.', icon: 'baby', iva: 10 },
        line('Pannolini Newborn taglia 1|Pannolini taglia 2|Pannolini taglia 3|Pannolini taglia 4|Pannolini taglia 5|Mutandine taglia 5', 'pz20 pz30 pz50', [0.18, 0.4]),
      ),
      leaf(
        'Salviette e detergenti',
        { blurb: 'Salviettine, creme e detergenti delicati per la pelle del bebè.', icon: 'lotion-bottle' },
        line('Salviettine umidificate|Salviettine senza profumo', 'pz60 pz72', [0.03, 0.06]),
        line('Bagnetto delicato|Crema protettiva al cambio|Olio per neonati|Shampoo per bambini', 'ml100 ml200 ml500', [10, 30]),
      ),
    ),
  ),

  top(
    'Animali',
    'animali',
    {
      icon: 'paw-prints',
      iva: 22,
      brands: 'animali',
      food: false,
      storage: 'animali',
      qualifiers: ['ricetta proteica', 'senza coloranti', 'ricetta veterinaria'],
      usage: ['Lasciare sempre a disposizione acqua fresca.', 'Seguire le dosi consigliate in base al peso.'],
    },
    aisle(
      'Cane',
      { icon: 'dog-face' },
      leaf(
        'Cibo umido per cani',
        'Bocconcini e patè per cani di tutte le taglie.',
        line('Bocconcini per cani con manzo|Bocconcini per cani con pollo e verdure|Patè per cani agnello e riso|Bocconcini per cani anziani', 'g400 4xg400 g1250', [2.5, 6]),
      ),
      leaf(
        'Cibo secco per cani',
        'Crocchette complete per cani adulti e cuccioli.',
        line('Crocchette per cani adulti|Crocchette per cuccioli|Crocchette light per cani|Crocchette mini per cani di piccola taglia', 'kg1.5 kg3 kg4', [3, 9]),
      ),
      leaf(
        'Snack per cani',
        { blurb: 'Snack dentali, ossi e biscotti come premio.', icon: 'bone' },
        line('Snack dentali per cani|Ossi da masticare|Biscotti per cani', 'g150 g250', [12, 25]),
      ),
    ),
    aisle(
      'Gatto',
      { icon: 'cat-face' },
      leaf(
        'Cibo umido per gatti',
        'Bocconcini, patè e filetti per gatti golosi.',
        line('Bocconcini per gatti al salmone|Patè per gatti al tonno|Bocconcini per gatti con pollo|Filetti in gelatina per gatti', 'g85 4xg85 12xg85', [7, 14]),
      ),
      leaf(
        'Cibo secco per gatti',
        'Crocchette per gatti adulti, sterilizzati e gattini.',
        line('Crocchette per gatti adulti|Crocchette per gatti sterilizzati|Crocchette per gattini', 'g400 kg1.5', [5, 12]),
      ),
      leaf(
        'Lettiere',
        {
          blurb: 'Lettiere agglomeranti, vegetali e in silicio.',
          qualifiers: ['assorbenza elevata', 'controllo odori'],
          usage: ['Sostituire completamente ogni 7-10 giorni.', 'Assorbe liquidi e odori a lungo.'],
        },
        line('Lettiera agglomerante|Lettiera vegetale|Lettiera in silicio', 'kg5 kg10', [0.5, 2]),
      ),
    ),
  ),
];
