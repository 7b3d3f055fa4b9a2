// The order list's filters (account.md §3): a GET form, so the URL is the filter and can be
// bookmarked, shared and paged; read leniently (a bad date is said next to its field and not applied).

export const ORDER_STATES = ['all', 'pending', 'done'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** a real calendar day, YYYY-MM-DD, between 2000 and 2100 (no zod: the list page carries this module) */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '2000-01-01' || value > '2100-12-31') return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

export type OrderFilterForm = {
  /** what the shopper typed, shown back in the form */
  values: { status: OrderState; from: string; to: string };
  /** the filters that hold (a bad field holds none) */
  status: OrderState;
  from?: string;
  to?: string;
  page: number;
  errors: { from?: 'badDate' | 'badRange'; to?: 'badDate' };
};

/** The list's query, read leniently: a bad date is said next to its field and not applied; the rest still is. */
export function readOrderFilters(query: URLSearchParams): OrderFilterForm {
  const text = (key: string) => (query.get(key) ?? '').trim().slice(0, 30);
  const status = (ORDER_STATES as readonly string[]).includes(text('status')) ? (text('status') as OrderState) : 'all';
  const values = { status, from: text('from'), to: text('to') };
  const errors: OrderFilterForm['errors'] = {};
  const from = values.from && isDay(values.from) ? values.from : undefined;
  const to = values.to && isDay(values.to) ? values.to : undefined;
  if (values.from && !from) errors.from = 'badDate';
  if (values.to && !to) errors.to = 'badDate';
  if (from && to && from > to) errors.from = 'badRange';
  const page = Number(text('page'));
  return {
    values,
    status,
    from: errors.from ? undefined : from,
    to: errors.from === 'badRange' ? undefined : to,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    errors,
  };
}
