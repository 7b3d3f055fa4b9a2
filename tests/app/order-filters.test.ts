// The order list's GET filters (account.md §3): read leniently, so a bad field is said next to it and
// left out while the others still apply; the page is always a usable number.
import { describe, expect, it } from 'vitest';
import { readOrderFilters } from '~/routes/profile.orders._index/forms';

const read = (query: string) => readOrderFilters(new URLSearchParams(query));

describe('order list filters', () => {
  it('takes the status, the order dates and the page as typed', () => {
    expect(read('status=pending&from=2026-11-01&to=2026-11-23&page=2')).toEqual({
      values: { status: 'pending', from: '2026-11-01', to: '2026-11-23' },
      status: 'pending',
      from: '2026-11-01',
      to: '2026-11-23',
      page: 2,
      errors: {},
    });
    expect(read('')).toMatchObject({ status: 'all', from: undefined, to: undefined, page: 1, errors: {} });
  });

  it('says which date is wrong, keeps what was typed, and still applies the rest', () => {
    const bad = read('status=done&from=2026-02-30&to=ieri');
    expect(bad).toMatchObject({ status: 'done', from: undefined, to: undefined, errors: { from: 'badDate', to: 'badDate' } });
    expect(bad.values).toEqual({ status: 'done', from: '2026-02-30', to: 'ieri' });
    expect(read('from=2026-11-23&to=2026-11-01')).toMatchObject({ from: undefined, to: undefined, errors: { from: 'badRange' } });
  });

  it('treats an unknown status as all orders and a bad page as the first', () => {
    for (const query of ['status=<script>', 'status=PENDING']) expect(read(query).status, query).toBe('all');
    for (const page of ['0', '-1', 'abc', '1.5', '99999999', '%00']) expect(read(`page=${page}`).page, page).toBe(1);
    expect(read(`from=${'9'.repeat(5000)}`).values.from).toHaveLength(30);
  });
});
