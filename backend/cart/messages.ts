// The cart's refusals: a code (docs/decisions/014-shopping-loop.md) and the spec's Italian text
// (shopping.md §5, §8); where the spec gives no words, ours in the same voice.
export const CART_CODES = {
  notLogged: 'error.cart.notLogged',
  noAddress: 'error.cart.noAddress',
  noTimeslot: 'error.cart.noTimeslot',
  minAcq: 'error.cart.minAcq',
  maxAcq: 'error.cart.maxAcq',
  dailyMax: 'error.cart.dailyMax',
  qtyMult: 'error.cart.qtyMult',
  unavailable: 'error.cart.unavailable',
  options: 'error.cart.options',
  promo: 'error.cart.promo',
  locked: 'error.cart.locked',
  itemNotFound: 'error.cart.itemNotFound',
  productNotFound: 'error.product.notFound',
  property: 'error.cart.property',
  giftCode: 'error.giftCertificate.invalid',
} as const;

export const CART_TEXT = {
  notLogged: "E' necessario autenticarsi per visualizzare il carrello",
  noAddress: 'Scegli il servizio e l’indirizzo di consegna o di ritiro prima di aggiungere prodotti al carrello.',
  noTimeslot: 'Scegli la fascia oraria di consegna o di ritiro prima di aggiungere prodotti al carrello.',
  minAcq: 'Non è possibile acquistare una quantità inferiore di questo articolo',
  maxAcq: (count: number) => `Puoi acquistare al massimo ${count} pz di questo prodotto`,
  dailyMax: 'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
  qtyMult: (mult: number) => `Questo articolo si acquista in multipli di ${mult} pz`,
  unavailable: 'Attualmente NON DISPONIBILE per il servizio ed il giorno selezionato',
  options: 'È necessario selezionare tutte le opzioni',
  promo: 'La promozione indicata non è valida per questo prodotto.',
  locked: 'Il carrello è in fase di pagamento e non può essere modificato.',
  itemNotFound: 'Il prodotto non è presente nel carrello.',
  productNotFound: 'Prodotto non trovato.',
  property: (name: string) => `La proprietà "${name}" del carrello non può essere modificata.`,
} as const;

export type CartMessage = { code: string; error: string };

/** A refusal of a cart write: the transaction rolls back and the route answers these messages. */
export class CartRefusal extends Error {
  constructor(readonly messages: CartMessage[]) {
    super(messages.map((m) => m.code).join(', '));
  }
}

export function refuse(code: keyof typeof CART_CODES, error: string): never {
  throw new CartRefusal([{ code: CART_CODES[code], error }]);
}
