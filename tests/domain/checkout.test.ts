import { describe, expect, it } from 'vitest';
import { cardBrand, normaliseCardNumber } from '#domain/card-brand';
import { isChangeable, orderStatusLabel } from '#domain/orders';
import {
  checkoutPaymentTypes,
  DEFAULT_PAYMENT_TYPE_ID,
  needsAuthorisation,
  payableWith,
  preAuthorisedCents,
  preAuthorisedMarginCents,
  prebilledCents,
} from '#domain/payments';

describe('payment types (spec §9)', () => {
  it('offers the card first everywhere, and paying at handover where somebody is there to take it', () => {
    expect(checkoutPaymentTypes(1)).toEqual([12, 10]);
    expect(checkoutPaymentTypes(2)).toEqual([12, 1]);
    expect(checkoutPaymentTypes(4)).toEqual([12]);
    expect(checkoutPaymentTypes(null)).toEqual([12]);
  });

  it('takes online types for any service and a handover type only for its own service', () => {
    for (const service of [1, 2, 4]) expect([12, 13, 22, 27].every((type) => payableWith(service, type))).toBe(true);
    expect(payableWith(1, 10)).toBe(true);
    expect(payableWith(2, 10)).toBe(false);
    expect(payableWith(2, 1)).toBe(true);
    expect(payableWith(4, 1)).toBe(false);
    expect(payableWith(4, 10)).toBe(false);
    expect(payableWith(1, 99)).toBe(false);
  });

  it('card 12 is the default; 12, 22 and 27 need an authorisation', () => {
    expect(DEFAULT_PAYMENT_TYPE_ID).toBe(12);
    expect([12, 22, 27].every(needsAuthorisation)).toBe(true);
    expect([1, 10, 13, 23].some(needsAuthorisation)).toBe(false);
  });
  it('saving a method charges 1.01 for type 12, 0 for 22 and 27', () => {
    expect(prebilledCents(12)).toBe(101);
    expect(prebilledCents(22)).toBe(0);
    expect(prebilledCents(27)).toBe(0);
    expect(prebilledCents(10)).toBeUndefined();
  });
});

describe('pre-authorised amount (spec §9)', () => {
  const lines = [
    { grossCents: 10000, variableWeight: false, acceptAlternatives: false },
    { grossCents: 2000, variableWeight: true, acceptAlternatives: false },
    { grossCents: 1000, variableWeight: false, acceptAlternatives: true },
  ];
  it('type 10 adds 5% of the cart total', () => {
    expect(preAuthorisedCents({ paymentTypeId: 10, totalCents: 13000, lines })).toBe(13650);
  });
  it('types 12, 13, 22 and 27 add 15% on variable-weight or substitution-accepting lines only', () => {
    for (const paymentTypeId of [12, 13, 22, 27]) {
      expect(preAuthorisedMarginCents({ paymentTypeId, totalCents: 13000, lines })).toBe(450);
      expect(preAuthorisedCents({ paymentTypeId, totalCents: 13000, lines })).toBe(13450);
    }
    expect(preAuthorisedCents({ paymentTypeId: 12, totalCents: 10000, lines: [lines[0]!] })).toBe(10000);
  });
  it('an order adds 5% whatever the type', () => {
    expect(preAuthorisedCents({ paymentTypeId: 12, totalCents: 13000, lines, forOrder: true })).toBe(13650);
  });
  it('other types hold the total; amounts round to the cent', () => {
    expect(preAuthorisedCents({ paymentTypeId: 1, totalCents: 13000, lines })).toBe(13000);
    expect(preAuthorisedMarginCents({ paymentTypeId: 10, totalCents: 999, lines: [] })).toBe(50);
    expect(
      preAuthorisedMarginCents({
        paymentTypeId: 12,
        totalCents: 0,
        lines: [{ grossCents: 333, variableWeight: true, acceptAlternatives: false }],
      }),
    ).toBe(50);
  });
});

describe('card brand (spec §5)', () => {
  it('knows each brand of the list by its number', () => {
    expect(cardBrand('4026000000000002')).toBe('electron');
    expect(cardBrand('6759649826438453')).toBe('maestro');
    expect(cardBrand('5019717010103742')).toBe('dankort');
    expect(cardBrand('6360000000000000')).toBe('interpayment');
    expect(cardBrand('6200000000000005')).toBe('unionpay');
    expect(cardBrand('4111111111111111')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('30569309025904')).toBe('diners');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('3530111333300000')).toBe('jcb');
  });
  it('reads masked digits as 1, defaults to visa, is generic without a number', () => {
    expect(normaliseCardNumber('5555 **** **** 4444')).toBe('5555111111114444');
    expect(cardBrand('5555 **** **** 4444')).toBe('mastercard');
    expect(cardBrand('3782 XXXXXX X0005')).toBe('amex');
    expect(cardBrand('**** **** **** 1234')).toBe('visa');
    expect(cardBrand('')).toBe('generic');
    expect(cardBrand(null)).toBe('generic');
  });
});

describe('order states (account.md §2)', () => {
  it('labels 1 to 18 as the spec names them', () => {
    expect([1, 2].map(orderStatusLabel)).toEqual(['In validazione', 'In validazione']);
    expect(orderStatusLabel(3)).toBe('Ordinato');
    expect([4, 5].map(orderStatusLabel)).toEqual(['In preparazione', 'In preparazione']);
    expect(orderStatusLabel(6)).toBe('Quasi pronto');
    expect([7, 18].map(orderStatusLabel)).toEqual(['In consegna', 'In consegna']);
    expect(orderStatusLabel(8)).toBe('Consegnato');
    expect(orderStatusLabel(9)).toBe('Consegnato parzialmente');
    expect(orderStatusLabel(10)).toBe('Annullato');
    expect(orderStatusLabel(11)).toBe('Invalidato');
    expect(orderStatusLabel(12)).toBe('Non ritirato');
    expect(orderStatusLabel(13)).toBe('Fallito');
  });
  it('can be changed or cancelled until picked for preparation', () => {
    expect([1, 2, 3].every(isChangeable)).toBe(true);
    expect([4, 5, 6, 7, 8, 10, 13, 18].some(isChangeable)).toBe(false);
  });
});
