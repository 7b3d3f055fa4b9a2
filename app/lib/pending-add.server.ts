// The add to the cart that the gating stopped (shopping.md §4 "Add-to-cart gating"): a guest goes to
// login, a customer without address to the address screen, without slot to the slot screen, and the
// product is added when they come back, without asking again. The add waits in the cookie session;
// the actions that complete a step (login, address choice, slot choice) call `resumePendingAdd`.
import { z } from 'zod';
import { ebsn } from '~/ebsn/client.server';
import { EbsnError } from '~/ebsn/errors';
import type { PendingAdd } from './session.server';
import type { Shopper } from './shopper.server';

export function rememberPendingAdd(shopper: Shopper, add: PendingAdd) {
  shopper.session.set('pendingAdd', add);
}

export function pendingAdd(shopper: Shopper): PendingAdd | undefined {
  return shopper.session.get('pendingAdd');
}

export function forgetPendingAdd(shopper: Shopper) {
  shopper.session.unset('pendingAdd');
}

export type Resumed = { kind: 'none' } | { kind: 'added'; add: PendingAdd } | { kind: 'refused'; add: PendingAdd; error: EbsnError };

/**
 * Makes the waiting add, if any, and forgets it whatever the backend says (a refusal is the
 * shopper's to see, not to retry forever). The backend still gates: without address or slot it
 * refuses, and the add keeps waiting for the next step instead.
 */
export async function resumePendingAdd(shopper: Shopper): Promise<Resumed> {
  const add = pendingAdd(shopper);
  if (!add || !shopper.loggedIn) return { kind: 'none' };
  const item = {
    productId: add.productId,
    quantity: add.quantity,
    ...(add.infos ? { infos: add.infos } : {}),
    ...(add.useWpid !== undefined ? { use_wpid: add.useWpid } : {}),
    ...(add.isPackage ? { is_package: 'true' } : {}),
  };
  try {
    await ebsn(shopper.api, { path: 'cart/add', method: 'POST', json: { items: [item] }, schema: z.unknown() });
    forgetPendingAdd(shopper);
    return { kind: 'added', add };
  } catch (error) {
    if (!(error instanceof EbsnError)) throw error;
    const gated = error.messages.some((m) => m.code === 'error.cart.noAddress' || m.code === 'error.cart.noTimeslot');
    if (gated) return { kind: 'none' };
    forgetPendingAdd(shopper);
    return { kind: 'refused', add, error };
  }
}
