// Content pages (WordPress-like) and the footer menus.

export type PageDef = { slug: string; title: string; content: string; validity: string | null; seoTitle: string; seoDescription: string };

const VALID = 'Valido dal 01/11/2026';

export const PAGES: PageDef[] = [
  {
    slug: 'condizioni-vendita',
    title: 'Condizioni generali di vendita',
    validity: VALID,
    seoTitle: 'Condizioni generali di vendita | Spesa',
    seoDescription: 'Le condizioni che regolano gli acquisti online su Spesa: ordini, prezzi, consegna, ritiro, pagamenti e recesso.',
    content: `
<h2>1. Oggetto</h2>
<p>Le presenti condizioni regolano la vendita a distanza dei prodotti offerti sul sito e sulle app di Spesa (di seguito «il Servizio») da Spesa S.p.A., con sede in Via dell'Industria 12, 35129 Padova, P.IVA 01234567890, ai clienti consumatori residenti nelle zone servite di Veneto ed Emilia Romagna.</p>
<h2>2. Ordini</h2>
<p>Per effettuare un ordine è necessario registrarsi, scegliere il servizio (consegna a casa, ritiro Drive in negozio o ritiro al locker), l'indirizzo e la fascia oraria. L'ordine si considera concluso al ricevimento dell'e-mail di conferma. Fino alla chiusura dell'ordine, indicata nella fascia scelta, è possibile modificarlo o annullarlo dalla sezione «I miei ordini».</p>
<p>L'importo minimo d'ordine è di 50,00 € per il ritiro Drive, 90,00 € per la consegna a casa e 30,00 € per il ritiro al locker.</p>
<h2>3. Prezzi e prodotti a peso variabile</h2>
<p>I prezzi sono espressi in euro e comprensivi di IVA. Per i prodotti venduti a peso (frutta, verdura, banco gastronomia, carne e pesce) il prezzo indicato è al chilogrammo: l'importo finale è calcolato sul peso effettivo e può variare rispetto alla stima. Per questo motivo al momento dell'ordine viene pre-autorizzato un importo leggermente superiore al totale stimato.</p>
<h2>4. Sostituzioni</h2>
<p>Se un prodotto non è disponibile, e il cliente lo ha autorizzato, il nostro personale può sostituirlo con un prodotto analogo di pari o superiore qualità, addebitando il prezzo minore tra i due.</p>
<h2>5. Consegna e ritiro</h2>
<p>La consegna a casa avviene nella fascia oraria scelta all'indirizzo indicato. Il costo della consegna dipende dall'importo della spesa ed è mostrato nel carrello prima della conferma. Il ritiro Drive e il ritiro al locker sono gratuiti.</p>
<h2>6. Pagamento</h2>
<p>Il pagamento avviene con carta di credito o di debito, buoni pasto elettronici o in contanti al momento del ritiro dove previsto. L'addebito definitivo è effettuato alla preparazione dell'ordine.</p>
<h2>7. Diritto di recesso</h2>
<p>Ai sensi dell'art. 59 del Codice del Consumo il diritto di recesso è escluso per i beni deperibili e per quelli sigillati che non si prestano a essere restituiti per motivi igienici. Per gli altri prodotti il cliente può recedere entro 14 giorni dal ricevimento, contattando il Servizio Clienti.</p>
<h2>8. Reclami</h2>
<p>Eventuali reclami possono essere inviati a servizioclienti@spesa.example o tramite il modulo della pagina Contatti. Risponderemo entro 10 giorni lavorativi.</p>`,
  },
  {
    slug: 'privacy-policy',
    title: 'Informativa sulla privacy',
    validity: VALID,
    seoTitle: 'Informativa sulla privacy | Spesa',
    seoDescription: 'Come Spesa tratta i dati personali dei clienti, ai sensi del Regolamento UE 2016/679 (GDPR).',
    content: `
<p>La presente informativa descrive come Spesa S.p.A., titolare del trattamento, raccoglie e utilizza i dati personali dei clienti ai sensi degli articoli 13 e 14 del Regolamento UE 2016/679.</p>
<h2>Dati trattati</h2>
<p>Trattiamo i dati forniti in fase di registrazione (nome, cognome, e-mail, telefono, indirizzi di consegna, codice fiscale per la fatturazione), i dati degli ordini e, con il tuo consenso, le preferenze di acquisto per offrirti promozioni personalizzate.</p>
<h2>Finalità e basi giuridiche</h2>
<p>I dati sono trattati per eseguire il contratto di vendita e la consegna, per adempiere agli obblighi di legge (ad esempio fiscali) e, solo previo consenso facoltativo e revocabile, per attività di marketing e profilazione.</p>
<h2>Conservazione</h2>
<p>I dati relativi agli ordini sono conservati per 10 anni per obblighi fiscali; i dati di marketing fino alla revoca del consenso e comunque non oltre 24 mesi dall'ultimo acquisto.</p>
<h2>Diritti dell'interessato</h2>
<p>Puoi chiedere in ogni momento l'accesso, la rettifica, la cancellazione, la limitazione o la portabilità dei tuoi dati, e opporti al trattamento, scrivendo a privacy@spesa.example. Hai inoltre diritto di proporre reclamo al Garante per la protezione dei dati personali.</p>`,
  },
  {
    slug: 'cookie-policy',
    title: 'Cookie policy',
    validity: VALID,
    seoTitle: 'Cookie policy | Spesa',
    seoDescription: 'Quali cookie usa il sito di Spesa, a cosa servono e come gestire le tue preferenze.',
    content: `
<p>Il sito di Spesa utilizza cookie tecnici, necessari al funzionamento del servizio, e, solo con il tuo consenso, cookie analitici e di profilazione.</p>
<h2>Cookie tecnici</h2>
<p>Servono a mantenere la sessione, il contenuto del carrello, il servizio e la fascia oraria scelti, e a proteggere i moduli da invii non autorizzati. Non richiedono consenso.</p>
<h2>Cookie analitici</h2>
<p>Ci aiutano a capire, in forma aggregata, come viene usato il sito per migliorarlo. Vengono installati solo se li accetti.</p>
<h2>Cookie di profilazione</h2>
<p>Permettono di mostrarti offerte in linea con i tuoi interessi. Vengono installati solo se li accetti e puoi revocare il consenso in ogni momento.</p>
<h2>Gestire le preferenze</h2>
<p>Puoi modificare le tue scelte in qualsiasi momento dal link «Preferenze cookie» a fondo pagina, oppure dalle impostazioni del tuo browser.</p>`,
  },
  {
    slug: 'contatti',
    title: 'Contatti',
    validity: null,
    seoTitle: 'Contatti e Servizio Clienti | Spesa',
    seoDescription: 'Come contattare il Servizio Clienti di Spesa: telefono, e-mail e orari.',
    content: `
<p>Il nostro Servizio Clienti è a tua disposizione per informazioni sugli ordini, sulle consegne e sui prodotti.</p>
<h2>Telefono</h2>
<p>Numero verde <strong>800 123 456</strong>, dal lunedì al sabato dalle 8:30 alle 19:30.</p>
<h2>E-mail</h2>
<p>Scrivi a <a href="mailto:servizioclienti@spesa.example">servizioclienti@spesa.example</a>: rispondiamo entro un giorno lavorativo.</p>
<h2>Sede</h2>
<p>Spesa S.p.A., Via dell'Industria 12, 35129 Padova. P.IVA 01234567890.</p>
<p>Per le informazioni sui singoli negozi, sugli orari e sui servizi disponibili chiama il numero verde o scrivici.</p>`,
  },
  {
    slug: 'chi-siamo',
    title: 'Chi siamo',
    validity: null,
    seoTitle: 'Chi siamo | Spesa',
    seoDescription: 'Spesa è il supermercato online delle famiglie di Veneto ed Emilia Romagna: prodotti freschi, consegna a casa, Drive e locker.',
    content: `
<p>Spesa nasce a Padova come catena di supermercati di quartiere e oggi porta la spesa di tutti i giorni online, nelle case di Veneto ed Emilia Romagna.</p>
<h2>Il fresco prima di tutto</h2>
<p>Frutta e verdura arrivano ogni mattina dai produttori del territorio, il pane è sfornato nei nostri negozi e i banchi di gastronomia, macelleria e pescheria preparano gli ordini come se fossi lì.</p>
<h2>Tre modi per ricevere la spesa</h2>
<p>Con la <strong>consegna a casa</strong> i nostri furgoni refrigerati portano la spesa alla porta, nella fascia oraria che preferisci; con il <strong>ritiro Drive</strong> la trovi pronta in negozio senza fare la fila; con i <strong>locker</strong> la ritiri quando vuoi, anche la sera. A Venezia consegniamo anche in barca.</p>
<h2>La linea Spesa</h2>
<p>Oltre 600 prodotti a marchio Spesa, controllati dalla nostra squadra qualità, con materie prime italiane ovunque possibile.</p>`,
  },
  {
    slug: 'come-funziona',
    title: 'Come funziona',
    validity: null,
    seoTitle: 'Come funziona la spesa online | Spesa',
    seoDescription: 'Consegna a casa, ritiro Drive e locker: come ordinare e ricevere la spesa online con Spesa.',
    content: `
<p>Fare la spesa online con Spesa è semplice: scegli il servizio, aggiungi i prodotti al carrello, prenota la fascia oraria e paga in sicurezza.</p>
<h2 id="consegna">Consegna a casa</h2>
<p>Inserisci il tuo indirizzo per verificare che sia servito, scegli giorno e fascia oraria e ricevi la spesa alla porta. Il costo della consegna diminuisce al crescere dell'importo della spesa. Ordine minimo 90,00 €.</p>
<h2 id="drive">Ritiro Drive in negozio</h2>
<p>Scegli il punto vendita e la fascia di ritiro: prepariamo la spesa e te la carichiamo in auto. Il servizio è gratuito, ordine minimo 50,00 €.</p>
<h2 id="locker">Ritiro al locker</h2>
<p>Ritira la spesa quando vuoi in uno dei nostri locker refrigerati, con il codice che ricevi via e-mail. Ordine minimo 30,00 €.</p>`,
  },
  {
    slug: 'regolamento',
    title: 'Regolamento del servizio spesa online',
    validity: VALID,
    seoTitle: 'Regolamento del servizio spesa online | Spesa',
    seoDescription: 'Come funziona il servizio di spesa online di Spesa: registrazione, ordini, fasce orarie, preparazione, consegna, ritiro e reclami.',
    content: `
<h2>1. Il servizio</h2>
<p>Il servizio di spesa online di Spesa S.p.A. permette ai clienti registrati di acquistare i prodotti dei nostri negozi e di riceverli a casa, ritirarli al Drive di un negozio o in un locker refrigerato, nelle zone servite di Veneto ed Emilia Romagna. Il presente regolamento integra le <a href="/page/condizioni-vendita">Condizioni generali di vendita</a>.</p>
<h2>2. Registrazione</h2>
<p>Per ordinare è necessario un account personale, riservato ai maggiorenni. Il cliente è responsabile della correttezza dei dati inseriti (indirizzo, recapito telefonico, dati di fatturazione) e della riservatezza della propria password.</p>
<h2>3. Ordine e fascia oraria</h2>
<p>Il cliente sceglie il servizio, l'indirizzo o il punto di ritiro e una fascia oraria tra quelle disponibili. La fascia viene riservata per 30 minuti durante la compilazione del carrello. L'ordine minimo è di 90,00 € per la consegna a casa, 50,00 € per il ritiro Drive e 30,00 € per il ritiro al locker.</p>
<p>L'ordine può essere modificato o annullato dalla sezione «I miei ordini» fino all'orario di chiusura indicato per la fascia scelta.</p>
<h2>4. Preparazione e prodotti a peso</h2>
<p>La spesa è preparata dal personale del negozio il giorno della consegna o del ritiro. I prodotti venduti a peso sono pesati al momento: l'importo finale può differire da quello stimato. I prodotti freschi hanno una vita residua adeguata al loro consumo.</p>
<h2>5. Sostituzioni</h2>
<p>Se il cliente lo ha autorizzato, un prodotto non disponibile può essere sostituito con uno analogo di pari o superiore qualità, al prezzo minore tra i due. Il prodotto sostituito può essere rifiutato alla consegna o al ritiro senza alcun addebito.</p>
<h2>6. Consegna e ritiro</h2>
<p>La consegna avviene al piano strada dell'indirizzo indicato, nella fascia scelta. In caso di assenza il corriere contatta il cliente; se la consegna non è possibile l'ordine può essere riprogrammato. La spesa Drive è conservata fino alla chiusura del negozio del giorno scelto; quella nel locker fino alle ore 23.</p>
<h2>7. Pagamento</h2>
<p>All'ordine viene pre-autorizzato sulla carta un importo leggermente superiore al totale stimato; l'addebito definitivo, sul peso effettivo, avviene alla preparazione. Sono accettati anche i buoni pasto elettronici e, per il Drive, il pagamento al ritiro.</p>
<h2>8. Segnalazioni e reclami</h2>
<p>Prodotti mancanti, danneggiati o non conformi vanno segnalati entro 48 ore dalla consegna con il modulo «Segnala un problema» della pagina <a href="/page/contatti">Contatti</a>, indicando il numero d'ordine. Il rimborso avviene sul metodo di pagamento utilizzato.</p>
<h2>9. Modifiche al regolamento</h2>
<p>Spesa può aggiornare il presente regolamento; la versione in vigore è quella pubblicata su questa pagina alla data dell'ordine.</p>`,
  },
  {
    slug: 'faq',
    title: 'Domande frequenti',
    validity: null,
    seoTitle: 'Domande frequenti | Spesa',
    seoDescription: 'Risposte alle domande più frequenti su ordini, consegne, pagamenti e prodotti di Spesa.',
    content: `
<h2>Posso modificare un ordine già confermato?</h2>
<p>Sì, fino all'orario di chiusura della fascia scelta puoi aggiungere o togliere prodotti dalla sezione «I miei ordini».</p>
<h2>Come vengono pesati i prodotti sfusi?</h2>
<p>Frutta, verdura e prodotti del banco sono pesati al momento della preparazione: paghi il peso effettivo al prezzo al chilo indicato.</p>
<h2>Cosa succede se un prodotto manca?</h2>
<p>Se hai accettato le sostituzioni, lo sostituiamo con un prodotto analogo; altrimenti non ti viene addebitato.</p>
<h2>Quali metodi di pagamento accettate?</h2>
<p>Carte di credito e di debito dei principali circuiti, buoni pasto elettronici e, per il ritiro Drive, pagamento alla consegna.</p>
<h2>Quali zone servite?</h2>
<p>Consegniamo nelle province di Padova, Verona, Vicenza, Treviso, Venezia, Bologna, Modena, Parma, Ferrara e Reggio Emilia. Inserisci il tuo indirizzo per verificarlo.</p>`,
  },
];

