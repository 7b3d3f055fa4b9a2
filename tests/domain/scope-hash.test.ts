import { describe, expect, it } from 'vitest';
import { parseScopeHash, scopeHash } from '#domain/scope-hash';

describe('scope hash', () => {
  it('is w<warehouseId>d<date>t<timeslotId> for a chosen store and slot', () => {
    expect(scopeHash({ warehouseId: 12, date: '2026-11-24', timeslotId: 3 })).toBe('w12d2026-11-24t3');
  });

  it('keeps the store when no slot is chosen yet', () => {
    expect(scopeHash({ warehouseId: 7, date: '', timeslotId: 0 })).toBe('w7d0t0');
  });

  it('is absent when nothing is chosen, never the constant w0d0t0', () => {
    expect(scopeHash(undefined)).toBeUndefined();
    expect(scopeHash(null)).toBeUndefined();
    expect(scopeHash({ warehouseId: 0, date: '', timeslotId: 0 })).toBeUndefined();
  });

  it('reads back what it writes and refuses anything else', () => {
    expect(parseScopeHash('w12d2026-11-24t3')).toEqual({ warehouseId: 12, date: '2026-11-24', timeslotId: 3 });
    expect(parseScopeHash('w7d0t0')).toEqual({ warehouseId: 7, date: '', timeslotId: 0 });
    for (const bad of ['', 'w0d0', 'x12d2026-11-24t3', 'w12d24-11-2026t3', 'w12d2026-11-24t3;drop'])
      expect(parseScopeHash(bad), bad).toBeNull();
  });
});
