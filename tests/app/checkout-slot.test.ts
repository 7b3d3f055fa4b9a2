// The checkout page's view of a cart whose chosen slot some products cannot have (issue 24): each
// such product named with the backend's reason, so the page says why the order waits.
import { describe, expect, it } from 'vitest';
import { cartSchema } from '~/ebsn/cart.server';
import { checkoutView } from '~/routes/checkout/checkout.server';
import { cartMock, cartWire } from '../mocks/cart';

const LEAD = 'Da ordinare con almeno 48 ore di anticipo: non può arrivare nella fascia oraria scelta.';

describe('checkout view', () => {
  it('names each product the chosen slot cannot have, with why, and no other', () => {
    cartMock.reset({
      lines: [
        { itemId: 1, productId: 401, quantity: 6, infos: {} },
        {
          itemId: 2,
          productId: 403,
          quantity: 1,
          infos: {},
          slotRestriction: { reason: 'leadTime', code: 'error.timeslot.leadTime', message: LEAD },
        },
      ],
    });
    const view = checkoutView(cartSchema.parse(cartWire()), null);
    expect(view.slotRestricted).toEqual([{ name: 'Yogurt bianco', reason: LEAD }]);
    cartMock.reset({ lines: [{ itemId: 1, productId: 401, quantity: 6, infos: {} }] });
    expect(checkoutView(cartSchema.parse(cartWire()), null).slotRestricted).toEqual([]);
  });
});
