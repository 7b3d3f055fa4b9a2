// The checkout's refusals: a code the storefront can act on and the Italian text it shows (shopping.md
// §8: "the first error's text is thrown and shown"); where the spec gives no words, ours in its voice.
export const eurosText = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

export const CHECKOUT_REFUSALS = {
  notLogged: { code: 'error.cart.notLogged', error: "E' necessario autenticarsi per visualizzare il carrello" },
  emptyCart: { code: 'error.checkout.emptyCart', error: 'Il carrello è vuoto: aggiungi dei prodotti per concludere l’ordine.' },
  noAddress: {
    code: 'error.checkout.noAddress',
    error: 'Scegli il servizio e l’indirizzo di consegna o il punto di ritiro per concludere l’ordine.',
  },
  noTimeslot: { code: 'error.checkout.noTimeslot', error: 'Scegli la fascia oraria di consegna o di ritiro per concludere l’ordine.' },
  slotGone: {
    code: 'error.checkout.timeslotFull',
    error: "La fascia oraria scelta non è più disponibile, scegline un'altra.",
  },
  emailNotConfirmed: {
    code: 'error.checkout.emailNotConfirmed',
    error: 'Conferma il tuo indirizzo e-mail con il link che ti abbiamo inviato per concludere l’ordine.',
  },
  profileIncomplete: {
    code: 'error.checkout.profileIncomplete',
    error: 'Completa i tuoi dati personali nel profilo per concludere l’ordine.',
  },
  unavailable: (names: string[]) => ({
    code: 'error.checkout.unavailable',
    error: `Alcuni prodotti non sono più disponibili: ${names.join(', ')}. Toglili dal carrello per concludere l’ordine.`,
  }),
  /** products the chosen slot cannot have (lead time, day lock, cutoff): each named with its reason */
  slotRestricted: (lines: Array<{ name: string; message: string }>) => ({
    code: 'error.checkout.timeslotRestriction',
    error: `La fascia oraria scelta non va bene per alcuni prodotti. ${lines.map((l) => `${l.name}: ${l.message}`).join(' ')} Scegli un'altra fascia oraria o togli questi prodotti dal carrello per concludere l’ordine.`,
  }),
  minimumSpend: (minimumCents: number) => ({
    code: 'error.checkout.minimumSpend',
    error: `Non hai raggiunto l'ordine minimo di ${eurosText(minimumCents)} per questo servizio.`,
  }),
  invoiceMissing: {
    code: 'error.checkout.invoiceData',
    error: 'Completa i dati per la fattura, oppure togli la richiesta di fattura, per concludere l’ordine.',
  },
  paymentAuth: {
    code: 'error.checkout.paymentAuth',
    error: 'La carta salvata scelta non è più utilizzabile: scegli un altro metodo di pagamento.',
  },
  paymentType: { code: 'error.checkout.paymentType', error: 'Il metodo di pagamento scelto non è disponibile.' },
} as const;

export type CheckoutRefusal = { code: string; error: string };

export const ORDER_REFUSALS = {
  notFound: { code: 'error.order.notFound', error: 'Ordine non trovato.' },
  notPayable: { code: 'error.order.notPayable', error: 'Questo ordine è già pagato o annullato: non può essere pagato di nuovo.' },
  notRateable: { code: 'error.note.notRateable', error: "Potrai valutare l'ordine dopo averlo ricevuto." },
  noteExists: { code: 'error.note.exists', error: 'Hai già valutato questo ordine: puoi modificare la tua valutazione.' },
  noteNotFound: { code: 'error.note.notFound', error: 'Valutazione non trovata.' },
  notCancellable: {
    code: 'error.order.notCancellable',
    error: 'Questo ordine non può più essere annullato: la preparazione è già iniziata oppure è già stato annullato.',
  },
  notModifiable: {
    code: 'error.order.notModifiable',
    error: 'Questo ordine non può più essere modificato: la preparazione è già iniziata oppure è già stato annullato.',
  },
  cartNotEmpty: {
    code: 'error.order.cartNotEmpty',
    error: "Il carrello contiene già dei prodotti: concludi quella spesa o svuota il carrello, poi modifica l'ordine.",
  },
  parkingService: {
    code: 'error.order.parkingService',
    error: 'La prenotazione del parcheggio è possibile solo per gli ordini da ritirare in negozio o al locker.',
  },
  parkingUnpaid: {
    code: 'error.order.parkingUnpaid',
    error: "Completa il pagamento dell'ordine prima di prenotare il parcheggio.",
  },
  parkingClosed: {
    code: 'error.order.parkingClosed',
    error: 'Questo ordine non è in attesa di ritiro: non è possibile prenotare il parcheggio.',
  },
} as const;

// What order/reserve says when it succeeds (account.md §4: status 0 shows an info as a success).
export const ORDER_INFOS = {
  parkingReserved: { code: 'info.order.parkingReserved', info: 'Parcheggio prenotato: ti aspettiamo al punto di ritiro.' },
  parkingUpdated: { code: 'info.order.parkingUpdated', info: 'Prenotazione del parcheggio aggiornata.' },
} as const;