export type MenuDef = { title: string; url: string; target?: string; classes?: string; children?: MenuDef[] };

export const MENUS: Record<string, MenuDef[]> = {
  footer: [
    {
      title: 'Servizi',
      url: '#',
      children: [
        { title: 'Come funziona', url: '/page/come-funziona' },
        { title: 'Consegna a casa', url: '/page/come-funziona#consegna' },
        { title: 'Ritiro Drive', url: '/page/come-funziona#drive' },
        { title: 'Locker', url: '/page/come-funziona#locker' },
        { title: 'Punti vendita', url: '/punti-vendita' },
      ],
    },
    {
      title: 'Informazioni',
      url: '#',
      children: [
        { title: 'Chi siamo', url: '/page/chi-siamo' },
        { title: 'Condizioni di vendita', url: '/page/condizioni-vendita' },
        { title: 'Contatti', url: '/page/contatti' },
      ],
    },
    {
      title: 'Aiuto',
      url: '#',
      children: [
        { title: 'Domande frequenti', url: '/page/faq' },
        { title: 'Servizio Clienti', url: '/page/contatti' },
      ],
    },
  ],
  'footer-legal': [
    { title: 'Privacy policy', url: '/page/privacy-policy' },
    { title: 'Cookie policy', url: '/page/cookie-policy' },
    { title: 'Condizioni di vendita', url: '/page/condizioni-vendita' },
  ],
};
