// The wish lists' refusals (shopping.md §3, §6, §8; decision 026): a code the storefront can
// translate and the Italian text it shows. A guest gets the cart's own "not logged" refusal.
import { CART_CODES, CART_TEXT } from '../cart/messages';

/** lists one customer may own */
export const MAX_LISTS = 50;
/** products one list may hold */
export const MAX_LIST_ITEMS = 300;
/** customers one list may be shared with */
export const MAX_LIST_SHARES = 20;
/** a list's name, once trimmed */
export const LIST_NAME_MAX = 60;

export type ListMessage = { code: string; error: string };

export const LIST_REFUSALS = {
  notLogged: { code: CART_CODES.notLogged, error: CART_TEXT.notLogged },
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
  productNotFound: { code: CART_CODES.productNotFound, error: CART_TEXT.productNotFound },
  options: { code: 'error.wishlist.options', error: CART_TEXT.options },
  weight: { code: 'error.wishlist.weight', error: 'Il peso si indica solo per i prodotti venduti sfusi.' },
  minAcq: { code: 'error.wishlist.minAcq', error: CART_TEXT.minAcq },
  noDefault: { code: 'error.wishlist.noDefault', error: 'Non hai ancora una lista predefinita.' },
  addressNotFound: { code: 'error.wishlist.addressNotFound', error: 'Indirizzo non trovato.' },
  shareSelf: { code: 'error.wishlist.shareSelf', error: 'Non puoi condividere una lista con te stesso.' },
  shareUnknown: { code: 'error.wishlist.shareUnknown', error: 'Nessun cliente registrato con questo indirizzo e-mail.' },
  shareNotFound: { code: 'error.wishlist.shareNotFound', error: 'La lista non è condivisa con questo cliente.' },
  nothingToAdd: {
    code: 'error.wishlist.nothingToAdd',
    error: 'La lista non contiene prodotti disponibili da aggiungere al carrello.',
  },
} as const;

export const LIST_QUANTITY = {
  qtyMult: (mult: number): ListMessage => ({ code: 'error.wishlist.qtyMult', error: CART_TEXT.qtyMult(mult) }),
  maxAcq: (max: number): ListMessage => ({ code: 'error.wishlist.maxAcq', error: CART_TEXT.maxAcq(max) }),
};

export type ListRefusalKey = keyof typeof LIST_REFUSALS;

/** a refusal inside a list write: the transaction rolls back and the route answers the message */
export class ListRefusal extends Error {
  constructor(readonly message_: ListMessage) {
    super(message_.code);
  }
}

export function refuseList(refusal: ListRefusalKey | ListMessage): never {
  throw new ListRefusal(typeof refusal === 'string' ? LIST_REFUSALS[refusal] : refusal);
}
