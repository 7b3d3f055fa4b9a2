// An order's money as every page shows it (issue 24): each gift code on its own line, the lines
// adding up to the total; and a code below its own minimum spend saying that minimum and what is
// still missing, in one sentence.
import { describe, expect, it } from 'vitest';
import { giftState } from '~/components/checkout/GiftCodes';
import type { Cart } from '~/ebsn/cart.server';
import { giftLines } from '~/routes/checkout/checkout.server';
import { orderMoney } from '~/lib/order-money';

const cents = (n: number) => Math.round(n * 100);
// Intl writes a no-break space before the euro sign
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const addsUp = (m: ReturnType<typeof orderMoney>) =>
  cents(m.goods) - m.adjustments.reduce((s, a) => s + cents(a.amount), 0) + cents(m.fee ?? 0) === cents(m.total);

describe('order money', () => {
  it('shows each applied code on its own line, and the lines add up', () => {
    const money = orderMoney(
      {
        totalPrice: 100.96,
        deliveryFee: 6.9,
        grossTotal: 97.76 - 5,
        orderAdjustmentSummary: {
          totalAdjustment: 15.1,
          orderAdjustments: [
            { giftCertificate: { code: 'BENVENUTO10', name: 'Benvenuto: 10% sulla spesa' }, amount: 10.1, applied: true },
            { giftCertificate: { code: 'SPESA5', name: '5 € di sconto' }, amount: 5, applied: true },
            { giftCertificate: { code: 'FEDELTA15', name: 'Grazie della fedeltà: 15 €' }, amount: 0, applied: false },
          ],
        },
      },
      2,
    );
    expect(money.adjustments).toEqual([
      { code: 'BENVENUTO10', name: 'Benvenuto: 10% sulla spesa', amount: 10.1 },
      { code: 'SPESA5', name: '5 € di sconto', amount: 5 },
    ]);
    expect(money.fee).toBe(6.9);
    expect(addsUp(money)).toBe(true);
  });

  it('shows a discount the server did not split as one line of its own, and no fee for Drive', () => {
    const money = orderMoney({ totalPrice: 100.74, deliveryFee: 0, grossTotal: 85.74, orderAdjustmentSummary: { totalAdjustment: 15 } }, 1);
    expect(money).toEqual({ goods: 100.74, adjustments: [{ code: '', name: '', amount: 15 }], fee: null, total: 85.74 });
    expect(addsUp(money)).toBe(true);
  });
});

describe('a gift code below its minimum spend', () => {
  const cart = (totalPrice: number, amount: number, applied: boolean) =>
    ({
      totalPrice,
      orderAdjustmentSummary: {
        totalAdjustment: amount,
        orderAdjustments: [
          { giftCertificate: { code: 'FEDELTA15', name: 'Grazie della fedeltà: 15 €', minimumSpend: 100 }, amount, applied },
        ],
      },
    }) as unknown as Cart;

  it('says the minimum and the amount still missing, and nothing about being applied', () => {
    const [line] = giftLines(cart(87.66, 0, false));
    expect(line).toMatchObject({ applied: false, minimum: 100, missing: 12.34 });
    expect(plain(giftState(line!))).toBe('Non ancora applicato: il codice vale da una spesa di 100,00 €, ti mancano 12,34 €.');
  });

  it('says the discount once the minimum is reached', () => {
    const [line] = giftLines(cart(120, 15, true));
    expect(plain(giftState(line!))).toBe('Sconto di 15,00 €');
  });
});
