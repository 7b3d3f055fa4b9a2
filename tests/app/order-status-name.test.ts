// An order's status in the Italian shop (the English one is read by e2e/english.spec.ts).
import { describe, expect, it } from 'vitest';
import { orderStatusName } from '~/i18n/orders';
import { ORDER_STATUS_LABELS } from '../../domain/orders';

describe('orderStatusName', () => {
  it("keeps the chain's own words", () => {
    expect(orderStatusName(3, 'Ordine ricevuto')).toBe('Ordine ricevuto');
  });

  it("says the spec's name when the answer has none, the generic one for an id it does not name", () => {
    for (const [id, label] of Object.entries(ORDER_STATUS_LABELS)) expect(orderStatusName(Number(id), undefined)).toBe(label);
    expect(orderStatusName(42, undefined)).toBe('In lavorazione');
  });
});
