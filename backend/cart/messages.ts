// The cart's refusals: a code (docs/decisions/014-shopping-loop.md) and the spec's Italian text
// (shopping.md §5, §8); where the spec gives no words, ours in the same voice. Raised with
// ebsn/refusal's refuse().
import type { Refusal } from '../ebsn/refusal';

export const CART_REFUSALS = {
  notLogged: { code: 'error.cart.notLogged', error: "E' necessario autenticarsi per visualizzare il carrello" },
  noAddress: {
    code: 'error.cart.noAddress',
    error: 'Scegli il servizio e l’indirizzo di consegna o di ritiro prima di aggiungere prodotti al carrello.',
  },
  noTimeslot: {
    code: 'error.cart.noTimeslot',
    error: 'Scegli la fascia oraria di consegna o di ritiro prima di aggiungere prodotti al carrello.',
  },
  minAcq: { code: 'error.cart.minAcq', error: 'Non è possibile acquistare una quantità inferiore di questo articolo' },
  maxAcq: (count: number) => ({ code: 'error.cart.maxAcq', error: `Puoi acquistare al massimo ${count} pz di questo prodotto` }),
  dailyMax: {
    code: 'error.cart.dailyMax',
    error: 'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
  },
  qtyMult: (mult: number) => ({ code: 'error.cart.qtyMult', error: `Questo articolo si acquista in multipli di ${mult} pz` }),
  unavailable: { code: 'error.cart.unavailable', error: 'Attualmente NON DISPONIBILE per il servizio ed il giorno selezionato' },
  options: { code: 'error.cart.options', error: 'È necessario selezionare tutte le opzioni' },
  promo: { code: 'error.cart.promo', error: 'La promozione indicata non è valida per questo prodotto.' },
  locked: { code: 'error.cart.locked', error: 'Il carrello è in fase di pagamento e non può essere modificato.' },
  itemNotFound: { code: 'error.cart.itemNotFound', error: 'Il prodotto non è presente nel carrello.' },
  productNotFound: { code: 'error.product.notFound', error: 'Prodotto non trovato.' },
  property: (name: string) => ({
    code: 'error.cart.property',
    error: `La proprietà "${name}" del carrello non può essere modificata.`,
  }),
  giftCode: (error: string) => ({ code: 'error.giftCertificate.invalid', error }),
} as const satisfies Record<string, Refusal | ((...args: never[]) => Refusal)>;
