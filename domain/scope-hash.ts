// The `hash` of scoped catalogue calls (ebsn-wire.md "Catalogue"): w<warehouseId>d<YYYY-MM-DD>t<timeslotId>,
// the store and the delivery slot a shopper chose. It scopes prices and availability and is the
// cache key of catalogue reads, so a shopper who chose nothing sends none rather than `w0d0t0`
// (which means "whatever the session chose" and would make a session-free read ambiguous).

/**
 * The store and slot a shopper chose; the backend owns it (the cart), the storefront only reads it.
 * A store chosen before a slot has no date ('') and slot 0: `w12d0t0`.
 */
export type ServiceScope = { warehouseId: number; date: string; timeslotId: number };

const HASH = /^w(\d+)d(\d{4}-\d{2}-\d{2}|0)t(\d+)$/;

export function scopeHash(scope: ServiceScope | null | undefined): string | undefined {
  if (!scope || !(scope.warehouseId > 0)) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(scope.date)) return `w${scope.warehouseId}d0t0`;
  return `w${scope.warehouseId}d${scope.date}t${scope.timeslotId > 0 ? scope.timeslotId : 0}`;
}

export function parseScopeHash(hash: string | null | undefined): ServiceScope | null {
  const match = hash ? HASH.exec(hash) : null;
  if (!match) return null;
  return { warehouseId: Number(match[1]), date: match[2] === '0' ? '' : match[2]!, timeslotId: Number(match[3]) };
}
