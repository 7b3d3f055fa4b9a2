// The wish lists' refusals (shopping.md §3, §6, §8; decision 026): a code the storefront can
// translate and the Italian text it shows. A guest gets the cart's own "not logged" refusal. Raised
// with ebsn/refusal's refuse().
import { CART_REFUSALS } from '../cart/messages';
import type { Refusal } from '../ebsn/refusal';
import { MAX_LIST_SHARES_PER_HOUR } from '../limits';

/** lists one customer may own */
export const MAX_LISTS = 50;
/** products one list may hold */
export const MAX_LIST_ITEMS = 300;
/** addresses one list may be shared with */
export const MAX_LIST_SHARES = 20;
/** a list's name, once trimmed */
export const LIST_NAME_MAX = 60;

export const LIST_REFUSALS = {
  notLogged: CART_REFUSALS.notLogged,
  notFound: { code: 'error.wishlist.notFound', error: 'Lista non trovata.' },
  readOnly: {
    code: 'error.wishlist.readOnly',
    error: 'Questa lista è condivisa con te in sola lettura: non puoi modificarla.',
  },
  tooManyLists: { code: 'error.wishlist.tooMany', error: `Puoi avere al massimo ${MAX_LISTS} liste.` },
  tooManyItems: {
    code: 'error.wishlist.tooManyItems',
    error: `Una lista può contenere al massimo ${MAX_LIST_ITEMS} prodotti.`,
  },
  tooManyShares: {
    code: 'error.wishlist.tooManyShares',
    error: `Una lista può essere condivisa al massimo con ${MAX_LIST_SHARES} persone.`,
  },
  itemNotFound: { code: 'error.wishlist.itemNotFound', error: 'Il prodotto non è presente nella lista.' },
  productNotFound: CART_REFUSALS.productNotFound,
  options: { code: 'error.wishlist.options', error: CART_REFUSALS.options.error },
  weight: { code: 'error.wishlist.weight', error: 'Il peso si indica solo per i prodotti venduti sfusi.' },
  // a product's quantity rules, in the cart's words under the lists' codes
  minAcq: { code: 'error.wishlist.minAcq', error: CART_REFUSALS.minAcq.error },
  qtyMult: (mult: number) => ({ code: 'error.wishlist.qtyMult', error: CART_REFUSALS.qtyMult(mult).error }),
  maxAcq: (max: number) => ({ code: 'error.wishlist.maxAcq', error: CART_REFUSALS.maxAcq(max).error }),
  noDefault: { code: 'error.wishlist.noDefault', error: 'Non hai ancora una lista predefinita.' },
  addressNotFound: { code: 'error.wishlist.addressNotFound', error: 'Indirizzo non trovato.' },
  shareThrottled: {
    code: 'error.wishlist.shareThrottled',
    error: `Puoi condividere liste con al massimo ${MAX_LIST_SHARES_PER_HOUR} indirizzi all'ora: riprova più tardi.`,
  },
  shareNotFound: { code: 'error.wishlist.shareNotFound', error: 'La lista non è condivisa con questo indirizzo.' },
  nothingToAdd: {
    code: 'error.wishlist.nothingToAdd',
    error: 'La lista non contiene prodotti disponibili da aggiungere al carrello.',
  },
} as const satisfies Record<string, Refusal | ((...args: never[]) => Refusal)>;
