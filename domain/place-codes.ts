// The message codes of the address and store calls (docs/decisions/014-shopping-loop.md): the
// backend answers them beside its Italian text and the storefront tells its cases apart by them.
export const PLACE_CODES = {
  /** postal code unknown to the chain: 'L'indirizzo inserito non è coperto dal servizio.' */
  notCovered: 'error.address.notCovered',
  /** a place the chain knows, without home delivery: 'Indirizzo non servito dalla consegna a casa' */
  notServed: 'error.address.notServed',
  /** the geocoding stand-in could not place it: ask 'Indirizzo non validato. Salvare lo stesso ?' and resend with force */
  notValidated: 'error.address.notValidated',
  notFound: 'error.address.notFound',
  /** delete refused while a cart uses the address (an info-level message, status 1) */
  inUse: 'info.address.inUse',
  homeOnly: 'error.address.homeOnly',
  wrongService: 'error.address.wrongService',
  noneNear: 'info.address.noneNear',
  postalcodeUnknown: 'info.address.postalcodeUnknown',
  storeNotFound: 'error.store.notFound',
  companyCodeInvalid: 'error.shopatwork.invalidCode',
  subscribed: 'info.shopatwork.subscribed',
  /** user-address/set-default: the address cannot be that favourite (delivery: an own home; store: a Drive or locker) */
  defaultKind: 'error.address.defaultKind',
  /** cart status 7: address (and slot) cannot change */
  cartLocked: 'error.cart.locked',
} as const;
