// The staff's forms read numbers as a picker types them: digits (a probe had 0x10 recorded as 16
// pieces and 1e2 as 100, and acted for user 1e0); the limits are the backend's to say.
import { describe, expect, it } from 'vitest';
import { actSchema } from '~/routes/admin.clienti/forms';
import { pickSchema, substituteSchema } from '~/routes/admin.preparazione.$orderId/forms';

describe('staff forms', () => {
  it('take digits only for counts, weights and ids', () => {
    expect(pickSchema.parse({ intent: 'pick', item_id: '25', quantity: ' 2 ' })).toEqual({ intent: 'pick', item_id: 25, quantity: 2 });
    expect(pickSchema.parse({ intent: 'pick', item_id: '25', weight: '550' }).weight).toBe(550);
    for (const quantity of ['0x10', '1e2', '1.5', '-1', '2,0', 'due', '9999999999']) {
      expect(pickSchema.safeParse({ intent: 'pick', item_id: '25', quantity }).success, quantity).toBe(false);
    }
    expect(substituteSchema.safeParse({ intent: 'substitute', item_id: '25', substitute_product_id: '0' }).success).toBe(false);
    expect(substituteSchema.safeParse({ intent: 'substitute', item_id: '25', substitute_product_id: '1e3' }).success).toBe(false);
    expect(substituteSchema.parse({ intent: 'substitute', item_id: '25', substitute_product_id: '360', quantity: '1' })).toMatchObject({
      substitute_product_id: 360,
      quantity: 1,
    });
    for (const user_id of ['1e0', '3.0', '0x3', '0', '2147483648'])
      expect(actSchema.safeParse({ intent: 'act', user_id }).success, user_id).toBe(false);
    expect(actSchema.parse({ intent: 'act', user_id: '3' }).user_id).toBe(3);
  });
});
